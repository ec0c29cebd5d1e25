// Table 1, Real/Int: relaxing and tightening comparisons, and adding the same c to both sides.
import type { AppTerm, Term } from '../../../smtlib/ast.js';
import type { Sort } from '../../../smtlib/sort.js';
import { astEqual } from '../../../smtlib/equal.js';
import { app, numeral } from '../../../smtlib/terms/build.js';
import { isApp } from '../../../smtlib/terms/query.js';
import type { Effect, Rule, RuleContext } from '../rule.js';

/** The common sort of a binary Int/Real relation's arguments, or undefined. */
export function arithSort(t: Term, ops: readonly string[]): Sort | undefined {
  if (t.kind !== 'app' || t.qual || t.args.length !== 2 || !ops.includes(t.id.symbol)) return undefined;
  const [a, b] = t.args;
  const s = a!.sort;
  if (!s || (s.name !== 'Int' && s.name !== 'Real') || b!.sort?.name !== s.name) return undefined;
  return s;
}

const swap = (from: string, to: string, effect: Effect): Rule => ({
  name: `${from}→${to}`,
  family: 'relation',
  effect,
  domain: 'bool',
  apply: (t) => (arithSort(t, [from]) ? app(to, ...(t as AppTerm).args) : undefined),
});

const COMPARISONS = ['=', '<', '>', '<=', '>=', 'distinct'];

const shiftBoth: Rule = {
  name: 'n1⊙n2→(n1+c)⊙(n2+c)',
  family: 'relation',
  effect: 'equiv',
  domain: 'bool',
  apply(t, ctx) {
    const sort = arithSort(t, COMPARISONS);
    const c = sort && ctx.param(sort);
    if (!c) return undefined;
    const [a, b] = (t as AppTerm).args;
    return app((t as AppTerm).id.symbol, app('+', a!, c), app('+', b!, c));
  },
};

const unshiftBoth: Rule = {
  name: '(n1+c)⊙(n2+c)→n1⊙n2',
  family: 'relation',
  effect: 'equiv',
  domain: 'bool',
  apply(t) {
    if (!arithSort(t, COMPARISONS)) return undefined;
    const [a, b] = (t as AppTerm).args;
    if (!isApp(a!, '+', 2) || !isApp(b!, '+', 2)) return undefined;
    const [a1, ca] = a.args as [Term, Term];
    const [b1, cb] = b.args as [Term, Term];
    if (!astEqual(ca, cb)) return undefined;
    return app((t as AppTerm).id.symbol, a1, b1);
  },
};

/**
 * Moving the bound by a non-negative literal c: a ≤ b ⇒ a ≤ b + c (weaken), a + c ≤ b ⇒ a ≤ b
 * (so a ≤ b ↦ a + c ≤ b strengthens); likewise for <, ≥, >.
 */
function slack(op: string, effect: 'weaken' | 'strengthen'): Rule {
  const upper = op === '<' || op === '<=';
  // weaken adds c to the larger side, strengthen to the smaller side.
  const addToSecond = upper === (effect === 'weaken');
  return {
    name: `${op}:${effect === 'weaken' ? 'loosen' : 'tighten'}-by-c≥0`,
    family: 'relation',
    effect,
    domain: 'bool',
    apply(t: Term, ctx: RuleContext) {
      const sort = arithSort(t, [op]);
      if (!sort) return undefined;
      const c = numeral(ctx.rng.range(0, 9), sort.name === 'Real');
      const [a, b] = (t as AppTerm).args;
      return addToSecond ? app(op, a!, app('+', b!, c)) : app(op, app('+', a!, c), b!);
    },
  };
}

export const relationRules: readonly Rule[] = [
  swap('=', '>=', 'weaken'),
  swap('=', '<=', 'weaken'),
  swap('>', '>=', 'weaken'),
  swap('>', 'distinct', 'weaken'),
  swap('<', '<=', 'weaken'),
  swap('<', 'distinct', 'weaken'),
  swap('>=', '>', 'strengthen'),
  swap('>=', '=', 'strengthen'),
  swap('<=', '<', 'strengthen'),
  swap('<=', '=', 'strengthen'),
  swap('distinct', '<', 'strengthen'),
  swap('distinct', '>', 'strengthen'),
  shiftBoth,
  unshiftBoth,
  ...['<', '<=', '>', '>='].flatMap((op) => [slack(op, 'weaken'), slack(op, 'strengthen')]),
];

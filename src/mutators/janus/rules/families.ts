// The original implementation's extra families. operator: replace an operator by a weaker/stronger
// one. homomorphism: x = y ⇒ f(x) = f(y) for any function f, and f(x) ≠ f(y) ⇒ x ≠ y. automorphism:
// equivalent rewrites (argument swaps, negation of both sides, double negation).
import type { AppTerm, Term } from '../../../smtlib/ast.js';
import { sortEquals, type Sort } from '../../../smtlib/sort.js';
import { app, indexed, numeral } from '../../../smtlib/terms/build.js';
import { isApp } from '../../../smtlib/terms/query.js';
import type { Effect, Family, Rule, RuleContext } from '../rule.js';
import { arithSort } from './relation.js';

function rule(
  name: string,
  family: Family,
  effect: Effect,
  apply: (t: Term, ctx: RuleContext) => Term | undefined,
): Rule {
  return { name, family, effect, domain: 'bool', apply };
}

const strings2 = (t: Term, op: string): t is AppTerm =>
  isApp(t, op, 2) && t.args.every((a) => a.sort?.name === 'String');

/** A built-in unary function on `sort` (possibly with a parameter), as a builder. */
function someFunction(sort: Sort, ctx: RuleContext): ((x: Term) => Term) | undefined {
  switch (sort.name) {
    case 'Int':
    case 'Real': {
      const c = numeral(ctx.rng.range(-3, 5), sort.name === 'Real');
      return ctx.rng.pick([(x: Term) => app('-', x), (x: Term) => app('+', x, c), (x: Term) => app('*', x, c)]);
    }
    case 'String': {
      const s = ctx.param(sort);
      return ctx.rng.chance(0.5) || !s ? (x: Term) => app('str.len', x) : (x: Term) => app('str.++', x, s);
    }
    case 'Bool':
      return (x: Term) => app('not', x);
    case 'BitVec': {
      // A literal the width holds: (_ bv4 1) is no bit-vector (the draw stays one draw, whatever the width).
      const width = sort.indices[0]!;
      const c = indexed(`bv${ctx.rng.int(8) % 2 ** Math.min(Number(width), 3)}`, [width]);
      return ctx.rng.chance(0.5) ? (x: Term) => app('bvnot', x) : (x: Term) => app('bvadd', x, c);
    }
    default:
      return undefined;
  }
}

function mapBoth(t: Term, op: '=' | 'distinct', ctx: RuleContext): Term | undefined {
  if (!isApp(t, op) || t.args.length < 2 || !t.args[0]!.sort) return undefined;
  const sort = t.args[0]!.sort;
  if (!t.args.every((a) => a.sort && sortEquals(a.sort, sort))) return undefined;
  const f = someFunction(sort, ctx);
  return f && app(op, ...t.args.map(f));
}

const MIRROR: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=', '=': '=', distinct: 'distinct' };

export const familyRules: readonly Rule[] = [
  rule('str.<→str.<=', 'operator', 'weaken', (t) => (strings2(t, 'str.<') ? app('str.<=', ...t.args) : undefined)),
  rule('str.<=→str.<', 'operator', 'strengthen', (t) => (strings2(t, 'str.<=') ? app('str.<', ...t.args) : undefined)),
  rule('prefixof(a,b)→contains(b,a)', 'operator', 'weaken', (t) =>
    strings2(t, 'str.prefixof') ? app('str.contains', t.args[1]!, t.args[0]!) : undefined,
  ),
  rule('suffixof(a,b)→contains(b,a)', 'operator', 'weaken', (t) =>
    strings2(t, 'str.suffixof') ? app('str.contains', t.args[1]!, t.args[0]!) : undefined,
  ),
  rule('contains(b,a)→prefixof(a,b)', 'operator', 'strengthen', (t) =>
    strings2(t, 'str.contains') ? app('str.prefixof', t.args[1]!, t.args[0]!) : undefined,
  ),
  rule('xor→distinct', 'operator', 'equiv', (t) => (isApp(t, 'xor', 2) ? app('distinct', ...t.args) : undefined)),
  rule('x=y→f(x)=f(y)', 'homomorphism', 'weaken', (t, ctx) => mapBoth(t, '=', ctx)),
  rule('x≠y→f(x)≠f(y)', 'homomorphism', 'strengthen', (t, ctx) => mapBoth(t, 'distinct', ctx)),
  rule('a⊙b→b⊙ᵀa', 'automorphism', 'equiv', (t) => {
    const sort = arithSort(t, Object.keys(MIRROR));
    return sort ? app(MIRROR[(t as AppTerm).id.symbol]!, (t as AppTerm).args[1]!, (t as AppTerm).args[0]!) : undefined;
  }),
  rule('a⊙b→(-a)⊙ᵀ(-b)', 'automorphism', 'equiv', (t) => {
    if (!arithSort(t, Object.keys(MIRROR))) return undefined;
    const [a, b] = (t as AppTerm).args;
    return app(MIRROR[(t as AppTerm).id.symbol]!, app('-', a!), app('-', b!));
  }),
  rule('φ1∧φ2→φ2∧φ1', 'automorphism', 'equiv', (t) =>
    isApp(t, 'and') && t.args.length >= 2 ? app('and', ...t.args.slice(1), t.args[0]!) : undefined,
  ),
  rule('φ1∨φ2→φ2∨φ1', 'automorphism', 'equiv', (t) =>
    isApp(t, 'or') && t.args.length >= 2 ? app('or', ...t.args.slice(1), t.args[0]!) : undefined,
  ),
  { ...rule('φ→¬¬φ', 'automorphism', 'equiv', (t) => app('not', app('not', t))), generic: true },
];

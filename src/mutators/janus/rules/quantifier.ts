// Table 1, quantifiers: ∀x.φ ⇒ ∃x.φ (sorts are non-empty), and ∀x.φ ⇒ φ[x↦B] ⇒ ∃x.φ.
import type { QuantTerm, Term } from '../../../smtlib/ast.js';
import { isSym } from '../../../smtlib/terms/query.js';
import { bindsFor, mapChildren } from '../../../smtlib/terms/traverse.js';
import { sortOf, type Sort } from '../../../smtlib/sort.js';
import type { Rule, RuleContext } from '../rule.js';

/**
 * `t` with the free occurrences of `name` replaced by `by`. `by` holds no symbol bound anywhere in
 * the script (see params.ts), so no binder inside `t` can capture it.
 */
export function substitute(t: Term, name: string, by: Term): Term {
  if (isSym(t, name)) return by;
  return mapChildren(t, (child, i) => (bindsFor(t, i).includes(name) ? child : substitute(child, name, by)));
}

/** The semantic sort of a variable declared with a plain or BitVec sort; others are not instantiated. */
function simpleSort(v: QuantTerm['vars'][number]): Sort | undefined {
  const { id, args } = v.sort;
  if (args.length > 0) return undefined;
  if (id.symbol === 'BitVec' && typeof id.indices[0] === 'number') return sortOf('BitVec', [id.indices[0]]);
  return id.indices.length === 0 && ['Int', 'Real', 'Bool', 'String'].includes(id.symbol)
    ? sortOf(id.symbol)
    : undefined;
}

/** Patterns are hints for the quantifier being removed; an instantiated one may no longer be valid. */
function withoutPatterns(body: Term): Term {
  if (body.kind !== 'annot') return body;
  const attrs = body.attrs.filter((a) => a.keyword !== ':pattern' && a.keyword !== ':no-pattern');
  return attrs.length === 0 ? body.term : { ...body, attrs };
}

function instantiate(t: Term, kind: 'forall' | 'exists', ctx: RuleContext): Term | undefined {
  if (t.kind !== kind) return undefined;
  const k = ctx.rng.int(t.vars.length);
  const v = t.vars[k]!;
  const sort = simpleSort(v);
  const by = sort && ctx.param(sort);
  if (!by) return undefined;
  const body = substitute(withoutPatterns(t.body), v.name, by);
  const vars = t.vars.filter((_, i) => i !== k);
  return vars.length === 0 ? body : { ...t, vars, body };
}

export const quantifierRules: readonly Rule[] = [
  {
    name: '∀→∃',
    family: 'quantifier',
    effect: 'weaken',
    domain: 'bool',
    apply: (t) => (t.kind === 'forall' ? { kind: 'exists', vars: t.vars, body: t.body } : undefined),
  },
  {
    name: '∃→∀',
    family: 'quantifier',
    effect: 'strengthen',
    domain: 'bool',
    apply: (t) => (t.kind === 'exists' ? { kind: 'forall', vars: t.vars, body: t.body } : undefined),
  },
  {
    name: '∀x.φ→φ[x↦B]',
    family: 'quantifier',
    effect: 'weaken',
    domain: 'bool',
    apply: (t, c) => instantiate(t, 'forall', c),
  },
  {
    name: '∃x.φ→φ[x↦B]',
    family: 'quantifier',
    effect: 'strengthen',
    domain: 'bool',
    apply: (t, c) => instantiate(t, 'exists', c),
  },
];

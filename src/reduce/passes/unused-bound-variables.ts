// Drops the variables a quantifier binds but its body never names: `(forall ((a Int) (b Int) (c Int)) (<= a b))`
// becomes `(forall ((a Int) (b Int)) (<= a b))`. Seen in head-public-12: a Z3 crash reduced to a fixpoint still bound
// fifteen variables of which two were used, since no other pass touches a binder's list. All unused ones at once
// first, then each alone (the bug may need one of them). A quantifier left with none is its body: replace-by-child
// proposes that.
import type { SortedVar, Term } from '../../smtlib/ast.js';
import { symbolsIn } from '../../smtlib/terms/query.js';
import { termPass } from './term-pass.js';

export const removeUnusedBoundVariables = termPass('remove-unused-bound-variables', (t) => {
  if (t.kind !== 'forall' && t.kind !== 'exists') return [];
  // Pattern terms count as uses (symbolsIn reads an annotation's terms); a name an inner binder shadows counts too.
  const named = symbolsIn(t.body);
  const unused = t.vars.filter((v) => !named.has(v.name));
  if (unused.length === 0 || unused.length === t.vars.length) return [];
  const without = (drop: readonly SortedVar[]): Term => ({ ...t, vars: t.vars.filter((v) => !drop.includes(v)) });
  return [without(unused), ...(unused.length > 1 ? unused.map((v) => without([v])) : [])];
});

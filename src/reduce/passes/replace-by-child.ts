// Replaces a term by a child or grandchild of the same sort (hoisting; covers dropping annotations,
// `ite` branches, double negations and identity extracts).
import type { Term } from '../../smtlib/ast.js';
import { childrenOf } from '../../smtlib/terms/traverse.js';
import { sortEquals } from '../../smtlib/sort.js';
import { termPass } from './term-pass.js';

export const replaceByChild = termPass('replace-by-child', (t) => {
  if (!t.sort || t.kind === 'let') return [];
  const out: Term[] = [];
  for (const c of childrenOf(t)) {
    if (c.sort && sortEquals(c.sort, t.sort)) out.push(c);
    for (const g of childrenOf(c)) if (g.sort && sortEquals(g.sort, t.sort)) out.push(g);
  }
  return out;
});

// Replaces several leaves of a term in one pass, copying each changed node once (a fused assertion
// may get dozens of substitutes; one replaceAt per leaf would copy the shared spine each time).
import type { Term } from '../../smtlib/ast.js';
import { mapChildren } from '../../smtlib/terms/traverse.js';

export interface Edit {
  steps: readonly number[];
  term: Term;
}

/** `edits` address distinct leaves below `t` (their steps from depth on). */
export function replaceAll(t: Term, edits: readonly Edit[], depth = 0): Term {
  if (edits.length === 1 && edits[0]!.steps.length === depth) return edits[0]!.term;
  const byChild = new Map<number, Edit[]>();
  for (const e of edits) {
    const i = e.steps[depth]!;
    const list = byChild.get(i);
    if (list) list.push(e);
    else byChild.set(i, [e]);
  }
  return mapChildren(t, (kid, i) => {
    const list = byChild.get(i);
    return list ? replaceAll(kid, list, depth + 1) : kid;
  });
}

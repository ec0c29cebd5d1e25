// Replaces several leaves of a term in one pass, copying each changed node once (a fused assertion
// may get dozens of substitutes; one replaceAt per leaf would copy the shared spine each time).
import type { Term } from '../../smtlib/ast.js';
import { childrenOf, withChild } from '../../smtlib/terms/traverse.js';

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
  const kids = childrenOf(t);
  if (t.kind === 'app') {
    const args = kids.slice();
    for (const [i, list] of byChild) args[i] = replaceAll(kids[i]!, list, depth + 1);
    return { ...t, args };
  }
  let out: Term = t;
  for (const [i, list] of byChild) out = withChild(out, i, replaceAll(kids[i]!, list, depth + 1));
  return out;
}

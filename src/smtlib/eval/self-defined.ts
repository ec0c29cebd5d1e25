// A model's constants that are defined through themselves: `(define-fun a1 () (Array I E) (store a1 i e))`, directly
// or through other constants of the model. Such a define-fun gives no value (SMT-LIB's define-fun is not recursive),
// so the model is no model: the invalid-model oracle counts it (oracles/model-check.ts), and the hand-over's witness
// reads it as the wrong side. Seen: Z3 main under `smt.sls.enable=true` answered sat on an unsatisfiable QF_AX
// formula with that `a1` (head-public-12); our evaluator recursed on it until the stack ran out.
import type { Term } from '../ast.js';
import { visitTerm } from '../terms/traverse.js';
import type { Model } from './model.js';

/** The names of the model's nullary constants on a cycle of definitions, in the model's order. */
export function selfDefinedConstants(model: Model): string[] {
  const constants = [...model.functions.values()].filter((f) => f.params.length === 0);
  const names = new Set(constants.map((c) => c.name));
  const uses = new Map(constants.map((c) => [c.name, freeConstants(c.body, names)]));
  const reaches = (from: string, target: string, seen: Set<string>): boolean =>
    (uses.get(from) ?? []).some((u) => u === target || (!seen.has(u) && (seen.add(u), reaches(u, target, seen))));
  return constants.filter((c) => reaches(c.name, c.name, new Set())).map((c) => c.name);
}

/** What a model that has such constants is, in words that follow "the model": "defines a1 in terms of itself, …". */
export function selfDefinedWords(names: readonly string[]): string {
  return `defines ${names.join(', ')} in terms of ${names.length > 1 ? 'themselves' : 'itself'}, which gives no value`;
}

/** The constants among `names` that `body` refers to, a name bound inside it (let, quantifier, match) not counted. */
function freeConstants(body: Term, names: ReadonlySet<string>): string[] {
  const used = new Set<string>();
  visitTerm(body, (t, at) => {
    if (t.kind === 'app' && names.has(t.id.symbol) && !at.bound.includes(t.id.symbol)) used.add(t.id.symbol);
  });
  return [...used];
}

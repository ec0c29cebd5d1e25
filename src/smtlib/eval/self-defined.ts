// A model's constants that are defined through themselves: `(define-fun a1 () (Array I E) (store a1 i e))`, directly
// or through other constants of the model. Such a define-fun gives no value (SMT-LIB's define-fun is not recursive),
// so the model is no model. Seen: Z3 main under `smt.sls.enable=true` answered sat on an unsatisfiable QF_AX formula
// with that `a1` (head-public-12); our evaluator recursed on it until the stack ran out.
import { symbolsIn } from '../terms/query.js';
import type { Model } from './model.js';

/** The names of the model's nullary constants on a cycle of definitions, in the model's order. */
export function selfDefinedConstants(model: Model): string[] {
  const constants = [...model.functions.values()].filter((f) => f.params.length === 0);
  const names = new Set(constants.map((c) => c.name));
  // Which constants each one's body names (an inner binder of the same name counts too: a rare over-count).
  const uses = new Map(constants.map((c) => [c.name, [...symbolsIn(c.body)].filter((s) => names.has(s))]));
  const reaches = (from: string, target: string, seen: Set<string>): boolean =>
    (uses.get(from) ?? []).some((u) => u === target || (!seen.has(u) && (seen.add(u), reaches(u, target, seen))));
  return constants.filter((c) => reaches(c.name, c.name, new Set())).map((c) => c.name);
}

// Errors the solvers installed here give while *solving* well-formed scripts of the extension theories
// (not refusals to read them), found by the mutation tests; a campaign would report them as findings.
// - cvc5 1.0.3: a table.project (or table.group) that is not simplified away, e.g. under `distinct`, needs an
//   internal higher-order term outside HO_ logics: `(distinct ((_ table.project 0) T) T)` in ALL.
// - z3 4.8.12: a regex over sequences built from a non-constant term (5.2.0 decides the same script).
export const SOLVER_LIMITS: readonly RegExp[] = [
  /Function terms are only supported with higher-order logic/,
  /incorrect first argument type Int/,
];

/** Is this error a known limitation of a solver (and not a script it could not read)? */
export function knownSolverLimit(message: string, errorKind: string | undefined): boolean {
  return errorKind !== 'parse' && SOLVER_LIMITS.some((r) => r.test(message));
}

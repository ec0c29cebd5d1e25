// What the solvers say about a script's names: cvc5 refuses a declaration named like one of its theory
// functions (`(declare-const fp Int)`, Z3 reads it), and a definition of a name already declared (Z3 takes
// it as an overload); Z3 from 5.1.0 refuses a declaration with a built-in's name and argument sorts
// (`(declare-fun abs (Real) Int)`). Reported as syntax features (syntax.ts) when a dialect is given.
import type { Span } from '../ast.js';
import { dialectMask, Vocabulary } from '../dialect.js';
import type { Sort } from '../sort.js';
import { resolveAppSort, signaturesNamed } from '../theories/index.js';
import type { TermChecker } from './term-checker.js';

const CVC5 = dialectMask('cvc5');
const Z3_REFUSING = Vocabulary.of('z3@5.1.0');

/**
 * A declaration (or definition) of `name` with these parameter sorts: what its dialects refuse. cvc5 refuses
 * the name of a theory its logic has: checked where every theory is (no logic, ALL), as in our Z3 files.
 */
export function checkDeclaredName(
  checker: TermChecker,
  name: string,
  params: readonly Sort[],
  span: Span | undefined,
): void {
  const env = checker.env;
  if (!env.vocabulary) return;
  const signatures = signaturesNamed(name);
  if (signatures.length === 0) return;
  const everyTheory = env.logic === undefined || /^(HO_)?(QF_)?ALL$/.test(env.logic);
  const cvc5Theory = everyTheory && signatures.some((s) => s.dialects & CVC5);
  if (cvc5Theory && !checker.syntax('theory-name-declared', `'${name}'`, span)) return;
  // A constant is not refused (Z3 5.2.0 reads `(declare-fun pi () Real)`).
  if (params.length > 0 && resolveAppSort(name, [], params, undefined, true, Z3_REFUSING)) {
    checker.syntax('builtin-signature-declared', `'${name}'`, span);
  }
}

/** define-fun (define-fun-rec, define-const) of a name the script has already declared or defined. */
export function checkRedefinition(checker: TermChecker, name: string, span: Span | undefined): void {
  if (!checker.env.vocabulary) return;
  const previous = checker.env.functions(name)?.filter((f) => !f.ctor?.datatype.builtin) ?? [];
  if (previous.length > 0) checker.syntax('function-redefined', `'${name}'`, span);
}

// Declaring into the environment, refusing exact duplicates: a name may be overloaded (CVC5), but
// the very same signature twice, or a sort name twice, is an error in Z3 and CVC5.
import type { Span } from '../ast.js';
import type { FunSig, SortDef } from './env.js';
import type { TermChecker } from './term.js';

/** Declares `sig` unless the very same signature is already visible (then: an error, as in Z3 and CVC5). */
export function declareFunOnce(checker: TermChecker, sig: FunSig, span: Span | undefined): void {
  if (checker.env.isDeclared(sig.name, sig.params, sig.result)) {
    const what = sig.params.length ? `'${sig.name}' with this signature` : `'${sig.name}'`;
    checker.report(span, `${what} is already declared`);
    return;
  }
  checker.env.declareFun(sig);
}

export function declareSortOnce(checker: TermChecker, name: string, def: SortDef, span: Span | undefined): void {
  if (checker.env.sortDef(name)) {
    checker.report(span, `sort '${name}' is already declared`);
    return;
  }
  checker.env.declareSort(name, def);
}

// Declaring into the environment, refusing exact duplicates: a name may be overloaded (CVC5), but
// the very same signature twice, or a sort name twice, is an error in Z3 and CVC5.
import type { Span } from '../ast.js';
import { describeReaders } from '../dialect.js';
import type { FunSig, SortDef } from './symbols.js';
import type { TermChecker } from './term-checker.js';

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
  const previous = checker.env.sortDef(name);
  const builtin = previous?.kind === 'datatype' ? previous.info.builtin : undefined;
  if (previous && !builtin) {
    checker.report(span, `sort '${name}' is already declared`);
    return;
  }
  // A script's own `List` takes the place of Z3's, except in a Z3 dialect whose releases all have it (they
  // refuse it; `z3` without a version stands for any release, and 4.8.17 reads it).
  const refusing =
    builtin && checker.env.vocabulary?.specs.filter((s) => s.dialect === 'z3' && (s.mask & ~builtin.dialects) === 0);
  if (refusing && refusing.length > 0) {
    const who = refusing.map((s) => s.text).join(', ');
    checker.report(
      span,
      `sort '${name}' is built into ${who} (${describeReaders(builtin.dialects)}): it cannot be declared again`,
    );
    return;
  }
  checker.env.declareSort(name, def);
}

// Z3's `((_ map f) a…)` where the signature table cannot say it: over arrays of several index sorts
// (`(Array Int Int Int)`, the guide's bags) and over sets read as cvc5's `(Set E)` when no dialect is given
// (to Z3 a set is an array to Bool). The single-index case is in theories/z3-arrays.ts.
import type { AppTerm } from '../ast.js';
import { describeReaders, dialectMask } from '../dialect.js';
import { sortEquals, sortToString, type Sort } from '../sort.js';
import { internSort } from '../theories/index.js';
import type { TermChecker } from './term-checker.js';

const Z3 = dialectMask('z3');
const BOOL_SORT: Sort = { name: 'Bool', indices: [], args: [] };

/** The sort of the map; 'none' when another resolution applies (or reports). */
export function z3Map(checker: TermChecker, t: AppTerm, argSorts: readonly Sort[]): Sort | undefined | 'none' {
  const [f] = t.id.indices;
  if (t.id.symbol !== 'map' || t.id.indices.length !== 1 || typeof f !== 'string' || argSorts.length === 0)
    return 'none';
  const first = argSorts[0]!;
  const sets = argSorts.every((s) => s.name === 'Set' && s.args.length === 1 && sortEquals(s, first));
  const indices = first.name === 'Array' ? first.args.slice(0, -1) : [];
  const arrays =
    indices.length >= 2 &&
    argSorts.every(
      (s) =>
        s.name === 'Array' &&
        s.args.length === indices.length + 1 &&
        indices.every((i, k) => sortEquals(i, s.args[k]!)),
    );
  if (!sets && !arrays) return 'none';
  const vocabulary = checker.env.vocabulary;
  if (vocabulary && !vocabulary.accepts(Z3)) {
    return checker.report(t.span, `'map' is not in the ${vocabulary.describe()} dialect (${describeReaders(Z3)})`);
  }
  const elements = sets ? argSorts.map(() => BOOL_SORT) : argSorts.map((s) => s.args[s.args.length - 1]!);
  const fn = checker.context.functionSorts?.(f, elements) ?? [];
  const range = fn
    .find((s) => s.args.length === elements.length + 1 && elements.every((e, k) => sortEquals(e, s.args[k]!)))
    ?.args.at(-1);
  if (!range || (sets && !sortEquals(range, BOOL_SORT))) {
    const domain = elements.map(sortToString).join(' ');
    return checker.report(t.span, `(_ map ${f}) needs a function from (${domain})${sets ? ' to Bool' : ''}`);
  }
  return sets ? first : internSort('Array', [], [...indices, range]);
}

// What the seed's logic allows. Z3 and CVC5 both reject operators of a theory the declared logic
// lacks: bit-vector operators in QF_FP (whose fp literals still use bit-vector constants), `+` in
// QF_S, is_int in QF_LRA. A mutator keeps to the logic's theories (SMT-LIB logic names: A… arrays,
// BV, FP, S strings, DT datatypes, an arithmetic part LIA, NRA, LIRA, IDL … with cvc5's T for
// transcendentals, and cvc5's FS sets, FF finite fields, C cardinality and HO_ prefix); no logic, ALL
// and HORN allow all. Separation logic is never allowed without a `declare-heap` in the seed.
import type { Script, Term } from '../smtlib/ast.js';
import { logicOf, NO_LOGIC } from '../smtlib/logic.js';
import { symbolsIn } from '../smtlib/terms/query.js';
import { ARITHMETIC_SYMBOLS, THEORIES, type TheoryName } from '../smtlib/theories/index.js';

const ARITHMETIC = /(LIA|NIA|LRA|NRA|LIRA|NIRA|IDL|RDL)(T?)/;

/** No logic, ALL (any of its forms) or HORN: every theory. */
export function allowsEveryTheory(script: Script): boolean {
  const logic = logicOf(script);
  return logic === NO_LOGIC || logic === 'HORN' || /^(HO_)?(QF_)?ALL$/.test(logic);
}

const hasHeap = (script: Script): boolean =>
  script.commands.some((c) => c.cmd === 'opaque' && c.name === 'declare-heap');

const EVERY_THEORY_BUT_THE_HEAP: ReadonlySet<TheoryName> = new Set(
  THEORIES.map((t) => t.name).filter((n) => n !== 'SeparationLogic'),
);

/** The theories of the script's logic, or undefined when every theory is allowed. */
export function logicTheories(script: Script): ReadonlySet<TheoryName> | undefined {
  const logic = logicOf(script);
  if (allowsEveryTheory(script)) return hasHeap(script) ? undefined : EVERY_THEORY_BUT_THE_HEAP;
  const ho = logic!.startsWith('HO_');
  const body = logic!.replace(/^HO_/, '').replace(/^QF_/, '');
  const theories = new Set<TheoryName>(['Core']);
  if (ho) theories.add('HigherOrder');
  if (body.startsWith('A')) theories.add('ArraysEx');
  if (body.includes('BV')) theories.add('FixedSizeBitVectors');
  if (body.includes('FP')) theories.add('FloatingPoint');
  if (body.includes('FF')) theories.add('FiniteFields');
  if (body.includes('FS')) theories.add('Sets');
  if (body.includes('DT') && body.includes('FS')) theories.add('Relations').add('Tuples');
  if (/C$/.test(body.replace(/FS$/, ''))) theories.add('Cardinality');
  const arithmetic = ARITHMETIC.exec(body);
  const rest = body.replace(ARITHMETIC, '').replace(/FS|FF|DT|BV|FP|UF/g, '');
  if (rest.endsWith('S')) theories.add('Strings');
  const a = arithmetic?.[1] ?? '';
  // cvc5 offers its integer bit operators wherever integers are.
  if (/IA$|IRA$|IDL$/.test(a)) theories.add('Ints').add('IntegerBits');
  if (/RA$|RDL$/.test(a)) theories.add('Reals');
  if (a.endsWith('IRA')) theories.add('Reals_Ints');
  if (arithmetic?.[2] === 'T') theories.add('Transcendentals');
  if (hasHeap(script)) theories.add('SeparationLogic');
  return theories;
}

export function allowsTheory(theories: ReadonlySet<TheoryName> | undefined, theory: TheoryName): boolean {
  return !theories || theories.has(theory);
}

/** Whether the logic reads arithmetic symbols: no logic, ALL or HORN, or a logic with an arithmetic part. */
export function logicHasArithmetic(script: Script): boolean {
  return allowsEveryTheory(script) || ARITHMETIC.test(logicOf(script) ?? '');
}

/**
 * Whether `after` uses an arithmetic symbol `before` does not: a logic without arithmetic would not read it
 * (integers alone may occur without arithmetic, as str.len's in QF_S).
 */
export function bringsArithmetic(before: Term, after: Term): boolean {
  const had = symbolsIn(before);
  return [...symbolsIn(after)].some((s) => ARITHMETIC_SYMBOLS.has(s) && !had.has(s));
}

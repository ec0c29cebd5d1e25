// What the seed's logic allows. Z3 and CVC5 both reject operators of a theory the declared logic
// lacks: bit-vector operators in QF_FP (whose fp literals still use bit-vector constants), `+` in
// QF_S, is_int in QF_LRA. A mutator keeps to the logic's theories (SMT-LIB logic names: A… arrays,
// BV, FP, S strings, and an arithmetic suffix LIA, NRA, LIRA, IDL …); no logic, ALL and HORN allow all.
import type { Script } from '../smtlib/ast.js';
import type { TheoryName } from '../smtlib/theories/index.js';

export function logicOf(script: Script): string | undefined {
  for (const c of script.commands) if (c.cmd === 'set-logic') return c.logic;
  return undefined;
}

const ARITHMETIC = /(LIA|NIA|LRA|NRA|LIRA|NIRA|IDL|RDL)$/;

/** The theories of the script's logic, or undefined when every theory is allowed. */
export function logicTheories(script: Script): ReadonlySet<TheoryName> | undefined {
  const logic = logicOf(script);
  if (logic === undefined || logic === 'ALL' || logic === 'HORN') return undefined;
  const body = logic.startsWith('QF_') ? logic.slice(3) : logic;
  const theories = new Set<TheoryName>(['Core']);
  if (body.startsWith('A')) theories.add('ArraysEx');
  if (body.includes('BV')) theories.add('FixedSizeBitVectors');
  if (body.includes('FP')) theories.add('FloatingPoint');
  if (body.replace(ARITHMETIC, '').endsWith('S')) theories.add('Strings');
  const arithmetic = ARITHMETIC.exec(body)?.[1] ?? '';
  if (/IA$|IRA$|IDL$/.test(arithmetic)) theories.add('Ints');
  if (/RA$|RDL$/.test(arithmetic)) theories.add('Reals');
  if (arithmetic.endsWith('IRA')) theories.add('Reals_Ints');
  return theories;
}

export function allowsTheory(theories: ReadonlySet<TheoryName> | undefined, theory: TheoryName): boolean {
  return !theories || theories.has(theory);
}

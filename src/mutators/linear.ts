// Linear arithmetic. Z3 and CVC5 both reject a script whose logic is linear (QF_LIA, LRA, QF_SLIA,
// QF_AUFLIA …) once it multiplies two non-constant terms or divides by one ("logic does not support
// nonlinear arithmetic"; "A non-linear fact was asserted to arithmetic in a linear logic"), so a
// mutator that respects the seed's logic keeps every `*` with at most one non-constant argument and
// every divisor of `/`, `div`, `mod` a non-zero constant. What counts as a constant is what Z3
// accepts: a numeral or decimal, possibly negated, or a quotient of two (`(* x (+ 1 2))` and
// `(* x (* 1 2))` are already rejected).
import type { Script, Term } from '../smtlib/ast.js';

const NONLINEAR = new Set(['*', '/', 'div', 'mod', 'rem']);

/** Operators with no linear use (powers and the integer bit operators): never introduced in a linear logic. */
const NEVER_LINEAR = new Set(['^', 'int.pow2', 'int.log2', 'iand', 'piand']);

/** Is `op` one whose arguments linear arithmetic restricts? */
export const restrictsLinearity = (op: string): boolean => NONLINEAR.has(op) || NEVER_LINEAR.has(op);

/** Is `op` never linear, whatever its arguments? */
export const neverLinear = (op: string): boolean => NEVER_LINEAR.has(op);

/** Does the script's logic exclude nonlinear arithmetic? (No logic, ALL, and N…-logics allow it.) */
export function linearLogic(script: Script): boolean {
  const cmd = script.commands.find((c) => c.cmd === 'set-logic');
  if (!cmd || cmd.cmd !== 'set-logic') return false;
  const logic = cmd.logic.startsWith('QF_') ? cmd.logic.slice(3) : cmd.logic;
  if (logic === 'ALL' || logic === 'HORN' || /N(IA|RA|IRA)$/.test(logic)) return false;
  return true;
}

const isNumber = (t: Term | undefined): boolean =>
  t?.kind === 'const' && (t.lit.kind === 'numeral' || t.lit.kind === 'decimal');

const isNonZeroNumber = (t: Term | undefined): boolean =>
  isNumber(t) && /[1-9]/.test((t as { lit: { text: string } }).lit.text);

const isSignedNumber = (t: Term | undefined): boolean =>
  isNumber(t) || (t?.kind === 'app' && t.id.symbol === '-' && t.args.length === 1 && isNumber(t.args[0]));

/** A numeral or decimal, one negated, or a quotient of two: `3`, `2.5`, `(- 3)`, `(/ 1 3)`. */
export function isLinearConstant(t: Term): boolean {
  if (isSignedNumber(t)) return true;
  return (
    t.kind === 'app' &&
    t.id.symbol === '/' &&
    t.args.length === 2 &&
    isSignedNumber(t.args[0]) &&
    isNonZeroNumber(t.args[1])
  );
}

export function isNonZeroConstant(t: Term): boolean {
  if (!isLinearConstant(t)) return false;
  const number = t.kind === 'app' ? t.args[0]! : t;
  return number.kind === 'app' ? isNonZeroNumber(number.args[0]) : isNonZeroNumber(number);
}

/** Is `(op args…)` linear? Only `*`, `/`, `div`, `mod` and `rem` are restricted. */
export function linearApplication(op: string, args: readonly Term[]): boolean {
  if (NEVER_LINEAR.has(op)) return false;
  if (op === '*') {
    let variable = 0;
    for (const a of args) if (!isLinearConstant(a) && ++variable > 1) return false;
    return true;
  }
  if (NONLINEAR.has(op)) {
    for (let i = 1; i < args.length; i++) if (!isNonZeroConstant(args[i]!)) return false;
  }
  return true;
}

/**
 * What linear arithmetic allows in place of argument `i` of `(op args…)`: anything ('free'), or
 * only a constant ('constant', 'non-zero').
 */
export function argumentFreedom(op: string, args: readonly Term[], i: number): 'free' | 'constant' | 'non-zero' {
  if (op === '*') {
    for (let k = 0; k < args.length; k++) if (k !== i && !isLinearConstant(args[k]!)) return 'constant';
    return 'free';
  }
  if (NONLINEAR.has(op) && i >= 1) return 'non-zero';
  return 'free';
}

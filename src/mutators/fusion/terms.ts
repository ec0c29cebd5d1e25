// Small builders for the terms fusion functions produce (no spans, no sorts: the checker fills those).
import type { AppTerm, ConstTerm, Term } from '../../smtlib/ast.js';

export function sym(name: string): AppTerm {
  return { kind: 'app', id: { symbol: name, indices: [] }, args: [] };
}

export function app(op: string, ...args: Term[]): AppTerm {
  return { kind: 'app', id: { symbol: op, indices: [] }, args };
}

/** An Int constant; negative values are written `(- n)` as SMT-LIB has no negative numerals. */
export function int(value: number | bigint): Term {
  const n = BigInt(value);
  const lit: ConstTerm = { kind: 'const', lit: { kind: 'numeral', text: (n < 0n ? -n : n).toString() } };
  return n < 0n ? app('-', lit) : lit;
}

/** A Real constant `n.0` (or `(- n.0)`), valid in every logic with reals. */
export function real(value: number): Term {
  const lit: ConstTerm = { kind: 'const', lit: { kind: 'decimal', text: `${Math.abs(value)}.0` } };
  return value < 0 ? app('-', lit) : lit;
}

/** A bit-vector constant of `width` bits, written in binary so every width is expressible. */
export function bv(value: bigint, width: number): ConstTerm {
  const mask = (1n << BigInt(width)) - 1n;
  return { kind: 'const', lit: { kind: 'binary', text: (value & mask).toString(2).padStart(width, '0') } };
}

export function str(text: string): ConstTerm {
  return { kind: 'const', lit: { kind: 'string', text } };
}

export function ite(cond: Term, then: Term, otherwise: Term): AppTerm {
  return app('ite', cond, then, otherwise);
}

export function eq(a: Term, b: Term): AppTerm {
  return app('=', a, b);
}

/** `(and t…)` with the degenerate cases SMT-LIB does not allow as `and` folded away. */
export function and(terms: readonly Term[]): Term {
  if (terms.length === 0) return sym('true');
  if (terms.length === 1) return terms[0]!;
  return app('and', ...terms);
}

export function or(terms: readonly Term[]): Term {
  if (terms.length === 0) return sym('false');
  if (terms.length === 1) return terms[0]!;
  return app('or', ...terms);
}

// Building terms: the one set of term constructors for the mutators and the reducer. New nodes carry
// no spans and, unless a builder takes one, no sort: the sort checker fills sorts in (a mutant is
// re-checked by the walk, a reduction candidate by the predicate).
import type { AppTerm, ConstTerm, Identifier, Index, LiteralKind, SortedVar, SortExpr, Term } from '../ast.js';
import type { Sort } from '../sort.js';

export const ident = (symbol: string, indices: readonly Index[] = []): Identifier => ({ symbol, indices });

/** `f` applied to `args` (a constant reference when there are none). */
export const app = (symbol: string, ...args: Term[]): AppTerm => ({ kind: 'app', id: ident(symbol), args });

/** A symbol reference: a constant, a variable, or a nullary indexed identifier such as `(_ bv5 8)`. */
export const sym = (symbol: string, indices: readonly Index[] = []): AppTerm => ({
  kind: 'app',
  id: ident(symbol, indices),
  args: [],
});

/** `((_ f i…) args…)`. */
export const indexed = (symbol: string, indices: readonly Index[], ...args: Term[]): AppTerm => ({
  kind: 'app',
  id: ident(symbol, indices),
  args,
});

/** `((as f S) args…)`, for symbols whose sort the arguments do not determine (`(as const (Array …))`). */
export const qualified = (symbol: string, qual: SortExpr, args: Term[], sort?: Sort): AppTerm =>
  sort ? { kind: 'app', id: ident(symbol), qual, args, sort } : { kind: 'app', id: ident(symbol), qual, args };

/** `((_ f i…) args…)` with its sort filled in, for builders of well-sorted terms that skip the checker. */
export const sortedApp = (symbol: string, args: Term[], sort: Sort, indices: readonly Index[] = []): AppTerm => ({
  kind: 'app',
  id: ident(symbol, indices),
  args,
  sort,
});

/** A literal with its sort filled in. */
export const sortedLiteral = (kind: LiteralKind, text: string, sort: Sort): ConstTerm => ({
  kind: 'const',
  lit: { kind, text },
  sort,
});

/** A literal as written: `text` as `Literal.text` holds it (ast.ts). */
export const literal = (kind: LiteralKind, text: string): ConstTerm => ({ kind: 'const', lit: { kind, text } });

/** An Int constant; negative values are written `(- n)` as SMT-LIB has no negative numerals. */
export function int(value: number | bigint): Term {
  const n = BigInt(value);
  const lit = literal('numeral', (n < 0n ? -n : n).toString());
  return n < 0n ? app('-', lit) : lit;
}

/** A Real constant `n.0` (or `(- n.0)`) of an integer `value`. */
export function real(value: number): Term {
  const lit = literal('decimal', `${Math.abs(value)}.0`);
  return value < 0 ? app('-', lit) : lit;
}

/** The integer `value` as an Int or, with `isReal`, a Real constant. */
export const numeral = (value: number, isReal: boolean): Term => (isReal ? real(value) : int(value));

/** A bit-vector constant of `width` bits, written in binary so every width is expressible. */
export function bv(value: bigint, width: number): ConstTerm {
  const mask = (1n << BigInt(width)) - 1n;
  return literal('binary', (value & mask).toString(2).padStart(width, '0'));
}

/** A string literal; `text` is unquoted, as `Literal.text` holds it. */
export const str = (text: string): ConstTerm => literal('string', text);

export const TRUE: AppTerm = sym('true');
export const FALSE: AppTerm = sym('false');

export const ite = (cond: Term, then: Term, otherwise: Term): AppTerm => app('ite', cond, then, otherwise);
export const eq = (a: Term, b: Term): AppTerm => app('=', a, b);

/** `(and t…)` with the degenerate cases SMT-LIB does not allow as `and` folded away. */
export function and(terms: readonly Term[]): Term {
  if (terms.length === 0) return sym('true');
  if (terms.length === 1) return terms[0]!;
  return app('and', ...terms);
}

/** `(or t…)`: `false` for none, the term itself for one. */
export function or(terms: readonly Term[]): Term {
  if (terms.length === 0) return sym('false');
  if (terms.length === 1) return terms[0]!;
  return app('or', ...terms);
}

/** The sort expression of a plain sort name (`Bool`, `Int`, a declared sort). */
export const sortExpr = (name: string): SortExpr => ({ id: ident(name), args: [] });

export const sortedVar = (name: string, sort: SortExpr): SortedVar => ({ name, sort });

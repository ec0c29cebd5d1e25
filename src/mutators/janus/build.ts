// Small term builders for rule right-hand sides. New nodes carry no sort: the walk re-checks mutants.
import type { AppTerm, Index, SortedVar, Term } from '../../smtlib/ast.js';
import type { Sort } from '../../smtlib/sort.js';

export const app = (symbol: string, ...args: Term[]): AppTerm => ({ kind: 'app', id: { symbol, indices: [] }, args });

export const indexed = (symbol: string, indices: readonly Index[], ...args: Term[]): AppTerm => ({
  kind: 'app',
  id: { symbol, indices },
  args,
});

export const TRUE = app('true');

export const stringLit = (text: string): Term => ({ kind: 'const', lit: { kind: 'string', text } });

/** A literal `n` of sort Int or Real (negative numbers as `(- k)`). */
export function numberLit(n: number, sort: Sort): Term {
  const digits = String(Math.abs(n));
  const lit: Term =
    sort.name === 'Real'
      ? { kind: 'const', lit: { kind: 'decimal', text: `${digits}.0` } }
      : { kind: 'const', lit: { kind: 'numeral', text: digits } };
  return n < 0 ? app('-', lit) : lit;
}

export const boolVar = (name: string): SortedVar => ({ name, sort: { id: { symbol: 'Bool', indices: [] }, args: [] } });

/** The head symbol of an application, or undefined for any other term. */
export const headOf = (t: Term): string | undefined => (t.kind === 'app' ? t.id.symbol : undefined);

export const isApp = (t: Term, symbol: string, arity?: number): t is AppTerm =>
  t.kind === 'app' && t.id.symbol === symbol && !t.qual && (arity === undefined || t.args.length === arity);

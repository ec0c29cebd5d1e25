// Term builders for SAE (no sorts: the checker fills them) and literal helpers.
import type { AppTerm, Term } from '../../smtlib/ast.js';

export const app = (op: string, ...args: Term[]): AppTerm => ({ kind: 'app', id: { symbol: op, indices: [] }, args });
export const sym = (name: string): AppTerm => app(name);

/** `t` as a plain application of `op` (with `arity` arguments, if given), else undefined. */
export function appOf(t: Term, op: string, arity?: number): AppTerm | undefined {
  const plain = t.kind === 'app' && t.id.indices.length === 0 && t.qual === undefined && t.id.symbol === op;
  return plain && (arity === undefined || t.args.length === arity) ? t : undefined;
}

/** ¬l, cancelling a double negation. */
export function negateLiteral(l: Term): Term {
  return appOf(l, 'not', 1)?.args[0] ?? app('not', l);
}

export function disjunction(literals: readonly Term[]): Term {
  return literals.length === 1 ? literals[0]! : app('or', ...literals);
}

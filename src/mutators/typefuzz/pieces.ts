// A piece is a term about to be placed in a hole, with its printed text (built from its parts' texts:
// a pool term's is known, so is a literal's once printed).
import type { Term } from '../../smtlib/ast.js';
import { printIdentifier, printTerm } from '../../smtlib/printer.js';
import { sortedApp } from '../../smtlib/terms/build.js';
import type { Sort } from '../../smtlib/sort.js';
import type { PoolEntry } from './pool.js';

export interface Piece {
  readonly term: Term;
  readonly text: string;
  /** The pool entry the term is, if any. */
  readonly entry?: PoolEntry;
}

export const poolPiece = (entry: PoolEntry): Piece => ({ term: entry.term, text: entry.text, entry });

export function termPiece(term: Term | undefined): Piece | undefined {
  return term && { term, text: printTerm(term) };
}

/** `(f a1 … ak)` of sort `sort` (printed as printTerm would). */
export function application(symbol: string, indices: readonly number[], args: readonly Piece[], sort: Sort): Piece {
  const term = sortedApp(
    symbol,
    args.map((a) => a.term),
    sort,
    indices,
  );
  const head = printIdentifier(term.id);
  let text = head;
  if (args.length) {
    text = '(' + head;
    for (const a of args) text += ' ' + a.text;
    text += ')';
  }
  return { term, text };
}

// One argument of a new application: a pool term of the required sort that is in scope at the hole
// (needs.ts), or a fresh literal.
import type { Term } from '../../smtlib/ast.js';
import { printTerm } from '../../smtlib/printer.js';
import type { Sort } from '../../smtlib/sort.js';
import type { Rng } from '../../rng.js';
import type { CommandInfo, SeedContext } from './context.js';
import { innerHoles, type InnerHole } from './inner.js';
import { freshLiteral, numberLiteral } from './literals.js';
import { satisfied } from './needs.js';
import type { PoolEntry } from './pool.js';
import type { Scope } from './scope.js';
import { sortKey } from './sort-key.js';

/** A term to place, its printed text, and its own holes (offsets inside `text`). */
export interface Piece {
  readonly term: Term;
  readonly text: string;
  readonly holes: () => readonly InnerHole[];
}

export interface Place {
  readonly scope: Scope | null;
  readonly info: CommandInfo;
}

const POOL_TRIES = 4;

export function poolPiece(ctx: SeedContext, entry: PoolEntry): Piece {
  return {
    term: entry.term,
    text: entry.text,
    holes: () => {
      let inner = ctx.innerCache.get(entry);
      if (!inner) {
        inner = innerHoles(entry.term, ctx);
        ctx.innerCache.set(entry, inner);
      }
      return inner;
    },
  };
}

/** A random pool term of `sort` that can go to `place`, other than the text `except`. */
export function fromPool(ctx: SeedContext, sort: Sort, place: Place, rng: Rng, except?: string): PoolEntry | undefined {
  const entries = ctx.pool.bySort.get(sortKey(sort));
  if (!entries) return undefined;
  for (let k = 0; k < POOL_TRIES; k++) {
    const e = rng.pick(entries);
    if (e.text !== except && satisfied(e.needs, place.scope, place.info.visible)) return e;
  }
  return undefined;
}

function literalPiece(ctx: SeedContext, sort: Sort, place: Place, rng: Rng): Piece | undefined {
  return termPiece(ctx, freshLiteral(sort, ctx, place.scope, rng));
}

function termPiece(ctx: SeedContext, term: Term | undefined): Piece | undefined {
  return term && { term, text: printTerm(term), holes: () => innerHoles(term, ctx) };
}

/** A numeral or decimal: what linear arithmetic allows as a factor or divisor. */
export function constantPiece(ctx: SeedContext, sort: Sort, rng: Rng, nonZero: boolean): Piece | undefined {
  return termPiece(ctx, numberLiteral(sort, ctx, rng, nonZero));
}

export function argument(ctx: SeedContext, sort: Sort, place: Place, rng: Rng, literalChance: number): Piece | undefined {
  if (!rng.chance(literalChance)) {
    const e = fromPool(ctx, sort, place, rng);
    if (e) return poolPiece(ctx, e);
  }
  const lit = literalPiece(ctx, sort, place, rng);
  if (lit) return lit;
  const e = fromPool(ctx, sort, place, rng);
  return e && poolPiece(ctx, e);
}

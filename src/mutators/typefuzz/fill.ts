// One argument of a new application: a pool term of the required sort that is in scope at the hole
// (needs.ts), or a fresh literal.
import type { Sort } from '../../smtlib/sort.js';
import type { Rng } from '../../rng.js';
import type { CommandInfo, SeedContext } from './context.js';
import { freshLiteral, numberLiteral } from './literals.js';
import { satisfied } from './needs.js';
import { poolPiece, termPiece, type Piece } from './pieces.js';
import type { PoolEntry } from './pool.js';
import type { Scope } from './scope.js';
import { sortKey } from './sort-key.js';

export interface Place {
  readonly scope: Scope | null;
  readonly info: CommandInfo;
}

const POOL_TRIES = 4;

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

/** A numeral or decimal: what linear arithmetic allows as a factor or divisor. */
export function constantPiece(ctx: SeedContext, sort: Sort, rng: Rng, nonZero: boolean): Piece | undefined {
  return termPiece(numberLiteral(sort, ctx, rng, nonZero));
}

export function argument(
  ctx: SeedContext,
  sort: Sort,
  place: Place,
  rng: Rng,
  literalChance: number,
): Piece | undefined {
  if (!rng.chance(literalChance)) {
    const e = fromPool(ctx, sort, place, rng);
    if (e) return poolPiece(e);
  }
  const lit = termPiece(freshLiteral(sort, ctx, place.scope, rng));
  if (lit) return lit;
  const e = fromPool(ctx, sort, place, rng);
  return e && poolPiece(e);
}

// STORM phases 2 and 3 (Alg. 1): grow a construction pool with AND/NOT (50 % each), choosing operands
// 30 % from the initial pool and 70 % from the construction pool, then draw 1..Amax formulas, negating
// those false under M, so every instance is true under M (satisfiable by construction).
import { app } from '../../smtlib/terms/build.js';
import type { Rng } from '../../rng.js';
import type { StormPool, ValuedFormula } from './pool.js';

export interface StormBounds {
  dmax: number;
  amax: number;
  /** Construction pool size; 0 scales it with the initial pool (the paper's 200..1500). */
  nc: number;
  /** Tree-size cap on a constructed formula: shared operands print as trees and could grow exponentially. */
  maxNodes: number;
}

export function negate(f: ValuedFormula): ValuedFormula {
  return { term: app('not', f.term), value: !f.value, depth: f.depth + 1, size: f.size + 1 };
}

export const scaled = (poolSize: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, 10 * poolSize));

function randFormula(rng: Rng, initial: readonly ValuedFormula[], constr: readonly ValuedFormula[]): ValuedFormula {
  return constr.length === 0 || rng.chance(0.3) ? rng.pick(initial) : rng.pick(constr);
}

export function constructionPool(pool: StormPool, bounds: StormBounds, rng: Rng): ValuedFormula[] {
  const initial = pool.initial.filter((f) => f.depth <= bounds.dmax);
  if (initial.length === 0) return [];
  const nc = bounds.nc > 0 ? bounds.nc : scaled(initial.length, 200, 1500);
  const constr: ValuedFormula[] = [];
  for (let attempt = 0; constr.length < nc && attempt < 4 * nc; attempt++) {
    const f1 = randFormula(rng, initial, constr);
    let f: ValuedFormula;
    if (rng.chance(0.5)) {
      const f2 = randFormula(rng, initial, constr);
      f = {
        term: app('and', f1.term, f2.term),
        value: f1.value && f2.value,
        depth: 1 + Math.max(f1.depth, f2.depth),
        size: 1 + f1.size + f2.size,
      };
    } else f = negate(f1);
    if (f.depth <= bounds.dmax && f.size <= bounds.maxNodes) constr.push(f);
  }
  return constr;
}

/** One instance's assertions, every one true under M; empty when no fragment fits within dmax. */
export function instanceAssertions(pool: StormPool, bounds: StormBounds, rng: Rng): ValuedFormula[] {
  const initial = pool.initial.filter((f) => f.depth <= bounds.dmax);
  if (initial.length === 0) return [];
  const constr = constructionPool(pool, bounds, rng.fork('construct'));
  const count = rng.int(bounds.amax) + 1;
  const out: ValuedFormula[] = [];
  for (let i = 0; i < count; i++) {
    const f = randFormula(rng, initial, constr);
    out.push(f.value ? f : negate(f));
  }
  return out;
}

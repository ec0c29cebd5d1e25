// STORM's minimization by regeneration (Alg. 2): re-run generation on the buggy seed's pool with
// smaller bounds, binary-searching first the assertion count Amax, then the depth Dmax, and keep the
// smallest instance that still shows the bug (the caller's predicate, e.g. "the lane answers unsat").
import type { Script } from '../../smtlib/ast.js';
import { printScript } from '../../smtlib/printer.js';
import { Rng } from '../../rng.js';
import type { MutatorOptions } from '../types.js';
import { boundsOf, stormInstance } from './mutator.js';
import type { StormPool } from './pool.js';

export interface MinimizeStormConfig {
  options: MutatorOptions;
  rngSeed: number | string;
  /** Instances generated per probed bound (NM of one Fuzz call). */
  tries?: number;
}

export interface MinimizedStorm {
  instance: Script;
  amax: number;
  dmax: number;
  /** How many instances the predicate was asked about. */
  checked: number;
}

export async function minimizeStorm(
  pool: StormPool,
  stillFails: (instance: Script) => Promise<boolean>,
  config: MinimizeStormConfig,
): Promise<MinimizedStorm | undefined> {
  const tries = config.tries ?? 20;
  const start = boundsOf(config.options);
  let best: { instance: Script; size: number } | undefined;
  let checked = 0;

  /** Fuzz(S, NC, NM, D, A): the smallest failing instance among `tries` generated with these bounds. */
  const fuzz = async (amax: number, dmax: number): Promise<Script | undefined> => {
    let smallest: { instance: Script; size: number } | undefined;
    for (let k = 0; k < tries; k++) {
      const out = stormInstance(pool, Rng.of(config.rngSeed, 'storm-min', amax, dmax, k), {
        ...config.options,
        amax,
        dmax,
      });
      if (!out.ok) continue;
      checked++;
      if (!(await stillFails(out.mutant))) continue;
      const size = printScript(out.mutant).length;
      if (!smallest || size < smallest.size) smallest = { instance: out.mutant, size };
      if (!best || size < best.size) best = { instance: out.mutant, size };
    }
    return smallest?.instance;
  };

  const search = async (
    lo: number,
    hi: number,
    probe: (mid: number) => Promise<Script | undefined>,
  ): Promise<number> => {
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (await probe(mid)) hi = mid;
      else lo = mid + 1;
    }
    return hi;
  };

  if (!(await fuzz(start.amax, start.dmax))) return undefined;
  const amax = await search(1, start.amax, (a) => fuzz(a, start.dmax));
  const dmax = await search(1, start.dmax, (d) => fuzz(amax, d));
  return best ? { instance: best.instance, amax, dmax, checked } : undefined;
}

// The random choices of one fusion: which variable pairs (x of seed 1, y of seed 2, same sort,
// each variable in at most one pair), which fusion function, its constants, a fresh z per pair,
// and a random non-empty subset of the free occurrences of x and y to substitute.
import type { Rng } from '../../rng.js';
import type { Candidate, FusionBase, Occurrence } from './base.js';
import { functionsFor } from './functions.js';
import type { FusionPlan, PairPlan } from './plan-shape.js';

export function randomPlan(base: FusionBase, rng: Rng, maxPairs: number): FusionPlan {
  const used = new Set<string>();
  const chosenZ = new Set<string>();
  const pairs: PairPlan[] = [];
  const groups = [...base.pairsBySort.values()];
  const wanted = rng.range(1, Math.max(1, maxPairs));
  for (let tries = 0; pairs.length < wanted && tries < wanted * 4; tries++) {
    const open = groups.filter((g) => g.xs.some((c) => !used.has(c.name)) && g.ys.some((c) => !used.has(c.name)));
    if (open.length === 0) break;
    const group = rng.pick(open);
    const x = rng.pick(group.xs.filter((c) => !used.has(c.name)));
    const y = rng.pick(group.ys.filter((c) => !used.has(c.name)));
    used.add(x.name).add(y.name);
    const replaceable = [...eligible(x, y, 'x'), ...eligible(y, x, 'y')];
    if (replaceable.length === 0) continue;
    const fn = rng.pick(functionsFor(x.family));
    pairs.push({
      x,
      y,
      fn,
      constants: fn.constants(x.sort, rng),
      z: freshZ(base, chosenZ),
      replace: rng.nonEmptySubset(replaceable),
    });
  }
  return { pairs, guarded: true };
}

/** Occurrences of `v` where the substitute's other variable is not captured by a binder. */
function eligible(v: Candidate, other: Candidate, of: 'x' | 'y'): { occurrence: Occurrence; of: 'x' | 'y' }[] {
  return v.occurrences.filter((o) => !o.bound.includes(other.name)).map((occurrence) => ({ occurrence, of }));
}

function freshZ(base: FusionBase, chosen: Set<string>): string {
  let name = 'z';
  for (let k = 1; base.symbols.has(name) || chosen.has(name); k++) name = `z_${k}`;
  chosen.add(name);
  return name;
}

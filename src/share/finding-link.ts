// A finding as a share link, and back: the link carries the mutant literally (a campaign's walk seed is not
// a link's), the lanes, the timeout, what was observed and the oracle (expected answer, unknowns counted).
import type { Finding } from '../finding/record.js';
import { linkOracle, observedOf, type ShareState } from './state.js';

export function linkStateOf(f: Finding): ShareState {
  return {
    v: 1,
    seeds: f.secondSeed !== undefined ? [f.seed, f.secondSeed] : [f.seed],
    rngSeed: f.made?.rngSeed ?? 0,
    step: f.made?.step ?? 0,
    mutant: f.mutant,
    lanes: f.outcomes.map((o) => o.laneId),
    timeoutMs: f.timeoutMs,
    ...linkOracle(f.oracle),
    ...(f.outcomes.length ? { observed: f.outcomes.map(observedOf) } : {}),
  };
}

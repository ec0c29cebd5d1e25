// The dialects of a set of lanes (smtlib/dialect.ts): what a seed run on them must be written in, and what
// a mutation may introduce. A lane of a known version reads its era's symbols (`z3@5.2.0`); a lane of
// unknown version its family's.
import { parseDialectSpec } from '../smtlib/dialect.js';
import type { Lane } from './lane.js';
import { familyVersion } from './lane-spec.js';

export function dialectsOfLanes(lanes: readonly Pick<Lane, 'family' | 'version'>[]): string {
  const specs = lanes.map((l) => {
    const named = familyVersion(l);
    return typeof parseDialectSpec(named) === 'string' ? l.family : named;
  });
  return [...new Set(specs)].join(',');
}

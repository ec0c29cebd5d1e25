// The dialects of a set of lanes (smtlib/dialect.ts): what a seed run on them must be written in, and what
// a mutation may introduce. A lane of a known version reads its era's symbols (`z3@5.2.0`); a lane of
// unknown version its family's.
import { parseDialectSpec } from '../smtlib/dialect.js';
import type { Lane } from './lane.js';

export function dialectsOfLanes(lanes: readonly Pick<Lane, 'family' | 'version'>[]): string {
  const specs = lanes.map((l) => {
    const withVersion = `${l.family}@${l.version}`;
    return typeof parseDialectSpec(withVersion) === 'string' ? l.family : withVersion;
  });
  return [...new Set(specs)].join(',');
}

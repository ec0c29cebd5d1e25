// Whether a finding is a seed run as itself rather than a mutant of it, whichever surface recorded it: a campaign's
// seed run (campaign/seed-itself.ts names the seed: `seedId`), a literal that is its seed's own text (the page opened
// the link of such a finding, or ran a seed as it is), or a reduced record of one of these (`reducedFrom.seedItself`,
// since the reduced text is no longer the seed's). The report says where a finding came from by it.
import { stripStatusText } from '../smtlib/status.js';
import type { Finding } from './record.js';

export function isSeedItself(
  f: Pick<Finding, 'made' | 'seedId' | 'origin' | 'reducedFrom' | 'mutant' | 'seed'>,
): boolean {
  if (f.made) return false;
  if (f.seedId !== undefined) return true;
  if (f.origin === 'reduced') return f.reducedFrom?.seedItself === true;
  // A campaign's finding that no mutator made is its seed (records written before seeds were named lack `seedId`).
  return f.origin === 'campaign' || stripStatusText(f.mutant) === stripStatusText(f.seed);
}

// The corpus-wide suite of persistent native processes, for one lane per file (native-persistent-*.corpus.test.ts):
// three lanes of about 400 s each in one file ran one after the other on one core while the other core had no file
// left (CI's node tiers, 2026-12-05: 812 s for this file alone); a file per lane runs two at a time.
import { describe, expect, it } from 'vitest';
import type { Lane } from '../../src/solvers/lane.js';
import { externalSeeds } from '../support/seed-set.js';
import { compareModes } from './native-modes.js';

export function describePersistentOnCorpus(lane: Lane | undefined, missing: string): void {
  describe(`persistent processes on the external corpus, ${lane?.id ?? missing}`, () => {
    it('answers every public seed as a process per run does', async () => {
      if (!lane) throw new Error(missing);
      const seeds = externalSeeds(['public']);
      const r = await compareModes(lane, seeds, 2000);
      console.log(
        `${lane.id}: ${seeds.length} seeds, ${r.compared} runs compared (${r.persistent} answered by the persistent process), ` +
          `${r.timeouts} at the time limit, ${r.otherOutputs} with another output, ${r.differences.length} different`,
      );
      expect(r.differences).toEqual([]);
      expect(r.persistent / r.compared).toBeGreaterThan(0.6);
    });
  });
}

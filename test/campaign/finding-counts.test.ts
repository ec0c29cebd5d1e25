// A campaign's new finding comes with counts that include its mutant (issue 38: the page showed a finding beside
// "0 mutants tested of 3 generated"): the engine sends a progress event right after each finding event.
import { describe, expect, it } from 'vitest';
import { runCampaign } from '../../src/campaign/engine.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { CampaignConfig, CampaignEvent } from '../../src/campaign/types.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Lane } from '../../src/solvers/lane.js';
import type { LaneRunner } from '../../src/solvers/runner.js';
import { outcome } from '../support/outcome.js';
import { LIA_SEEDS } from './walk-fixture.js';

const lane = (spec: string): Lane => {
  const r = parseLane(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('a finding and the counters', () => {
  it('every finding event is followed at once by counts that include its mutant', async () => {
    const seeds = LIA_SEEDS.slice(0, 2);
    const seedTexts = new Set(seeds.map((s) => s.text));
    // Stand-in lanes: both answer sat on the seeds; the second crashes on every mutant.
    const runner: LaneRunner = {
      lanes: [lane('z3@5.2.0'), lane('z3@4.8.17')],
      run: async (laneId, text) =>
        laneId === 'z3@4.8.17' && ![...seedTexts].some((s) => text.includes(s.split('\n').at(-2)!)) && text.length > 0
          ? outcome(laneId, { status: 'crash', message: 'RuntimeError: unreachable' })
          : outcome(laneId, { answers: ['sat'] }),
    };
    const config: CampaignConfig = {
      rngSeed: 3,
      mutators: [{ name: 'opfuzz' }],
      walk: { iterations: 4 },
      timeoutMs: 1000,
      maxMutants: 8,
    };
    const events: CampaignEvent[] = [];
    await runCampaign(config, seeds, { runner, store: new MemoryStore(), onEvent: (e) => events.push(e) });
    const found = events.flatMap((e, i) => (e.type === 'finding' && e.finding.made ? [i] : []));
    expect(found.length).toBeGreaterThan(0);
    for (const i of found) {
      const next = events[i + 1];
      expect(next?.type).toBe('progress');
      expect(next?.type === 'progress' && next.stats.mutantsTested).toBeGreaterThanOrEqual(1);
    }
  });
});

// The time profile adds up: every run is counted on its lane once, its time split into process start and solving by
// how it ended, the engine's own work timed by sections; on a fake clock, with a stand-in runner (no solver).
import { describe, expect, it } from 'vitest';
import { runCampaign } from '../../src/campaign/engine.js';
import { RUN_ENDS, TimeProfile, runEnd, type LaneProfile } from '../../src/campaign/profile.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { CampaignSeed } from '../../src/campaign/types.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Lane } from '../../src/solvers/lane.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { LaneRunner } from '../../src/solvers/runner.js';
import { outcome } from '../support/outcome.js';

const lane = (spec: string): Lane => {
  const r = parseLane(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The parts of a lane's record add up to its totals. */
function expectAddsUp(l: LaneProfile): void {
  const solving = RUN_ENDS.map((e) => l.solving[e]);
  expect(solving.reduce((n, t) => n + t.runs, 0)).toBe(l.runs);
  expect(l.startMs + solving.reduce((ms, t) => ms + t.ms, 0)).toBeCloseTo(l.ms, 9);
}

describe('TimeProfile', () => {
  it('splits each run into its start and its solving, by how it ended', () => {
    const p = new TimeProfile(() => 0, 1000);
    p.run('z3', outcome('z3', { answers: ['sat'], timeMs: 30, cost: { startMs: 20, processStarts: 1 } }));
    p.run('z3', outcome('z3', { answers: ['sat', 'unsat'], timeMs: 5, cost: { startMs: 0, processStarts: 0 } }));
    p.run('z3', outcome('z3', { status: 'timeout', timeMs: 1000 }));
    p.run('z3', outcome('z3', { status: 'timeout', timeMs: 300 }), 300);
    // A start longer than the run (an estimate) is charged no more than the run took.
    p.run(
      'cvc5',
      outcome('cvc5', { status: 'error', timeMs: 8, cost: { startMs: 12, processStarts: 2, freshRerun: true } }),
    );
    p.run('cvc5', outcome('cvc5', { timeMs: 4 }));
    const { lanes } = p.snapshot();
    expect(lanes.z3).toMatchObject({ runs: 4, ms: 1335, startMs: 20, processStarts: 1, freshReruns: 0 });
    expect(lanes.z3!.solving.sat).toEqual({ runs: 1, ms: 10 });
    expect(lanes.z3!.solving.unsat).toEqual({ runs: 1, ms: 5 });
    expect(lanes.z3!.solving.timeout).toEqual({ runs: 2, ms: 1300 });
    expect(lanes.z3!.limitBelowTimeout).toEqual({ runs: 1, ms: 300 });
    expect(lanes.cvc5).toMatchObject({ runs: 2, ms: 12, startMs: 8, processStarts: 2, freshReruns: 1 });
    expect(lanes.cvc5!.solving.error).toEqual({ runs: 1, ms: 0 });
    expect(lanes.cvc5!.solving.none).toEqual({ runs: 1, ms: 4 });
    expectAddsUp(lanes.z3!);
    expectAddsUp(lanes.cvc5!);
  });

  it('reads how a run ended from its status and last answer', () => {
    expect(runEnd({ status: 'ok', answers: ['sat', 'unknown'] })).toBe('unknown');
    expect(runEnd({ status: 'ok', answers: [] })).toBe('none');
    expect(runEnd({ status: 'crash', answers: ['sat'] })).toBe('crash');
  });

  it("times the engine's own work on its clock, waits included for work that waits", async () => {
    let t = 0;
    const p = new TimeProfile(() => t);
    expect(
      p.time('mutation', () => {
        t += 7;
        return 'mutant';
      }),
    ).toBe('mutant');
    expect(() =>
      p.time('judging', () => {
        t += 2;
        throw new Error('judge failed');
      }),
    ).toThrow('judge failed');
    await p.timeAsync('writing', async () => {
      t += 3;
      await Promise.resolve();
      t += 1;
    });
    expect(p.snapshot().own).toEqual({ mutation: 7, judging: 2, modelChecks: 0, writing: 4 });
  });
});

describe("a campaign's profile", () => {
  const LANES = [lane('z3@5.2.0'), lane('z3@4.8.17')];
  const seeds: CampaignSeed[] = Array.from({ length: 6 }, (_, i) => ({
    id: `gen/${i}.smt2`,
    text: `(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x ${i}))\n(check-sat)\n`,
  }));

  it('counts every run the engine makes, labels included, and times its own work', async () => {
    const calls: Record<string, { runs: number; ms: number }> = {};
    // Each run reports a time and a start of its own: the profile must hold exactly what the runs reported.
    const runner: LaneRunner = {
      lanes: LANES,
      run: async (laneId, text): Promise<Outcome> => {
        const c = (calls[laneId] ??= { runs: 0, ms: 0 });
        c.runs++;
        const timeMs = 10 + (text.length % 7);
        c.ms += timeMs;
        await Promise.resolve();
        return outcome(laneId, { answers: ['sat'], timeMs, cost: { startMs: 3, processStarts: 1 } });
      },
    };
    const store = new MemoryStore();
    // A clock that moves one tick each time it is read: every timed section is at least one tick long.
    let tick = 0;
    const { stats } = await runCampaign(
      {
        rngSeed: 1,
        mutators: [{ name: 'opfuzz' }, { name: 'fusion' }],
        walk: { iterations: 5 },
        timeoutMs: 1000,
        maxMutants: 30,
      },
      seeds,
      { runner, store, now: () => tick++ },
    );
    const profile = stats.profile!;
    expect(Object.keys(profile.lanes).sort()).toEqual(Object.keys(calls).sort());
    for (const [id, c] of Object.entries(calls)) {
      const l = profile.lanes[id]!;
      expect(l.runs).toBe(c.runs);
      expect(l.ms).toBe(c.ms);
      expect(l).toMatchObject({ startMs: 3 * c.runs, processStarts: c.runs });
      expectAddsUp(l);
    }
    // More runs than mutants: the seeds' labels were solved on the lanes too.
    expect(profile.lanes[LANES[0]!.id]!.runs).toBeGreaterThan(stats.mutantsTested);
    expect(profile.own.mutation).toBeGreaterThanOrEqual(stats.mutantsGenerated);
    expect(profile.own.judging).toBeGreaterThanOrEqual(stats.mutantsTested);
    expect(profile.own.writing).toBeGreaterThan(0);
    expect(profile.own.modelChecks).toBe(0);
    // The cost is the profile's: the outcomes kept with findings do not carry it.
    for (const f of store.findings) for (const o of f.outcomes) expect(o).not.toHaveProperty('cost');
  });
});

// How a campaign runs things on its solvers, with a stand-in runner (no solver): runs are timed on the busy
// clock, a mutant goes to every lane with the options drawn for that lane, and its outcomes come once all settled.
import { describe, expect, it } from 'vitest';
import { everyLane, runMutant, timed, timedRuns } from '../../src/campaign/solver-runs.js';
import { BusyClock } from '../../src/campaign/stats.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Lane } from '../../src/solvers/lane.js';
import type { Outcome, RunOptions } from '../../src/solvers/outcome.js';
import type { LaneRunner } from '../../src/solvers/runner.js';

const lane = (spec: string): Lane => {
  const r = parseLane(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const LANES = [lane('z3@5.2.0'), lane('z3@4.8.17')];

const sat = (laneId: string): Outcome => ({
  laneId,
  answers: ['sat'],
  stdout: 'sat\n',
  stderr: '',
  status: 'ok',
  message: '',
  timeMs: 1,
});

/** A runner whose runs last until the test's clock has moved `ms` (the clock moves when the test says). */
function clocked() {
  let t = 0;
  const calls: { laneId: string; options: RunOptions }[] = [];
  const runner: LaneRunner = {
    lanes: LANES,
    run: async (laneId, _text, options) => {
      calls.push({ laneId, options });
      await Promise.resolve();
      t += 10;
      return sat(laneId);
    },
  };
  return { runner, calls, now: () => t };
}

describe('solver runs', () => {
  it('times every run on the busy clock, the reference lane too', async () => {
    const { runner, now } = clocked();
    const busy = new BusyClock(now);
    const runs = timedRuns(busy, runner, { lane: LANES[1]!, run: runner.run });
    expect(runs.runner.lanes).toBe(LANES);
    await runs.runner.run(LANES[0]!.id, '(check-sat)', { timeoutMs: 5 });
    expect(busy.total()).toBe(10);
    await runs.reference.run(LANES[1]!.id, '(check-sat)', { timeoutMs: 5 });
    expect(busy.total()).toBe(20);
    expect(runs.reference.lane).toBe(LANES[1]);
  });

  it('leaves the busy clock when a run fails', async () => {
    let t = 0;
    const busy = new BusyClock(() => t);
    const failing = timed(busy, async () => {
      t += 7;
      throw new Error('no solver');
    });
    await expect(failing('z3@5.2.0', '', { timeoutMs: 5 })).rejects.toThrow('no solver');
    t += 100;
    expect(busy.total()).toBe(7);
  });

  it('runs a mutant on every lane, each with its drawn options, and names the lane with them', async () => {
    const { runner, calls } = clocked();
    const outcomes = await runMutant(
      runner,
      '(check-sat)',
      { timeoutMs: 5 },
      { byLane: { [LANES[1]!.id]: ['smt.relevancy=0'] }, marked: [] },
    );
    expect(outcomes.map((o) => o.laneId)).toEqual(['z3@5.2.0', 'z3@4.8.17+smt.relevancy=0']);
    expect(calls).toEqual([
      { laneId: 'z3@5.2.0', options: { timeoutMs: 5 } },
      { laneId: 'z3@4.8.17', options: { timeoutMs: 5, options: ['smt.relevancy=0'] } },
    ]);
  });

  it('gives the first failure only once every lane has settled', async () => {
    const settled: string[] = [];
    let finish!: () => void;
    const slow = new Promise<Outcome>((resolve) => {
      finish = () => {
        settled.push('slow');
        resolve(sat('slow'));
      };
    });
    const all = everyLane([Promise.reject(new Error('dropped')), slow]);
    let failed = false;
    all.catch(() => (failed = true));
    await new Promise((r) => setImmediate(r));
    expect(failed).toBe(false);
    finish();
    await expect(all).rejects.toThrow('dropped');
    expect(settled).toEqual(['slow']);
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryStore, runCampaign } from '../../src/campaign/index.js';
import type { LaneRunner } from '../../src/solvers/runner.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import { campaignConfigOf, gatedRunner, PauseGate, timeLimitNote } from '../../src/ui-state/campaign-control.js';
import { outcome } from '../support/outcome.js';

const lanes = ['z3@5.2.0', 'z3@4.8.17'].map((s) => {
  const r = parseLane(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
});

function fakeRunner(calls: string[]): LaneRunner {
  return {
    lanes,
    run: (laneId: string) => {
      calls.push(laneId);
      return Promise.resolve(outcome(laneId, { answers: ['sat'], stdout: 'sat\n' }));
    },
  };
}

describe('campaign control', () => {
  it('holds solver calls while paused and lets them through on resume', async () => {
    const calls: string[] = [];
    const gate = new PauseGate();
    const runner = gatedRunner(fakeRunner(calls), gate);
    gate.pause();
    const pending = runner.run('z3@5.2.0', '(check-sat)', { timeoutMs: 100 });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    gate.resume();
    expect((await pending).answers).toEqual(['sat']);
    expect(calls).toEqual(['z3@5.2.0']);
  });

  it('drives the campaign engine within a mutant budget', async () => {
    const calls: string[] = [];
    const config = campaignConfigOf({ mutators: ['opfuzz'], maxMutants: 5, seconds: 30, rngSeed: 3, timeoutMs: 1000 });
    const seed =
      '(declare-const x Int)\n(declare-const y Int)\n(assert (< x y))\n(assert (> (+ x y) 3))\n(check-sat)\n';
    const result = await runCampaign(config, [{ id: 'seed', text: seed }], {
      runner: gatedRunner(fakeRunner(calls), new PauseGate()),
      store: new MemoryStore(),
    });
    expect(result.stats.mutantsTested).toBeGreaterThan(0);
    expect(result.stats.mutantsTested).toBeLessThanOrEqual(5);
    expect(Object.keys(result.stats.perLane)).toEqual(['z3@5.2.0', 'z3@4.8.17']);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const config = campaignConfigOf({ mutators: ['opfuzz'], maxMutants: 50, seconds: 30, rngSeed: 3, timeoutMs: 1000 });
    const result = await runCampaign(config, [{ id: 's', text: '(declare-const x Int)(assert (< x 1))(check-sat)' }], {
      runner: fakeRunner([]),
      store: new MemoryStore(),
      signal: controller.signal,
    });
    expect(result.stats.mutantsTested).toBe(0);
  });
});

describe('campaign session', () => {
  it('reports progress and ends done, or stopped when stopped', async () => {
    const { CampaignSession } = await import('../../src/ui-state/campaign-control.js');
    const views: string[] = [];
    const session = new CampaignSession((v) => views.push(v.phase));
    const seed = '(declare-const x Int)\n(declare-const y Int)\n(assert (< x y))\n(check-sat)\n';
    const plan = { mutators: ['opfuzz'], maxMutants: 4, seconds: 30, rngSeed: 1, timeoutMs: 500 };
    await session.run(plan, [{ id: 's', text: seed }], fakeRunner([]), new MemoryStore());
    expect(views[0]).toBe('running');
    expect(session.view.phase).toBe('done');
    expect(session.view.stats?.mutantsTested).toBeGreaterThan(0);

    const phases: string[] = [];
    const stopped = new CampaignSession((v) => phases.push(v.phase));
    stopped.pause();
    const running = stopped.run(
      { ...plan, maxMutants: 100 },
      [{ id: 's', text: seed }],
      fakeRunner([]),
      new MemoryStore(),
    );
    await new Promise((r) => setTimeout(r, 50));
    stopped.stop();
    expect(stopped.view.phase).toBe('stopping');
    stopped.stop();
    await running;
    expect(stopped.view.phase).toBe('stopped');
    // 'stopping' shows at once, while the queries already sent finish; a second Stop changes nothing.
    const transitions = phases.filter((p, i) => p !== phases[i - 1]);
    expect(transitions.slice(-2)).toEqual(['stopping', 'stopped']);
  });
});

describe('the page campaign keeps its lanes busy, as the CLI does', () => {
  const seed = '(declare-const x Int)\n(declare-const y Int)\n(assert (< x y))\n(check-sat)\n';

  it('runs a mutant of a quick seed within ten times its seed’s time (at least 1 s), not the whole timeout', async () => {
    const { CampaignSession } = await import('../../src/ui-state/campaign-control.js');
    const limits: number[] = [];
    const runner: LaneRunner = {
      lanes,
      run: (laneId, _script, options) => {
        limits.push(options.timeoutMs);
        return Promise.resolve(outcome(laneId, { answers: ['sat'], stdout: 'sat\n', timeMs: 5 }));
      },
    };
    const plan = { mutators: ['opfuzz'], maxMutants: 6, seconds: 30, rngSeed: 1, timeoutMs: 5000 };
    expect(campaignConfigOf(plan).timeBound).toEqual({ factor: 10, floorMs: 1000 });
    expect(timeLimitNote().text).toMatch(/at most 10× its seed’s time there \(at least 1 s,/);
    await new CampaignSession(() => {}).run(plan, [{ id: 's', text: seed }], runner, new MemoryStore());
    // The seed's own run has the whole timeout; every mutant's has the floor (10 × 5 ms is below it).
    expect(limits.filter((ms) => ms === 1000).length).toBeGreaterThanOrEqual(6 * lanes.length);
    expect(limits.every((ms) => ms === 1000 || ms === 5000)).toBe(true);
  });

  it('hands out many mutants ahead, so a lane never waits for the other one’s slow mutant', async () => {
    const { CampaignSession } = await import('../../src/ui-state/campaign-control.js');
    let pending: (() => void)[] = [];
    let most = 0;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    // Answers nothing until the campaign stops handing out work (20 ms without a new call), then everything at once.
    const runner: LaneRunner = {
      lanes,
      run: (laneId) =>
        new Promise((resolve) => {
          pending.push(() => resolve(outcome(laneId, { answers: ['sat'], stdout: 'sat\n', timeMs: 5 })));
          most = Math.max(most, pending.length);
          clearTimeout(quiet);
          quiet = setTimeout(() => {
            const now = pending;
            pending = [];
            for (const answer of now) answer();
          }, 20);
        }),
    };
    const plan = { mutators: ['opfuzz'], maxMutants: 40, seconds: 30, rngSeed: 1, timeoutMs: 5000 };
    await new CampaignSession(() => {}).run(plan, [{ id: 's', text: seed }], runner, new MemoryStore());
    // Two lanes, sixteen mutants ahead: 32 runs waiting at once (two mutants ahead would be 4).
    expect(most).toBeGreaterThanOrEqual(16);
  });
});

describe('a page campaign stopped while it waits for a turn', () => {
  it('ends stopped, not failed: the queued runs are dropped at once and their turns are not applied', async () => {
    const { CampaignSession } = await import('../../src/ui-state/campaign-control.js');
    const { RunNotStarted } = await import('../../src/solvers/outcome.js');
    // Six seeds: the campaign prepares three, then waits for the oldest before it prepares a fourth. Stopped at each of
    // its first 40 queries in turn, it must always end stopped.
    const seeds = [1, 2, 3, 4, 5, 6].map((i) => ({
      id: `s${i}`,
      text: `(declare-const x Int)(assert (< x ${i}))(check-sat)`,
    }));
    const plan = { mutators: ['opfuzz', 'storm'], maxMutants: 100, seconds: 30, rngSeed: 1, timeoutMs: 5000 };
    const ends: string[] = [];
    for (let stopAt = 1; stopAt <= 40; stopAt++) {
      const session = new CampaignSession(() => {});
      let calls = 0;
      // One query at a time per lane, 2 ms each; a queued run whose signal aborted never starts (as the page's host).
      const tails = new Map<string, Promise<unknown>>();
      const runner: LaneRunner = {
        lanes,
        run: (laneId, _script, options) => {
          if (++calls === stopAt) setTimeout(() => session.stop(), 0);
          const result = (tails.get(laneId) ?? Promise.resolve()).then(async () => {
            if (options.signal?.aborted) throw new RunNotStarted();
            await new Promise((r) => setTimeout(r, 2));
            return outcome(laneId, { answers: ['sat'], stdout: 'sat\n', timeMs: 2 });
          });
          tails.set(
            laneId,
            result.catch(() => undefined),
          );
          return result;
        },
      };
      await session.run(plan, seeds, runner, new MemoryStore());
      ends.push(`${stopAt}: ${session.view.phase}${session.view.message ? ` (${session.view.message})` : ''}`);
    }
    expect(ends.filter((e) => !e.endsWith(': stopped'))).toEqual([]);
  });
});

describe('what the page shows of a campaign', () => {
  it('carries per-mutator counts, seeds mutated and the turn running now; the plan’s option switch reaches the config', async () => {
    const { CampaignSession } = await import('../../src/ui-state/campaign-control.js');
    const currents: string[] = [];
    const session = new CampaignSession((v) => {
      if (v.current) currents.push(`${v.current.seedId}/${v.current.mutator}`);
    });
    const seeds = [1, 2, 3].map((i) => ({
      id: `s${i}`,
      text: `(declare-const x Int)\n(declare-const y Int)\n(assert (< x (+ y ${i})))\n(check-sat)\n`,
    }));
    // Enough mutants for every seed: the page hands 16 mutants ahead, so the seed prepared first takes the turns of the
    // scheduler's lag (4 × 16) before the other two seeds' preparations are taken in (scheduler.ts).
    const plan = { mutators: ['opfuzz', 'typefuzz'], maxMutants: 80, seconds: 30, rngSeed: 1, timeoutMs: 500 };
    await session.run(plan, seeds, fakeRunner([]), new MemoryStore());
    const stats = session.view.stats!;
    expect(stats.seeds.mutated).toBe(3);
    expect(stats.perMutator.opfuzz!.mutants + stats.perMutator.typefuzz!.mutants).toBe(stats.mutantsTested);
    expect(stats.perMutator.typefuzz!.mutants).toBeGreaterThan(0);
    expect(Object.keys(stats.perSeed).sort()).toEqual(['s1', 's2', 's3']);
    expect(currents.length).toBeGreaterThan(0);
    expect(campaignConfigOf({ ...plan, fuzzOptions: true }).fuzzOptions).toBe(true);
    expect(campaignConfigOf(plan).fuzzOptions).toBeUndefined();
  });
});

describe('the live campaign view', () => {
  const seed = '(declare-const x Int)\n(declare-const y Int)\n(assert (< x y))\n(check-sat)\n';

  it('shows the seed running now, counts per mutator and per seed, and what was skipped and why', async () => {
    const { CampaignSession } = await import('../../src/ui-state/campaign-control.js');
    const currents: string[] = [];
    const session = new CampaignSession((v) => {
      if (v.current) currents.push(v.current.seedId);
    });
    const plan = { mutators: ['opfuzz', 'typefuzz'], maxMutants: 6, seconds: 30, rngSeed: 1, timeoutMs: 500 };
    const seeds = [
      { id: 'good', text: seed },
      { id: 'broken', text: '(assert (< x' },
    ];
    await session.run(plan, seeds, fakeRunner([]), new MemoryStore());
    const v = session.view;
    expect(v.phase).toBe('done');
    expect(currents).toContain('good');
    expect(Object.keys(v.perMutator)).toEqual(['opfuzz', 'typefuzz']);
    expect(Object.keys(v.perSeed)).toEqual(['good', 'broken']);
    expect(v.skipped).toEqual([{ seedId: 'broken', reason: expect.stringMatching(/\S/) }]);
    expect(v.current).toBeUndefined();
  });

  it('says why a campaign ended on an error instead of ending silently', async () => {
    const { CampaignSession } = await import('../../src/ui-state/campaign-control.js');
    const session = new CampaignSession(() => undefined);
    const runner: LaneRunner = {
      lanes,
      run: () => Promise.reject(new Error('lane z3@4.8.17 was disposed')),
    };
    const plan = { mutators: ['opfuzz'], maxMutants: 3, seconds: 30, rngSeed: 1, timeoutMs: 500 };
    await session.run(plan, [{ id: 's', text: seed }], runner, new MemoryStore());
    expect(session.view.phase).toBe('failed');
    expect(session.view.message).toBe('the campaign ended on an error: lane z3@4.8.17 was disposed');
  });
});

describe('a seed that misbehaves by itself', () => {
  it('is a finding of the campaign (recorded and listed), not a skipped seed', async () => {
    const { CampaignSession } = await import('../../src/ui-state/campaign-control.js');
    // No stated answer: Janus needs the lanes' label, and Z3 5.2.0 crashes on the seed (and on everything).
    const crashing = '(declare-const n Int)\n(assert (= (* n n) 1))\n(check-sat)\n';
    const runner: LaneRunner = {
      lanes,
      run: (laneId: string) =>
        Promise.resolve(
          laneId === 'z3@5.2.0'
            ? outcome(laneId, { status: 'crash', message: 'RuntimeError: remainder by zero' })
            : outcome(laneId, { answers: ['sat'], stdout: 'sat\n' }),
        ),
    };
    const store = new MemoryStore();
    const session = new CampaignSession(() => undefined);
    const plan = { mutators: ['janus'], maxMutants: 4, seconds: 30, rngSeed: 1, timeoutMs: 500 };
    await session.run(plan, [{ id: 'horner', text: crashing }], runner, store);
    const v = session.view;
    expect(v.phase).toBe('done');
    const [found] = (await store.load()).findings;
    expect(found).toMatchObject({ kind: 'crash', lanes: ['z3@5.2.0'], mutant: crashing, origin: 'campaign' });
    expect(found!.made).toBeUndefined();
    expect(v.groups.map((g) => [g.kind, g.count])).toEqual([['crash', 1]]);
    // Not skipped: the seed is listed as a finding of its own, counted to it.
    expect(v.skipped).toEqual([]);
    expect(v.perSeed.horner?.findings).toBe(1);
  });
});

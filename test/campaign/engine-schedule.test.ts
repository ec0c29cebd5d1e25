// The engine's scheduling with a stand-in runner (no solver): the first mutant runs at once however many seeds
// need a slow run of their own first, turns interleave seeds and mutators, the order does not depend on solver timing,
// every seed runs itself once (from the cache the second time), and a resumed campaign continues every walk where it
// stopped.
import { describe, expect, it } from 'vitest';
import { runCampaign } from '../../src/campaign/engine.js';
import { MemoryFacts } from '../../src/facts/facts-cache.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { CampaignConfig, CampaignSeed } from '../../src/campaign/types.js';
import { hashId } from '../../src/rng.js';
import { stripStatusText } from '../../src/smtlib/status.js';
import type { Lane } from '../../src/solvers/lane.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Outcome, RunOptions } from '../../src/solvers/outcome.js';
import type { LaneRunner } from '../../src/solvers/runner.js';
import { outcome } from '../support/outcome.js';

const lane = (spec: string): Lane => {
  const r = parseLane(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const LANES = [lane('z3@5.2.0'), lane('z3@4.8.17')];

/** Seeds of our own: small linear integer problems, all satisfiable; with or without a status line. */
function makeSeeds(n: number, status: boolean): CampaignSeed[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `gen/seed-${String(i).padStart(3, '0')}.smt2`,
    text: [
      '(set-logic QF_LIA)',
      ...(status ? ['(set-info :status sat)'] : []),
      `(declare-const tag${i} Bool)`,
      '(declare-const x Int)',
      '(declare-const y Int)',
      `(assert (and (> x ${i}) (< y (+ x ${i + 3})) (>= (- x y) (- ${i % 5}))))`,
      '(check-sat)',
      '',
    ].join('\n'),
  }));
}

interface Call {
  laneId: string;
  text: string;
  label: boolean;
}

/**
 * A stand-in for two solver lanes: a seed (label solving) takes `labelMs` and is sat; a mutant is sat on the
 * first lane, and on the second lane unsat when it holds `<=` (a made-up disagreement, so there are findings).
 * Delays of mutants come from `jitter`, so two runs can finish runs in different orders.
 */
function standIn(seeds: readonly CampaignSeed[], labelMs: number, jitter: (text: string) => number) {
  const seedTexts = new Set(seeds.map((s) => stripStatusText(s.text)));
  const calls: Call[] = [];
  const runner: LaneRunner = {
    lanes: LANES,
    run: async (laneId: string, text: string, _options: RunOptions): Promise<Outcome> => {
      const label = seedTexts.has(text);
      calls.push({ laneId, text, label });
      await new Promise((r) => setTimeout(r, label ? labelMs : jitter(text)));
      const answer = laneId === LANES[1]!.id && !label && text.includes('<=') ? 'unsat' : 'sat';
      return outcome(laneId, { answers: [answer], stdout: `${answer}\n` });
    },
  };
  return { runner, calls };
}

const mutantCalls = (calls: Call[]): Call[] => calls.filter((c) => !c.label && c.laneId === LANES[0]!.id);

describe('breadth-first campaigns', () => {
  it('runs the first mutant before all 200 seeds got their slow label', async () => {
    const seeds = makeSeeds(200, false);
    const { runner, calls } = standIn(seeds, 250, () => 1);
    const config: CampaignConfig = {
      rngSeed: 3,
      mutators: ['opfuzz', 'typefuzz', 'janus', 'sae'].map((name) => ({ name })),
      walk: { iterations: 300 },
      timeoutMs: 1000,
      maxMutants: 400,
    };
    const result = await runCampaign(config, seeds, { runner, store: new MemoryStore() });
    const first = mutantCalls(calls)[0]!;
    // Counted, not timed: solving all 200 labels first would start 400 label runs (one per lane) before it; the
    // engine runs at most `lookahead` (16) turns at once, so a mutant comes within the first round of them.
    const labelsBefore = calls.slice(0, calls.indexOf(first)).filter((c) => c.label).length;
    expect(labelsBefore).toBeLessThanOrEqual(2 * 16);
    const s = result.stats;
    expect(s.mutantsTested).toBe(400);
    expect(s.seeds.mutated).toBeGreaterThanOrEqual(150);
    expect(Object.values(s.perMutator).reduce((a, m) => a + m.mutants, 0)).toBe(s.mutantsTested);
    expect(Object.values(s.perSeed).reduce((a, m) => a + m.mutants, 0)).toBe(s.mutantsTested);
    expect(Object.values(s.perMutator).reduce((a, m) => a + m.findings, 0)).toBe(result.groups.length);
    // a seed is labelled once, however many mutators need it
    const labelled = calls.filter((c) => c.label && c.laneId === LANES[0]!.id).map((c) => c.text);
    expect(new Set(labelled).size).toBe(labelled.length);
  });

  it('interleaves seeds: the first 200 mutants come from at least 150 seeds', async () => {
    const seeds = makeSeeds(200, true);
    const { runner, calls } = standIn(seeds, 1, () => 1);
    const config: CampaignConfig = {
      rngSeed: 5,
      mutators: ['opfuzz', 'typefuzz', 'janus', 'sae'].map((name) => ({ name })),
      walk: { iterations: 300 },
      timeoutMs: 1000,
      maxMutants: 400,
    };
    const { stats } = await runCampaign(config, seeds, { runner, store: new MemoryStore() });
    for (const m of ['opfuzz', 'typefuzz', 'janus', 'sae']) expect(stats.perMutator[m]!.mutants).toBeGreaterThan(40);
    // Every seed reached runs itself once on each lane, never twice (its status line and its own run agree).
    const own = calls.filter((c) => c.label && c.laneId === LANES[0]!.id).map((c) => c.text);
    expect(new Set(own).size).toBe(own.length);
    expect(own.length).toBeGreaterThanOrEqual(stats.seeds.mutated);
    const origin = (text: string): number => Number(/\(declare-const tag(\d+) Bool\)/.exec(text)?.[1] ?? -1);
    const seedsHit = new Set(
      mutantCalls(calls)
        .slice(0, 200)
        .map((c) => origin(c.text)),
    );
    expect(seedsHit.size).toBeGreaterThanOrEqual(150);
  });

  it('hands out the same turns whatever order the solvers finish in', async () => {
    const seeds = makeSeeds(30, false);
    const config: CampaignConfig = {
      rngSeed: 11,
      mutators: ['opfuzz', 'janus', 'fusion'].map((name) => ({ name })),
      walk: { iterations: 20 },
      timeoutMs: 1000,
      maxMutants: 250,
      lookahead: 6,
    };
    const runs = await Promise.all(
      ['a', 'b'].map(async (salt) => {
        const { runner, calls } = standIn(seeds, 5, (t) => Number.parseInt(hashId(salt + t).slice(0, 4), 16) % 9);
        const result = await runCampaign(config, seeds, { runner, store: new MemoryStore() });
        return { texts: mutantCalls(calls).map((c) => c.text), result };
      }),
    );
    expect(runs[0]!.result.stats.mutantsTested).toBe(250);
    expect(runs[0]!.texts.length).toBeGreaterThan(200);
    expect(runs[1]!.texts).toEqual(runs[0]!.texts);
    expect(runs[1]!.result.groups.map((g) => g.signature)).toEqual(runs[0]!.result.groups.map((g) => g.signature));
  });

  it("takes the seeds' own runs (so their labels) from the facts cache the second time", async () => {
    const seeds = makeSeeds(20, false);
    const facts = new MemoryFacts();
    const config: CampaignConfig = {
      rngSeed: 2,
      mutators: [{ name: 'janus' }],
      walk: { iterations: 3 },
      timeoutMs: 1000,
    };
    const first = standIn(seeds, 5, () => 1);
    await runCampaign(config, seeds, { runner: first.runner, store: new MemoryStore(), facts });
    expect(first.calls.filter((c) => c.label)).toHaveLength(2 * 20);
    const second = standIn(seeds, 5, () => 1);
    const result = await runCampaign(config, seeds, { runner: second.runner, store: new MemoryStore(), facts });
    expect(second.calls.filter((c) => c.label)).toHaveLength(0);
    expect(result.stats.perMutator.janus!.mutants).toBeGreaterThan(20);
  });

  it('resumes every walk where it stopped: two runs test what one uninterrupted run tests', async () => {
    const seeds = makeSeeds(6, true);
    const config: CampaignConfig = {
      rngSeed: 9,
      mutators: [{ name: 'opfuzz' }, { name: 'typefuzz' }],
      walk: { iterations: 8 },
      timeoutMs: 1000,
    };
    const whole = standIn(seeds, 1, () => 1);
    const once = await runCampaign(config, seeds, { runner: whole.runner, store: new MemoryStore() });
    const all = mutantCalls(whole.calls).map((c) => c.text);

    const store = new MemoryStore();
    const part1 = standIn(seeds, 1, () => 1);
    await runCampaign({ ...config, maxMutants: 30 }, seeds, { runner: part1.runner, store });
    const part2 = standIn(seeds, 1, () => 1);
    const resumed = await runCampaign(config, seeds, { runner: part2.runner, store });
    const both = [...mutantCalls(part1.calls), ...mutantCalls(part2.calls)].map((c) => c.text);
    expect(mutantCalls(part1.calls)).toHaveLength(30);
    expect([...both].sort()).toEqual([...all].sort());
    expect(resumed.stats.mutantsTested).toBe(once.stats.mutantsTested);
    expect(resumed.stats.seeds).toMatchObject({ total: 6, done: 6 });
    expect(resumed.groups.map((g) => g.signature).sort()).toEqual(once.groups.map((g) => g.signature).sort());
  });
});

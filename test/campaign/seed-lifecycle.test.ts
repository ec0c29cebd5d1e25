// A seed's life in a campaign, with stand-in lanes (no solver): parsed once, run as itself before any mutator walks
// on it (a finding when it misbehaves, its label when the lanes agree), STORM's model solved when STORM needs it, the
// scheduler told to release or retire the mutators held for each.
import { describe, expect, it } from 'vitest';
import { FindingGroups } from '../../src/finding/groups.js';
import { mutatorOf } from '../../src/campaign/mutants.js';
import { Novelty } from '../../src/scheduling/novelty.js';
import type { Recording } from '../../src/campaign/record-step.js';
import { BusyClock, StatsTracker } from '../../src/campaign/stats.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { CampaignEvent } from '../../src/campaign/types.js';
import type { ModelChecker } from '../../src/oracles/model-check.js';
import { heldBy, lacking, parsed, preparedFeedback, solve, type Solving } from '../../src/campaign/seed-lifecycle.js';
import { seedStates } from '../../src/campaign/seed-state.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Lane } from '../../src/solvers/lane.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { LaneRunner } from '../../src/solvers/runner.js';
import { LIA_SEEDS as SEEDS } from './walk-fixture.js';

const lane = (spec: string): Lane => {
  const r = parseLane(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const LANES = [lane('z3@5.2.0'), lane('z3@4.8.17')];

const outcome = (laneId: string, answer: 'sat' | 'unsat' | 'unknown', model?: string): Outcome => ({
  laneId,
  answers: [answer],
  stdout: `${answer}\n${model ?? ''}`,
  stderr: '',
  status: 'ok',
  message: '',
  timeMs: 1,
  ...(model ? { model } : {}),
});

/** Stand-in lanes answering `answers[laneIndex]`, and giving a model x = 5, y = 3 when asked for one. */
function standIn(answers: ('sat' | 'unsat' | 'unknown')[]): {
  solving: Solving;
  texts: string[];
  events: CampaignEvent[];
} {
  const texts: string[] = [];
  const model = '(\n  (define-fun x () Int\n    5)\n  (define-fun y () Int\n    3)\n)';
  const runner: LaneRunner = {
    lanes: LANES,
    run: async (laneId, t, options) => {
      texts.push(t);
      const answer = answers[LANES.findIndex((l) => l.id === laneId)]!;
      return outcome(laneId, answer, options.produceModel ? model : undefined);
    },
  };
  const store = new MemoryStore();
  const events: CampaignEvent[] = [];
  const recording: Recording = {
    config: { rngSeed: 1, mutators: [], walk: { iterations: 1 }, timeoutMs: 1000 },
    solvers: [],
    store,
    groups: new FindingGroups(),
    stats: new StatsTracker(
      () => 0,
      0,
      new BusyClock(() => 0),
      LANES.map((l) => l.id),
      [],
    ),
    novelty: new Novelty(),
    emit: (e) => events.push(e),
  };
  return {
    solving: {
      runner,
      reference: { lane: LANES[0]!, run: runner.run },
      timeoutMs: 1000,
      runOptions: { timeoutMs: 1000 },
      recording,
    },
    texts,
    events,
  };
}

describe('parsing', () => {
  it('parses a seed once and takes the label its status line states', () => {
    const [a, b, c] = seedStates(SEEDS, 1);
    const first = parsed(b!, undefined);
    expect(first.ok).toBe(true);
    expect(parsed(b!, undefined)).toBe(first);
    expect(b!.label).toEqual({ state: 'known', value: 'sat' });
    expect(parsed(a!, undefined).ok).toBe(true);
    expect(a!.label).toEqual({ state: 'unknown' });
    const bad = parsed(c!, undefined);
    expect(bad.ok ? '' : bad.reason).toMatch(/^does not parse at \d+:\d+: /);
  });
});

describe('preparation', () => {
  const mutators = ['opfuzz', 'janus', 'storm', 'fusion'].map(mutatorOf);

  it('says what a mutator lacks on a seed, and which mutators wait for it', () => {
    const [a] = seedStates(SEEDS, mutators.length);
    parsed(a!, undefined);
    // Every mutator waits for the seed's own run first.
    for (const mu of mutators) expect(lacking(a!, mu)).toEqual({ prepare: 'itself' });
    a!.itself = 'done';
    expect(lacking(a!, mutators[0]!)).toBeUndefined();
    a!.label = { state: 'known', value: 'sat' };
    expect(lacking(a!, mutators[1]!)).toBeUndefined();
    expect(lacking(a!, mutators[2]!)).toEqual({ prepare: 'reference' });
    a!.reference = { state: 'failed' };
    expect(lacking(a!, mutators[2]!)).toEqual({ reason: 'no reference model' });
    a!.label = { state: 'failed' };
    expect(lacking(a!, mutators[3]!)).toEqual({ reason: 'the lanes gave the seed no label' });
    expect(heldBy(mutators, 'itself')).toEqual([0, 1, 2, 3]);
    expect(heldBy(mutators, 'reference')).toEqual([2]);
  });

  it('runs the seed itself on every lane; once the feedback is applied its label is known and every mutator goes on', async () => {
    const [a] = seedStates(SEEDS, mutators.length);
    parsed(a!, undefined);
    const { solving, texts } = standIn(['sat', 'sat']);
    const pending = solve('itself', a!, solving);
    expect(a!.itself).toBe('pending');
    const solved = await pending;
    expect(texts).toHaveLength(2);
    const skipped: string[] = [];
    const feedback = preparedFeedback(a!, [0, 1, 2, 3], solved, mutators, (r) => skipped.push(r));
    expect(feedback).toMatchObject({ release: [0, 1, 2, 3], retire: [] });
    expect(a!.label).toEqual({ state: 'unknown' });
    feedback.apply!();
    expect(a!.itself).toBe('done');
    expect(a!.label).toEqual({ state: 'known', value: 'sat' });
    expect(skipped).toEqual([]);
  });

  it('retires the mutators that need a label, saying why and naming them, when the lanes do not agree', async () => {
    const [a] = seedStates(SEEDS, mutators.length);
    parsed(a!, undefined);
    const { solving, events } = standIn(['sat', 'unknown']);
    const solved = await solve('itself', a!, solving);
    const skipped: string[] = [];
    const feedback = preparedFeedback(a!, [0, 1, 2, 3], solved, mutators, (r) => skipped.push(r));
    // OpFuzz needs no label: it goes on.
    expect(feedback).toMatchObject({ release: [0], retire: [1, 2, 3] });
    feedback.apply!();
    expect(a!.label).toEqual({ state: 'failed' });
    expect(skipped).toEqual([
      'janus, storm, fusion: the lanes cannot decide it or disagree (z3@5.2.0: sat, z3@4.8.17: unknown)',
    ]);
    // An unknown beside a sat is no finding without an oracle that expects an answer.
    expect(events.filter((e) => e.type === 'finding')).toEqual([]);
  });

  it('records what the seed shows by itself as a finding, and then does not say it was skipped', async () => {
    const [a] = seedStates(SEEDS, mutators.length);
    parsed(a!, undefined);
    const { solving, events } = standIn(['sat', 'unsat']);
    const solved = await solve('itself', a!, solving);
    expect(solved.kind === 'itself' && solved.result.findings).toEqual([
      'wrong answer (soundness) on Z3 5.2.0, Z3 4.8.17: z3@5.2.0 sat vs z3@4.8.17 unsat',
    ]);
    const found = events.filter((e) => e.type === 'finding');
    expect(found).toHaveLength(1);
    expect(found[0]!.type === 'finding' && found[0]!.finding.mutant).not.toContain(':status');
    const skipped: string[] = [];
    preparedFeedback(a!, [0, 1, 2, 3], solved, mutators, (r) => skipped.push(r)).apply!();
    expect(skipped).toEqual([]);
  });

  it('gives no label when every lane contradicts the answer the seed states, and judges it by its lanes', async () => {
    const [, b] = seedStates(SEEDS, mutators.length);
    parsed(b!, undefined);
    expect(b!.label).toEqual({ state: 'known', value: 'sat' });
    const { solving, events } = standIn(['unsat', 'unsat']);
    const solved = await solve('itself', b!, solving);
    expect(solved.kind === 'itself' && solved.result.label).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^every lane says unsat against the sat the seed states/),
    });
    expect(events.filter((e) => e.type === 'finding')).toEqual([]);
    const feedback = preparedFeedback(b!, [0, 1, 2, 3], solved, mutators, () => {});
    expect(feedback).toMatchObject({ release: [0], retire: [1, 2, 3] });
    feedback.apply!();
    expect(b!.label).toEqual({ state: 'failed' });
  });

  it("checks the seed's models with the campaign's model checker, and judges by its verdicts", async () => {
    const [a] = seedStates(SEEDS, mutators.length);
    parsed(a!, undefined);
    const { solving, events } = standIn(['sat', 'sat']);
    // A checker that finds every model of the second lane false (the stand-in's model is in fact a model of the
    // seed): a finding then comes from its verdict, not from a check in this thread.
    const asked: string[] = [];
    const modelChecker: ModelChecker = {
      check: async (mutant, model) => {
        asked.push(`${mutant.includes('(check-sat)')}:${model.includes('define-fun x')}`);
        return asked.length === 2 ? { kind: 'checked', falsified: 1 } : { kind: 'checked', falsified: 0 };
      },
    };
    const solved = await solve('itself', a!, {
      ...solving,
      runOptions: { timeoutMs: 1000, produceModel: true },
      modelChecker,
    });
    expect(asked).toEqual(['true:true', 'true:true']);
    expect(solved.kind === 'itself' && solved.result.findings).toEqual([
      expect.stringMatching(/^invalid model .*on Z3 4\.8\.17/),
    ]);
    expect(events.filter((e) => e.type === 'finding')).toHaveLength(1);
  });

  it("solves STORM's reference model on the reference lane once the label is known", async () => {
    const [, b] = seedStates(SEEDS, mutators.length);
    parsed(b!, undefined);
    const { solving, texts } = standIn(['sat', 'unsat']);
    const solved = await solve('reference', b!, solving);
    expect(b!.reference).toEqual({ state: 'pending' });
    expect(texts.length).toBeGreaterThan(0);
    preparedFeedback(b!, [2], solved, mutators, () => {}).apply!();
    expect(b!.reference).toMatchObject({ state: 'known', value: { laneId: 'z3@5.2.0' } });
    expect(b!.reference.state === 'known' && b!.reference.value.model).toContain('define-fun x');
  });

  it('refuses to solve a reference model before the label', async () => {
    const [a] = seedStates(SEEDS, 1);
    parsed(a!, undefined);
    await expect(solve('reference', a!, standIn(['sat', 'sat']).solving)).rejects.toThrow(/before its label/);
  });
});

// A seed's life in a campaign, with stand-in lanes (no solver): parsed once, and a label or STORM model solved when a
// mutator needs it, the scheduler told to release or retire the mutators held for it.
import { describe, expect, it } from 'vitest';
import { mutatorOf } from '../../src/campaign/mutants.js';
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
function standIn(answers: ('sat' | 'unsat' | 'unknown')[]): { solving: Solving; texts: string[] } {
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
  return { solving: { runner, reference: { lane: LANES[0]!, run: runner.run }, timeoutMs: 1000 }, texts };
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
    expect(bad.ok ? '' : bad.reason).toMatch(/^does not parse: /);
  });
});

describe('preparation', () => {
  const mutators = ['opfuzz', 'janus', 'storm', 'fusion'].map(mutatorOf);

  it('says what a mutator lacks on a seed, and which mutators wait for it', () => {
    const [a] = seedStates(SEEDS, mutators.length);
    parsed(a!, undefined);
    expect(lacking(a!, mutators[0]!)).toBeUndefined();
    expect(lacking(a!, mutators[1]!)).toEqual({ prepare: 'label' });
    a!.label = { state: 'known', value: 'sat' };
    expect(lacking(a!, mutators[1]!)).toBeUndefined();
    expect(lacking(a!, mutators[2]!)).toEqual({ prepare: 'reference' });
    a!.reference = { state: 'failed' };
    expect(lacking(a!, mutators[2]!)).toEqual({ reason: 'no reference model' });
    a!.label = { state: 'failed' };
    expect(lacking(a!, mutators[3]!)).toEqual({ reason: 'the lanes gave the seed no label' });
    expect(heldBy(mutators, 'label')).toEqual([1, 2, 3]);
    expect(heldBy(mutators, 'reference')).toEqual([2]);
  });

  it('solves the label on every lane; once the feedback is applied it is known and the held mutators go on', async () => {
    const [a] = seedStates(SEEDS, mutators.length);
    parsed(a!, undefined);
    const { solving, texts } = standIn(['sat', 'sat']);
    const pending = solve('label', a!, solving);
    expect(a!.label).toEqual({ state: 'pending' });
    const solved = await pending;
    expect(texts).toHaveLength(2);
    const skipped: string[] = [];
    const feedback = preparedFeedback(a!, [1, 2], solved, ['opfuzz', 'janus', 'storm'], (r) => skipped.push(r));
    expect(feedback).toMatchObject({ release: [1, 2] });
    expect(a!.label).toEqual({ state: 'pending' });
    feedback.apply!();
    expect(a!.label).toEqual({ state: 'known', value: 'sat' });
    expect(skipped).toEqual([]);
  });

  it('retires the held mutators, saying why and naming them, when the lanes do not agree on a label', async () => {
    const [a] = seedStates(SEEDS, mutators.length);
    parsed(a!, undefined);
    const solved = await solve('label', a!, standIn(['sat', 'unknown']).solving);
    const skipped: string[] = [];
    const feedback = preparedFeedback(a!, [1, 2], solved, ['opfuzz', 'janus', 'storm'], (r) => skipped.push(r));
    expect(feedback).toMatchObject({ retire: [1, 2] });
    feedback.apply!();
    expect(a!.label).toEqual({ state: 'failed' });
    expect(skipped).toEqual([
      'janus, storm: the lanes cannot decide it or disagree (z3@5.2.0: sat, z3@4.8.17: unknown)',
    ]);
  });

  it("solves STORM's reference model on the reference lane once the label is known", async () => {
    const [, b] = seedStates(SEEDS, mutators.length);
    parsed(b!, undefined);
    const { solving, texts } = standIn(['sat', 'unsat']);
    const solved = await solve('reference', b!, solving);
    expect(b!.reference).toEqual({ state: 'pending' });
    expect(texts.length).toBeGreaterThan(0);
    preparedFeedback(b!, [2], solved, ['opfuzz', 'janus', 'storm'], () => {}).apply!();
    expect(b!.reference).toMatchObject({ state: 'known', value: { laneId: 'z3@5.2.0' } });
    expect(b!.reference.state === 'known' && b!.reference.value.model).toContain('define-fun x');
  });

  it('refuses to solve a reference model before the label', async () => {
    const [a] = seedStates(SEEDS, 1);
    parsed(a!, undefined);
    await expect(solve('reference', a!, standIn(['sat', 'sat']).solving)).rejects.toThrow(/before its label/);
  });
});

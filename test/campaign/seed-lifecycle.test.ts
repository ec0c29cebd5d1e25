// A seed's life in a campaign, with stand-in lanes (no solver): parsed once, a label or STORM model solved when a
// mutator needs it and the scheduler told to release or retire the mutators held for it, Fusion's partner of the
// same label, and a walk resumed exactly where an earlier run stopped.
import { describe, expect, it } from 'vitest';
import { mutatorOf } from '../../src/campaign/mutants.js';
import {
  heldBy,
  lacking,
  parsed,
  preparedFeedback,
  solve,
  startWalk,
  type Solving,
} from '../../src/campaign/seed-lifecycle.js';
import { seedStates } from '../../src/campaign/seed-state.js';
import type { CampaignConfig, CampaignSeed } from '../../src/campaign/types.js';
import type { WalkStep } from '../../src/mutators/walk.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Lane } from '../../src/solvers/lane.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { LaneRunner } from '../../src/solvers/runner.js';

const lane = (spec: string): Lane => {
  const r = parseLane(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const LANES = [lane('z3@5.2.0'), lane('z3@4.8.17')];

const text = (i: number, status = '') =>
  [
    '(set-logic QF_LIA)',
    ...(status ? [`(set-info :status ${status})`] : []),
    '(declare-const x Int)',
    '(declare-const y Int)',
    `(assert (and (> x ${i}) (< y (+ x 3)) (>= (- x y) 1)))`,
    '(check-sat)',
  ].join('\n');

const SEEDS: CampaignSeed[] = [
  { id: 'a.smt2', text: text(1) },
  { id: 'b.smt2', text: text(2, 'sat') },
  { id: 'c.smt2', text: '(assert (> x' },
];

const CONFIG: CampaignConfig = { rngSeed: 4, mutators: [], walk: { iterations: 10 }, timeoutMs: 1000 };

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

describe('walks', () => {
  const stepsOf = (w: Generator<WalkStep>, n: number): WalkStep[] => Array.from({ length: n }, () => w.next().value);

  it('resumes a walk at the step an earlier run reached', () => {
    const states = seedStates(SEEDS, 1);
    const a = states[0]!;
    const ready = parsed(a, undefined);
    if (!ready.ok) throw new Error(ready.reason);
    const opfuzz = mutatorOf('opfuzz');
    const fresh = startWalk(states, a, ready, opfuzz, 0, CONFIG)!;
    const resumed = startWalk(states, a, ready, opfuzz, 4, CONFIG)!;
    const all = stepsOf(fresh.steps, 7);
    expect(stepsOf(resumed.steps, 3)).toEqual(all.slice(4));
    expect(fresh.second).toBeUndefined();
  });

  it('gives Fusion a partner of the same label, and no walk while there is none', () => {
    const states = seedStates(SEEDS, 1);
    const [a, b] = states;
    const fusion = mutatorOf('fusion');
    const readyA = parsed(a!, undefined);
    if (!readyA.ok) throw new Error(readyA.reason);
    expect(startWalk(states, a!, readyA, fusion, 0, CONFIG)).toBeUndefined();
    // b states sat, c does not parse: no seed is unsat
    a!.label = { state: 'known', value: 'unsat' };
    expect(startWalk(states, a!, readyA, fusion, 0, CONFIG)).toBeUndefined();
    a!.label = { state: 'known', value: 'sat' };
    const w = startWalk(states, a!, readyA, fusion, 0, CONFIG)!;
    expect(w.second?.seed.id).toBe(b!.seed.id);
    expect(w.second?.label).toBe('sat');
  });
});

// A (seed, mutator) walk in a campaign, without a solver: resumed exactly where an earlier run stopped, Fusion's
// partner of the same label, and each step a mutant, a step without one, or the walk's end.
import { describe, expect, it } from 'vitest';
import { mutatorOf } from '../../src/campaign/mutants.js';
import { parsed } from '../../src/campaign/seed-lifecycle.js';
import { seedStates } from '../../src/campaign/seed-state.js';
import type { CampaignConfig } from '../../src/campaign/types.js';
import { nextStep, startWalk } from '../../src/campaign/walks.js';
import type { Mutator } from '../../src/mutators/types.js';
import type { WalkStep } from '../../src/mutators/walk.js';
import { LIA_SEEDS as SEEDS } from './walk-fixture.js';

const CONFIG: CampaignConfig = { rngSeed: 4, mutators: [], walk: { iterations: 10 }, timeoutMs: 1000 };

function readySeed(i = 0) {
  const states = seedStates(SEEDS, 1);
  const seed = states[i]!;
  const ready = parsed(seed, undefined);
  if (!ready.ok) throw new Error(ready.reason);
  return { states, seed, ready };
}

describe('walks', () => {
  const stepsOf = (w: Generator<WalkStep>, n: number): WalkStep[] => Array.from({ length: n }, () => w.next().value);

  it('resumes a walk at the step an earlier run reached', () => {
    const { states, seed: a, ready } = readySeed();
    const opfuzz = mutatorOf('opfuzz');
    const fresh = startWalk(states, a, ready, opfuzz, 0, CONFIG)!;
    const resumed = startWalk(states, a, ready, opfuzz, 4, CONFIG)!;
    const all = stepsOf(fresh.steps, 7);
    expect(stepsOf(resumed.steps, 3)).toEqual(all.slice(4));
    expect(fresh.second).toBeUndefined();
  });

  it('gives Fusion a partner of the same label, itself when no other has it, and no walk without a label', () => {
    const states = seedStates(SEEDS, 1);
    const [a, b] = states;
    const fusion = mutatorOf('fusion');
    const readyA = parsed(a!, undefined);
    if (!readyA.ok) throw new Error(readyA.reason);
    expect(startWalk(states, a!, readyA, fusion, 0, CONFIG)).toBeUndefined();
    // b states sat, c does not parse: no other seed is unsat, so a is fused with a copy of itself
    a!.label = { state: 'known', value: 'unsat' };
    expect(startWalk(states, a!, readyA, fusion, 0, CONFIG)?.second?.seed.id).toBe(a!.seed.id);
    a!.label = { state: 'known', value: 'sat' };
    const w = startWalk(states, a!, readyA, fusion, 0, CONFIG)!;
    expect(w.second?.seed.id).toBe(b!.seed.id);
    expect(w.second?.label).toBe('sat');
  });
});

describe('steps', () => {
  it('gives the mutants of the walk, counting its steps on the pair', () => {
    const { states, seed, ready } = readySeed();
    const opfuzz = mutatorOf('opfuzz');
    const fresh = startWalk(states, seed, ready, opfuzz, 0, CONFIG)!;
    const expected = Array.from({ length: 10 }, () => fresh.steps.next().value as WalkStep);
    const got = expected.map(() => nextStep(states, seed, 0, opfuzz, ready, CONFIG));
    got.forEach((g, i) => {
      const e = expected[i]!;
      expect(g).toEqual(e.ok ? { mutant: e } : { none: e.bug ? 'mutatorBugs' : 'noMutant' });
    });
    expect(seed.pairs[0]).toMatchObject({ next: 10, dirty: true });
    expect(nextStep(states, seed, 0, opfuzz, ready, CONFIG)).toEqual({ end: 'done' });
  });

  it('says there is no mutant while Fusion has no partner, and ends a walk whose mutator throws', () => {
    const { states, seed, ready } = readySeed();
    expect(nextStep(states, seed, 0, mutatorOf('fusion'), ready, CONFIG)).toEqual({ none: 'noMutant' });
    expect(seed.pairs[0]!.next).toBe(0);
    const opfuzz = mutatorOf('opfuzz');
    const broken: Mutator = {
      ...opfuzz,
      mutate: () => {
        throw new Error('a bug in the mutator');
      },
    };
    const other = readySeed();
    expect(nextStep(other.states, other.seed, 0, broken, other.ready, CONFIG)).toEqual({ end: 'mutatorBug' });
  });
});

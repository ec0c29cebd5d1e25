// The class lab (ui-state/class-lab.ts): its lanes (Z3 4.8.17 with z3str3 beside Z3 5.2.0 and CVC5, nothing else),
// its plan (the six mutators, three minutes), and which of the three kinds a campaign showed.
import { describe, expect, it } from 'vitest';
import { MUTATORS } from '../../src/mutators/registry.js';
import { LAB_RNG_SEED, labKindsSeen, labLanes, labPlan } from '../../src/ui-state/class-lab.js';
import { GALLERY } from '../../src/ui/gallery/examples.js';
import { mutatorByName } from '../../src/mutators/registry.js';
import { walk, type WalkStep } from '../../src/mutators/walk.js';
import { inputOf, parseSeed } from '../../src/campaign/prepare.js';
import { walkConfigFor } from '../../src/campaign/mutants.js';
import type { CampaignConfig } from '../../src/campaign/types.js';
import { defaultLaneChoices, laneSpecOf } from '../../src/ui-state/lanes.js';
import { campaignConfigOf } from '../../src/ui-state/campaign-control.js';

describe('the class lab', () => {
  it('puts Z3 4.8.17 with z3str3 beside Z3 5.2.0 and CVC5', () => {
    const lanes = labLanes(defaultLaneChoices().map((c) => ({ ...c, modelValidate: true })));
    expect(lanes.filter((c) => c.enabled).map(laneSpecOf)).toEqual([
      'z3@5.2.0',
      'z3@4.8.17+smt.string_solver=z3str3',
      'cvc5',
    ]);
  });

  it('runs the six mutators for three minutes', () => {
    const plan = labPlan({ mutators: ['opfuzz'], maxMutants: 50, seconds: 60, rngSeed: 4, timeoutMs: 5000 });
    expect(plan).toMatchObject({ seconds: 180, rngSeed: LAB_RNG_SEED, mutators: MUTATORS.map((m) => m.info.name) });
    expect(plan.maxMutants).toBeGreaterThan(1000);
    // a class compares the techniques: the campaign keeps their mutant counts within reach of each other
    expect(campaignConfigOf(plan).balanceMutators).toBe(true);
  });

  it("has an RNG seed whose first TypeFuzz mutant of the string-order seed is the tour's z3str3 bug", () => {
    const seed = GALLERY.find((g) => g.id === 'qf_s_order')!;
    const prepared = parseSeed({ id: seed.id, text: seed.text }, undefined);
    if (!prepared.ok) throw new Error(prepared.reason);
    const typefuzz = mutatorByName('typefuzz')!;
    const config: CampaignConfig = {
      rngSeed: LAB_RNG_SEED,
      mutators: [{ name: 'typefuzz' }],
      walk: { iterations: 5000 },
      timeoutMs: 5000,
    };
    const first = walk(
      typefuzz,
      inputOf({ ...prepared, label: 'sat' }),
      walkConfigFor(config, typefuzz, seed.id),
    ).next().value as WalkStep;
    expect(first.ok && first.text).toMatch(/\(str\.< x ""\)/);
  });

  it('says which kinds showed and which are missing', () => {
    const k = labKindsSeen(['crash', 'crash', 'invalid-model', 'incompleteness']);
    expect(k.seen).toEqual(['crash', 'incompleteness']);
    expect(k.missing).toHaveLength(1);
    expect(k.missing[0]).toMatch(/wrong answer/);
  });

  it('counts a valid input rejected as the solver stopping, as a crash is', () => {
    // cvc5 1.3.4 rejects the one-bit rounding formula that crashes cvc5 1.3.2 (#9697): the same bug, either way.
    expect(labKindsSeen(['error', 'soundness']).seen).toEqual(['soundness', 'crash']);
    expect(labKindsSeen(['soundness', 'incompleteness']).missing[0]).toMatch(/crash or a valid input rejected/);
  });
});

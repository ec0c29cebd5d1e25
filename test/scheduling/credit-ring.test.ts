// The weighted round robin alone: a member takes turns in proportion to its weight, in the ring's order, and one
// of weight 0 is passed over.
import { describe, expect, it } from 'vitest';
import { CreditRing } from '../../src/scheduling/credit-ring.js';

const turns = (ring: CreditRing, n: number, weight: (m: number) => number): (number | undefined)[] =>
  Array.from({ length: n }, () => ring.next(weight));

describe('CreditRing', () => {
  it('visits the members in its order, one turn each at weight 1', () => {
    expect(turns(new CreditRing([2, 0, 1]), 6, () => 1)).toEqual([2, 0, 1, 2, 0, 1]);
  });

  it('gives a member of weight 2 two turns in a row per round', () => {
    expect(turns(new CreditRing([0, 1, 2]), 8, (m) => (m === 1 ? 2 : 1))).toEqual([0, 1, 1, 2, 0, 1, 1, 2]);
  });

  it('gives a member of weight 1/4 one turn every fourth round', () => {
    const taken = turns(new CreditRing([0, 1]), 20, (m) => (m === 1 ? 0.25 : 1));
    expect(taken.filter((m) => m === 0)).toHaveLength(16);
    expect(taken.filter((m) => m === 1)).toHaveLength(4);
    expect(taken.slice(0, 5)).toEqual([0, 0, 0, 0, 1]);
  });

  it('passes over a member of weight 0, and has no turn to give when every member has weight 0', () => {
    expect(turns(new CreditRing([0, 1, 2]), 4, (m) => (m === 1 ? 0 : 1))).toEqual([0, 2, 0, 2]);
    expect(new CreditRing([0, 1]).next(() => 0)).toBeUndefined();
    expect(new CreditRing([]).next(() => 1)).toBeUndefined();
  });

  it('finds a turn for a member of the smallest weight however long it takes to earn it', () => {
    expect(turns(new CreditRing([0, 1, 2]), 3, () => 1 / 8)).toEqual([0, 1, 2]);
  });
});

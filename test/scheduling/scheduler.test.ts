// The campaign scheduler alone (no solver): breadth first, the weighting rule, the lag that keeps choices
// independent of solver timing, holds, waits and caps.
import { describe, expect, it } from 'vitest';
import {
  MUTATOR_FLOOR,
  Scheduler,
  type Pair,
  type SchedulePlan,
  type TurnFeedback,
} from '../../src/scheduling/scheduler.js';

const PLAN: SchedulePlan = {
  seeds: 10,
  mutators: 3,
  rngSeed: 7,
  stepsPerPair: 1000,
  timeoutsPerSeed: 1000,
  barrenTurns: 1000,
  lag: 0,
};

/** Takes `n` step turns, answering each at once with `feedback(pair)`; returns the pairs in turn order. */
function drive(s: Scheduler, n: number, feedback: (p: Pair) => TurnFeedback = () => ({})): Pair[] {
  const taken: Pair[] = [];
  for (let i = 0; i < n; i++) {
    const choice = s.next();
    if (!('pair' in choice)) break;
    const turn = s.turn(choice.pair, 'step');
    s.feedback(turn, feedback(choice.pair));
    taken.push(choice.pair);
  }
  return taken;
}

const key = (p: Pair): string => `${p.seed}/${p.mutator}`;
const count = (pairs: Pair[], seed: number): number => pairs.filter((p) => p.seed === seed).length;

describe('breadth first', () => {
  it('gives every seed a turn before any seed gets a second one, and every pair one before a second', () => {
    const turns = drive(new Scheduler(PLAN), 30);
    expect(new Set(turns.slice(0, 10).map((p) => p.seed)).size).toBe(10);
    expect(new Set(turns.map(key)).size).toBe(30);
    // the first round already uses every mutator (each seed starts at its own)
    expect(new Set(turns.slice(0, 10).map((p) => p.mutator)).size).toBe(3);
  });

  it('shuffles the seed order by the rng, and the same rng and feedback give the same turns', () => {
    const a = drive(new Scheduler(PLAN), 50).map(key);
    expect(drive(new Scheduler(PLAN), 50).map(key)).toEqual(a);
    expect(drive(new Scheduler({ ...PLAN, rngSeed: 8 }), 50).map(key)).not.toEqual(a);
    const firstRound = a.slice(0, 10).map((k) => Number(k.split('/')[0]));
    expect(firstRound).not.toEqual([...firstRound].sort((x, y) => x - y));
  });
});

describe('the weighting rule', () => {
  it('gives a pair that keeps finding new behaviour up to 4 turns per round', () => {
    const s = new Scheduler({ ...PLAN, mutators: 1 });
    const turns = drive(s, 1300, (p) => ({ novel: p.seed === 3 }));
    expect(s.pairWeight({ seed: 3, mutator: 0 })).toBe(4);
    expect(s.pairWeight({ seed: 4, mutator: 0 })).toBe(1);
    // 9 seeds at 1 turn per round and one at 4: 1300 turns ≈ 100 rounds
    expect(count(turns, 3)).toBeGreaterThan(3.5 * count(turns, 4));
    expect(count(turns, 3)).toBeLessThan(4.5 * count(turns, 4));
  });

  it('gives a seed that keeps timing out down to one turn every 8 rounds', () => {
    const s = new Scheduler({ ...PLAN, mutators: 1 });
    const turns = drive(s, 900, (p) => ({ timeouts: p.seed === 5 ? 1 : 0 }));
    expect(s.pairWeight({ seed: 5, mutator: 0 })).toBe(1 / 8);
    const late = turns.slice(300);
    expect(count(late, 5)).toBeLessThan(count(late, 6) / 6);
    expect(count(late, 5)).toBeGreaterThan(0);
  });

  it('shares a seed’s turns among its pairs by their weights', () => {
    const s = new Scheduler({ ...PLAN, seeds: 1 });
    const turns = drive(s, 600, (p) => ({ novel: p.mutator === 1, timeouts: p.mutator === 2 ? 1 : 0 }));
    const of = (m: number): number => turns.filter((p) => p.mutator === m).length;
    expect(of(1)).toBeGreaterThan(3 * of(0));
    expect(of(2)).toBeLessThan(of(0) / 4);
  });

  it('abandons a seed after timeoutsPerSeed timeouts', () => {
    const abandoned: number[] = [];
    const s = new Scheduler({ ...PLAN, timeoutsPerSeed: 4 }, (seed) => abandoned.push(seed));
    const turns = drive(s, 300, (p) => ({ timeouts: p.seed === 2 ? 2 : 0 }));
    expect(abandoned).toEqual([2]);
    expect(count(turns, 2)).toBe(2);
    expect(s.seedFinished(2)).toBe(true);
  });
});

describe('balanced (the class lab)', () => {
  // Mutator 2 times out on every seed (Fusion's long formulas), mutator 1 keeps finding something new.
  const skewed = (p: Pair): TurnFeedback => ({ novel: p.mutator === 1, timeouts: p.mutator === 2 ? 1 : 0 });
  const perMutator = (turns: Pair[]): number[] => [0, 1, 2].map((m) => turns.filter((p) => p.mutator === m).length);

  it('keeps a mutator the weighting starves at the floor of the others’ mean mutants', () => {
    const plain = perMutator(drive(new Scheduler(PLAN), 900, skewed));
    expect(plain[2]!).toBeLessThan(((plain[0]! + plain[1]!) / 2) * 0.25);
    const s = new Scheduler({ ...PLAN, balanced: true });
    const fair = perMutator(drive(s, 900, skewed));
    expect(s.mutantsBy()).toEqual(fair);
    const othersMean = (fair[0]! + fair[1]!) / 2;
    expect(fair[2]!).toBeGreaterThanOrEqual(othersMean * MUTATOR_FLOOR - 4);
    expect(fair[2]!).toBeLessThan(othersMean);
    // the weighting still orders the others: the novel mutator keeps more turns than the plain one
    expect(fair[1]!).toBeGreaterThan(fair[0]!);
  });

  it('keeps the breadth-first first round, and is as deterministic as the rule it joins', () => {
    const plain = drive(new Scheduler(PLAN), 10).map(key);
    expect(drive(new Scheduler({ ...PLAN, balanced: true }), 10).map(key)).toEqual(plain);
    const a = drive(new Scheduler({ ...PLAN, balanced: true }), 500, skewed).map(key);
    expect(drive(new Scheduler({ ...PLAN, balanced: true }), 500, skewed).map(key)).toEqual(a);
  });
});

describe('caps', () => {
  it('stops a pair after stepsPerPair steps and a seed after stepsPerSeed', () => {
    const pairs = drive(new Scheduler({ ...PLAN, stepsPerPair: 2 }), 1000);
    expect(pairs).toHaveLength(10 * 3 * 2);
    const seeds = drive(new Scheduler({ ...PLAN, stepsPerSeed: 4 }), 1000);
    expect(seeds).toHaveLength(40);
  });

  it('retires a pair after barrenTurns steps in a row without a mutant', () => {
    const s = new Scheduler({ ...PLAN, seeds: 1, mutators: 2, barrenTurns: 3 });
    const seen: Pair[] = [];
    for (let i = 0; i < 40; i++) {
      const c = s.next();
      if (!('pair' in c)) break;
      seen.push(c.pair);
      if (c.pair.mutator === 0) s.barren(c.pair);
      else s.feedback(s.turn(c.pair, 'step'), {});
    }
    expect(seen.filter((p) => p.mutator === 0)).toHaveLength(3);
    expect(s.isRetired({ seed: 0, mutator: 0 })).toBe(true);
    expect(s.isRetired({ seed: 0, mutator: 1 })).toBe(false);
  });
});

describe('lag, holds and waits', () => {
  it('applies the feedback of turn k only when turn k + lag + 1 is chosen', () => {
    const s = new Scheduler({ ...PLAN, seeds: 1, mutators: 2, lag: 4 });
    s.hold(0, [1]);
    const first = s.next();
    expect(first).toEqual({ pair: { seed: 0, mutator: 0 } });
    s.feedback(s.turn({ seed: 0, mutator: 0 }, 'prepare'), { release: [1] });
    const mutators: number[] = [];
    for (let i = 0; i < 8; i++) {
      const c = s.next();
      if (!('pair' in c)) throw new Error('no pair');
      mutators.push(c.pair.mutator);
      s.feedback(s.turn(c.pair, 'step'), {});
    }
    // turns 1..4 are chosen before the release (turn 0) applies; turn 5 is the first that may use it
    expect(mutators.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(mutators.slice(4)).toContain(1);
  });

  it('says which turn to wait for when every pair is held, and done when nothing is left', () => {
    const s = new Scheduler({ ...PLAN, seeds: 1, mutators: 1, lag: 10, stepsPerPair: 1 });
    const c = s.next();
    if (!('pair' in c)) throw new Error('no pair');
    s.hold(0, [0]);
    const prep = s.turn(c.pair, 'prepare');
    expect(s.next()).toEqual({ wait: prep });
    let applied = false;
    s.feedback(prep, { release: [0], apply: () => (applied = true) });
    s.applyThrough(prep);
    expect(applied).toBe(true);
    const again = s.next();
    expect(again).toEqual({ pair: { seed: 0, mutator: 0 } });
    s.feedback(s.turn({ seed: 0, mutator: 0 }, 'step'), {});
    expect(s.next()).toEqual({ done: true });
  });

  it('gives a pair released by the preparation it asked for the next turn, ahead of the round', () => {
    // 100 seeds, one mutator that needs preparation: the first seed's turn goes to preparing it; once that is
    // in, its mutant comes next, not a round (99 turns) later.
    const s = new Scheduler({ ...PLAN, seeds: 100, mutators: 1 });
    const c = s.next();
    if (!('pair' in c)) throw new Error('no pair');
    s.hold(c.pair.seed, [0]);
    s.feedback(s.turn(c.pair, 'prepare'), { release: [0] });
    const after = drive(s, 3);
    expect(after[0]).toEqual(c.pair);
    expect(after.slice(1).map((p) => p.seed)).not.toContain(c.pair.seed);
  });

  it("gives no early turn to pairs released by another pair's preparation", () => {
    const s = new Scheduler({ ...PLAN, seeds: 100, mutators: 2 });
    const c = s.next();
    if (!('pair' in c)) throw new Error('no pair');
    const other = 1 - c.pair.mutator;
    s.hold(c.pair.seed, [other]);
    s.feedback(s.turn(c.pair, 'prepare'), { release: [other] });
    expect(drive(s, 5).map((p) => p.seed)).not.toContain(c.pair.seed);
  });

  it('refuses to choose when feedback the lag needs is missing (an engine bug, not a silent race)', () => {
    const s = new Scheduler({ ...PLAN, lag: 0 });
    const c = s.next();
    if (!('pair' in c)) throw new Error('no pair');
    s.turn(c.pair, 'step');
    expect(() => s.next()).toThrow(/not in yet/);
  });
});

// Which (seed, mutator) pair gets the next turn: breadth first, adaptive, deterministic. One scheduler for the
// CLI and the page (the engine asks it before every mutant).
//
// The rule, in full:
// - Seeds take turns round-robin in an order shuffled by the campaign rng; inside a seed its mutators take
//   turns round-robin, starting at a mutator chosen by the rng (so the first round already uses every mutator).
// - Every visit in a round earns a seed its weight in credit; a turn costs one credit. So a seed of weight 2
//   takes two turns per round, one of weight 1/4 one turn every fourth round. Pairs inside a seed share its
//   turns the same way, by their own weights.
// - A pair's weight is 2^clamp(novel − timedOut, −3, 2): `novel` counts its turns that brought something new
//   (a new finding, or solver behaviour not seen before in the campaign: a new answer, crash message or unknown
//   reason), `timedOut` its turns on which a solver timed out. So a pair ranges from 1/8 to 4 turns per round.
//   A seed's weight is the largest weight among its pairs that can take a turn.
// - Caps: a pair stops after `stepsPerPair` steps (its walk), after `barrenTurns` steps in a row without a
//   mutant, or when the engine retires it; a seed stops after `stepsPerSeed` steps or `timeoutsPerSeed` timeouts.
// - What solvers report about turn k (timeouts, novelty, a solved label) is applied when turn k + lag + 1 is
//   chosen, never earlier, so the choices depend on the rng and the outcomes, not on which solver finished
//   first. When nothing can take a turn until pending feedback is in, `next` says which turn to wait for.
// - A pair that asked for preparation (the seed's own run, a reference model) and is released by it takes the very
//   next turn, ahead of the round: its seed spent its turn on the preparation, and without this the mutant would
//   wait a whole round (with hundreds of seeds, longer than a short campaign: STORM, which needs a label and
//   then a model, made no mutant in 60 s over 475 seeds).
// - At most `preparationsAhead` preparations wait for their feedback: the oldest is then awaited and applied ahead of
//   the lag (preparationToAwait), so preparations and the mutants they release alternate instead of `lag` seed runs
//   coming before the first mutant. Deterministic: it counts turns, not time.
// - With `balanced` (the class lab, where a class compares the techniques), the pairs of a mutator whose mutants number
//   fewer than MUTATOR_FLOOR of the other mutators' mean (and at least FLOOR_SLACK fewer) weigh the most, 4, until
//   it is back above: the weighting still orders the rest, but no technique is starved by it (Fusion's longer
//   formulas time out more, so the rule alone left it half the others' mutants). Counts, not time.

import { Rng } from '../rng.js';
import { CreditRing } from './credit-ring.js';

export interface SchedulePlan {
  /** Seeds are numbered 0..seeds-1. */
  seeds: number;
  /** How many mutators (numbered 0..mutators-1). */
  mutators: number;
  rngSeed: number;
  /** Steps of one (seed, mutator) walk. */
  stepsPerPair: number;
  /** Steps of one seed over all its mutators; no cap beyond the pairs' when absent. */
  stepsPerSeed?: number;
  /** A seed gets no more turns after this many solver timeouts on its mutants. */
  timeoutsPerSeed: number;
  /** A pair retires after this many steps in a row that gave no mutant. */
  barrenTurns: number;
  /** Feedback of turn k is applied when turn k + lag + 1 is chosen. */
  lag: number;
  /** Preparation turns whose feedback may be pending before the oldest is awaited (default: no limit). */
  preparationsAhead?: number;
  /** Keep every mutator's mutants within reach of the others' (the rule above); off by default. */
  balanced?: boolean;
}

export interface Pair {
  seed: number;
  mutator: number;
}

/** What the solvers said about a turn. `apply` runs when the feedback is applied (a solved label becomes visible). */
export interface TurnFeedback {
  timeouts?: number;
  novel?: boolean;
  /** Mutators of the turn's seed whose hold ends. */
  release?: readonly number[];
  /** Mutators of the turn's seed that take no more turns. */
  retire?: readonly number[];
  apply?: () => void;
}

export type Choice = { pair: Pair } | { wait: number } | { done: true };

interface PairState {
  retired: boolean;
  held: boolean;
  steps: number;
  barren: number;
  novel: number;
  timedOut: number;
}

interface SeedState {
  pairs: PairState[];
  /** The seed's mutators taking turns. */
  rotation: CreditRing;
  steps: number;
  timeouts: number;
  abandoned: boolean;
}

const MIN_EXPONENT = -3;
const MAX_EXPONENT = 2;
/** With `balanced`, a mutator below this share of the others' mean mutants weighs the most. */
export const MUTATOR_FLOOR = 0.6;
/** …and only once it is this many mutants behind, so the first rounds keep the breadth-first order. */
const FLOOR_SLACK = 4;

export class Scheduler {
  private readonly seeds: SeedState[];
  /** The seeds taking turns, in an order shuffled by the rng. */
  private readonly order: CreditRing;
  private issued = 0;
  /** Feedback applied for every turn below this index. */
  private appliedBelow = 0;
  private readonly pending = new Map<number, TurnFeedback>();
  /** The pair of each turn whose feedback is not applied yet, and whether it was a walk step. */
  private readonly turnPair = new Map<number, { pair: Pair; step: boolean }>();
  /** Pairs released by the preparation they asked for, in the order the feedback was applied: they go first. */
  private readonly released: Pair[] = [];
  /** Walk steps handed out per mutator (mutants, plus a resumed walk's earlier steps): what `balanced` compares. */
  private readonly mutants: number[];

  constructor(
    readonly plan: SchedulePlan,
    /** Called when a seed is abandoned for its timeouts (while the feedback of `by`'s turn is applied). */
    private readonly onAbandon: (seed: number, by: Pair) => void = () => {},
  ) {
    const rng = Rng.of(plan.rngSeed, 'schedule');
    this.order = new CreditRing(rng.shuffle(Array.from({ length: plan.seeds }, (_, i) => i)));
    this.mutants = Array.from({ length: plan.mutators }, () => 0);
    this.seeds = Array.from({ length: plan.seeds }, (_, s) => {
      const first = Rng.of(plan.rngSeed, 'schedule', 'first-mutator', s).int(Math.max(1, plan.mutators));
      return {
        pairs: Array.from({ length: plan.mutators }, () => ({
          retired: false,
          held: false,
          steps: 0,
          barren: 0,
          novel: 0,
          timedOut: 0,
        })),
        rotation: new CreditRing(Array.from({ length: plan.mutators }, (_, k) => (first + k) % plan.mutators)),
        steps: 0,
        timeouts: 0,
        abandoned: false,
      };
    });
  }

  /** Turns handed out so far. */
  get turns(): number {
    return this.issued;
  }

  /** The oldest preparation turn to await before another starts, when `preparationsAhead` are pending. */
  preparationToAwait(): number | undefined {
    const pending = [...this.turnPair].filter(([, made]) => !made.step).map(([turn]) => turn);
    return pending.length >= (this.plan.preparationsAhead ?? Infinity) ? Math.min(...pending) : undefined;
  }

  /** The pair that takes the next turn, the turn whose feedback must come in first, or done. */
  next(): Choice {
    this.applyBelow(this.issued - this.plan.lag);
    const pair = this.choose();
    if (pair) return { pair };
    // Only feedback releases a hold: with nothing held, no feedback can bring another turn.
    const waiting = this.oldestUnapplied();
    return waiting === undefined || !this.anyHeld() ? { done: true } : { wait: waiting };
  }

  /** Numbers a turn of the pair `next` chose: a walk step, or preparation (a label, a reference model). */
  turn(pair: Pair, kind: 'step' | 'prepare'): number {
    const index = this.issued++;
    this.turnPair.set(index, { pair, step: kind === 'step' });
    if (kind === 'step') {
      const seed = this.seeds[pair.seed]!;
      const p = seed.pairs[pair.mutator]!;
      p.steps++;
      p.barren = 0;
      seed.steps++;
      this.mutants[pair.mutator]!++;
      if (p.steps >= this.plan.stepsPerPair) p.retired = true;
      if (this.plan.stepsPerSeed !== undefined && seed.steps >= this.plan.stepsPerSeed) this.retireSeed(pair.seed);
    }
    return index;
  }

  /** A walk step that gave no mutant (no turn number: nothing goes to the solvers). */
  barren(pair: Pair): void {
    const seed = this.seeds[pair.seed]!;
    const p = seed.pairs[pair.mutator]!;
    p.steps++;
    seed.steps++;
    p.barren++;
    if (p.barren >= this.plan.barrenTurns || p.steps >= this.plan.stepsPerPair) p.retired = true;
    if (this.plan.stepsPerSeed !== undefined && seed.steps >= this.plan.stepsPerSeed) this.retireSeed(pair.seed);
  }

  /** Steps a resumed pair already took. */
  resume(pair: Pair, steps: number): void {
    const seed = this.seeds[pair.seed]!;
    const p = seed.pairs[pair.mutator]!;
    p.steps += steps;
    seed.steps += steps;
    this.mutants[pair.mutator]! += steps;
    if (p.steps >= this.plan.stepsPerPair) p.retired = true;
  }

  /** Mutants handed out per mutator, by index. */
  mutantsBy(): readonly number[] {
    return this.mutants;
  }

  /** Holds pairs of a seed until some turn's feedback releases them (preparation in flight). */
  hold(seed: number, mutators: readonly number[]): void {
    for (const m of mutators) this.seeds[seed]!.pairs[m]!.held = true;
  }

  retire(pair: Pair): void {
    this.seeds[pair.seed]!.pairs[pair.mutator]!.retired = true;
  }

  retireSeed(seed: number): void {
    for (const p of this.seeds[seed]!.pairs) p.retired = true;
  }

  isRetired(pair: Pair): boolean {
    return this.seeds[pair.seed]!.pairs[pair.mutator]!.retired;
  }

  /** Whether every pair of the seed is retired. */
  seedFinished(seed: number): boolean {
    return this.seeds[seed]!.pairs.every((p) => p.retired);
  }

  /** True once the seed was abandoned for its timeouts. */
  abandoned(seed: number): boolean {
    return this.seeds[seed]!.abandoned;
  }

  /** Records what the solvers said about a turn; it takes effect `lag` turns later (or when waited for). */
  feedback(turn: number, feedback: TurnFeedback): void {
    if (!this.turnPair.has(turn)) throw new Error(`feedback for turn ${turn}, which was never handed out`);
    this.pending.set(turn, feedback);
  }

  /** Applies the feedback of every turn up to `turn` (the engine waited for it). */
  applyThrough(turn: number): void {
    this.applyBelow(turn + 1);
  }

  /** The weight of a pair (turns per round). */
  pairWeight(pair: Pair): number {
    if (this.lagging(pair.mutator)) return 2 ** MAX_EXPONENT;
    const p = this.seeds[pair.seed]!.pairs[pair.mutator]!;
    return 2 ** Math.min(MAX_EXPONENT, Math.max(MIN_EXPONENT, p.novel - p.timedOut));
  }

  /** A seed's weight: its best pair that can take a turn (0 when none can). */
  seedWeight(seed: number): number {
    let best = 0;
    for (let m = 0; m < this.plan.mutators; m++)
      if (this.available(seed, m)) best = Math.max(best, this.pairWeight({ seed, mutator: m }));
    return best;
  }

  private available(seed: number, mutator: number): boolean {
    const p = this.seeds[seed]!.pairs[mutator]!;
    return !p.retired && !p.held;
  }

  private applyBelow(limit: number): void {
    while (this.appliedBelow < limit) {
      const turn = this.appliedBelow;
      const feedback = this.pending.get(turn);
      const made = this.turnPair.get(turn);
      if (!feedback || !made) throw new Error(`the feedback of turn ${turn} is not in yet`);
      this.pending.delete(turn);
      this.turnPair.delete(turn);
      this.apply(made.pair, made.step, feedback);
      this.appliedBelow++;
    }
  }

  private apply(made: Pair, step: boolean, fb: TurnFeedback): void {
    fb.apply?.();
    const seedIndex = made.seed;
    const seed = this.seeds[seedIndex]!;
    for (const m of fb.release ?? []) seed.pairs[m]!.held = false;
    if (!step && fb.release?.includes(made.mutator)) this.released.push(made);
    for (const m of fb.retire ?? []) seed.pairs[m]!.retired = true;
    const timeouts = fb.timeouts ?? 0;
    seed.timeouts += timeouts;
    if (seed.timeouts >= this.plan.timeoutsPerSeed && !this.seedFinished(seedIndex)) {
      seed.abandoned = true;
      this.retireSeed(seedIndex);
      this.onAbandon(seedIndex, made);
    }
    // Novelty and timeouts score the pair whose walk step it was; preparation turns score nobody.
    if (step) {
      const pair = seed.pairs[made.mutator]!;
      if (fb.novel) pair.novel++;
      if (timeouts > 0) pair.timedOut++;
    }
  }

  private anyHeld(): boolean {
    return this.seeds.some((seed) => seed.pairs.some((p) => p.held && !p.retired));
  }

  private oldestUnapplied(): number | undefined {
    return this.appliedBelow < this.issued ? this.appliedBelow : undefined;
  }

  /** A pair released by its preparation, else weighted round robin over seeds, then over the seed's pairs. */
  private choose(): Pair | undefined {
    while (this.released.length > 0) {
      const pair = this.released.shift()!;
      if (this.available(pair.seed, pair.mutator)) return pair;
    }
    const seed = this.order.next((s) => this.seedWeight(s));
    if (seed === undefined) return undefined;
    const mutator = this.seeds[seed]!.rotation.next((m) =>
      this.available(seed, m) ? this.pairWeight({ seed, mutator: m }) : 0,
    );
    if (mutator === undefined) throw new Error(`seed ${seed} has weight but no pair that can take a turn`);
    return { seed, mutator };
  }

  /** With `balanced`: whether the mutator is below the floor of the others' mean mutants (and FLOOR_SLACK behind). */
  private lagging(mutator: number): boolean {
    const n = this.plan.mutators;
    if (!this.plan.balanced || n < 2) return false;
    const mine = this.mutants[mutator]!;
    const othersMean = (this.mutants.reduce((a, b) => a + b, 0) - mine) / (n - 1);
    return mine < othersMean * MUTATOR_FLOOR && othersMean - mine >= FLOOR_SLACK;
  }
}

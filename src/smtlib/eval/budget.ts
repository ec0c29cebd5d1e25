// The evaluator's budget: an evaluation may do a bounded amount of work and build values of a bounded size. Past
// either bound it gives up, and the term it was evaluating is `unknown` (giving up only ever withholds a verdict,
// it never makes one). Work is counted in steps of roughly a third of a microsecond on the machine the defaults
// were measured on (BENCHMARKS.md, "Evaluator budget"): a term node, an item of a value built, a word of a number
// built, a regex node derived, a quadratic share of a rational's normalisation.
//
// The budget of the evaluation running now is held here, not passed down: what spends it (a regex derivative, a
// gcd, a string search) sits deep in helpers that know nothing of the evaluator. Evaluation is synchronous, so at
// most one runs at a time; `metered` installs its budget and puts the previous one back.

export interface EvalLimits {
  /** Nested calls of recursive definitions before the answer is `unknown`. */
  readonly recursionDepth: number;
  /** Instances a quantifier over a finite domain may be expanded into. */
  readonly quantifierInstances: number;
  /** Quantifier bodies evaluated in all, nested ones included, for one closed term. */
  readonly quantifierBodies: number;
  /** Steps of work for one closed term (for a model check: for all its assertions together). */
  readonly steps: number;
  /**
   * Bits of one number: an integer, a rational's numerator and denominator together, a bit-vector's width, a
   * finite field's order; a float format's exponent range (2^eb) plus four times its precision.
   */
  readonly maxBits: number;
  /**
   * Size of one value: code points of a string, items of a sequence, elements of a set or bag, entries of an
   * array, nodes of a regular expression or of a datatype value (counted as a tree: a value built by sharing one
   * part twice counts it twice, so a value whose printed form would be huge is too), words of the numbers in it.
   */
  readonly maxSize: number;
}

/**
 * The steps are about 2 s of work at worst, far above what a real model check takes (the largest check of the
 * repository's corpus and the external one: BENCHMARKS.md); 2^16 bits and items let every SMT-LIB float format
 * up to Float128 and every bit-vector of the corpora through, and keep one operation on them near a millisecond.
 */
export const DEFAULT_LIMITS: EvalLimits = {
  recursionDepth: 200,
  quantifierInstances: 4096,
  quantifierBodies: 65_536,
  steps: 5_000_000,
  maxBits: 1 << 16,
  maxSize: 1 << 16,
};

/** Thrown when an evaluation runs out of budget; the evaluator turns it into `unknown`. */
export class BudgetExceeded extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BudgetExceeded';
  }
}

export class EvalBudget {
  private left: number;

  /** `steps`: this budget's own (limits.steps by default); a part's steps are spent from its whole as well. */
  constructor(
    readonly limits: EvalLimits,
    private readonly steps = limits.steps,
    private readonly whole?: EvalBudget,
  ) {
    this.left = steps;
  }

  /** Steps spent so far. */
  get used(): number {
    return this.steps - this.left;
  }

  /** A budget of at most `steps` for a part of this one's work, spent from this one too. */
  part(steps: number): EvalBudget {
    return new EvalBudget(this.limits, steps, this);
  }

  spend(steps: number): void {
    this.left -= steps;
    if (this.left < 0) throw new BudgetExceeded(`more than ${this.steps} steps of work`);
    this.whole?.spend(steps);
  }
}

let running: EvalBudget | undefined;

/** Runs `f` with `budget` as the budget of the evaluation running now. */
export function metered<T>(budget: EvalBudget, f: () => T): T {
  const saved = running;
  running = budget;
  try {
    return f();
  } finally {
    running = saved;
  }
}

/** Spends steps of the evaluation running now (outside an evaluation: nothing to spend). */
export function charge(steps: number): void {
  running?.spend(steps);
}

/** The limits in force: the running evaluation's, else the defaults. */
export function limits(): EvalLimits {
  return running?.limits ?? DEFAULT_LIMITS;
}

/** Gives up unless a number of `bits` bits may be built. */
export function checkBits(bits: number, what: string): void {
  const max = limits().maxBits;
  if (bits > max) throw new BudgetExceeded(`${what} of ${bits} bits (at most ${max})`);
}

/** Gives up unless a value of `size` (see EvalLimits.maxSize) may be built. */
export function checkSize(size: number, what: string): void {
  const max = limits().maxSize;
  if (size > max) throw new BudgetExceeded(`${what} of size ${size} (at most ${max})`);
}

/** The number of bits of |n| (within a few bits for large numbers, which is all a bound needs). */
export function bitsOf(n: bigint): number {
  const a = n < 0n ? -n : n;
  if (a <= 0xffffffffn) return a === 0n ? 0 : 32 - Math.clz32(Number(a));
  return a.toString(16).length * 4;
}

/** Steps a number of this many bits costs to build (a word of 64 bits each). */
export const wordsOf = (bits: number): number => 1 + (bits >>> 6);

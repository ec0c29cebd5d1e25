// A bug that shows only on some runs of the same formula: Z3 under `smt.sls.enable=true` runs its local search in a
// thread beside its core, and whichever finishes first answers, so one formula was answered sat (wrongly) on 13 of 20
// runs and unsat on the others. Judged on one run, such a finding is lost at random: its reduction keeps and drops
// candidates by chance, and the re-check of the reduced formula fails half the time. So the golden run is repeated,
// and a finding that shows on some runs but not all is intermittent, with its rate measured. Then two policies:
// - Does it still show here (a live check's or a bisection's build, the finding's own lanes)? Run until it shows, up
//   to the tries that miss a bug of that rate less than once in a hundred (`triesToShow`).
// - Does a reduction candidate (or an option set) keep it? It must show `KEEP_SHOWS` times within the tries that a
//   formula of the original rate needs (`triesToKeep`). One show would do too, but then the reduction drifts: a
//   candidate that shows once in ten passes seven tries half the time, and one reduction ended at 2 of 20 runs, which
//   the live check then called gone. Three shows keep a formula's rate near the original's.
// Only wrong answers, invalid models and crashes: an unknown or an error that comes and goes is a time limit met on a
// busy machine, not a bug.
import type { FindingKind } from './types.js';

/** How often a finding showed: on `shows` of `runs` fresh runs of the same formula on the same lanes. */
export interface Intermittence {
  shows: number;
  runs: number;
}

/** How a check runs: it holds once the bug showed `need` times, within at most `of` runs. */
export interface Tries {
  need: number;
  of: number;
}

/**
 * Runs that tell an intermittent bug from a deterministic one: of the original formula (the golden run included), of
 * the reduced one, and of the finding on its own lanes before a live check or a bisection calls it gone. A race that
 * shows on 65 % of runs (Z3's SLS, on a busy machine) passes five runs as deterministic one time in nine, and all ten
 * of the golden runs and re-checks one time in 75.
 */
export const GOLDEN_RUNS = 5;
/** Runs that measure an intermittent bug's rate, on the original formula and on the reduced one. */
export const RATE_RUNS = 20;
/** The chance, at the measured rate, that a formula that keeps the bug is judged not to. */
const MISS = 0.01;
/** Tries never exceed this: a bug rarer than that is not reduced reliably (its report says the rate). */
export const MAX_TRIES = 20;
/** Runs of a check whether it still shows, at most (each one only while it has not shown). */
export const SHOW_TRIES = 30;
/** Shows a reduction candidate needs. */
export const KEEP_SHOWS = 3;

const ONCE: Tries = { need: 1, of: 1 };

export const mayBeIntermittent = (kind: FindingKind): boolean =>
  kind === 'soundness' || kind === 'invalid-model' || kind === 'crash';

/** P(fewer than `need` shows in `n` runs) at rate `p`: the binomial's lower tail. */
function missChance(need: number, n: number, p: number): number {
  let term = (1 - p) ** n; // P(0 shows)
  let sum = 0;
  for (let k = 0; k < need; k++) {
    sum += term;
    term *= ((n - k) / (k + 1)) * (p / (1 - p));
  }
  return sum;
}

/** The fewest runs in which `need` shows miss a bug of this rate less than MISS of the time, at most `most`. */
function triesNeeding(need: number, rate: Intermittence | undefined, most = MAX_TRIES): Tries {
  if (!rate || rate.shows >= rate.runs) return ONCE;
  const p = rate.shows / rate.runs;
  let n = need;
  while (n < most && (p <= 0 || missChance(need, n, p) >= MISS)) n++;
  return { need, of: n };
}

/**
 * Does it still show here: runs until it shows once. A race's rate depends on what else the machine runs: the formula
 * reduced with other lanes beside it showed the bug on 7 of 20 runs there, and on 2 of 20 run alone, which is how a
 * live check or a bisection runs it. So these runs count on half the measured rate, up to SHOW_TRIES.
 */
export function triesToShow(rate: Intermittence | undefined): Tries {
  if (!rate || rate.shows >= rate.runs) return ONCE;
  return triesNeeding(1, { shows: rate.shows, runs: 2 * rate.runs }, SHOW_TRIES);
}

/** Does a reduction candidate keep it: `KEEP_SHOWS` shows within the runs a formula of this rate needs. */
export const triesToKeep = (rate: Intermittence | undefined): Tries => triesNeeding(KEEP_SHOWS, rate);

/**
 * Does the formula a reduction reached so far still show it about as often as the original: half the original's
 * shows within RATE_RUNS runs, KEEP_SHOWS at least. Each candidate passing `triesToKeep` may lose a little of the rate,
 * and pass after pass it adds up (under load one reduction ended at 1 of 20 runs from 13 of 20); this check, after
 * each pass (reduce's `checkpoint`), undoes a pass that lost too much. At 13 of 20 it asks for 7: a formula that keeps
 * the rate fails it about one time in 700, one at a rate of 4 in 20 passes it one time in twelve.
 */
export function triesToHold(rate: Intermittence): Tries {
  return { need: Math.max(KEEP_SHOWS, Math.ceil((rate.shows / rate.runs) * RATE_RUNS * 0.5)), of: RATE_RUNS };
}

/**
 * Runs `attempt` until it showed the bug `tries.need` times (true), or until that can no longer happen within
 * `tries.of` runs or `signal` is aborted (false). One after another: a race needs the machine as a single run has it.
 */
export async function shows(
  tries: Tries,
  /** One run; `again` from the second on (RunOptions.again: no kept outcome will do). */
  attempt: (again: boolean) => Promise<boolean>,
  signal?: AbortSignal,
): Promise<boolean> {
  let seen = 0;
  for (let run = 0; run < tries.of && !signal?.aborted; run++) {
    if (await attempt(run > 0)) seen++;
    if (seen >= tries.need) return true;
    if (seen + (tries.of - run - 1) < tries.need) return false;
  }
  return false;
}

/** `shows on 9 of 20 runs`. */
export const rateText = (r: Intermittence): string => `shows on ${r.shows} of ${r.runs} runs`;

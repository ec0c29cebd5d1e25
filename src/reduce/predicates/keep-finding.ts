// The one reducer predicate: a candidate is interesting while the judge still finds the same bug on it (the one
// rule, oracles/same-bug.ts). The golden run on the original text must show the target's finding (the same bug as the
// record's statement: which side said what, the solver's words) and fixes it, or shows there is nothing to keep; a
// bug that shows on some runs only is kept as intermittent (intermittent.ts).
import { isTarget, judge, shownBy, witnessed, type FindingTarget, type RawFinding } from '../../oracles/index.js';
import type { Script } from '../../smtlib/ast.js';
import { parseScript } from '../../smtlib/parser.js';
import { printScript } from '../../smtlib/printer.js';
import { withoutStatus } from '../../smtlib/status.js';
import type { Outcome } from '../../solvers/outcome.js';
import type { RunLane } from '../../solvers/runner.js';
import type { Predicate } from '../types.js';
import {
  GOLDEN_RUNS,
  mayBeIntermittent,
  RATE_RUNS,
  rateText,
  shows,
  triesToHold,
  triesToKeep,
  type Intermittence,
  type Tries,
} from '../../oracles/intermittent.js';
import { AdaptiveTimeout } from './timeout.js';

export const GOLDEN_TIMEOUT_MS = 30_000;

/** The golden run did not show the finding, so there is nothing to reduce. */
export class NotReproducible extends Error {
  override name = 'NotReproducible';
}

export interface SolverPredicate {
  predicate: Predicate;
  /** The lanes' outcomes on the original text. */
  golden: Outcome[];
  /** The finding that is kept. */
  keeps: RawFinding;
  /** The target's witnesses that answered as expected on the original text: they must on every candidate. */
  witnesses: string[];
  /** One line saying what is kept. */
  describe: string;
  /** The bug showed on some golden runs only: how often, and the tries each check gives it. */
  intermittent?: Intermittence;
  tries?: Tries;
  /** A race's: does the formula reduced so far still show it about as often as the original (`triesToHold`)? */
  checkpoint?: Predicate;
}

/** The script as solvers get it: `(set-info :status …)` stripped, so no solver checks its own answer. */
export function solverText(script: Script): string {
  return printScript(withoutStatus(script));
}

function describeOutcome(o: Outcome): string {
  return `${o.laneId}: ${o.status}${o.answers.length ? ` [${o.answers.join(' ')}]` : ''}${o.message ? ` ${o.message}` : ''}`;
}

/** Do these outcomes still show the bug, with every witness answering as expected (oracles/target.ts)? */
export function stillShows(
  script: Script | undefined,
  target: Pick<FindingTarget, 'oracle'>,
  keeps: RawFinding,
  witnesses: readonly string[],
  outcomes: readonly Outcome[],
): boolean {
  const confirmed = witnesses.every((w) => outcomes.some((o) => o.laneId === w && witnessed(target.oracle, o)));
  return (
    confirmed &&
    judge(script, target.oracle, outcomes).findings.some((f) => isTarget({ ...keeps, statement: keeps }, f))
  );
}

export interface KeepSettings {
  /**
   * Known to race (a reduction that judged it deterministic ended on a formula that shows it on some runs only): its
   * rate is measured on RATE_RUNS runs, and even a formula that showed it on every one of them is reduced as one that
   * misses it now and then, so that no candidate on which it shows far less often is kept.
   */
  racy?: boolean;
}

export async function keepFinding(
  run: RunLane,
  target: FindingTarget,
  text: string,
  settings: KeepSettings = {},
): Promise<SolverPredicate> {
  const lanes = [...target.run, ...target.witnesses.filter((w) => !target.run.includes(w))];
  const runAll = (t: string, timeoutMs: number, again = false): Promise<Outcome[]> =>
    Promise.all(
      lanes.map((lane) =>
        run(lane, t, { timeoutMs, produceModel: target.produceModel, ...(again ? { again: true } : {}) }),
      ),
    );
  const parsed = parseScript(text);
  const shown = (outcomes: readonly Outcome[]): RawFinding | undefined =>
    shownBy(parsed.ok ? parsed.value : undefined, target, outcomes);
  // The golden run, repeated where a bug may be intermittent (intermittent.ts): one that shows on some runs only has
  // its rate measured, and is kept by the first run that shows it.
  const runs = [await runAll(text, GOLDEN_TIMEOUT_MS)];
  const more = async (upTo: number): Promise<void> => {
    while (runs.length < upTo) runs.push(await runAll(text, GOLDEN_TIMEOUT_MS, true));
  };
  if (mayBeIntermittent(target.kind)) {
    await more(GOLDEN_RUNS);
    if (settings.racy || runs.some((r) => !shown(r))) await more(RATE_RUNS);
  }
  const showing = runs.filter((r) => shown(r) !== undefined);
  const golden = showing[0] ?? runs[0]!;
  const keeps = shown(golden);
  if (!keeps)
    throw new NotReproducible(
      `no ${target.kind} on ${target.lanes.join(', ')} to keep${runs.length > 1 ? ` in ${runs.length} runs` : ''}: ${golden.map(describeOutcome).join('; ')}`,
    );
  const intermittent: Intermittence | undefined =
    showing.length < runs.length ? { shows: showing.length, runs: runs.length } : undefined;
  // A race's rate: the measured one, or, known to race though every run showed it, one that misses it now and then.
  const raceRate = intermittent ?? (settings.racy ? { shows: runs.length - 1, runs: runs.length } : undefined);
  const tries = triesToKeep(raceRate);
  const witnesses = target.witnesses.filter((w) => golden.some((o) => o.laneId === w && witnessed(target.oracle, o)));
  const slowest = (outcomes: readonly Outcome[]): number => Math.max(...outcomes.map((o) => o.timeMs));
  const timeout = new AdaptiveTimeout(slowest(golden));
  // The last interesting text: run again, it measures whether the machine is slower now than when it was kept.
  let yardstick: string | undefined;
  /** A candidate that timed out gets another run when the limit, not the candidate, may be what failed. */
  const retryAfterTimeout = async (signal: AbortSignal): Promise<boolean> => {
    // Until a candidate proves the limit, the limit set from one golden run is suspect: twice it.
    if (yardstick === undefined) return timeout.timedOut();
    // Then a timeout is the candidate's, unless the machine got slower (on a busy laptop, load 8 on 2 cores, a 1 s
    // run took over 2.4 s and the reduction stopped short of its fixpoint): the yardstick says.
    // At the present limit: a yardstick that times out too says the machine is at least twice as slow.
    const again = slowest(await runAll(yardstick, timeout.ms));
    return !signal.aborted && timeout.remeasured(again);
  };
  const expectation =
    target.oracle.kind === 'expected' && (keeps.kind === 'soundness' || keeps.kind === 'incompleteness');
  // A wrong answer that only the mutator's construction contradicts (every lane gave it) is not reduced: the
  // expectation holds for the mutant alone, and nothing would tell whether a smaller formula keeps it. Reduced anyway,
  // every such finding drifts to `(assert false)` or `(check-sat)`, which every solver answers "wrongly" (seen: eleven
  // Z3 findings in one run, on all three Z3 lanes). An unknown needs no witness: no solver is unknown on those.
  const unwitnessed = expectation && keeps.kind === 'soundness' && witnesses.length === 0;
  const once = async (script: Script, signal: AbortSignal, again: boolean): Promise<boolean> => {
    const text = solverText(script);
    let outcomes = await runAll(text, timeout.ms, again);
    if (!signal.aborted && outcomes.some((o) => o.status === 'timeout') && (await retryAfterTimeout(signal)))
      outcomes = await runAll(text, timeout.ms, again);
    if (signal.aborted) return false;
    const keep = stillShows(script, target, keeps, witnesses, outcomes);
    if (keep) {
      timeout.interesting(slowest(outcomes));
      yardstick = text;
    }
    return keep;
  };
  const predicate: Predicate = async ({ script }, signal) =>
    !signal.aborted && !unwitnessed && (await shows(tries, (again) => once(script, signal, again), signal));
  const checkpoint: Predicate | undefined = raceRate
    ? async ({ script }, signal) =>
        !signal.aborted && (await shows(triesToHold(raceRate), (again) => once(script, signal, again), signal))
    : undefined;
  const by =
    witnesses.length > 0
      ? ` (while ${witnesses.join(', ')} ${witnesses.length > 1 ? 'answer' : 'answers'} ${target.oracle.expected})`
      : unwitnessed
        ? ` (not reduced: no lane answered ${target.oracle.expected}, and only the mutator's expectation, which holds for this formula alone, says it should; a lane that answers ${target.oracle.expected}, another solver's, lets it be reduced)`
        : expectation
          ? ` (no lane answered ${target.oracle.expected}: only the mutator's expectation holds it)`
          : '';
  const rate = intermittent
    ? ` (intermittent: it ${rateText(intermittent)}; a candidate must show it ${tries.need} times in ${tries.of} runs)`
    : '';
  return {
    predicate,
    golden,
    keeps,
    witnesses,
    ...(intermittent ? { intermittent } : {}),
    ...(tries.of > 1 ? { tries } : {}),
    ...(checkpoint ? { checkpoint } : {}),
    describe: `${keeps.kind}: ${keeps.message}${by}${rate}`,
  };
}

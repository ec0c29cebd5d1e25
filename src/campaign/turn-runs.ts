// A mutant's turn on the solvers: every lane at the campaign's timeout, or under its seed's time limit
// (time-bound.ts), then the checks of the lanes' models when the engine was given a checker (EngineDeps: the page
// checks them in a worker, off its main thread).
import { modelChecksOf } from '../oracles/model-check.js';
import type { Outcome, RunOptions } from '../solvers/outcome.js';
import type { LaneRunner } from '../solvers/runner.js';
import type { EngineDeps } from './engine-deps.js';
import type { TimeProfile } from './profile.js';
import type { Judged } from './record-step.js';
import type { SeedState } from './seed-state.js';
import type { SolverOptions } from '../finding/options.js';
import { everyLane, runMutant, runWithOptions } from './solver-runs.js';

export interface TurnRunner {
  runner: LaneRunner;
  runOptions: RunOptions;
  deps: Pick<EngineDeps, 'timeBounds' | 'modelChecker'>;
  /** Where the model checks' time is counted. */
  profile?: TimeProfile;
}

/** A mutant's runs, and the checks of their models when there is a checker. */
export async function runAndCheck(
  t: TurnRunner,
  seed: SeedState,
  text: string,
  options: SolverOptions | undefined,
): Promise<Judged> {
  const outcomes = await runTurn(t, seed, text, options);
  const checker = t.deps.modelChecker;
  if (!checker) return { outcomes };
  const check = () => modelChecksOf(checker, text, outcomes);
  return { outcomes, modelChecks: await (t.profile ? t.profile.timeAsync('modelChecks', check) : check()) };
}

/** A mutant on every lane: at the campaign's timeout, or under its seed's time limit. */
function runTurn(t: TurnRunner, seed: SeedState, text: string, options: SolverOptions | undefined): Promise<Outcome[]> {
  const bounds = t.deps.timeBounds;
  if (!bounds) return runMutant(t.runner, text, t.runOptions, options);
  return bounds.runMutant(
    seed.seed,
    t.runner.lanes.map((l) => l.id),
    text,
    (laneId, script, timeoutMs, mutant) =>
      runWithOptions(
        t.runner,
        laneId,
        script,
        { ...t.runOptions, timeoutMs },
        mutant ? options?.byLane[laneId] : undefined,
      ),
    everyLane,
  );
}

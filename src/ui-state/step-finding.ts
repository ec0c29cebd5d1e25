// A step run's findings as records: each finding the judge made, with the mutant, its seed(s), the lanes' solvers as
// they reported themselves and, for a mutator's step, what made it (its mutant id and walk, so the record rebuilds
// it), as a campaign records its own. step-session.ts stores them before it shows the judgement.
import { formatMutantId } from '../campaign/mutant-id.js';
import { logicOf, NO_LOGIC } from '../smtlib/logic.js';
import { makeFinding, solverInfo, type Finding, type MadeBy } from '../finding/record.js';
import type { Oracle } from '../mutators/types.js';
import type { Judgement } from '../oracles/index.js';
import type { Script } from '../smtlib/ast.js';
import { parseLane } from '../solvers/lane-spec.js';
import type { Outcome } from '../solvers/outcome.js';
import type { StepRequest, StepResult } from './step.js';

/** The mutator's step that made a mutant, with the settings it ran with and the label a solver gave the seed. */
export interface StepMade {
  result: StepResult & { ok: true };
  config: Pick<StepRequest, 'mutator' | 'options' | 'rngSeed'>;
  label?: MadeBy['seedLabel'];
}

export interface StepRun {
  judgement: Judgement;
  mutant: string;
  /** The mutant's script, when it parses. */
  script: Script | undefined;
  oracle: Oracle;
  outcomes: readonly Outcome[];
  lanes: readonly string[];
  timeoutMs: number;
  seed: string;
  secondSeed?: string;
  /** None for a literal mutant (a link's, a stored finding's). */
  made?: StepMade;
  /** What a lane's solver reported about itself. */
  version(laneId: string): string | undefined;
}

export function stepFindings(run: StepRun): Finding[] {
  const r = run.made?.result;
  return run.judgement.findings.map((raw) =>
    makeFinding({
      raw,
      logic: run.script ? logicOf(run.script) : NO_LOGIC,
      rules: r ? r.trace.map((t) => t.rule) : [],
      origin: 'step',
      mutant: run.mutant,
      seed: run.seed,
      ...(run.secondSeed !== undefined ? { secondSeed: run.secondSeed } : {}),
      oracle: run.oracle,
      outcomes: run.outcomes,
      solvers: run.lanes.map((id) => {
        const lane = parseLane(id);
        const info = lane.ok
          ? lane.value
          : { id, family: 'z3' as const, version: '', backend: 'wasm' as const, options: [] };
        return solverInfo(info, run.version(id));
      }),
      timeoutMs: run.timeoutMs,
      ...(run.made ? { made: madeBy(run.made) } : {}),
    }),
  );
}

function madeBy({ result: r, config, label }: StepMade): MadeBy {
  const { rngSeed, mode, iterations, restartEvery } = r.walk;
  return {
    mutantId: formatMutantId({ rngSeed: config.rngSeed, mutator: config.mutator, step: r.step, seedId: 'step' }),
    seedId: 'step',
    mutator: config.mutator,
    options: config.options,
    walk: { rngSeed, mode, iterations, ...(restartEvery ? { restartEvery } : {}) },
    rngSeed: config.rngSeed,
    step: r.step,
    ...(label ? { seedLabel: label } : {}),
  };
}

// Recording a mutant's turn once every lane has answered: the judge's verdict, counted; each finding made into the
// one record (finding.ts) with how it was made; a finding of a new signature saved before it is reported (a crash
// after that loses nothing), one already seen counted into its group; the statistics. What the turn tells the
// scheduler comes back: its timeouts, and whether it brought anything new.
import type { MutationResult, Mutator } from '../mutators/types.js';
import { judge, type ModelChecks } from '../oracles/index.js';
import type { Outcome } from '../solvers/outcome.js';
import { makeFinding, type Finding, type MadeBy, type SolverInfo } from '../finding/record.js';
import { occurrenceOf, type FindingGroups } from '../finding/groups.js';
import { hashId } from '../rng.js';
import { formatMutantId } from './mutant-id.js';
import { logicOf } from '../smtlib/logic.js';
import { walkConfigFor } from './mutants.js';
import type { Novelty } from '../scheduling/novelty.js';
import { baseLaneId, type SolverOptions } from '../finding/options.js';
import { count, knownLabel, knownReference, type PairState, type Ready, type SeedState } from './seed-state.js';
import type { StatsTracker } from './stats.js';
import type { CampaignStore } from './store.js';
import type { CampaignConfig, CampaignEvent, Counters } from './types.js';

/** A walk step handed to the solvers: its turn number, where it comes from, and the mutant. */
export interface StepTurn {
  turn: number;
  seed: SeedState;
  mutator: Mutator;
  mutatorIndex: number;
  step: number;
  /** What the lanes run (the mutant without a status line). */
  text: string;
  result: MutationResult;
  second?: Ready;
  /** Options drawn for this mutant (option fuzzing). */
  options?: SolverOptions;
}

/** What the judge reads of a turn: every lane's outcome, and the checks of their models made beforehand, if any. */
export interface Judged {
  outcomes: Outcome[];
  modelChecks?: ModelChecks;
}

/** Where a campaign's records go and what they are counted in. */
export interface Recording {
  config: CampaignConfig;
  solvers: readonly SolverInfo[];
  store: CampaignStore;
  groups: FindingGroups;
  stats: StatsTracker;
  novelty: Novelty;
  emit: (event: CampaignEvent) => void;
}

export async function recordStep(
  turn: StepTurn,
  { outcomes, modelChecks }: Judged,
  r: Recording,
): Promise<{ timeouts: number; novel: boolean }> {
  const { seed, result, mutatorIndex: m } = turn;
  const { config, stats } = r;
  const tally = (key: keyof Counters, n = 1) => count(stats.counters, seed, m, key, n);
  for (const o of outcomes) stats.outcome(o);
  tally('mutantsTested');
  const verdict = stats.profile.time('judging', () => judge(result.mutant, result.oracle, outcomes, modelChecks));
  tally('timeouts', verdict.timeouts);
  tally('unknowns', verdict.unknowns);
  tally('modelChecks', verdict.modelChecks);
  tally('modelChecksGaveUp', verdict.modelChecksGaveUp);
  tally('rejectedRuns', verdict.rejected.length);
  if (verdict.invalidMutant) tally('invalidMutants');
  stats.tested(seed.seed.id, turn.mutator.info.name, verdict.timeouts);
  let novel = r.novelty.observe(outcomes, (o) => baseLaneId(o.laneId, turn.options));
  const logic = logicOf((seed.prepared as Ready).script);
  const rules = result.trace.map((t) => t.rule);
  for (const raw of verdict.findings) {
    tally('findingOccurrences');
    const finding = makeFinding({
      raw,
      logic,
      rules,
      origin: 'campaign',
      mutant: turn.text,
      seed: seed.seed.text,
      ...(turn.second ? { secondSeed: turn.second.seed.text } : {}),
      oracle: result.oracle,
      outcomes,
      solvers: r.solvers,
      timeoutMs: config.timeoutMs,
      made: madeBy(turn, config),
      ...(turn.options && Object.keys(turn.options.byLane).length > 0 ? { solverOptions: turn.options } : {}),
    });
    const pair = seed.pairs[m]!;
    if (await stats.profile.timeAsync('writing', () => keepFinding(finding, r, pair))) {
      novel = true;
      stats.found(seed.seed.id, turn.mutator.info.name);
    }
  }
  return { timeouts: verdict.timeouts, novel };
}

/**
 * One finding kept: a new signature saved before it is reported (true), one seen before counted into its group and,
 * for a walk's step, into the walk's next progress line (`pair`), so a resumed campaign counts it too. A seed's own
 * run has no walk: a resumed campaign judges the seed again and counts it then.
 */
export async function keepFinding(finding: Finding, r: Recording, pair?: PairState): Promise<boolean> {
  const seen = occurrenceOf(finding);
  if (!r.groups.has(seen.signature)) {
    // Durable first, reported second: a crash after this line loses nothing.
    await r.store.saveFinding(finding);
    r.groups.add(seen);
    r.emit({ type: 'finding', finding });
    return true;
  }
  const occurrence = { ...seen, id: hashId(seen.signature) };
  r.groups.add(occurrence);
  if (pair) {
    pair.occurrences.push(occurrence);
    pair.dirty = true;
  }
  await r.store.countOccurrence?.(occurrence);
  return false;
}

/** How the step's mutant was made: enough, with the seed text, to rebuild it from its id. */
export function madeBy(turn: StepTurn, config: CampaignConfig): MadeBy {
  const { seed, mutator } = turn;
  const walked = walkConfigFor(config, mutator, seed.seed.id);
  const label = knownLabel(seed);
  const ref = knownReference(seed);
  return {
    mutantId: formatMutantId({
      rngSeed: config.rngSeed,
      seedId: seed.seed.id,
      mutator: mutator.info.name,
      step: turn.step,
    }),
    seedId: seed.seed.id,
    ...(turn.second ? { secondSeedId: turn.second.seed.id } : {}),
    mutator: mutator.info.name,
    options: walked.options,
    walk: {
      rngSeed: walked.rngSeed,
      mode: walked.mode,
      iterations: walked.iterations,
      ...(walked.restartEvery ? { restartEvery: walked.restartEvery } : {}),
    },
    rngSeed: config.rngSeed,
    step: turn.step,
    ...(label ? { seedLabel: label } : {}),
    ...(mutator.info.needs.model && ref ? { reference: ref } : {}),
  };
}

// The campaign engine: seeds → mutants → lanes → verdicts → de-duplicated, persisted findings.
// Environment-neutral: solvers come in as a LaneRunner (the solver pool), persistence as a CampaignStore.
// It asks the scheduler (scheduler.ts) which (seed, mutator) walk takes each turn, and takes it: a seed is parsed,
// labelled and given its STORM reference model on its first turn that needs it (seed-lifecycle.ts), so the first
// mutant runs at once whatever the number of seeds; a walk step's mutant goes to every lane (solver-runs.ts). Turns
// run ahead of recording and are recorded in the order they were handed out (in-flight.ts, record-step.ts); walks'
// progress is saved at checkpoints (checkpoint.ts) and taken up again by a resumed campaign (resume.ts).
import type { WalkStep } from '../mutators/walk.js';
import { stripStatusText } from '../smtlib/status.js';
import type { OptionTable } from '../solvers/options/table.js';
import type { Outcome } from '../solvers/outcome.js';
import type { LaneRunner } from '../solvers/runner.js';
import { checkpoint } from './checkpoint.js';
import type { FactsCache } from './facts-cache.js';
import { solverInfo } from './finding.js';
import { FindingGroups } from './groups.js';
import { InFlight } from './in-flight.js';
import { mutatorOf } from './mutants.js';
import { Novelty } from './novelty.js';
import { recordStep, type Recording, type StepTurn } from './record-step.js';
import { defaultReference, type ReferenceLane } from './reference.js';
import { resume } from './resume.js';
import { Scheduler, type Pair } from './scheduler.js';
import { heldBy, lacking, parsed, preparedFeedback, solve, startWalk, type Preparation } from './seed-lifecycle.js';
import { count, seedStates, type SeedState } from './seed-state.js';
import { drawOptions } from './solver-options.js';
import { runMutant, timedRuns } from './solver-runs.js';
import { BusyClock, StatsTracker } from './stats.js';
import type { CampaignStore } from './store.js';
import type {
  CampaignConfig,
  CampaignEvent,
  CampaignResult,
  CampaignSeed,
  Counters,
  CurrentTurn,
  SkippedSeed,
} from './types.js';

export type { ReferenceLane } from './reference.js';

export interface EngineDeps {
  runner: LaneRunner;
  store: CampaignStore;
  /**
   * Where STORM's model M comes from: by default the first Z3 lane under test (the CLI's --reference can
   * name a lane that is not under test, as the paper does).
   */
  reference?: ReferenceLane;
  /** Labels and reference models solved by earlier campaigns (by content); none kept when absent. */
  facts?: FactsCache;
  /** Option tables by lane id, for `config.fuzzOptions` (solvers/options/); lanes without one get no options. */
  optionTables?: ReadonlyMap<string, OptionTable>;
  /** Versions the solvers reported at start, by lane id (recorded with each finding). */
  versions?: Record<string, string>;
  now?: () => number;
  onEvent?: (event: CampaignEvent) => void;
  signal?: AbortSignal;
  progressEveryMs?: number;
  /** How often walks' progress is saved (for --resume); default 5 s. */
  checkpointEveryMs?: number;
}

/** Pairs retire after this many steps in a row without a mutant. */
const BARREN_TURNS = 16;

export async function runCampaign(
  config: CampaignConfig,
  seeds: readonly CampaignSeed[],
  deps: EngineDeps,
): Promise<CampaignResult> {
  const now = deps.now ?? (() => performance.now());
  const emit = deps.onEvent ?? (() => {});
  const startedAt = now();
  const busy = new BusyClock(now);
  const lanes = deps.runner.lanes;
  const mutators = config.mutators.map((m) => mutatorOf(m.name));
  const mutatorNames = mutators.map((m) => m.info.name);
  const stats = new StatsTracker(
    now,
    startedAt,
    busy,
    lanes.map((l) => l.id),
    mutatorNames,
  );
  const groups = new FindingGroups();
  const { runner, reference } = timedRuns(busy, deps.runner, deps.reference ?? defaultReference(deps.runner));
  const solving = { runner, reference, timeoutMs: config.timeoutMs, ...(deps.facts ? { facts: deps.facts } : {}) };
  const inFlight = new InFlight(Math.max(1, config.lookahead ?? 16));
  // Out of time (or stopped), the mutants still queued for a solver are dropped, not run: the campaign ends
  // within one timeout of its budget, and a resumed campaign runs them (they stay in their walks' `inFlight`).
  const runOptions = {
    timeoutMs: config.timeoutMs,
    ...(config.checkModels ? { produceModel: true } : {}),
    signal: inFlight.signal,
  };
  const recording: Recording = {
    config,
    solvers: lanes.map((l) => solverInfo(l, deps.versions?.[l.id])),
    store: deps.store,
    groups,
    stats,
    novelty: new Novelty(),
    emit,
  };
  const skipped: SkippedSeed[] = [];
  const states = seedStates(seeds, mutators.length);
  const scheduler = new Scheduler(
    {
      seeds: seeds.length,
      mutators: mutators.length,
      rngSeed: config.rngSeed,
      stepsPerPair: config.walk.iterations,
      ...(config.stepsPerSeed !== undefined ? { stepsPerSeed: config.stepsPerSeed } : {}),
      timeoutsPerSeed: config.timeoutsPerSeed ?? 32,
      barrenTurns: BARREN_TURNS,
      lag: inFlight.lookahead * 4,
    },
    (s, by) => tally(states[s]!, by.mutator, 'seedsAbandoned'),
  );
  const tally = (seed: SeedState, m: number, key: keyof Counters, n = 1) => count(stats.counters, seed, m, key, n);

  resume(await deps.store.load(), { states, scheduler, stats, groups, mutatorNames });
  stats.seeds.total = seeds.length;

  let current: CurrentTurn | undefined;
  let seedsStarted = 0;
  let lastProgress = now();
  let lastCheckpoint = now();

  /** Milliseconds of the time budget left (Infinity without one). */
  const timeLeft = (): number =>
    config.timeBudgetMs === undefined ? Infinity : config.timeBudgetMs - (now() - startedAt);
  /** Stopped from outside or out of time: what is still queued is not run. */
  const cutShort = (): boolean => deps.signal?.aborted === true || timeLeft() <= 0;
  const stopped = (): boolean =>
    cutShort() || (config.maxMutants !== undefined && stats.counters.mutantsGenerated >= config.maxMutants);

  // ---- the loop: choose, prepare or mutate, launch ----
  for (;;) {
    if (stopped()) break;
    // Choices may use the feedback of turns older than the lag, so those must be recorded first.
    await inFlight.recordedThrough(scheduler.turns - scheduler.plan.lag - 1);
    // Wait for a free place, but not past the time budget: then the loop ends and the queue is dropped.
    while (inFlight.full && !stopped()) await inFlight.untilSettled(timeLeft());
    if (stopped()) break;
    const choice = scheduler.next();
    if ('done' in choice) break;
    if ('wait' in choice) {
      await inFlight.recordedThrough(choice.wait);
      scheduler.applyThrough(choice.wait);
      continue;
    }
    await take(choice.pair);
    if (now() - lastProgress >= (deps.progressEveryMs ?? 500)) progress();
    if (now() - lastCheckpoint >= (deps.checkpointEveryMs ?? 5000)) await saveProgress();
  }
  if (cutShort()) inFlight.dropQueued();
  await inFlight.finish();
  await saveProgress();

  /** One scheduler choice: parse, prepare, or take the walk's next step. */
  async function take(pair: Pair): Promise<void> {
    const seed = states[pair.seed]!;
    const m = pair.mutator;
    const mutator = mutators[m]!;
    const ready = parsed(seed, config.dialects);
    if (!ready.ok) return skipSeed(seed, ready.reason);
    if (!seed.started) {
      seed.started = true;
      emit({ type: 'seed-start', seedId: seed.seed.id, index: seedsStarted++, total: seeds.length });
    }
    current = { seedId: seed.seed.id, mutator: mutator.info.name };
    const lacks = lacking(seed, mutator);
    if (lacks && 'prepare' in lacks) return prepare(seed, pair, lacks.prepare);
    if (lacks) return retire(seed, m, lacks.reason);
    const pairState = seed.pairs[m]!;
    pairState.walk ??= startWalk(states, seed, ready, mutator, pairState.next, config);
    if (!pairState.walk) {
      // No partner with the same label yet (labels are solved as seeds take turns): try again later.
      tally(seed, m, 'noMutant');
      scheduler.barren(pair);
      return;
    }
    const { steps, second } = pairState.walk;
    let next: IteratorResult<WalkStep>;
    try {
      next = steps.next();
    } catch {
      tally(seed, m, 'mutatorBugs');
      return retire(seed, m);
    }
    if (next.done) return retire(seed, m);
    const s = next.value;
    pairState.next = s.step + 1;
    pairState.dirty = true;
    if (!s.ok) {
      tally(seed, m, s.bug ? 'mutatorBugs' : 'noMutant');
      scheduler.barren(pair);
      return;
    }
    tally(seed, m, 'mutantsGenerated');
    const options = config.fuzzOptions
      ? drawOptions(lanes, deps.optionTables ?? new Map(), {
          rngSeed: config.rngSeed,
          seedId: seed.seed.id,
          mutator: mutator.info.name,
          step: s.step,
        })
      : undefined;
    const turn: StepTurn = {
      turn: scheduler.turn(pair, 'step'),
      seed,
      mutator,
      mutatorIndex: m,
      step: s.step,
      text: stripStatusText(s.text),
      result: s.result,
      ...(second ? { second } : {}),
      ...(options ? { options } : {}),
    };
    pairState.inFlight.add(s.step);
    inFlight.launch(
      turn.turn,
      () => runMutant(runner, turn.text, runOptions, options),
      (outcomes) => record(turn, outcomes),
      true,
    );
  }

  /** A seed that does not parse: skipped with its reason, once. */
  function skipSeed(seed: SeedState, reason: string): void {
    if (scheduler.seedFinished(seed.index)) return;
    scheduler.retireSeed(seed.index);
    skipped.push({ seedId: seed.seed.id, reason });
    stats.seeds.skipped++;
    emit({ type: 'seed-skipped', seedId: seed.seed.id, reason });
  }

  function retire(seed: SeedState, m: number, reason?: string): void {
    scheduler.retire({ seed: seed.index, mutator: m });
    seed.pairs[m]!.dirty = true;
    if (reason) emit({ type: 'seed-skipped', seedId: seed.seed.id, reason: `${mutatorNames[m]!}: ${reason}` });
  }

  /** Solves a label or a reference model as a turn of its own; the mutators needing it wait. */
  function prepare(seed: SeedState, pair: Pair, kind: Preparation): void {
    const held = heldBy(mutators, kind);
    scheduler.hold(seed.index, held);
    const turn = scheduler.turn(pair, 'prepare');
    const skip = (reason: string) => emit({ type: 'seed-skipped', seedId: seed.seed.id, reason });
    inFlight.launch(
      turn,
      () => solve(kind, seed, solving),
      (solved) => scheduler.feedback(turn, preparedFeedback(seed, held, solved, mutatorNames, skip)),
    );
  }

  /** A walk step's outcomes, recorded in turn order; its feedback goes to the scheduler. */
  async function record(turn: StepTurn, outcomes: Outcome[]): Promise<void> {
    const feedback = await recordStep(turn, outcomes, recording);
    const pairState = turn.seed.pairs[turn.mutatorIndex]!;
    pairState.inFlight.delete(turn.step);
    pairState.dirty = true;
    scheduler.feedback(turn.turn, feedback);
    stats.sample();
  }

  function progress(): void {
    lastProgress = now();
    emit({ type: 'progress', stats: stats.snapshot(groups), ...(current ? { current } : {}) });
  }

  async function saveProgress(): Promise<void> {
    lastCheckpoint = now();
    await checkpoint(states, scheduler, deps.store, mutatorNames, (seed) => {
      stats.seeds.done++;
      emit({ type: 'seed-done', seedId: seed.seed.id });
    });
  }

  const final = stats.snapshot(groups);
  emit({ type: 'progress', stats: final, ...(current ? { current } : {}) });
  return { stats: final, groups: groups.list(), skipped };
}

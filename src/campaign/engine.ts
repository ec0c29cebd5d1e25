// The campaign engine: seeds → mutants → lanes → verdicts → de-duplicated, persisted findings.
// Environment-neutral: solvers come in as a LaneRunner (the solver pool), persistence as a CampaignStore.
// Until its budget is spent (budget.ts) it asks the scheduler (scheduler.ts) which (seed, mutator) walk takes each
// turn, and takes it: a seed is parsed, run as itself on every lane (its label) and given its STORM reference model on
// its first turns that need them (seed-lifecycle.ts), a few seeds ahead at most, so the first mutant runs at once
// whatever the number of seeds; a walk's next step (walks.ts) gives a mutant for every lane (solver-runs.ts). Turns
// run ahead of recording and are recorded in the order they were handed out (in-flight.ts, record-step.ts); walks'
// progress is saved at checkpoints (checkpoint.ts) and taken up again by a resumed campaign (resume.ts).
import type { Mutator } from '../mutators/types.js';
import { stripStatusText } from '../smtlib/status.js';
import type { RunOptions } from '../solvers/outcome.js';
import type { LaneRunner } from '../solvers/runner.js';
import { Budget } from './budget.js';
import { checkpoint } from './checkpoint.js';
import type { EngineDeps } from './engine-deps.js';
import { solverInfo } from '../finding/record.js';
import { FindingGroups } from '../finding/groups.js';
import { InFlight } from '../scheduling/in-flight.js';
import { mutatorOf } from './mutants.js';
import { Novelty } from '../scheduling/novelty.js';
import { recordStep, type Judged, type Recording, type StepTurn } from './record-step.js';
import { defaultReference } from './reference.js';
import { resume } from './resume.js';
import { Scheduler, type Pair } from '../scheduling/scheduler.js';
import { lacking, parsed, solvingOf } from './seed-lifecycle.js';
import { Preparations } from './preparations.js';
import { count, recordIn, seedStates, type Ready, type SeedState } from './seed-state.js';
import { featuresOf } from '../scheduling/option-focus.js';
import { optionsFor } from '../scheduling/solver-options.js';
import { timedRuns } from './solver-runs.js';
import { runAndCheck, type TurnRunner } from './turn-runs.js';
import { BusyClock, StatsTracker } from './stats.js';
import { nextStep } from './walks.js';
import type {
  CampaignConfig,
  CampaignEvent,
  CampaignResult,
  CampaignSeed,
  Counters,
  CurrentTurn,
  SkippedSeed,
} from './types.js';

export type { EngineDeps } from './engine-deps.js';
export type { ReferenceLane } from './reference.js';

/** Pairs retire after this many steps in a row without a mutant. */
const BARREN_TURNS = 16;
/**
 * Seeds prepared at once (scheduler.ts): each waits in the solvers' queues ahead of the first mutants, so few; the
 * mutants of the seeds prepared keep the solvers busy meanwhile.
 */
const PREPARATIONS_AHEAD = 3;

/** Runs a campaign to its end (its budget, a stop, or no turn left); a bad configuration rejects, never throws. */
export async function runCampaign(
  config: CampaignConfig,
  seeds: readonly CampaignSeed[],
  deps: EngineDeps,
): Promise<CampaignResult> {
  return new CampaignRun(config, seeds, deps).run();
}

/** One run of a campaign: what its loop and its turns share. */
class CampaignRun {
  private readonly now: () => number;
  private readonly emit: (event: CampaignEvent) => void;
  private readonly budget: Budget;
  private readonly mutators: Mutator[];
  private readonly mutatorNames: string[];
  private readonly stats: StatsTracker;
  private readonly groups = new FindingGroups();
  /** The lanes under test, their runs timed. */
  private readonly runner: LaneRunner;
  private readonly preparations: Preparations;
  private readonly inFlight: InFlight;
  private readonly runOptions: RunOptions;
  private readonly turns: TurnRunner;
  private readonly recording: Recording;
  private readonly states: SeedState[];
  private readonly scheduler: Scheduler;
  private readonly skipped: SkippedSeed[] = [];
  private current: CurrentTurn | undefined;
  private seedsStarted = 0;
  private lastProgress: number;
  private lastCheckpoint: number;

  constructor(
    private readonly config: CampaignConfig,
    private readonly seeds: readonly CampaignSeed[],
    private readonly deps: EngineDeps,
  ) {
    const now = (this.now = deps.now ?? (() => performance.now()));
    this.emit = deps.onEvent ?? (() => {});
    const startedAt = (this.lastProgress = this.lastCheckpoint = now());
    this.budget = new Budget(config, now, startedAt, deps.signal);
    const busy = new BusyClock(now);
    const lanes = deps.runner.lanes;
    const laneIds = lanes.map((l) => l.id);
    this.mutators = config.mutators.map((m) => mutatorOf(m.name));
    this.mutatorNames = this.mutators.map((m) => m.info.name);
    this.stats = new StatsTracker(now, startedAt, busy, laneIds, this.mutatorNames, config.timeoutMs);
    const profile = this.stats.profile;
    const reference0 = deps.reference ?? defaultReference(deps.runner);
    const { runner, reference } = timedRuns(busy, deps.runner, reference0, profile);
    this.runner = runner;
    this.inFlight = new InFlight(Math.max(1, config.lookahead ?? 16));
    // Out of time (or stopped: at once), the mutants still queued for a solver are dropped, not run: the campaign
    // ends within one timeout of its budget, and a resumed campaign runs them (they stay in their walks' `inFlight`).
    deps.signal?.addEventListener('abort', () => this.inFlight.dropQueued(), { once: true });
    this.runOptions = {
      timeoutMs: config.timeoutMs,
      ...(config.checkModels ? { produceModel: true } : {}),
      signal: this.inFlight.signal,
    };
    this.turns = { runner: this.runner, runOptions: this.runOptions, deps, profile };
    this.recording = {
      config,
      solvers: lanes.map((l) => solverInfo(l, deps.versions?.[l.id])),
      store: deps.store,
      groups: this.groups,
      stats: this.stats,
      novelty: new Novelty(),
      // A new finding comes with the counts that include its mutant: a page never shows a finding beside
      // "0 mutants tested".
      emit: (event) => {
        this.emit(event);
        if (event.type === 'finding') this.progress();
      },
    };
    this.states = seedStates(seeds, this.mutators.length);
    this.scheduler = new Scheduler(
      {
        seeds: seeds.length,
        mutators: this.mutators.length,
        rngSeed: config.rngSeed,
        stepsPerPair: config.walk.iterations,
        ...(config.stepsPerSeed !== undefined ? { stepsPerSeed: config.stepsPerSeed } : {}),
        timeoutsPerSeed: config.timeoutsPerSeed ?? 32,
        barrenTurns: BARREN_TURNS,
        lag: this.inFlight.lookahead * 4,
        preparationsAhead: PREPARATIONS_AHEAD,
        ...(config.balanceMutators ? { balanced: true } : {}),
      },
      (s, by) => this.tally(this.states[s]!, by.mutator, 'seedsAbandoned'),
    );
    this.preparations = new Preparations({
      solving: solvingOf(
        { runner, reference, timeoutMs: config.timeoutMs, runOptions: this.runOptions, recording: this.recording },
        deps,
      ),
      scheduler: this.scheduler,
      inFlight: this.inFlight,
      mutators: this.mutators,
      emit: this.emit,
    });
  }

  /** The loop: choose, prepare or mutate, launch; then what is in flight is recorded (or dropped) and saved. */
  async run(): Promise<CampaignResult> {
    const { scheduler, inFlight, stats, groups, deps, states, mutatorNames } = this;
    resume(await deps.store.load(), { states, scheduler, stats, groups, mutatorNames });
    stats.seeds.total = this.seeds.length;
    for (;;) {
      if (this.stopped()) break;
      // Choices may use the feedback of turns older than the lag, so those must be recorded first.
      await inFlight.recordedThrough(scheduler.turns - scheduler.plan.lag - 1);
      // Wait for a free place, but not past the time budget: then the loop ends and the queue is dropped.
      while (inFlight.full && !this.stopped()) await inFlight.untilSettled(this.budget.timeLeft());
      if (this.stopped()) break;
      const choice = scheduler.next();
      if ('done' in choice) break;
      if ('wait' in choice) {
        await inFlight.recordedThrough(choice.wait);
        if (this.stopped()) break; // a dropped turn has no feedback to apply
        scheduler.applyThrough(choice.wait);
        continue;
      }
      await this.take(choice.pair);
      if (this.now() - this.lastProgress >= (deps.progressEveryMs ?? 500)) this.progress();
      if (this.now() - this.lastCheckpoint >= (deps.checkpointEveryMs ?? 5000)) await this.saveProgress();
    }
    if (this.budget.cutShort()) inFlight.dropQueued();
    await inFlight.finish();
    await this.saveProgress();
    const final = stats.snapshot(groups);
    this.emit({ type: 'progress', stats: final, ...(this.current ? { current: this.current } : {}) });
    return { stats: final, groups: groups.list(), skipped: this.skipped };
  }

  private stopped(): boolean {
    return this.budget.spent(this.stats.counters.mutantsGenerated);
  }

  private tally(seed: SeedState, m: number, key: keyof Counters, n = 1): void {
    count(this.stats.counters, seed, m, key, n);
  }

  /** One scheduler choice: parse, prepare, or take the walk's next step. */
  private async take(pair: Pair): Promise<void> {
    const seed = this.states[pair.seed]!;
    const mutator = this.mutators[pair.mutator]!;
    const ready = this.stats.profile.time('mutation', () => parsed(seed, this.config.dialects));
    if (!ready.ok) return this.skipSeed(seed, ready.reason);
    if (!seed.started) {
      seed.started = true;
      this.emit({ type: 'seed-start', seedId: seed.seed.id, index: this.seedsStarted++, total: this.seeds.length });
    }
    this.current = { seedId: seed.seed.id, mutator: mutator.info.name };
    const lacks = lacking(seed, mutator);
    if (lacks && 'prepare' in lacks) return this.preparations.start(seed, pair, lacks.prepare);
    if (lacks) return this.retire(seed, pair.mutator, lacks.reason);
    this.step(seed, pair, ready);
  }

  /** The walk's next step: a mutant goes to the solvers, a step without one counts against the walk. */
  private step(seed: SeedState, pair: Pair, ready: Ready): void {
    const { config, scheduler } = this;
    const m = pair.mutator;
    const mutator = this.mutators[m]!;
    const profile = this.stats.profile;
    const next = profile.time('mutation', () => nextStep(this.states, seed, m, mutator, ready, config));
    if ('end' in next) {
      if (next.end === 'mutatorBug') this.tally(seed, m, 'mutatorBugs');
      return this.retire(seed, m);
    }
    if ('none' in next) {
      this.tally(seed, m, next.none);
      scheduler.barren(pair);
      return;
    }
    const { mutant: s, second } = next;
    this.tally(seed, m, 'mutantsGenerated');
    const ids = { rngSeed: config.rngSeed, seedId: seed.seed.id, mutator: mutator.info.name, step: s.step };
    const options = config.fuzzOptions
      ? profile.time('mutation', () =>
          optionsFor(this.runner.lanes, this.deps.optionTables ?? new Map(), ids, featuresOf(s.result.mutant)),
        )
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
    seed.pairs[m]!.inFlight.add(s.step);
    this.inFlight.launch(
      turn.turn,
      () => runAndCheck(this.turns, seed, turn.text, options),
      (judged) => this.record(turn, judged),
      true,
    );
  }

  /** A seed that does not parse: skipped with its reason, once. */
  private skipSeed(seed: SeedState, reason: string): void {
    if (this.scheduler.seedFinished(seed.index)) return;
    this.scheduler.retireSeed(seed.index);
    this.skipped.push({ seedId: seed.seed.id, reason });
    this.stats.seeds.skipped++;
    this.emit({ type: 'seed-skipped', seedId: seed.seed.id, reason });
  }

  private retire(seed: SeedState, m: number, reason?: string): void {
    this.scheduler.retire({ seed: seed.index, mutator: m });
    seed.pairs[m]!.dirty = true;
    if (reason)
      this.emit({ type: 'seed-skipped', seedId: seed.seed.id, reason: `${this.mutatorNames[m]!}: ${reason}` });
  }

  /** A walk step's outcomes, recorded in turn order; its feedback goes to the scheduler. */
  private async record(turn: StepTurn, judged: Judged): Promise<void> {
    const pair = turn.seed.pairs[turn.mutatorIndex]!;
    const feedback = await recordIn(pair, turn.step, () => recordStep(turn, judged, this.recording));
    this.scheduler.feedback(turn.turn, feedback);
    this.stats.sample();
  }

  private progress(): void {
    this.lastProgress = this.now();
    const { current } = this;
    this.emit({ type: 'progress', stats: this.stats.snapshot(this.groups), ...(current ? { current } : {}) });
  }

  private async saveProgress(): Promise<void> {
    this.lastCheckpoint = this.now();
    await this.stats.profile.timeAsync('writing', () =>
      checkpoint(this.states, this.scheduler, this.deps.store, this.mutatorNames, (seed) => {
        this.stats.seeds.done++;
        this.emit({ type: 'seed-done', seedId: seed.seed.id });
      }),
    );
  }
}

// The campaign engine: seeds → mutants → lanes → verdicts → de-duplicated, persisted findings.
// Environment-neutral: solvers come in as a LaneRunner (the solver pool), persistence as a CampaignStore.
// The scheduler (scheduler.ts) chooses which (seed, mutator) walk takes each turn; a seed is parsed, labelled
// and given its STORM reference model on its first turn that needs it (seed-facts.ts, cached across runs), so
// the first mutant runs at once whatever the number of seeds. Turns are recorded in the order they were handed
// out, whichever solver finishes first.
import type { Expected, Mutator, MutationResult } from '../mutators/types.js';
import { labelOf } from '../mutators/fusion/index.js';
import { walk, type WalkStep } from '../mutators/walk.js';
import { judge } from '../oracles/index.js';
import { Rng } from '../rng.js';
import { declaredStatusText, stripStatusText } from '../smtlib/status.js';
import type { Lane } from '../solvers/lane.js';
import type { OptionTable } from '../solvers/options/table.js';
import { RunNotStarted, type Outcome } from '../solvers/outcome.js';
import type { LaneRunner } from '../solvers/runner.js';
import type { FactsCache } from './facts-cache.js';
import { makeFinding, solverInfo } from './finding.js';
import { FindingGroups, occurrenceOf } from './groups.js';
import { hashId } from './hash.js';
import { formatMutantId } from './mutant-id.js';
import { logicOf, mutatorOf, walkConfigFor } from './mutants.js';
import { Novelty } from './novelty.js';
import { inputOf, parseSeed, type PreparedSeed } from './prepare.js';
import type { ReferenceModel } from './reference.js';
import { Scheduler, type Pair, type TurnFeedback } from './scheduler.js';
import { cachedReference, solveLabel } from './seed-facts.js';
import { baseLaneId, drawOptions, type SolverOptions } from './solver-options.js';
import { withExtraOptions } from '../solvers/lane-spec.js';
import { BusyClock, emptyCounters, StatsTracker } from './stats.js';
import type { CampaignStore } from './store.js';
import type { SeedTimeBounds } from './time-bound.js';
import type {
  CampaignConfig,
  CampaignEvent,
  CampaignResult,
  CampaignSeed,
  Counters,
  CurrentTurn,
  SkippedSeed,
} from './types.js';

/**
 * Every lane's outcome; once all have settled (a lane still running when another's run is dropped is waited
 * for, so no run is left behind on a solver when the campaign returns), the first rejection if any.
 */
async function everyLane(runs: readonly Promise<Outcome>[]): Promise<Outcome[]> {
  const settled = await Promise.allSettled(runs);
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return settled.map((r) => (r as PromiseFulfilledResult<Outcome>).value);
}

/** A step's outcomes when its runs were dropped from the queue (the campaign ran out of time). */
const NOT_RUN: unique symbol = Symbol('not run');

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
  /** Per-seed time limits (time-bound.ts): every mutant runs at `config.timeoutMs` when absent. */
  timeBounds?: SeedTimeBounds;
}

type Ready = PreparedSeed & { ok: true };

type Fact<T> = { state: 'unknown' } | { state: 'pending' } | { state: 'known'; value: T } | { state: 'failed' };

interface Walk {
  steps: Generator<WalkStep>;
  second?: Ready;
}

interface PairState {
  walk?: Walk;
  /** The walk's next step. */
  next: number;
  /** Steps handed to the solvers and not yet recorded. */
  inFlight: Set<number>;
  /** Counters since the last saved progress line. */
  counters: Counters;
  dirty: boolean;
  savedDone: boolean;
}

interface SeedState {
  index: number;
  seed: CampaignSeed;
  /** The answer the seed states (manifest label or status line), before it is parsed. */
  stated?: Expected;
  prepared?: PreparedSeed;
  label: Fact<Expected>;
  reference: Fact<ReferenceModel>;
  pairs: PairState[];
  started: boolean;
  finished: boolean;
}

interface StepTurn {
  kind: 'step';
  turn: number;
  seed: SeedState;
  mutator: Mutator;
  mutatorIndex: number;
  step: number;
  text: string;
  result: MutationResult;
  second?: Ready;
  options?: SolverOptions;
}

interface PrepareTurn {
  kind: 'label' | 'reference';
  turn: number;
  seed: SeedState;
  /** The mutators held until it is done. */
  held: number[];
}

type Turn = StepTurn | PrepareTurn;

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
  const stats = new StatsTracker(
    now,
    startedAt,
    busy,
    lanes.map((l) => l.id),
    mutators.map((m) => m.info.name),
  );
  const groups = new FindingGroups();
  const novelty = new Novelty();
  const solvers = lanes.map((l) => solverInfo(l, deps.versions?.[l.id]));
  const reference = deps.reference ?? defaultReference(deps.runner);
  const referenceRun: LaneRunner['run'] = async (laneId, text, options) => {
    busy.enter();
    try {
      return await reference.run(laneId, text, options);
    } finally {
      busy.leave();
    }
  };
  const lookahead = Math.max(1, config.lookahead ?? 16);
  // Out of time (or stopped), the mutants still queued for a solver are dropped, not run: the campaign ends
  // within one timeout of its budget, and a resumed campaign runs them (they stay in their walks' `inFlight`).
  const dropQueued = new AbortController();
  const runOptions = {
    timeoutMs: config.timeoutMs,
    ...(config.checkModels ? { produceModel: true } : {}),
    signal: dropQueued.signal,
  };
  const skipped: SkippedSeed[] = [];

  const states: SeedState[] = seeds.map((seed, index) => ({
    index,
    seed,
    ...stated(seed),
    label: { state: 'unknown' },
    reference: { state: 'unknown' },
    pairs: mutators.map(() => ({
      next: 0,
      inFlight: new Set<number>(),
      counters: emptyCounters(),
      dirty: false,
      savedDone: false,
    })),
    started: false,
    finished: false,
  }));
  const byId = new Map(states.map((s) => [s.seed.id, s]));

  const scheduler = new Scheduler(
    {
      seeds: seeds.length,
      mutators: mutators.length,
      rngSeed: config.rngSeed,
      stepsPerPair: config.walk.iterations,
      ...(config.stepsPerSeed !== undefined ? { stepsPerSeed: config.stepsPerSeed } : {}),
      timeoutsPerSeed: config.timeoutsPerSeed ?? 32,
      barrenTurns: BARREN_TURNS,
      lag: lookahead * 4,
    },
    (s, by) => count(states[s]!, by.mutator, 'seedsAbandoned'),
  );

  // ---- what an earlier run of this campaign left ----
  const previous = await deps.store.load();
  for (const f of previous.findings) {
    if (groups.add(occurrenceOf(f))) stats.found(f.made?.seedId, f.made?.mutator);
  }
  const mutatorIndex = new Map(mutators.map((m, i) => [m.info.name, i]));
  for (const done of previous.seedsDone ?? []) {
    const s = byId.get(done.seedId);
    stats.resume(done.counters, done.seedId);
    if (s) scheduler.retireSeed(s.index);
  }
  for (const line of previous.pairs ?? []) {
    const s = byId.get(line.seedId);
    const m = mutatorIndex.get(line.mutator);
    stats.resume(line.counters, line.seedId, line.mutator);
    if (!s || m === undefined) continue;
    const pair = s.pairs[m]!;
    pair.next = Math.max(pair.next, line.steps);
    pair.savedDone ||= line.done;
  }
  for (const s of states)
    s.pairs.forEach((pair, m) => {
      if (pair.savedDone) scheduler.retire({ seed: s.index, mutator: m });
      else if (pair.next > 0) scheduler.resume({ seed: s.index, mutator: m }, pair.next);
    });
  stats.seeds.total = seeds.length;
  for (const s of states)
    if (scheduler.seedFinished(s.index)) {
      s.finished = true;
      stats.seeds.resumed++;
      stats.seeds.done++;
    }

  // ---- running turns ----
  let running = 0;
  let settledWake: (() => void) | undefined;
  let recordedTail: Promise<void> = Promise.resolve();
  const recorded = new Map<number, Promise<void>>();
  let current: CurrentTurn | undefined;
  /** What a preparation turn found, until its turn is recorded. */
  const preparedFacts = new Map<number, unknown>();
  let seedsStarted = 0;
  let lastProgress = now();
  let lastCheckpoint = now();

  const runLane = async (
    laneId: string,
    text: string,
    extra?: readonly string[],
    timeoutMs?: number,
  ): Promise<Outcome> => {
    busy.enter();
    try {
      const within = timeoutMs === undefined ? runOptions : { ...runOptions, timeoutMs };
      const options = extra?.length ? { ...within, options: extra } : within;
      const o = await deps.runner.run(laneId, text, options);
      return extra?.length ? { ...o, laneId: withExtraOptions(laneId, extra) } : o;
    } finally {
      busy.leave();
    }
  };
  const prepRunner: LaneRunner = {
    lanes,
    run: async (laneId, text, options) => {
      busy.enter();
      try {
        return await deps.runner.run(laneId, text, options);
      } finally {
        busy.leave();
      }
    },
  };

  /** Milliseconds of the time budget left (Infinity without one). */
  const timeLeft = (): number =>
    config.timeBudgetMs === undefined ? Infinity : config.timeBudgetMs - (now() - startedAt);
  /** Stopped from outside or out of time: what is still queued is not run. */
  const cutShort = (): boolean => deps.signal?.aborted === true || timeLeft() <= 0;
  const stopped = (): boolean =>
    cutShort() || (config.maxMutants !== undefined && stats.counters.mutantsGenerated >= config.maxMutants);

  function count(seed: SeedState, mutator: number, key: keyof Counters, n = 1): void {
    const pair = seed.pairs[mutator]!;
    pair.counters[key] += n;
    pair.dirty = true;
    stats.counters[key] += n;
  }

  /** Hands a turn to the solvers; it is recorded in turn order (a step dropped from the queue is not). */
  function launch(turn: Turn, work: () => Promise<Outcome[]>): void {
    running++;
    const settled: Promise<Outcome[] | typeof NOT_RUN> = work()
      .catch((e: unknown): typeof NOT_RUN => {
        if (e instanceof RunNotStarted && turn.kind === 'step') return NOT_RUN;
        throw e;
      })
      .finally(() => {
        running--;
        const wake = settledWake;
        settledWake = undefined;
        wake?.();
      });
    // Keep a rejection from being unhandled until its turn to be recorded comes.
    settled.catch(() => undefined);
    recordedTail = recordedTail.then(async () => {
      const outcomes = await settled;
      if (typeof outcomes !== 'symbol') await record(turn, outcomes);
    });
    recorded.set(turn.turn, recordedTail);
  }

  /** Until a turn settles or the time budget ends, whichever comes first. */
  const untilSettledOrDeadline = (): Promise<void> =>
    new Promise<void>((resolve) => {
      const left = timeLeft();
      const timer = left === Infinity ? undefined : setTimeout(resolve, Math.max(0, left));
      settledWake = () => {
        if (timer !== undefined) clearTimeout(timer);
        resolve();
      };
    });

  const waitRecorded = async (turn: number): Promise<void> => {
    await recorded.get(turn);
    recorded.delete(turn);
  };

  // ---- the loop: choose, prepare or mutate, launch ----
  for (;;) {
    if (stopped()) break;
    // Choices may use the feedback of turns older than the lag, so those must be recorded first.
    const lagged = scheduler.turns - scheduler.plan.lag - 1;
    for (const t of [...recorded.keys()]) if (t <= lagged) await waitRecorded(t);
    // Wait for a free place, but not past the time budget: then the loop ends and the queue is dropped.
    while (running >= lookahead && !stopped()) await untilSettledOrDeadline();
    if (stopped()) break;
    const choice = scheduler.next();
    if ('done' in choice) break;
    if ('wait' in choice) {
      for (const t of [...recorded.keys()]) if (t <= choice.wait) await waitRecorded(t);
      scheduler.applyThrough(choice.wait);
      continue;
    }
    await take(choice.pair);
    if (now() - lastProgress >= (deps.progressEveryMs ?? 500)) progress();
    if (now() - lastCheckpoint >= (deps.checkpointEveryMs ?? 5000)) await checkpoint();
  }
  if (cutShort()) dropQueued.abort();
  await recordedTail;
  await checkpoint();

  /** One scheduler choice: parse, prepare, or take the walk's next step. */
  async function take(pair: Pair): Promise<void> {
    const seed = states[pair.seed]!;
    const m = pair.mutator;
    const mutator = mutators[m]!;
    const ready = readyOf(seed);
    if (!ready) return;
    if (!seed.started) {
      seed.started = true;
      emit({ type: 'seed-start', seedId: seed.seed.id, index: seedsStarted++, total: seeds.length });
    }
    current = { seedId: seed.seed.id, mutator: mutator.info.name };
    const needs = mutator.info.needs;
    if (needs.label || needs.second || needs.model) {
      if (seed.label.state === 'unknown') return prepare(seed, pair, 'label');
      if (seed.label.state !== 'known') return retire(seed, m, 'the lanes gave the seed no label');
    }
    if (needs.model) {
      if (seed.reference.state === 'unknown') return prepare(seed, pair, 'reference');
      if (seed.reference.state !== 'known') return retire(seed, m, 'no reference model');
    }
    const pairState = seed.pairs[m]!;
    pairState.walk ??= startWalk(seed, ready, mutator, pairState.next);
    if (!pairState.walk) {
      // No partner with the same label yet (labels are solved as seeds take turns): try again later.
      count(seed, m, 'noMutant');
      scheduler.barren(pair);
      return;
    }
    const { steps, second } = pairState.walk;
    let next: IteratorResult<WalkStep>;
    try {
      next = steps.next();
    } catch {
      count(seed, m, 'mutatorBugs');
      return retire(seed, m);
    }
    if (next.done) return retire(seed, m);
    const s = next.value;
    pairState.next = s.step + 1;
    pairState.dirty = true;
    if (!s.ok) {
      count(seed, m, s.bug ? 'mutatorBugs' : 'noMutant');
      scheduler.barren(pair);
      return;
    }
    count(seed, m, 'mutantsGenerated');
    const options = config.fuzzOptions
      ? drawOptions(lanes, deps.optionTables ?? new Map(), {
          rngSeed: config.rngSeed,
          seedId: seed.seed.id,
          mutator: mutator.info.name,
          step: s.step,
        })
      : undefined;
    const turn: StepTurn = {
      kind: 'step',
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
    launch(turn, () =>
      deps.timeBounds
        ? deps.timeBounds.runMutant(
            seed.seed,
            lanes.map((l) => l.id),
            turn.text,
            (laneId, text, timeoutMs, mutant) =>
              runLane(laneId, text, mutant ? options?.byLane[laneId] : undefined, timeoutMs),
            everyLane,
          )
        : everyLane(lanes.map((l) => runLane(l.id, turn.text, options?.byLane[l.id]))),
    );
  }

  /** The seed parsed (once); a seed that does not parse is skipped with its reason. */
  function readyOf(seed: SeedState): Ready | undefined {
    seed.prepared ??= parseSeed(seed.seed, config.dialects);
    const p = seed.prepared;
    if (p.ok) {
      if (seed.label.state === 'unknown') {
        const known = labelOf(p.script, seed.seed.label);
        if (known) seed.label = { state: 'known', value: known };
      }
      return p;
    }
    if (!scheduler.seedFinished(seed.index)) {
      scheduler.retireSeed(seed.index);
      skipped.push({ seedId: seed.seed.id, reason: p.reason });
      stats.seeds.skipped++;
      emit({ type: 'seed-skipped', seedId: seed.seed.id, reason: p.reason });
    }
    return undefined;
  }

  function retire(seed: SeedState, m: number, reason?: string): void {
    scheduler.retire({ seed: seed.index, mutator: m });
    seed.pairs[m]!.dirty = true;
    if (reason) emit({ type: 'seed-skipped', seedId: seed.seed.id, reason: `${mutators[m]!.info.name}: ${reason}` });
  }

  /** Solves a label or a reference model as a turn of its own; the mutators needing it wait. */
  function prepare(seed: SeedState, pair: Pair, kind: 'label' | 'reference'): void {
    const held = mutators.flatMap((mu, i) => {
      const n = mu.info.needs;
      return (kind === 'label' ? n.label || n.second || n.model : n.model) ? [i] : [];
    });
    scheduler.hold(seed.index, held);
    const fact = kind === 'label' ? seed.label : seed.reference;
    fact.state = 'pending';
    const turn: PrepareTurn = { kind, turn: scheduler.turn(pair, 'prepare'), seed, held };
    launch(turn, async () => {
      if (kind === 'label') {
        const label = await solveLabel(seed.seed.text, prepRunner, config.timeoutMs, deps.facts);
        preparedFacts.set(turn.turn, label);
      } else {
        const ready = seed.prepared as Ready;
        const label = (seed.label as { value: Expected }).value;
        const ref = await cachedReference(
          seed.seed.text,
          ready.script,
          label,
          reference.lane,
          referenceRun,
          config.timeoutMs,
          deps.facts,
        );
        preparedFacts.set(turn.turn, ref);
      }
      return [];
    });
  }

  function startWalk(seed: SeedState, ready: Ready, mutator: Mutator, from: number): Walk | undefined {
    const label = seed.label.state === 'known' ? seed.label.value : undefined;
    const withFacts: Ready = {
      ...ready,
      ...(label ? { label } : {}),
      ...(seed.reference.state === 'known' ? { reference: seed.reference.value } : {}),
    };
    const second = mutator.info.needs.second && label ? partnerOf(seed, label) : undefined;
    if (mutator.info.needs.second && !second) return undefined;
    const steps = walk(mutator, inputOf(withFacts, second), walkConfigFor(config, mutator, seed.seed.id));
    for (let i = 0; i < from; i++) if (steps.next().done) break;
    return { steps, ...(second ? { second } : {}) };
  }

  /** Fusion's partner: another seed with the same known label, chosen by the campaign rng. */
  function partnerOf(seed: SeedState, label: Expected): Ready | undefined {
    const candidates = states.filter(
      (s) =>
        s !== seed &&
        (s.label.state === 'known' ? s.label.value : s.stated) === label &&
        (s.prepared === undefined || s.prepared.ok),
    );
    const rng = Rng.of(config.rngSeed, 'second', seed.seed.id);
    while (candidates.length > 0) {
      const i = rng.int(candidates.length);
      const other = candidates[i]!;
      other.prepared ??= parseSeed(other.seed, config.dialects);
      if (other.prepared.ok) return { ...other.prepared, label };
      candidates.splice(i, 1);
    }
    return undefined;
  }

  // ---- recording, in turn order ----
  async function record(turn: Turn, outcomes: Outcome[]): Promise<void> {
    if (turn.kind !== 'step') return recordPrepared(turn);
    const { seed, result, mutatorIndex: m } = turn;
    const pairState = seed.pairs[m]!;
    for (const o of outcomes) stats.outcome(o);
    count(seed, m, 'mutantsTested');
    const verdict = judge(result.mutant, result.oracle, outcomes);
    count(seed, m, 'timeouts', verdict.timeouts);
    count(seed, m, 'unknowns', verdict.unknowns);
    count(seed, m, 'rejectedRuns', verdict.rejected.length);
    if (verdict.invalidMutant) count(seed, m, 'invalidMutants');
    stats.tested(seed.seed.id, turn.mutator.info.name, verdict.timeouts);
    let novel = novelty.observe(outcomes, (o) => baseLaneId(o.laneId, turn.options));
    const logic = logicOf((seed.prepared as Ready).script);
    const rules = result.trace.map((t) => t.rule);
    const mutantId = formatMutantId({
      rngSeed: config.rngSeed,
      seedId: seed.seed.id,
      mutator: turn.mutator.info.name,
      step: turn.step,
    });
    for (const raw of verdict.findings) {
      count(seed, m, 'findingOccurrences');
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
        solvers,
        timeoutMs: config.timeoutMs,
        made: madeBy(turn, mutantId),
        ...(turn.options && Object.keys(turn.options.byLane).length > 0 ? { solverOptions: turn.options } : {}),
      });
      if (!groups.has(finding.signature)) {
        novel = true;
        // Durable first, reported second: a crash after this line loses nothing.
        await deps.store.saveFinding(finding);
        groups.add(occurrenceOf(finding));
        stats.found(seed.seed.id, turn.mutator.info.name);
        emit({ type: 'finding', finding });
      } else {
        groups.add({ ...occurrenceOf(finding), id: hashId(finding.signature) });
      }
    }
    pairState.inFlight.delete(turn.step);
    pairState.dirty = true;
    scheduler.feedback(turn.turn, { timeouts: verdict.timeouts, novel });
    stats.sample();
  }

  function recordPrepared(turn: PrepareTurn): void {
    const { seed, held } = turn;
    const fact = preparedFacts.get(turn.turn) as
      { ok: true; label: Expected } | ({ ok: true } & ReferenceModel) | { ok: false; reason: string };
    preparedFacts.delete(turn.turn);
    const feedback: TurnFeedback = fact.ok
      ? {
          release: held,
          apply: () => {
            if (turn.kind === 'label') seed.label = { state: 'known', value: (fact as { label: Expected }).label };
            else {
              const { laneId, model, modelValues } = fact as ReferenceModel;
              seed.reference = { state: 'known', value: { laneId, model, modelValues } };
            }
          },
        }
      : {
          retire: held,
          apply: () => {
            if (turn.kind === 'label') seed.label = { state: 'failed' };
            else seed.reference = { state: 'failed' };
            const names = held.map((i) => mutators[i]!.info.name).join(', ');
            emit({ type: 'seed-skipped', seedId: seed.seed.id, reason: `${names}: ${fact.reason}` });
          },
        };
    scheduler.feedback(turn.turn, feedback);
  }

  function madeBy(turn: StepTurn, mutantId: string) {
    const walked = walkConfigFor(config, turn.mutator, turn.seed.seed.id);
    const label = turn.seed.label.state === 'known' ? turn.seed.label.value : undefined;
    const ref = turn.seed.reference.state === 'known' ? turn.seed.reference.value : undefined;
    return {
      mutantId,
      seedId: turn.seed.seed.id,
      ...(turn.second ? { secondSeedId: turn.second.seed.id } : {}),
      mutator: turn.mutator.info.name,
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
      ...(turn.mutator.info.needs.model && ref ? { reference: ref } : {}),
    };
  }

  // ---- progress, checkpoints ----
  function progress(): void {
    lastProgress = now();
    emit({ type: 'progress', stats: stats.snapshot(groups), ...(current ? { current } : {}) });
  }

  /** Saves every walk that moved since the last checkpoint; reports seeds whose walks are all done. */
  async function checkpoint(): Promise<void> {
    lastCheckpoint = now();
    for (const seed of states) {
      for (const [m, pair] of seed.pairs.entries()) {
        if (!pair.dirty) continue;
        const steps = pair.inFlight.size > 0 ? Math.min(...pair.inFlight) : pair.next;
        const done = pair.inFlight.size === 0 && scheduler.isRetired({ seed: seed.index, mutator: m });
        await deps.store.savePairProgress?.({
          seedId: seed.seed.id,
          mutator: mutators[m]!.info.name,
          steps,
          done,
          counters: pair.counters,
        });
        pair.counters = emptyCounters();
        pair.dirty = false;
      }
      if (!seed.finished && scheduler.seedFinished(seed.index) && seed.pairs.every((p) => p.inFlight.size === 0)) {
        seed.finished = true;
        if (seed.started) {
          stats.seeds.done++;
          emit({ type: 'seed-done', seedId: seed.seed.id });
        }
      }
    }
  }

  const final = stats.snapshot(groups);
  emit({ type: 'progress', stats: final, ...(current ? { current } : {}) });
  return { stats: final, groups: groups.list(), skipped };
}

/** What a seed says of its own answer before it is parsed (the manifest's label, else its status line). */
function stated(seed: CampaignSeed): { stated?: Expected } {
  const said = seed.label ?? declaredStatusText(seed.text);
  return said ? { stated: said } : {};
}

/** STORM's reference: a lane and the runner that runs it (it need not be a lane under test). */
export interface ReferenceLane {
  lane: Pick<Lane, 'id' | 'family'>;
  run: LaneRunner['run'];
}

function defaultReference(runner: LaneRunner): ReferenceLane {
  const lane = runner.lanes.find((l) => l.family === 'z3') ?? runner.lanes[0]!;
  return { lane, run: (laneId, text, options) => runner.run(laneId, text, options) };
}

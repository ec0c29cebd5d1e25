// The campaign engine: seeds → mutants → lanes → verdicts → de-duplicated, persisted findings.
// Environment-neutral: solvers come in as a LaneRunner (the solver pool), persistence as a CampaignStore.
import type { Mutator, MutationResult } from '../mutators/types.js';
import { walk, type WalkStep } from '../mutators/walk.js';
import { judge } from '../oracles/index.js';
import { Rng } from '../rng.js';
import type { Lane } from '../solvers/lane.js';
import type { Outcome } from '../solvers/outcome.js';
import { FindingGroups } from './groups.js';
import { findingRecord, solverInfo } from './finding-record.js';
import { hashId } from './hash.js';
import { formatMutantId } from './mutant-id.js';
import { logicOf, mutatorOf, stripStatus, walkConfigFor } from './mutants.js';
import { inOrder } from './pipeline.js';
import { inputOf, labelSeed, parseSeed, type PreparedSeed } from './prepare.js';
import { referenceModel, type RunOn } from './reference.js';
import { signatureOf } from './signature.js';
import { BusyClock, emptyCounters, StatsTracker } from './stats.js';
import type { CampaignStore } from './store.js';
import type { CampaignConfig, CampaignEvent, CampaignResult, CampaignSeed, Counters, SkippedSeed } from './types.js';

export interface LaneRunner {
  readonly lanes: readonly Lane[];
  run(laneId: string, script: string, options: { timeoutMs: number; produceModel?: boolean }): Promise<Outcome>;
}

export interface EngineDeps {
  runner: LaneRunner;
  store: CampaignStore;
  /**
   * Where STORM's model M comes from: by default the first Z3 lane under test (the CLI's --reference can
   * name a lane that is not under test, as the paper does).
   */
  reference?: ReferenceLane;
  /** Versions the solvers reported at start, by lane id (recorded with each finding). */
  versions?: Record<string, string>;
  now?: () => number;
  onEvent?: (event: CampaignEvent) => void;
  signal?: AbortSignal;
  progressEveryMs?: number;
}

type Ready = PreparedSeed & { ok: true };

interface SeedState {
  prepared: Ready;
  index: number;
  counters: Counters;
  timeouts: number;
}

type Work =
  | { kind: 'seed-start'; seed: SeedState }
  | { kind: 'seed-end'; seed: SeedState }
  | {
      kind: 'mutant';
      seed: SeedState;
      mutator: Mutator;
      step: number;
      text: string;
      result: MutationResult;
      secondSeedId?: string;
    };

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
  const stats = new StatsTracker(
    now,
    startedAt,
    busy,
    lanes.map((l) => l.id),
  );
  const groups = new FindingGroups();
  const solvers = lanes.map((l) => solverInfo(l, deps.versions?.[l.id]));
  const mutators = config.mutators.map((m) => mutatorOf(m.name));
  const timeoutsPerSeed = config.timeoutsPerSeed ?? 32;
  const runOptions = { timeoutMs: config.timeoutMs, ...(config.checkModels ? { produceModel: true } : {}) };
  const run = async (laneId: string, text: string): Promise<Outcome> => {
    busy.enter();
    try {
      return await deps.runner.run(laneId, text, runOptions);
    } finally {
      busy.leave();
    }
  };

  const previous = await deps.store.load();
  for (const f of previous.findings) groups.add(f);
  const done = new Set(previous.seedsDone.map((s) => s.seedId));
  for (const s of previous.seedsDone) stats.resume(s.counters);
  stats.seeds.total = seeds.length;
  stats.seeds.resumed = seeds.filter((s) => done.has(s.id)).length;
  stats.seeds.done = stats.seeds.resumed;

  const skipped: SkippedSeed[] = [];
  const skip = (seedId: string, reason: string): void => {
    skipped.push({ seedId, reason });
    stats.seeds.skipped++;
    emit({ type: 'seed-skipped', seedId, reason });
  };
  /** Reports seed preparation at most every progressEveryMs (and at its end). */
  const preparing = (what: 'labels' | 'reference models', total: number): (() => void) => {
    let n = 0;
    let last = now();
    emit({ type: 'preparing', what, done: 0, total });
    return () => {
      n++;
      if (n < total && now() - last < (deps.progressEveryMs ?? 500)) return;
      last = now();
      emit({ type: 'preparing', what, done: n, total });
    };
  };
  let prepared = seeds.map((s) => parseSeed(s, config.dialects));
  if (mutators.some((m) => m.info.needs.label || m.info.needs.second || m.info.needs.model)) {
    busy.enter();
    const tick = preparing('labels', prepared.filter((p) => p.ok && !done.has(p.seed.id)).length);
    prepared = await Promise.all(
      prepared.map(async (p) => {
        if (!p.ok || done.has(p.seed.id)) return p;
        const labelled = await labelSeed(p, { lanes, run: (id, t, o) => deps.runner.run(id, t, o) }, config.timeoutMs);
        tick();
        return labelled;
      }),
    );
    busy.leave();
  }
  const reference = deps.reference ?? defaultReference(deps.runner);
  const noReference = new Map<string, string>();
  if (mutators.some((m) => m.info.needs.model)) {
    busy.enter();
    const tick = preparing('reference models', prepared.filter((p) => p.ok && p.label && !done.has(p.seed.id)).length);
    prepared = await Promise.all(
      prepared.map(async (p) => {
        if (!p.ok || !p.label || done.has(p.seed.id)) return p;
        const ref = await referenceModel(p.script, p.label, reference.lane, reference.run, config.timeoutMs);
        tick();
        if (ref.ok) return { ...p, reference: { laneId: ref.laneId, model: ref.model, modelValues: ref.modelValues } };
        noReference.set(p.seed.id, ref.reason);
        return p;
      }),
    );
    busy.leave();
  }
  const ready: Ready[] = [];
  for (const p of prepared) {
    if (done.has(p.seed.id)) continue;
    if (p.ok) ready.push(p);
    else skip(p.seed.id, p.reason);
  }
  const labelled = prepared.filter((p): p is Ready => p.ok && p.label !== undefined);

  const stopped = (): boolean =>
    deps.signal?.aborted === true ||
    (config.timeBudgetMs !== undefined && now() - startedAt >= config.timeBudgetMs) ||
    (config.maxMutants !== undefined && stats.counters.mutantsGenerated >= config.maxMutants);
  const count = (seed: SeedState, key: keyof Counters, n = 1): void => {
    seed.counters[key] += n;
    stats.counters[key] += n;
  };

  function* work(): Generator<Work> {
    for (const [index, prepared] of ready.entries()) {
      const seed: SeedState = { prepared, index, counters: emptyCounters(), timeouts: 0 };
      yield { kind: 'seed-start', seed };
      for (const mutator of mutators) {
        const second = mutator.info.needs.second ? secondFor(config.rngSeed, prepared, labelled) : undefined;
        if (mutator.info.needs.second && !second) {
          count(seed, 'noMutant');
          continue;
        }
        if (mutator.info.needs.model && !prepared.reference) {
          count(seed, 'noMutant');
          emit({
            type: 'seed-skipped',
            seedId: prepared.seed.id,
            reason: `${mutator.info.name}: ${noReference.get(prepared.seed.id) ?? 'no reference model'}`,
          });
          continue;
        }
        const steps = walk(mutator, inputOf(prepared, second), walkConfigFor(config, mutator, prepared.seed.id));
        for (;;) {
          if (stopped()) return;
          if (seed.timeouts >= timeoutsPerSeed) break;
          let next: IteratorResult<WalkStep>;
          try {
            next = steps.next();
          } catch {
            count(seed, 'mutatorBugs');
            break;
          }
          if (next.done) break;
          const s = next.value;
          if (!s.ok) {
            count(seed, s.bug ? 'mutatorBugs' : 'noMutant');
            continue;
          }
          count(seed, 'mutantsGenerated');
          const text = stripStatus(s.text);
          yield {
            kind: 'mutant',
            seed,
            mutator,
            step: s.step,
            text,
            result: s.result,
            ...(second ? { secondSeedId: second.seed.id } : {}),
          };
        }
        if (seed.timeouts >= timeoutsPerSeed) {
          count(seed, 'seedsAbandoned');
          break;
        }
      }
      yield { kind: 'seed-end', seed };
    }
  }

  const start = (w: Work): Promise<Outcome[]> | undefined =>
    w.kind === 'mutant' ? Promise.all(lanes.map((l) => run(l.id, w.text))) : undefined;

  let lastProgress = now();
  const lookahead = config.lookahead ?? 16;
  for await (const { job, value } of inOrder(work(), start, lookahead)) {
    if (job.kind === 'seed-start') {
      emit({ type: 'seed-start', seedId: job.seed.prepared.seed.id, index: job.seed.index, total: ready.length });
      continue;
    }
    if (job.kind === 'seed-end') {
      await deps.store.saveSeedDone({ seedId: job.seed.prepared.seed.id, counters: job.seed.counters });
      stats.seeds.done++;
      emit({ type: 'seed-done', seedId: job.seed.prepared.seed.id });
      continue;
    }
    const outcomes = value ?? [];
    await record(job, outcomes);
    stats.sample();
    if (now() - lastProgress >= (deps.progressEveryMs ?? 500)) {
      lastProgress = now();
      emit({ type: 'progress', stats: stats.snapshot(groups) });
    }
  }

  async function record(job: Work & { kind: 'mutant' }, outcomes: Outcome[]): Promise<void> {
    const { seed, result } = job;
    for (const o of outcomes) stats.outcome(o);
    count(seed, 'mutantsTested');
    const verdict = judge(result.mutant, result.oracle, outcomes);
    count(seed, 'timeouts', verdict.timeouts);
    seed.timeouts += verdict.timeouts;
    count(seed, 'unknowns', verdict.unknowns);
    if (verdict.invalidMutant) count(seed, 'invalidMutants');
    const logic = logicOf(seed.prepared.script);
    const rules = result.trace.map((t) => t.rule);
    const mutantId = formatMutantId({
      rngSeed: config.rngSeed,
      seedId: seed.prepared.seed.id,
      mutator: job.mutator.info.name,
      step: job.step,
    });
    for (const raw of verdict.findings) {
      count(seed, 'findingOccurrences');
      const signature = signatureOf(raw, logic, rules);
      if (!groups.has(signature)) {
        const finding = findingRecord({
          raw,
          signature,
          logic,
          rules,
          mutantId,
          seed: seed.prepared.seed,
          ...(job.secondSeedId ? { secondSeedId: job.secondSeedId } : {}),
          mutator: job.mutator,
          walk: walkConfigFor(config, job.mutator, seed.prepared.seed.id),
          config,
          step: job.step,
          oracle: result.oracle,
          ...(seed.prepared.label ? { label: seed.prepared.label } : {}),
          ...(job.mutator.info.needs.model && seed.prepared.reference ? { reference: seed.prepared.reference } : {}),
          mutant: job.text,
          outcomes,
          solvers,
        });
        // Durable first, reported second: a crash after this line loses nothing.
        await deps.store.saveFinding(finding);
        groups.add(finding);
        emit({ type: 'finding', finding });
      } else {
        groups.add({ id: hashId(signature), kind: raw.kind, signature, mutantId, mutant: job.text });
      }
    }
  }

  const final = stats.snapshot(groups);
  emit({ type: 'progress', stats: final });
  return { stats: final, groups: groups.list(), skipped };
}

export interface ReferenceLane {
  lane: { id: string; family: string };
  run: RunOn;
}

function defaultReference(runner: LaneRunner): ReferenceLane {
  const lane = runner.lanes.find((l) => l.family === 'z3') ?? runner.lanes[0]!;
  return { lane, run: (text, options) => runner.run(lane.id, text, options) };
}

/** Fusion's partner: another labelled seed, chosen by the campaign rng from the seed's id. */
function secondFor(rngSeed: number, seed: Ready, labelled: readonly Ready[]): Ready | undefined {
  const others = labelled.filter((p) => p.seed.id !== seed.seed.id);
  return others.length === 0 ? undefined : Rng.of(rngSeed, 'second', seed.seed.id).pick(others);
}

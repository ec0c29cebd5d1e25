// A campaign run in the page: pause/resume/stop (the engine's lane runner waits at a gate while paused, an
// AbortSignal stops it) and the live view: what runs now, counts per mutator and per seed, throughput, what
// was skipped and why, and the finding groups. Environment-neutral, so it is tested in Node.
import { runCampaign, type CampaignStore } from '../campaign/index.js';
import { sampleOf, withSample, type HistorySample } from './campaign-results.js';
import { FindingGroups, occurrenceOf, type FindingGroup } from '../finding/groups.js';
import type { FactsCache } from '../facts/facts-cache.js';
import type { ModelChecker } from '../oracles/model-check.js';
import type { OptionTable } from '../solvers/options/table.js';
import type { LaneRunner } from '../solvers/runner.js';
import type { CampaignConfig, CampaignEvent, CampaignSeed, CampaignStats, CurrentTurn } from '../campaign/types.js';
import { DEFAULT_TIME_BOUND, SeedTimeBounds } from '../scheduling/time-bound.js';

export class PauseGate {
  private waiting: (() => void)[] = [];
  private isPaused = false;

  get paused(): boolean {
    return this.isPaused;
  }

  pause(): void {
    this.isPaused = true;
  }

  resume(): void {
    this.isPaused = false;
    const w = this.waiting;
    this.waiting = [];
    for (const f of w) f();
  }

  /** Resolves at once when running, or when resumed. */
  pass(): Promise<void> {
    if (!this.isPaused) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** A runner that holds every solver call while the gate is paused. */
export function gatedRunner(runner: LaneRunner, gate: PauseGate): LaneRunner {
  return {
    lanes: runner.lanes,
    run: async (laneId, script, options) => {
      await gate.pass();
      return runner.run(laneId, script, options);
    },
  };
}

export interface CampaignPlan {
  mutators: string[];
  maxMutants: number;
  seconds: number;
  rngSeed: number;
  timeoutMs: number;
  /** Draw solver options per mutant from each lane's parameter table (needs the runner's `optionTable`). */
  fuzzOptions?: boolean;
  /** No technique falls far behind the others' mutants (the class lab compares them). */
  balanceMutators?: boolean;
}

/** What the campaign view says of a mutant's time limit (the plan's timeout is the ceiling), and its detail. */
export function timeLimitNote(bound = DEFAULT_TIME_BOUND): { text: string; detail: string } {
  return {
    text:
      `A mutant runs on a lane for at most ${bound.factor}× its seed’s time there (at least ${bound.floorMs / 1000} s, ` +
      'at most the timeout under Solver lanes), as in smtplay fuzz.',
    detail:
      'An unknown given at that limit counts as a timeout; one given well before it runs again with the whole ' +
      'timeout, so an unexpected unknown always holds at the timeout you set.',
  };
}

export function campaignConfigOf(plan: CampaignPlan): CampaignConfig {
  return {
    rngSeed: plan.rngSeed,
    mutators: plan.mutators.map((name) => ({ name })),
    walk: { iterations: Math.max(1, plan.maxMutants) },
    timeoutMs: plan.timeoutMs,
    maxMutants: plan.maxMutants,
    timeBudgetMs: plan.seconds * 1000,
    // As the CLI: a mutant runs within 10× its seed's time on the lane (at least 1 s, at most the timeout), and
    // enough mutants are handed out ahead to keep both lanes busy while one of them works on a slow mutant.
    timeBound: DEFAULT_TIME_BOUND,
    lookahead: 16,
    ...(plan.fuzzOptions ? { fuzzOptions: true } : {}),
    ...(plan.balanceMutators ? { balanceMutators: true } : {}),
  };
}

/**
 * What a page campaign may use beyond its lanes: cached seed facts (IndexedDB), the lanes' option tables, and where
 * the lanes' models are checked (a worker: no model check on the page's main thread).
 */
export interface CampaignExtras {
  facts?: FactsCache;
  optionTables?: ReadonlyMap<string, OptionTable>;
  modelChecker?: ModelChecker;
  /** The version each lane's build reports (a finding record names it: the page's CVC5 lane has none in its id). */
  versions?: Readonly<Record<string, string>>;
}

/** Mutants tested and findings, for one mutator or one seed (`mutants` once the engine counts them). */
export interface LiveCounts {
  mutants?: number;
  findings: number;
}

export interface CampaignView {
  /**
   * 'stopping': Stop was pressed and the queries already sent to the lanes are finishing; 'failed': the
   * campaign ended on an error (`message` says which).
   */
  phase: 'idle' | 'running' | 'paused' | 'stopping' | 'done' | 'stopped' | 'failed';
  stats?: CampaignStats;
  groups: FindingGroup[];
  message?: string;
  /** The seed (and mutator, when the engine says) running now. */
  current?: { seedId: string; mutator?: string };
  perMutator: Record<string, LiveCounts>;
  perSeed: Record<string, LiveCounts>;
  /** Distinct seeds with a mutant tested, when the engine counts them. */
  seedsMutated?: number;
  skipped: { seedId: string; reason: string }[];
  /** One sample per progress event, for the chart and the export (campaign-results.ts). */
  history: HistorySample[];
}

export const idleCampaign = (): CampaignView => ({
  phase: 'idle',
  groups: [],
  perMutator: {},
  perSeed: {},
  skipped: [],
  history: [],
});

/** One campaign run with pause/resume/stop; reports a fresh view on every engine event. */
export class CampaignSession {
  private readonly gate = new PauseGate();
  private readonly abort = new AbortController();
  /** The campaign's findings as the one view-model of groups (finding/groups.ts), as the CLI and the book count them. */
  private groups = new FindingGroups();
  /** Findings per mutator and per seed, counted from the finding events (the engine's counts win when given). */
  private readonly found = { perMutator: new Map<string, number>(), perSeed: new Map<string, number>() };
  view: CampaignView = idleCampaign();

  constructor(private readonly onView: (view: CampaignView) => void) {}

  private set(patch: Partial<CampaignView>): void {
    this.view = { ...this.view, ...patch, groups: this.groups.list().sort((a, b) => b.count - a.count) };
    this.onView(this.view);
  }

  /** Counts from the engine when it gives them, else the findings seen so far (mutants unknown). */
  private counts(stats: CampaignStats | undefined, plan: CampaignPlan, seeds: CampaignSeed[]): Partial<CampaignView> {
    const from = (
      given: Record<string, { mutants: number; findings: number }> | undefined,
      names: string[],
      found: Map<string, number>,
    ): Record<string, LiveCounts> =>
      Object.fromEntries(
        names.map((n) => [n, given?.[n] ?? { ...(given ? { mutants: 0 } : {}), findings: found.get(n) ?? 0 }]),
      );
    return {
      perMutator: from(stats?.perMutator, plan.mutators, this.found.perMutator),
      perSeed: from(
        stats?.perSeed,
        seeds.map((x) => x.id),
        this.found.perSeed,
      ),
      ...(stats?.seeds.mutated !== undefined ? { seedsMutated: stats.seeds.mutated } : {}),
    };
  }

  private onEvent(e: CampaignEvent, plan: CampaignPlan, seeds: CampaignSeed[]): void {
    if (e.type === 'progress') {
      const current: CurrentTurn | undefined = e.current;
      this.set({
        stats: e.stats,
        history: withSample(this.view.history, sampleOf(e.stats)),
        ...this.counts(e.stats, plan, seeds),
        ...(current ? { current } : {}),
      });
    } else if (e.type === 'finding') {
      this.groups.add(occurrenceOf(e.finding));
      const made = e.finding.made;
      if (made) {
        this.found.perMutator.set(made.mutator, (this.found.perMutator.get(made.mutator) ?? 0) + 1);
        this.found.perSeed.set(made.seedId, (this.found.perSeed.get(made.seedId) ?? 0) + 1);
      }
      this.set(this.counts(this.view.stats, plan, seeds));
    } else if (e.type === 'seed-start') this.set({ current: { seedId: e.seedId } });
    else if (e.type === 'seed-skipped')
      this.set({ skipped: [...this.view.skipped, { seedId: e.seedId, reason: e.reason }] });
  }

  async run(
    plan: CampaignPlan,
    seeds: CampaignSeed[],
    runner: LaneRunner,
    store: CampaignStore,
    extras: CampaignExtras = {},
  ): Promise<void> {
    this.set({ phase: 'running', ...this.counts(undefined, plan, seeds) });
    try {
      const config = campaignConfigOf(plan);
      const result = await runCampaign(config, seeds, {
        runner: gatedRunner(runner, this.gate),
        ...(config.timeBound ? { timeBounds: new SeedTimeBounds(config.timeBound, config.timeoutMs) } : {}),
        store,
        ...(extras.facts ? { facts: extras.facts } : {}),
        ...(extras.optionTables ? { optionTables: extras.optionTables } : {}),
        ...(extras.modelChecker ? { modelChecker: extras.modelChecker } : {}),
        ...(extras.versions ? { versions: extras.versions } : {}),
        signal: this.abort.signal,
        progressEveryMs: 250,
        onEvent: (e) => this.onEvent(e, plan, seeds),
      });
      // The engine's own groups, once it ends, are the campaign's (its counts include repeats it saw).
      this.groups = FindingGroups.of(result.groups);
      this.set({
        phase: this.abort.signal.aborted ? 'stopped' : 'done',
        stats: result.stats,
        current: undefined,
        message: undefined,
        ...this.counts(result.stats, plan, seeds),
      });
    } catch (e) {
      // Never silent: the page shows why the campaign ended.
      this.set({
        phase: 'failed',
        current: undefined,
        message: `the campaign ended on an error: ${(e as Error).message}`,
      });
    }
  }

  pause(): void {
    this.gate.pause();
    this.set({ phase: 'paused' });
  }

  resume(): void {
    this.gate.resume();
    this.set({ phase: 'running' });
  }

  stop(): void {
    if (this.abort.signal.aborted) return;
    this.abort.abort();
    this.gate.resume();
    if (this.view.phase === 'running' || this.view.phase === 'paused') this.set({ phase: 'stopping' });
  }
}

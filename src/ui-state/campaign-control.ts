// Pause/resume/stop for a campaign run: the engine's lane runner waits at a gate while paused, and an
// AbortSignal stops it. Environment-neutral, so it is tested in Node.
import { occurrenceOf, runCampaign, type CampaignStore } from '../campaign/index.js';
import type { FactsCache } from '../campaign/facts-cache.js';
import type { OptionTable } from '../solvers/options/table.js';
import type { LaneRunner } from '../solvers/runner.js';
import type { CampaignConfig, CampaignSeed, CampaignStats, CurrentTurn, FindingGroup } from '../campaign/types.js';

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
}

export function campaignConfigOf(plan: CampaignPlan): CampaignConfig {
  return {
    rngSeed: plan.rngSeed,
    mutators: plan.mutators.map((name) => ({ name })),
    walk: { iterations: Math.max(1, plan.maxMutants) },
    timeoutMs: plan.timeoutMs,
    maxMutants: plan.maxMutants,
    timeBudgetMs: plan.seconds * 1000,
    lookahead: 2,
    ...(plan.fuzzOptions ? { fuzzOptions: true } : {}),
  };
}

/** What a page campaign may use beyond its lanes: cached seed facts (IndexedDB) and the lanes' option tables. */
export interface CampaignExtras {
  facts?: FactsCache;
  optionTables?: ReadonlyMap<string, OptionTable>;
}

export interface CampaignView {
  /** 'stopping': Stop was pressed and the queries already sent to the lanes are finishing. */
  phase: 'idle' | 'running' | 'paused' | 'stopping' | 'done' | 'stopped';
  stats?: CampaignStats;
  /** The seed and mutator of the turn handed out last (from the engine's progress events). */
  current?: CurrentTurn;
  groups: FindingGroup[];
  message?: string;
}

/** One campaign run with pause/resume/stop; reports a fresh view on every engine event. */
export class CampaignSession {
  private readonly gate = new PauseGate();
  private readonly abort = new AbortController();
  private readonly groups = new Map<string, FindingGroup>();
  view: CampaignView = { phase: 'idle', groups: [] };

  constructor(private readonly onView: (view: CampaignView) => void) {}

  private set(patch: Partial<CampaignView>): void {
    this.view = { ...this.view, ...patch, groups: [...this.groups.values()].sort((a, b) => b.count - a.count) };
    this.onView(this.view);
  }

  async run(
    plan: CampaignPlan,
    seeds: CampaignSeed[],
    runner: LaneRunner,
    store: CampaignStore,
    extras: CampaignExtras = {},
  ): Promise<void> {
    this.set({ phase: 'running' });
    try {
      const result = await runCampaign(campaignConfigOf(plan), seeds, {
        runner: gatedRunner(runner, this.gate),
        store,
        ...(extras.facts ? { facts: extras.facts } : {}),
        ...(extras.optionTables ? { optionTables: extras.optionTables } : {}),
        signal: this.abort.signal,
        progressEveryMs: 250,
        onEvent: (e) => {
          if (e.type === 'progress') this.set({ stats: e.stats, ...(e.current ? { current: e.current } : {}) });
          else if (e.type === 'finding') {
            const o = occurrenceOf(e.finding);
            const g = this.groups.get(o.signature);
            if (g) g.count++;
            else
              this.groups.set(o.signature, {
                id: o.id,
                kind: o.kind,
                signature: o.signature,
                count: 1,
                smallestWitness: { mutantId: o.mutantId, bytes: o.bytes },
              });
            this.set({});
          } else if (e.type === 'seed-skipped') this.set({ message: `seed ${e.seedId} skipped: ${e.reason}` });
        },
      });
      for (const g of result.groups) this.groups.set(g.signature, g);
      this.set({ phase: this.abort.signal.aborted ? 'stopped' : 'done', stats: result.stats });
    } catch (e) {
      this.set({ phase: 'stopped', message: (e as Error).message });
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

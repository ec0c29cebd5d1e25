// What the page hands the coordinator (playground.ts): the browser's I/O (lanes, IndexedDB, clipboard, downloads,
// new tabs, the page's address) and the gallery, so the coordinator runs in Node tests with stand-ins.
import type { Finding } from '../finding/record.js';
import type { ReportContext } from '../finding/report/index.js';
import type { CampaignStore } from '../campaign/store.js';
import type { ModelChecker } from '../oracles/model-check.js';
import type { RunLane, LaneRunner } from '../solvers/runner.js';
import type { CampaignExtras, CampaignPlan } from './campaign-control.js';
import type { StoredFindings } from './findings.js';
import type { LinkHome } from './link-home.js';

/** What shows a gallery seed's real bug: the seed itself, or one step of a mutator's walk from it. */
export type BugWitness = 'seed' | { mutator: string; rngSeed: number; step: number };

/** A seed the page offers (the gallery), with the real bug it shows, if any. */
export interface NamedSeed {
  id: string;
  text: string;
  bug?: { lanes: readonly string[]; witness: BugWitness };
}

export interface PlaygroundDeps {
  /** Runs a text on a lane (loading it on first use). */
  run: RunLane;
  runner(laneIds: readonly string[]): LaneRunner;
  /** Starts the lanes of `laneIds` and stops the others. */
  syncLanes(laneIds: readonly string[]): Promise<void>;
  /** What a lane's solver reported about itself. */
  version(laneId: string): string | undefined;
  /** Why a lane (by base, e.g. `cvc5`) cannot run on this page, or undefined when it can. */
  laneProblem(base: string): Promise<string | undefined>;
  load<T>(key: string): Promise<T | undefined>;
  save(key: string, value: unknown): Promise<void>;
  /** The finding store: changes resolve once stored. */
  findings: {
    book: StoredFindings;
    open(): Promise<StoredFindings>;
    add(f: Finding): Promise<void>;
    update(change: (book: StoredFindings) => StoredFindings): Promise<void>;
    campaignStore(): CampaignStore;
  };
  copy(text: string): Promise<void>;
  download(name: string, bytes: Uint8Array, type: string): void;
  /** Opens an address in a new tab (a tracker's new-issue form): the page itself sends nothing. */
  openUrl?(url: string): void;
  /** Where the page runs, as a report states it (the browser and the operating system). */
  platform?(): Pick<ReportContext, 'platform' | 'host'>;
  /** What the page's lanes' builds say of themselves, for reports (the CVC5 library build's version and options). */
  builds?(): NonNullable<ReportContext['builds']>;
  /** Where links point: the public playground, or this page (ui-state/link-home.ts). */
  linkHome(): LinkHome;
  gallery: readonly NamedSeed[];
  /**
   * What a campaign may use beyond its lanes: the seed facts cache (campaign/browser/idb-facts.ts) and, for
   * option fuzzing, the lanes' option tables (solvers/options `optionTableOf` of `SolverHost.describeOptions`).
   */
  campaignExtras?(laneIds: readonly string[], plan: CampaignPlan): Promise<CampaignExtras>;
  /** The Z3 releases this page ships (what a bisection tries); default: the build's list. */
  z3Releases?: readonly string[];
  /** Where a campaign checks the lanes' models (the page: a worker); default: the judge, in this thread. */
  modelChecker?: ModelChecker;
}

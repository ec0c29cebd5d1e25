// What the campaign engine takes from where it runs (the CLI, the page, a benchmark): the lanes and their runner,
// where findings and progress are kept, cached seed facts, option tables, the clock, and where events go.
import type { ModelChecker } from '../oracles/model-check.js';
import type { OptionTable } from '../solvers/options/table.js';
import type { LaneRunner } from '../solvers/runner.js';
import type { FactsCache } from '../facts/facts-cache.js';
import type { ReferenceLane } from './reference.js';
import type { CampaignStore } from './store.js';
import type { SeedTimeBounds } from '../scheduling/time-bound.js';
import type { CampaignEvent } from './types.js';

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
  /**
   * Where the lanes' models are checked before the judge reads them (the page: a worker under a time bound, so no
   * check runs on its main thread); when absent the judge checks them itself, in this thread (the CLI).
   */
  modelChecker?: ModelChecker;
}

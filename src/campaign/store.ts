// Where a campaign keeps what it found, so a crash loses nothing and a run can resume.
// The Node CLI writes JSON Lines (./node/jsonl-store.ts); the page keeps them in IndexedDB.
import type { Finding } from '../finding/record.js';
import type { Occurrence } from '../finding/groups.js';
import type { PairProgress, SeedProgress } from './types.js';

/** What an earlier run of a campaign left: its findings and how far each walk got. */
export interface Saved {
  findings: Finding[];
  /** Progress lines of (seed, mutator) walks, in the order they were written. */
  pairs?: PairProgress[];
  /** Older campaigns: seeds finished as a whole. */
  seedsDone?: SeedProgress[];
}

export interface CampaignStore {
  load(): Promise<Saved>;
  /** Resolves once the finding is durable; the engine reports a finding only after that. */
  saveFinding(finding: Finding): Promise<void>;
  /** A known finding seen again (not saved again): stores that keep counts (the page's) count it. */
  countOccurrence?(occurrence: Occurrence): Promise<void>;
  /** A walk's progress (stores of campaigns that never resume may leave this out). */
  savePairProgress?(progress: PairProgress): Promise<void>;
  /** Not called any more (progress is saved per walk); stores written for it still type-check. */
  saveSeedDone?(progress: SeedProgress): Promise<void>;
}

export class MemoryStore implements CampaignStore {
  readonly findings: Finding[] = [];
  readonly pairs: PairProgress[] = [];

  load(): Promise<Saved> {
    return Promise.resolve({ findings: [...this.findings], pairs: structuredClone(this.pairs) });
  }

  saveFinding(finding: Finding): Promise<void> {
    this.findings.push(finding);
    return Promise.resolve();
  }

  savePairProgress(progress: PairProgress): Promise<void> {
    this.pairs.push(structuredClone(progress));
    return Promise.resolve();
  }
}

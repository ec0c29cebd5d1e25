// Where a campaign keeps what it found, so a crash loses nothing and a run can resume.
// The Node CLI writes JSON Lines (./node/jsonl-store.ts); the browser will use IndexedDB.
import type { FindingRecord, SeedProgress } from './types.js';

export interface CampaignStore {
  /** What an earlier run of this campaign found and finished. */
  load(): Promise<{ findings: FindingRecord[]; seedsDone: SeedProgress[] }>;
  /** Resolves once the finding is durable; the engine reports a finding only after that. */
  saveFinding(finding: FindingRecord): Promise<void>;
  saveSeedDone(progress: SeedProgress): Promise<void>;
}

export class MemoryStore implements CampaignStore {
  readonly findings: FindingRecord[] = [];
  readonly seedsDone: SeedProgress[] = [];

  load(): Promise<{ findings: FindingRecord[]; seedsDone: SeedProgress[] }> {
    return Promise.resolve({ findings: [...this.findings], seedsDone: [...this.seedsDone] });
  }

  saveFinding(finding: FindingRecord): Promise<void> {
    this.findings.push(finding);
    return Promise.resolve();
  }

  saveSeedDone(progress: SeedProgress): Promise<void> {
    this.seedsDone.push(progress);
    return Promise.resolve();
  }
}

// Where a campaign keeps what it found, so a crash loses nothing and a run can resume.
// The Node CLI writes JSON Lines (./node/jsonl-store.ts); the page keeps them in IndexedDB.
import type { Finding } from './finding.js';
import type { SeedProgress } from './types.js';

export interface CampaignStore {
  /** What an earlier run of this campaign found and finished. */
  load(): Promise<{ findings: Finding[]; seedsDone: SeedProgress[] }>;
  /** Resolves once the finding is durable; the engine reports a finding only after that. */
  saveFinding(finding: Finding): Promise<void>;
  saveSeedDone(progress: SeedProgress): Promise<void>;
}

export class MemoryStore implements CampaignStore {
  readonly findings: Finding[] = [];
  readonly seedsDone: SeedProgress[] = [];

  load(): Promise<{ findings: Finding[]; seedsDone: SeedProgress[] }> {
    return Promise.resolve({ findings: [...this.findings], seedsDone: [...this.seedsDone] });
  }

  saveFinding(finding: Finding): Promise<void> {
    this.findings.push(finding);
    return Promise.resolve();
  }

  saveSeedDone(progress: SeedProgress): Promise<void> {
    this.seedsDone.push(progress);
    return Promise.resolve();
  }
}

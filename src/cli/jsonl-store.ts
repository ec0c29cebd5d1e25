// The CLI's campaign store: DIR/findings.jsonl (one record per finding, its folder written first:
// handover/node/bundle.ts `appendFinding`) and DIR/progress.jsonl (a line per (seed, mutator) walk at each checkpoint; older campaigns wrote a
// line per finished seed, still read). Appends are synchronous, so a record is on disk before the finding is
// reported; a torn last line (killed mid-write) is ignored on load.
import { appendFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { endTornLine, readFindings, readJsonLines } from '../finding/node/findings-file.js';
import type { Finding } from '../finding/record.js';
import { appendFinding } from '../handover/node/bundle.js';
import type { CampaignStore, Saved } from '../campaign/store.js';
import type { PairProgress, SeedProgress } from '../campaign/types.js';

export class JsonlStore implements CampaignStore {
  constructor(readonly dir: string) {}

  get findingsFile(): string {
    return join(this.dir, 'findings.jsonl');
  }

  get progressFile(): string {
    return join(this.dir, 'progress.jsonl');
  }

  async load(): Promise<Saved> {
    await mkdir(this.dir, { recursive: true });
    for (const file of [this.findingsFile, this.progressFile]) endTornLine(file);
    const lines = readJsonLines<PairProgress | SeedProgress>(this.progressFile);
    return {
      findings: readFindings(this.findingsFile),
      pairs: lines.filter((l): l is PairProgress => 'mutator' in l),
      seedsDone: lines.filter((l): l is SeedProgress => !('mutator' in l)),
    };
  }

  saveFinding(finding: Finding): Promise<void> {
    return appendFinding(this.dir, finding);
  }

  savePairProgress(progress: PairProgress): Promise<void> {
    appendFileSync(this.progressFile, JSON.stringify(progress) + '\n');
    return Promise.resolve();
  }
}

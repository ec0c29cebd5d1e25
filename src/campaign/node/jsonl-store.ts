// The CLI's campaign store: DIR/findings.jsonl (one record per finding, bundle written first) and
// DIR/progress.jsonl (a line per (seed, mutator) walk at each checkpoint; older campaigns wrote a line per
// finished seed, still read). Appends are synchronous, so a record is on disk before the finding is
// reported; a torn last line (killed mid-write) is ignored on load.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CampaignStore, Saved } from '../store.js';
import type { Finding } from '../finding.js';
import { readFinding } from '../finding-read.js';
import type { PairProgress, SeedProgress } from '../types.js';
import { writeBundle } from './bundle.js';

export function readJsonLines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  const out: T[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as T);
    } catch {
      // a line cut short by a kill: its finding was never reported
    }
  }
  return out;
}

/** The finding records of a findings.jsonl (any record format; malformed lines are left out). */
export function readFindings(file: string): Finding[] {
  return readJsonLines<unknown>(file).flatMap((raw) => {
    const read = readFinding(raw);
    return read.ok ? [read.finding] : [];
  });
}

/** A line cut short by a kill gets its newline, so the next record starts on a line of its own. */
function endTornLine(file: string): void {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  if (text.length > 0 && !text.endsWith('\n')) appendFileSync(file, '\n');
}

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

  async saveFinding(finding: Finding): Promise<void> {
    await writeBundle(this.dir, finding);
    appendFileSync(this.findingsFile, JSON.stringify(finding) + '\n');
  }

  savePairProgress(progress: PairProgress): Promise<void> {
    appendFileSync(this.progressFile, JSON.stringify(progress) + '\n');
    return Promise.resolve();
  }
}

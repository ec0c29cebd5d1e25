// A campaign folder's findings.jsonl (one record per finding, its folder written first) on Node, read back: what the
// CLI's campaign store appended (handover/node/bundle.ts `appendFinding`), for `merge`, `--known`, `triage` and a
// finding folder. A torn last line (killed mid-write) is left out on reading and ended before the next append.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { readFinding } from '../read.js';
import type { Finding } from '../record.js';

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
export function endTornLine(file: string): void {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  if (text.length > 0 && !text.endsWith('\n')) appendFileSync(file, '\n');
}

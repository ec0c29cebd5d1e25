// A finding record changed after the campaign (bisected, reduced, live-checked, marked reported) is written back
// everywhere it is kept: its folder's finding.json, issue.md and reduced.smt2 (handover/finding-files.ts), and its
// line in the campaign's findings.jsonl when the folder sits in a campaign (or merged) folder, since that file is
// what `merge` and `--known` read. The line is replaced in place, never appended: a known set keeps the first
// record of an id. Files are replaced whole (written beside, then renamed), so a kill leaves the old or the new.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findingFiles, findingFolder } from '../handover/finding-files.js';
import type { Finding } from '../finding/record.js';
import { nodeReportContext } from '../finding/node/platform.js';

/** The files of a folder that follow the record (the mutant, seed and outcomes do not change). */
const FOLLOW_THE_RECORD = new Set(['finding.json', 'issue.md', 'reduced.smt2']);

function replaceFile(file: string, text: string): void {
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/** finding.json, issue.md and reduced.smt2 of the folder `dir`, from `f`. */
export function rewriteFolder(dir: string, f: Finding): void {
  for (const file of findingFiles(f, nodeReportContext()))
    if (FOLLOW_THE_RECORD.has(file.name)) replaceFile(join(dir, file.name), file.text);
}

/** The records of `campaignDir/findings.jsonl` with the ids of `updated` replaced; false when it has none of them. */
export function rewriteRecords(campaignDir: string, updated: readonly Finding[]): boolean {
  const file = join(campaignDir, 'findings.jsonl');
  if (!existsSync(file) || updated.length === 0) return false;
  const byId = new Map(updated.map((f) => [f.id, f]));
  let changed = false;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.trim()) return line;
      let id: unknown;
      try {
        id = (JSON.parse(line) as { id?: unknown }).id;
      } catch {
        return line; // a line cut short by a kill stays as it is
      }
      const f = typeof id === 'string' ? byId.get(id) : undefined;
      if (!f) return line;
      changed = true;
      return JSON.stringify(f);
    });
  if (changed) replaceFile(file, lines.join('\n'));
  return changed;
}

/** A finding folder and, when it sits in a campaign folder as `<kind>-<id>/`, its line in findings.jsonl. */
export function writeBack(dir: string, f: Finding): void {
  rewriteFolder(dir, f);
  const parent = dirname(dir);
  if (join(parent, findingFolder(f)) === join(dir)) rewriteRecords(parent, [f]);
}

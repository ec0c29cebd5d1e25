// Reads a campaign finding folder DIR/<kind>-<id>/ for `smtplay reduce`: its finding.json record, or for a
// folder written before records were bundled, the record of that id in the campaign's findings.jsonl.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Finding } from '../finding/record.js';
import { readFinding } from '../finding/read.js';
import { findingFolder } from '../handover/finding-files.js';
import { readFindings } from '../finding/node/findings-file.js';
import { UsageError } from './io.js';

/** `alternative`: what else the command takes, said after a folder it cannot read (reduce: a FILE with --predicate). */
export function readFindingDir(dir: string, alternative = ''): Finding {
  if (!existsSync(dir))
    throw new UsageError(
      `${dir} does not exist: give a finding folder (CAMPAIGN/KIND-ID/, as smtplay fuzz writes them)${alternative}`,
    );
  const file = join(dir, 'finding.json');
  if (existsSync(file)) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      throw new UsageError(
        `${file} is not JSON (${(e as Error).message.replace(/\s+/g, ' ')}): give a finding folder that smtplay wrote`,
      );
    }
    const read = readFinding(raw);
    if (!read.ok)
      throw new UsageError(
        `${file} is not a finding record (${read.reason}): give a finding folder that smtplay wrote`,
      );
    return read.finding;
  }
  const name = basename(dir);
  const record = readFindings(join(dirname(dir), 'findings.jsonl')).find((f) => findingFolder(f) === name);
  if (!record)
    throw new UsageError(
      `${dir} holds no finding.json and its campaign has no finding ${name}: give a finding folder (CAMPAIGN/KIND-ID/, as smtplay fuzz writes them)${alternative}`,
    );
  return record;
}

// Reads `--known PATH` (fuzz and merge): a campaign folder (a merged one, whose findings.jsonl is the union of
// everything found so far, or any run's), an exported findings file from the page (JSON Lines of finding
// records), one finding's finding.json or folder, or a folder of finding folders (e.g. those marked reported). An existing empty folder is an empty set (the first run of a chain:
// nothing known yet); a path that does not exist, or a file with a line that is no finding record, is the
// user's mistake (exit 2).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readFindingLines } from '../finding/lines.js';
import { readFinding } from '../finding/read.js';
import { KnownFindings } from '../finding/known.js';
import { readFindings } from '../finding/node/findings-file.js';
import { UsageError } from './io.js';

const WHAT =
  'give a campaign folder (e.g. the output of smtplay merge), a findings file exported from the page (.jsonl), a finding.json or a folder of finding folders';

/** A finding folder (its finding.json), or a folder of finding folders, as `smtplay mark` leaves them. */
function findingFolders(dir: string): string[] {
  if (existsSync(join(dir, 'finding.json'))) return [join(dir, 'finding.json')];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'finding.json')))
    .map((e) => join(dir, e.name, 'finding.json'))
    .sort();
}

function readFolder(dir: string, known: KnownFindings): void {
  const findings = join(dir, 'findings.jsonl');
  const summary = join(dir, 'summary.json');
  if (!existsSync(findings) && !existsSync(summary)) {
    const records = findingFolders(dir);
    for (const file of records) readFile(file, known);
    if (records.length > 0 || readdirSync(dir).length === 0) return; // an empty folder: nothing known yet
    throw new UsageError(`--known ${dir} holds no findings.jsonl, summary.json or finding folders: ${WHAT}`);
  }
  // A campaign's own file: a line cut short by a kill is left out, as a resumed campaign does.
  for (const record of readFindings(findings)) known.addRecord(record);
  if (existsSync(summary)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(summary, 'utf8'));
    } catch {
      throw new UsageError(`--known ${summary} is not JSON`);
    }
    const groups = (parsed as { findings?: unknown }).findings;
    if (Array.isArray(groups))
      for (const g of groups)
        if (typeof (g as { id?: unknown })?.id === 'string') known.addKey((g as { id: string }).id);
  }
}

function readFile(file: string, known: KnownFindings): void {
  const text = readFileSync(file, 'utf8');
  // finding.json (one record over many lines) or a JSON array of records.
  let whole: unknown;
  try {
    whole = JSON.parse(text);
  } catch {
    whole = undefined;
  }
  if (whole !== undefined && (Array.isArray(whole) || (typeof whole === 'object' && whole !== null))) {
    const items = Array.isArray(whole) ? whole : [whole];
    for (const [i, item] of items.entries()) {
      const read = readFinding(item);
      if (!read.ok) throw new UsageError(`--known ${file}: record ${i + 1}: ${read.reason} (${WHAT})`);
      known.addRecord(read.finding);
    }
    return;
  }
  const { findings, refused } = readFindingLines(text);
  if (refused.length > 0)
    throw new UsageError(
      `--known ${file}: ${refused.slice(0, 3).join('; ')}${refused.length > 3 ? '; …' : ''} (${WHAT})`,
    );
  for (const f of findings) known.addRecord(f);
}

/** The known set of every PATH given (their union); undefined when none is given. */
export function loadKnown(paths: readonly string[]): KnownFindings | undefined {
  if (paths.length === 0) return undefined;
  const known = new KnownFindings();
  for (const path of paths) {
    if (!existsSync(path)) throw new UsageError(`--known ${path}: no such file or folder (${WHAT})`);
    if (statSync(path).isDirectory()) readFolder(path, known);
    else readFile(path, known);
    known.sources.push(path);
  }
  return known;
}

// `smtplay merge DIR… --out DIR [--json]`: merges campaign outputs (e.g. shards) and de-duplicates
// their findings again by signature (the one view-model, campaign/groups.ts): counts add up, the smallest
// witness's record and bundle are kept.
import { EXIT } from '../exit-codes.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FindingGroups, occurrenceOf } from '../../campaign/groups.js';
import { JsonlStore, readFindings } from '../../campaign/node/jsonl-store.js';
import type { FindingGroup } from '../../campaign/types.js';
import { writeSummary } from '../campaign-dir.js';
import { prepareOutDir } from '../files.js';
import { UsageError, type Io } from '../io.js';
import { MERGE_USAGE } from '../usage.js';

interface Summary {
  mutantsGenerated?: number;
  mutantsTested?: number;
  invalidMutants?: number;
  wallSeconds?: number;
  solverSeconds?: number;
  findings?: FindingGroup[];
}

function summaryIn(dir: string): Summary {
  const file = join(dir, 'summary.json');
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Summary) : {};
  } catch (e) {
    throw new UsageError(
      `${file} is not JSON (${(e as Error).message.replace(/\s+/g, ' ')}): leave ${dir} out, or delete its summary.json`,
    );
  }
}

export async function mergeCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  if (!values.out || positionals.length === 0)
    throw new UsageError(`give the campaign folders to merge and --out DIR\nusage: ${MERGE_USAGE}`);
  const out = values.out;
  await prepareOutDir(out);
  // The one view-model of groups (campaign/groups.ts), with each group's smallest witness's record.
  const groups = new FindingGroups();
  const totals = { mutantsGenerated: 0, mutantsTested: 0, invalidMutants: 0, wallSeconds: 0, solverSeconds: 0 };
  for (const dir of positionals) {
    if (!existsSync(join(dir, 'findings.jsonl')) && !existsSync(join(dir, 'summary.json')))
      throw new UsageError(
        `${dir} is not a campaign folder (no findings.jsonl or summary.json): give the --out folders of smtplay fuzz`,
      );
    const summary = summaryIn(dir);
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += summary[key] ?? 0;
    const records = readFindings(join(dir, 'findings.jsonl'));
    const bySignature = new Map(records.map((r) => [r.signature, r]));
    const counted = new Set<string>();
    for (const g of summary.findings ?? []) {
      const record = bySignature.get(g.signature);
      groups.merge({ ...g, ...(record ? { record } : {}) });
      counted.add(g.signature);
    }
    // A run killed before its summary: each record counts once.
    for (const record of records) if (!counted.has(record.signature)) groups.add(occurrenceOf(record), record);
  }
  const store = new JsonlStore(out);
  await store.load();
  for (const g of groups.kept()) if (g.record) await store.saveFinding(g.record);
  const list = groups.list();
  const summary = {
    ...totals,
    invalidMutantRate: totals.mutantsTested ? totals.invalidMutants / totals.mutantsTested : 0,
    findingsByKind: groups.byKind(),
    findings: list,
    mergedFrom: positionals,
  };
  await writeSummary(out, summary);
  if (values.json) io.out(JSON.stringify(summary));
  else io.out(`merged ${positionals.length} campaign(s): ${list.length} distinct finding(s) in ${out}`);
  return list.length > 0 ? EXIT.findings : EXIT.ok;
}

// `smtplay merge DIR… --out DIR [--known PATH]… [--json]`: merges campaign outputs (e.g. shards) and de-duplicates
// their findings again by identity (finding/identity.ts; the one view-model, finding/groups.ts): counts add up, the smallest witness's
// record and bundle are kept.
// With --known (the previous merge's folder, or an exported findings file) the output is the union: every known
// record (kept as it was) and every record found now, so OUT is the next run's known set; summary.json lists the
// ids of the findings that are new (`newFindings`: not known to --known nor to any input's own known set), which is
// what a triage step reads (with the records in OUT/findings.jsonl and a folder per finding). Exit 10: new findings.
import { EXIT } from '../exit-codes.js';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FindingGroups, occurrenceOf, type FindingGroup } from '../../finding/groups.js';
import { identityOf } from '../../finding/identity.js';
import type { Finding } from '../../finding/record.js';
import { readFindings } from '../../finding/node/findings-file.js';
import { appendFinding } from '../../handover/node/bundle.js';
import { KnownFindings, KnownTally } from '../../finding/known.js';
import { writeSummary } from '../campaign-dir.js';
import { prepareOutDir } from '../files.js';
import { loadKnown } from '../known-set.js';
import { UsageError, type Io } from '../io.js';
import { MERGE_USAGE } from '../usage.js';

interface Summary {
  mutantsGenerated?: number;
  mutantsTested?: number;
  invalidMutants?: number;
  wallSeconds?: number;
  solverSeconds?: number;
  findings?: FindingGroup[];
  /** Written by runs with --known: the ids they knew before (everything else they found was new to them). */
  known?: { seen?: string[] };
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
    options: {
      out: { type: 'string' },
      known: { type: 'string', multiple: true, default: [] },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.out || positionals.length === 0)
    throw new UsageError(`give the campaign folders to merge and --out DIR\nusage: ${MERGE_USAGE}`);
  const out = values.out;
  if (existsSync(join(out, 'findings.jsonl')) || existsSync(join(out, 'summary.json')))
    throw new UsageError(`${out} already holds a campaign or a merge: choose another --out`);
  if (positionals.some((dir) => resolve(dir) === resolve(out)))
    throw new UsageError(`--out ${out} is one of the folders to merge: choose another --out`);
  await prepareOutDir(out);
  const given = loadKnown(values.known);
  // What the inputs knew before their runs is known too (a shard run with --known writes it in its summary).
  const known = new KnownFindings();
  for (const r of given?.records ?? []) known.addRecord(r);
  for (const k of given?.bareKeys ?? []) known.addKey(k);
  known.sources.push(...(given?.sources ?? []));

  // The one view-model of groups (finding/groups.ts), with each group's smallest witness's record.
  const groups = new FindingGroups();
  /** Identities in the order their first record was read (the union keeps the inputs' order). */
  const order: string[] = [];
  const totals = { mutantsGenerated: 0, mutantsTested: 0, invalidMutants: 0, wallSeconds: 0, solverSeconds: 0 };
  for (const dir of positionals) {
    if (!existsSync(join(dir, 'findings.jsonl')) && !existsSync(join(dir, 'summary.json')))
      throw new UsageError(
        `${dir} is not a campaign folder (no findings.jsonl or summary.json): give the --out folders of smtplay fuzz`,
      );
    const summary = summaryIn(dir);
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += summary[key] ?? 0;
    for (const id of summary.known?.seen ?? []) known.addKey(id);
    const records = readFindings(join(dir, 'findings.jsonl'));
    // Each bug is keyed by its identity (finding/identity.ts), a summary's group by its record's, when it has one.
    const identities = new Map(records.map((r) => [r, identityOf(r, 'campaign')]));
    for (const key of identities.values()) if (!order.includes(key)) order.push(key);
    const recordOf = (g: FindingGroup): Finding | undefined =>
      records.find((r) => r.id === g.id) ?? records.find((r) => identities.get(r) === g.signature);
    const counted = new Set<Finding>();
    for (const g of summary.findings ?? []) {
      const record = recordOf(g);
      groups.merge(record ? { ...g, signature: identities.get(record)!, record } : g);
      if (record) counted.add(record);
    }
    // A run killed before its summary: each record counts once.
    for (const record of records) if (!counted.has(record)) groups.add(occurrenceOf(record), record);
  }
  // The union: known records first, as they were (a triage step may have reduced or bisected them), then the
  // findings of this campaign that no known record stands for.
  const union = new KnownFindings();
  const found = order.flatMap((key) => {
    const record = groups.get(key)?.record;
    return record ? [record] : [];
  });
  for (const record of [...known.records, ...found])
    if (!union.has(record)) {
      await appendFinding(out, record);
      union.addRecord(record);
    }
  const list = groups.list();
  const tally = new KnownTally(values.known.length > 0 || known.size > 0 ? known : undefined);
  const split = tally.summary(list.filter((g) => !g.byDesign));
  const summary = {
    ...totals,
    invalidMutantRate: totals.mutantsTested ? totals.invalidMutants / totals.mutantsTested : 0,
    findingsByKind: groups.byKind(),
    findingsByDesign: groups.byDesign(),
    findings: list,
    ...split,
    mergedFrom: positionals,
  };
  await writeSummary(out, summary);
  if (values.json) io.out(JSON.stringify(summary));
  else
    io.out(
      `merged ${positionals.length} campaign(s): ${list.length} distinct finding(s), ${split.newFindings.length} new` +
        `${split.known ? ` (${split.known.seen.length} known before; the union of ${union.size} is the next run's --known)` : ''} in ${out}`,
    );
  return split.newFindings.length > 0 ? EXIT.findings : EXIT.ok;
}

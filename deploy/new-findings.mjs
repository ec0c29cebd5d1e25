#!/usr/bin/env node
// Usage: node deploy/new-findings.mjs MERGED_DIR — prints, as Markdown, what `smtplay merge` found in a sharded
// run: the totals and a table of the NEW findings (summary.json `newFindings`, records in findings.jsonl, one
// folder per finding with mutant.smt2, reproduce.sh and issue.md). The GitHub workflow appends it to the job
// summary; the Kubernetes and Slurm merge steps print it in their logs. Node's own modules only.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir || !existsSync(join(dir, 'summary.json'))) {
  console.error('usage: node deploy/new-findings.mjs MERGED_DIR (a folder written by smtplay merge)');
  process.exit(2);
}
const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8'));
const records = new Map();
const lines = existsSync(join(dir, 'findings.jsonl')) ? readFileSync(join(dir, 'findings.jsonl'), 'utf8') : '';
for (const line of lines.split('\n')) {
  if (!line.trim()) continue;
  try {
    const r = JSON.parse(line);
    if (typeof r.id === 'string' && !records.has(r.id)) records.set(r.id, r);
  } catch {
    // a line cut short: its finding is still named by summary.json
  }
}
const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .slice(0, 160);
const fresh = summary.newFindings ?? (summary.findings ?? []).map((g) => g.id);
const groups = new Map((summary.findings ?? []).map((g) => [g.id, g]));
const out = [
  '## smtplay: sharded campaign',
  '',
  `${summary.mergedFrom?.length ?? 0} shard(s), ${summary.mutantsTested ?? 0} mutants tested, ` +
    `${groups.size} distinct finding(s): **${fresh.length} new**` +
    (summary.known ? `, ${summary.known.seen.length} known before (known set: ${summary.known.size})` : '') +
    '.',
  '',
];
if (fresh.length > 0) {
  out.push('| kind | finding | lanes | occurrences | message |', '| --- | --- | --- | --- | --- |');
  for (const id of fresh) {
    const r = records.get(id);
    const g = groups.get(id);
    const kind = r?.kind ?? g?.kind ?? '?';
    out.push(
      `| ${kind} | \`${kind}-${id}/\` | ${cell(r?.lanes?.join(', '))} | ${g?.count ?? '?'} | ${cell(r?.message)} |`,
    );
  }
  out.push('', 'Each finding folder holds `mutant.smt2`, `reproduce.sh` and `issue.md`.');
}
console.log(out.join('\n'));

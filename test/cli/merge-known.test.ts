// `smtplay merge --known` and `--known PATH` as fuzz and merge read it (in-process: records written as a
// campaign writes them, no solver). Merging writes the union, which is the next run's known set; summary.json
// lists the new findings for a triage step; exit code 10 means new findings only.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/finding/record.js';
import { FindingGroups, occurrenceOf } from '../../src/finding/groups.js';
import { readFindings } from '../../src/finding/node/findings-file.js';
import { mergeCommand } from '../../src/cli/commands/merge.js';
import { UsageError, type Io } from '../../src/cli/io.js';
import { loadKnown } from '../../src/cli/known-set.js';
import { crashFinding } from '../support/crash-finding.js';

const fresh = (): string => mkdtempSync(join(tmpdir(), 'smtplay-merge-'));

/** A campaign folder as `fuzz` leaves it: findings.jsonl, and summary.json unless it was killed. */
function campaign(dir: string, findings: Finding[], extra: object = {}, withSummary = true): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'findings.jsonl'), findings.map((f) => JSON.stringify(f) + '\n').join(''));
  const groups = new FindingGroups();
  for (const f of findings) groups.add(occurrenceOf(f));
  if (withSummary)
    writeFileSync(
      join(dir, 'summary.json'),
      JSON.stringify({ mutantsTested: 10, findings: groups.list(), ...extra }, null, 2),
    );
  return dir;
}

async function merge(args: string[]): Promise<{ code: number; summary: Record<string, unknown>; out: string[] }> {
  const out: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => out.push(l) };
  const code = await mergeCommand([...args, '--json'], io);
  return { code, summary: JSON.parse(out.at(-1)!) as Record<string, unknown>, out };
}

describe('merge with a known set', () => {
  const [a, b, c] = [crashFinding('crash a'), crashFinding('crash b'), crashFinding('crash c')];

  it('writes the union of the known records and the shards’ findings, and lists only the new ones', async () => {
    const root = fresh();
    const known = campaign(join(root, 'known'), [a]);
    const s0 = campaign(join(root, 's0'), [a, b], { known: { seen: [a.id] } });
    const s1 = campaign(join(root, 's1'), [c], {}, false); // killed before its summary
    const out = join(root, 'merged');
    const { code, summary } = await merge([s0, s1, '--known', known, '--out', out]);
    expect(code).toBe(10);
    expect(summary.newFindings).toEqual([b.id, c.id].sort((x, y) => x.localeCompare(y)));
    expect(summary.known).toEqual({ sources: [known], size: 1, seen: [a.id] });
    expect(summary.mutantsTested).toBe(10);
    expect((summary.findings as { id: string }[]).map((g) => g.id).sort()).toEqual([a.id, b.id, c.id].sort());
    // One record per finding, the known one first and as it was: this folder is the next --known.
    expect(readFindings(join(out, 'findings.jsonl')).map((f) => f.id)).toEqual([a.id, b.id, c.id]);

    const next = await merge([campaign(join(root, 's2'), [a, b, c]), '--known', out, '--out', join(root, 'm2')]);
    expect(next.code).toBe(0);
    expect(next.summary.newFindings).toEqual([]);
  });

  it('a known record the shards did not see again stays in the union', async () => {
    const root = fresh();
    const known = campaign(join(root, 'known'), [a, b]);
    const { code, summary } = await merge([campaign(join(root, 's0'), []), '--known', known, '--out', `${root}/m`]);
    expect(code).toBe(0);
    expect(summary.newFindings).toEqual([]);
    expect(readFindings(join(root, 'm', 'findings.jsonl')).map((f) => f.id)).toEqual([a.id, b.id]);
  });

  it('without --known, what a shard knew before is not new (its summary says it was seen again)', async () => {
    const root = fresh();
    const s0 = campaign(join(root, 's0'), [a, b], { known: { seen: [a.id] } });
    const { code, summary } = await merge([s0, '--out', join(root, 'm')]);
    expect(code).toBe(10);
    expect(summary.newFindings).toEqual([b.id]);
    expect(readFindings(join(root, 'm', 'findings.jsonl')).map((f) => f.id)).toEqual([a.id, b.id]);
  });

  it('refuses an --out that already holds a merge, or is one of its inputs', async () => {
    const root = fresh();
    const s0 = campaign(join(root, 's0'), [a]);
    await expect(merge([s0, '--out', s0])).rejects.toThrow(UsageError);
    await merge([s0, '--out', join(root, 'm')]);
    await expect(merge([s0, '--out', join(root, 'm')])).rejects.toThrow(/already holds/);
  });
});

describe('reading --known', () => {
  const [a, b] = [crashFinding('crash a'), crashFinding('crash b')];

  it('a campaign folder: its records, and the ids of its summary', () => {
    const dir = campaign(join(fresh(), 'k'), [a]);
    const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as { findings: object[] };
    summary.findings.push({ id: 'bareid0000000', kind: 'crash', signature: 'x', count: 1 });
    writeFileSync(join(dir, 'summary.json'), JSON.stringify(summary));
    const known = loadKnown([dir])!;
    expect(known.has(a)).toBe(true);
    expect(known.has({ id: 'bareid0000000' })).toBe(true);
    expect(known.size).toBe(2);
  });

  it('a file the page exported (JSON Lines), a finding.json, and several paths at once', () => {
    const root = fresh();
    writeFileSync(join(root, 'export.jsonl'), `${JSON.stringify(a)}\n`);
    writeFileSync(join(root, 'finding.json'), JSON.stringify(b, null, 2));
    const known = loadKnown([join(root, 'export.jsonl'), join(root, 'finding.json')])!;
    expect([known.has(a), known.has(b), known.size]).toEqual([true, true, 2]);
    expect(known.sources).toEqual([join(root, 'export.jsonl'), join(root, 'finding.json')]);
  });

  it('a finding folder, or a folder of them (those marked reported), with their state', () => {
    const root = fresh();
    const marked = {
      ...b,
      state: { status: 'reported' as const, url: 'https://github.com/Z3Prover/z3/issues/1', at: 'x' },
    };
    for (const f of [a, marked]) {
      mkdirSync(join(root, 'reported', `crash-${f.id}`), { recursive: true });
      writeFileSync(join(root, 'reported', `crash-${f.id}`, 'finding.json'), JSON.stringify(f));
    }
    const all = loadKnown([join(root, 'reported')])!;
    expect([all.has(a), all.has(b), all.size]).toEqual([true, true, 2]);
    expect(all.records.find((r) => r.id === b.id)?.state?.status).toBe('reported');
    expect(loadKnown([join(root, 'reported', `crash-${a.id}`)])!.size).toBe(1);
  });

  it('an empty folder is an empty set (nothing known yet); no --known is no set', () => {
    const dir = join(fresh(), 'empty');
    mkdirSync(dir);
    expect(loadKnown([dir])!.size).toBe(0);
    expect(loadKnown([])).toBeUndefined();
  });

  it('refuses a missing path, a folder that is no campaign, and a file with a line that is no record', () => {
    const root = fresh();
    expect(() => loadKnown([join(root, 'nope')])).toThrow(/no such file or folder.*merged|campaign folder/);
    writeFileSync(join(root, 'notes.txt'), 'hello');
    expect(() => loadKnown([root])).toThrow(/holds no findings.jsonl/);
    writeFileSync(join(root, 'bad.jsonl'), `${JSON.stringify(a)}\n{"kind":"crash"}\n`);
    expect(() => loadKnown([join(root, 'bad.jsonl')])).toThrow(/bad\.jsonl: line 2: the record has no mutant/);
  });
});

// docs/SCALE-OUT.md's "On one machine first" walk-through, run as a newcomer would paste it (the first sh block of
// that section, from the document itself): two shards side by side, their merge and its triage, a second run that knows
// the first one's findings, and the Slurm script run by hand as one array task.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO } from './templates.js';

function walkThrough(): string {
  const doc = readFileSync(join(REPO, 'docs', 'SCALE-OUT.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## On one machine first'));
  const block = /```sh\n([\s\S]*?)```/.exec(section.slice(0, section.indexOf('\n## ', 3)));
  if (!block) throw new Error('docs/SCALE-OUT.md: no sh block under "On one machine first"');
  return block[1]!;
}

const summary = (dir: string): { newFindings: string[]; findings: { id: string }[]; known?: { seen: string[] } } =>
  JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8'));

describe('docs/SCALE-OUT.md: On one machine first', () => {
  it('the walk-through runs: shards, merge, triage, a run that knows them, the Slurm script by hand', async () => {
    const script = walkThrough();
    expect(script).toContain('--shard 0/2');
    const { stdout } = await promisify(execFile)('bash', ['-c', script], { cwd: REPO, maxBuffer: 64 << 20 });
    const out = /^results in (\S+)$/m.exec(stdout)?.[1];
    if (!out) throw new Error(`the walk-through did not say where its results are:\n${stdout}`);
    const merged = summary(join(out, 'run1', 'merged'));
    expect(merged.findings.length).toBeGreaterThan(0); // const-array and swap make findings at once
    expect(merged.newFindings).toHaveLength(merged.findings.length);
    const second = summary(join(out, 'run2'));
    expect(second.newFindings).toEqual([]);
    expect(second.known!.seen.sort()).toEqual(merged.findings.map((f) => f.id).sort());
    expect(existsSync(join(out, 'slurm', 'shard-0', 'summary.json'))).toBe(true);
    expect(stdout).toMatch(/merged 2 campaign\(s\): \d+ distinct finding\(s\), \d+ new in /);
    expect(stdout).toMatch(/triaged \d+ new finding\(s\): \d+ bug\(s\), \d+ to report: .*report\.md/);
    expect(readFileSync(join(out, 'run1', 'merged', 'report.md'), 'utf8')).toMatch(/^# smtplay triage\n/);
  });
});

// A finding's folder DIR/<kind>-<id>/: mutant.smt2, seed.smt2, outcomes.txt and reproduce.sh.
import { mkdir, writeFile, chmod } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lane } from '../../solvers/lane.js';
import { nativeCommandLine } from '../../solvers/native/command-line.js';
import type { FindingRecord, SolverInfo } from '../types.js';

export function bundleDir(outDir: string, f: Pick<FindingRecord, 'kind' | 'id'>): string {
  return join(outDir, `${f.kind}-${f.id}`);
}

export async function writeBundle(outDir: string, f: FindingRecord): Promise<void> {
  const dir = bundleDir(outDir, f);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'mutant.smt2'), f.mutant);
  await writeFile(join(dir, 'seed.smt2'), f.seed);
  await writeFile(join(dir, 'outcomes.txt'), outcomesText(f));
  await writeFile(join(dir, 'reproduce.sh'), reproduceScript(f));
  await chmod(join(dir, 'reproduce.sh'), 0o755);
}

function outcomesText(f: FindingRecord): string {
  const head = [
    `${f.kind}: ${f.message}`,
    `signature: ${f.signature}`,
    `mutant: ${f.mutantId} (rules: ${f.rules.join(', ')})`,
    '',
  ];
  const body = f.outcomes.map((o) =>
    [
      `== ${o.laneId}: ${o.status} ${o.answers.join(' ')} (${o.timeMs} ms)`,
      o.message && `message: ${o.message}`,
      o.stdout && `stdout:\n${o.stdout}`,
      o.stderr && `stderr:\n${o.stderr}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [...head, ...body, ''].join('\n');
}

function commandFor(s: SolverInfo, mutant: string, timeoutMs: number): string {
  const quote = (a: string): string => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
  if (s.backend === 'native') {
    const lane: Lane = { ...s, options: s.options };
    const cl = nativeCommandLine(lane, mutant, 'mutant.smt2', { timeoutMs });
    return `timeout ${Math.ceil(timeoutMs / 1000)} ${[cl.binary, ...cl.args].map(quote).join(' ')}`;
  }
  // A wasm lane has no command line of its own: the CLI runs the same build.
  const spec = [`z3@${s.version}`, ...s.options].join('+');
  return `npx smtfuzz solve mutant.smt2 --solver ${quote(spec)} --timeout ${timeoutMs}`;
}

function reproduceScript(f: FindingRecord): string {
  const lines = f.solvers.map((s) => `echo '== ${s.id}'\n${commandFor(s, f.mutant, f.timeoutMs)}`);
  return [
    '#!/bin/sh',
    `# ${f.kind} ${f.id}: ${f.message.replace(/\n/g, ' ')}`,
    'cd "$(dirname "$0")"',
    ...lines,
    '',
  ].join('\n');
}

// The options a cvc5 release does not give back their start values on `(reset)`. SMT-LIB's reset restores every
// option, and cvc5's does, but not all of them: 1.0.3 turns `incremental` and `wf-checking` on after a reset (1.3.2
// none), so a script would run incremental in a persistent process and not in a fresh one. Measured, not listed: a
// fresh process prints every option (`get-option`, names from `--help`) before and after a `(reset)`, and each one that
// changed is set back to its start value after every reset. Measured once per binary and command line.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { programOf, type Lane } from '../lane.js';
import { runProcess } from './run-process.js';
import type { SetOption } from './session-commands.js';

export type ResetDrift = { ok: true; restore: SetOption[] } | { ok: false; reason: string };

const MARK = '@@smtplay-option';
/** A value that can be set again as it was printed: one bare token. */
const SETTABLE = /^[A-Za-z0-9._+-]+$/;

const measured = new Map<string, Promise<ResetDrift>>();

/** Option names as `cvc5 --help` lists them (`  --name`, `  --name=VALUE`). */
export function optionNamesOfHelp(help: string): string[] {
  return [...new Set([...help.matchAll(/^\s+--([a-z0-9][a-z0-9-]*)/gm)].map((m) => m[1]!))];
}

/** The probe: every option printed, a reset, every option printed again, each value followed by a marker line. */
export function driftProbe(names: readonly string[]): string {
  const all = names.map((n) => `(get-option :${n})\n(echo "${MARK} ${n}")`).join('\n');
  return `${all}\n(reset)\n${all}\n`;
}

/** What the probe printed: the options whose value changed, each with its start value (or why one cannot be set). */
export function readDrift(output: string, names: readonly string[]): ResetDrift {
  const rounds: Map<string, string>[] = [new Map(), new Map()];
  let round = 0;
  let value: string[] = [];
  for (const line of output.split('\n')) {
    const mark = new RegExp(`^"?${MARK} ([a-z0-9-]+)"?$`).exec(line.trim());
    if (!mark) {
      value.push(line);
      continue;
    }
    if (rounds[round]!.has(mark[1]!)) round = 1;
    rounds[round]!.set(mark[1]!, value.join('\n').trim());
    value = [];
  }
  if (rounds[0]!.size !== names.length || rounds[1]!.size !== names.length)
    return {
      ok: false,
      reason: `the option probe printed ${rounds[0]!.size} and ${rounds[1]!.size} of ${names.length} options`,
    };
  const restore: SetOption[] = [];
  for (const name of names) {
    const before = rounds[0]!.get(name)!;
    if (before === rounds[1]!.get(name)) continue;
    if (!SETTABLE.test(before))
      return { ok: false, reason: `(reset) changes ${name}, whose value ${before} cannot be set back` };
    restore.push({ name, value: before });
  }
  return { ok: true, restore };
}

async function measure(lane: Lane): Promise<ResetDrift> {
  const binary = programOf(lane);
  const dir = await mkdtemp(join(tmpdir(), 'smtplay-drift-'));
  try {
    const help = await runProcess(binary, ['--help'], { cwd: dir, timeoutMs: 20_000 });
    const names = optionNamesOfHelp(help.stdout);
    if (names.length === 0) return { ok: false, reason: `${binary} --help lists no options` };
    await writeFile(join(dir, 'probe.smt2'), driftProbe(names), 'utf8');
    const run = await runProcess(binary, ['--lang', 'smt2', ...lane.options, 'probe.smt2'], {
      cwd: dir,
      timeoutMs: 20_000,
    });
    return readDrift(run.stdout, names);
  } catch (e) {
    return { ok: false, reason: `the option probe did not run: ${(e as Error).message}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The lane's reset drift (z3: none, its reset keeps every option and the session sets them back itself). */
export function resetDrift(lane: Lane): Promise<ResetDrift> {
  if (lane.family !== 'cvc5') return Promise.resolve({ ok: true, restore: [] });
  const key = JSON.stringify([programOf(lane), lane.options]);
  let drift = measured.get(key);
  if (!drift) measured.set(key, (drift = measure(lane)));
  return drift;
}

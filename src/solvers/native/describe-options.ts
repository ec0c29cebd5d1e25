// A native solver's own description of its options, for option fuzzing: z3 `-pm:MODULE` for the modules
// fuzzed (the same layout the Z3 WebAssembly worker writes), cvc5 `--help` followed by `--OPTION=help` for
// each option that takes a mode (its list of modes), each introduced by a line `==== --OPTION=help`.
import { tmpdir } from 'node:os';
import { programOf, type Lane } from '../lane.js';
import { runProcess } from './run-process.js';

/** The Z3 modules option fuzzing draws from (the WebAssembly worker lists the same: z3/worker-core.ts). */
export const Z3_NATIVE_MODULES = ['smt', 'sat', 'nlsat', 'rewriter'];

async function output(binary: string, args: string[]): Promise<string> {
  const run = await runProcess(binary, args, { cwd: tmpdir(), timeoutMs: 20_000 });
  return run.stdout;
}

export async function describeNativeOptions(lane: Lane): Promise<string> {
  const binary = programOf(lane);
  if (lane.family === 'z3') {
    const parts = await Promise.all(Z3_NATIVE_MODULES.map((m) => output(binary, [`-pm:${m}`])));
    return parts.join('\n');
  }
  const help = await output(binary, ['--help']);
  const modes = [...help.matchAll(/^\s+(--[a-z0-9-]+)=MODE\b/gm)].map((m) => m[1]!);
  const parts: string[] = [help];
  for (const option of [...new Set(modes)]) {
    const text = await output(binary, [`${option}=help`]);
    parts.push(`==== ${option}=help\n${text}`);
  }
  return parts.join('\n');
}

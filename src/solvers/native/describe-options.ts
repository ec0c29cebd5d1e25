// A native solver's own description of its options, for option fuzzing: z3 `-pm:MODULE` for the modules
// fuzzed (the same layout the Z3 WebAssembly worker writes), cvc5 `--help` followed by `--OPTION=help` for
// each option that takes a mode (its list of modes), each introduced by a line `==== --OPTION=help`, then what
// cvc5's safe mode refuses of what a campaign would draw (cvc5's fuzzing guidelines: a bug under an option its safe
// mode refuses is not one its developers take).
import { tmpdir } from 'node:os';
import { programOf, type Lane } from '../lane.js';
import { cvc5OptionTable, SAFE_MODE_REFUSALS } from '../options/cvc5-options.js';
import { optionText } from '../options/table.js';
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
  const refusals = await safeModeRefusals(binary, parts.join('\n'));
  if (refusals !== undefined) parts.push(`${SAFE_MODE_REFUSALS}\n${refusals.join('\n')}`);
  return parts.join('\n');
}

/** cvc5's words when its safe mode refuses an option (a release without safe mode does not understand it at all). */
const REFUSED = /in safe mode/;

/**
 * Each option and value the table drawn from `description` holds that `cvc5 --safe-mode=safe OPTION` refuses, as
 * `OPTION<TAB>cvc5's words`; undefined when this cvc5 has no safe mode. One short start per value (about 20 ms each),
 * once per release: the table is cached (cli/option-tables.ts).
 */
async function safeModeRefusals(binary: string, description: string): Promise<string[] | undefined> {
  const bare = await runProcess(binary, ['--safe-mode=safe'], { cwd: tmpdir(), timeoutMs: 20_000 });
  if (bare.exitCode !== 0) return undefined;
  const candidates = cvc5OptionTable(description, '', '').options.flatMap((o) =>
    o.values.map((v) => optionText('cvc5', o.name, v)),
  );
  const refusals: string[] = [];
  const WIDTH = 4;
  for (let i = 0; i < candidates.length; i += WIDTH) {
    const batch = candidates.slice(i, i + WIDTH);
    const runs = await Promise.all(
      batch.map((option) => runProcess(binary, ['--safe-mode=safe', option], { cwd: tmpdir(), timeoutMs: 20_000 })),
    );
    runs.forEach((run, j) => {
      const words = `${run.stdout}\n${run.stderr}`.split('\n').find((line) => REFUSED.test(line));
      if (words) refusals.push(`${batch[j]}\t${words.trim().replace(/^\(error "|"\)$/g, '')}`);
    });
  }
  return refusals;
}

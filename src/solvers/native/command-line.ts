// The command line for a native solver run. Defaults, and why:
// - cvc5 gets `--lang smt2`, and `--incremental` when the script has several check-sats or push/pop
//   (cvc5 1.0.3 otherwise answers the first and stops with an error). Other flags such as `--strings-exp`
//   or `--fp-exp` change what the solver accepts, so they come only from the lane's options.
// - z3 gets `-smt2`; lane options are its `key=value` parameters.
// - produceModel: z3 `dump_models=true`, cvc5 `--dump-models` print the model after each sat answer,
//   so the script is left untouched and no get-model is sent after an unsat.
// - No solver-side time limit: only the host's clock makes a timeout.
// - A run's own options (option fuzzing) follow the lane's.
import { programOf, type Lane } from '../lane.js';
import type { RunOptions } from '../outcome.js';
import { needsIncremental } from '../script-commands.js';

export interface CommandLine {
  binary: string;
  args: string[];
}

export function nativeCommandLine(lane: Lane, script: string, file: string, opts: RunOptions): CommandLine {
  const binary = programOf(lane);
  const options = [...lane.options, ...(opts.options ?? [])];
  if (lane.family === 'z3') {
    const model = opts.produceModel ? ['dump_models=true'] : [];
    return { binary, args: ['-smt2', ...model, ...options, file] };
  }
  const has = (flag: string): boolean => options.includes(flag);
  const incremental = needsIncremental(script) && !has('--incremental') ? ['--incremental'] : [];
  const model = opts.produceModel && !has('--dump-models') ? ['--dump-models'] : [];
  return { binary, args: ['--lang', 'smt2', ...incremental, ...model, ...options, file] };
}

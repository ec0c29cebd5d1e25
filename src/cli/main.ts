// Entry of the `smtfuzz` CLI: dispatches sub-commands. Exit codes: 0 ok, 1 check failures, 2 usage, 3 internal bug.
import { checkCommand, CHECK_USAGE } from './commands/check.js';
import { mutateCommand, MUTATE_USAGE } from './commands/mutate.js';
import { fuzzCommand, FUZZ_USAGE } from './commands/fuzz.js';
import { mergeCommand, MERGE_USAGE } from './commands/merge.js';
import { solveCommand, SOLVE_USAGE } from './commands/solve.js';
import { reduceCommand, REDUCE_USAGE } from './commands/reduce.js';
import { processIo, UsageError, type Io } from './io.js';

type Command = (argv: string[], io: Io) => Promise<number>;

const COMMANDS: Record<string, { run: Command; usage: string }> = {
  check: { run: checkCommand, usage: CHECK_USAGE },
  solve: { run: solveCommand, usage: SOLVE_USAGE },
  fuzz: { run: fuzzCommand, usage: FUZZ_USAGE },
  merge: { run: mergeCommand, usage: MERGE_USAGE },
  mutate: { run: mutateCommand, usage: MUTATE_USAGE },
  reduce: { run: reduceCommand, usage: REDUCE_USAGE },
};

function usage(): string {
  return ['usage:', ...Object.values(COMMANDS).map((c) => `  ${c.usage}`)].join('\n');
}

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    io.out(usage());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`unknown command '${name}'\n${usage()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(`usage: ${command.usage}`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`smtfuzz ${name}: ${(e as Error).message}`);
      return 2;
    }
    if ((e as { code?: string }).code === 'ENOENT') {
      io.err(`smtfuzz ${name}: ${(e as Error).message}`);
      return 2;
    }
    io.err(`smtfuzz ${name}: internal error (a bug in smtfuzz, please report it):\n${(e as Error).stack ?? String(e)}`);
    return 3;
  }
}

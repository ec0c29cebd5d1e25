// Entry of the `smtplay` CLI: dispatches sub-commands (exit codes: exit-codes.ts).
// A command's module (and the engine behind it) is imported only when that command runs, so `--help` starts fast.
import { EXIT } from './exit-codes.js';
import { pathTrouble } from './files.js';
import { processIo, UsageError, type Io } from './io.js';
import { nativeProcessMode } from '../solvers/native/process-mode.js';
import {
  BISECT_USAGE,
  CHECK_USAGE,
  FUZZ_USAGE,
  lanesHelp,
  MARK_USAGE,
  MERGE_USAGE,
  MUTATE_USAGE,
  REDUCE_USAGE,
  REPORT_USAGE,
  SOLVE_USAGE,
  TRIAGE_USAGE,
} from './usage.js';

type Command = (argv: string[], io: Io) => Promise<number>;

/** `lanes`: the command takes --solver, so its help explains lane names and the release cache. */
const COMMANDS: Record<string, { load: () => Promise<Command>; usage: string; lanes?: true }> = {
  check: { load: async () => (await import('./commands/check.js')).checkCommand, usage: CHECK_USAGE },
  solve: { load: async () => (await import('./commands/solve.js')).solveCommand, usage: SOLVE_USAGE, lanes: true },
  fuzz: { load: async () => (await import('./commands/fuzz.js')).fuzzCommand, usage: FUZZ_USAGE, lanes: true },
  merge: { load: async () => (await import('./commands/merge.js')).mergeCommand, usage: MERGE_USAGE },
  mutate: { load: async () => (await import('./commands/mutate.js')).mutateCommand, usage: MUTATE_USAGE, lanes: true },
  reduce: { load: async () => (await import('./commands/reduce.js')).reduceCommand, usage: REDUCE_USAGE, lanes: true },
  bisect: { load: async () => (await import('./commands/bisect.js')).bisectCommand, usage: BISECT_USAGE, lanes: true },
  report: { load: async () => (await import('./commands/report.js')).reportCommand, usage: REPORT_USAGE },
  triage: { load: async () => (await import('./commands/triage.js')).triageCommand, usage: TRIAGE_USAGE },
  mark: { load: async () => (await import('./commands/mark.js')).markCommand, usage: MARK_USAGE },
};

function usage(): string {
  return ['usage:', ...Object.values(COMMANDS).map((c) => `  ${c.usage}`), lanesHelp()].join('\n');
}

/** What a person did wrong, when `e` is a usage error (bad arguments, or a path that cannot be used). */
function usageMessage(e: unknown, usage: string): string | undefined {
  if (e instanceof UsageError) return e.message;
  const code = (e as { code?: string }).code;
  // node:util parseArgs: an unknown flag, or a flag without its value.
  if (code?.startsWith('ERR_PARSE_ARGS')) return `${(e as Error).message}\nusage: ${usage}`;
  // A path a command reads or writes without its own check (files.ts has the checks with better words).
  const path = (e as { path?: string }).path;
  const why = pathTrouble(e);
  if (path !== undefined && why !== undefined) return `${path} ${why}: check the path, or give another`;
  return undefined;
}

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    io.out(usage());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`unknown command '${name}'\n${usage()}`);
    return EXIT.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(`usage: ${command.usage}${command.lanes ? `\n${lanesHelp()}` : ''}`);
    return EXIT.ok;
  }
  const processes = nativeProcessMode(process.env);
  if (!processes.ok) {
    io.err(`smtplay ${name}: ${processes.message}`);
    return EXIT.usage;
  }
  try {
    const run = await command.load();
    return await run(rest, io);
  } catch (e) {
    const message = usageMessage(e, command.usage);
    if (message !== undefined) {
      io.err(`smtplay ${name}: ${message}`);
      return EXIT.usage;
    }
    io.err(`smtplay ${name}: internal error (a bug in smtplay, please report it):\n${(e as Error).stack ?? String(e)}`);
    return EXIT.bug;
  }
}

// Setup file of the `unit` test project: a unit test may not start a solver. Starting z3, cvc5 or
// another Node process (the smtplay CLI starts solvers), starting a worker thread (where the wasm
// solvers run), or loading a z3-solver build throws here, so a test that needs a solver but is named
// `*.test.ts` fails loudly instead of quietly slowing the fast loop: name it `*.solvers.test.ts`.
// Small system tools (tar, sh) stay allowed.
import childProcess from 'node:child_process';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { basename } from 'node:path';
import workerThreads from 'node:worker_threads';

function refuse(what: string): never {
  throw new Error(`unit tier: ${what} is not allowed here; a test that needs it belongs in *.solvers.test.ts`);
}

const SOLVER_OR_NODE = /(^|[\s/'"])(z3|cvc5|node|smtplay(\.js)?)($|[\s'"])/;

function guardCommand(name: string, command: unknown, args: unknown): void {
  const file = String(command);
  const argv = Array.isArray(args) ? args.map(String) : [];
  if (file === process.execPath || SOLVER_OR_NODE.test(basename(file)) || SOLVER_OR_NODE.test(file))
    refuse(`child_process.${name}(${file})`);
  // `sh -c "z3 …"` and the like.
  if (argv.some((a) => SOLVER_OR_NODE.test(a))) refuse(`child_process.${name}(${file} ${argv.join(' ')})`);
}

// The unit project runs files without isolation: install the guard once per worker process.
const INSTALLED = Symbol.for('smtplay.unit-guard');
const registry = globalThis as { [INSTALLED]?: true };

const mutableChildProcess = childProcess as unknown as Record<string, (...args: unknown[]) => unknown>;
if (!registry[INSTALLED]) install();

function install(): void {
  registry[INSTALLED] = true;
  for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync'] as const) {
    const original = mutableChildProcess[name]!;
    mutableChildProcess[name] = function (this: unknown, command: unknown, args: unknown, ...rest: unknown[]) {
      guardCommand(name, command, args);
      return original.call(this, command, args, ...rest);
    };
  }
  mutableChildProcess.fork = (module: unknown) => refuse(`child_process.fork(${String(module)})`);
  (workerThreads as unknown as { Worker: unknown }).Worker = class {
    constructor(entry: unknown) {
      refuse(`a worker thread (${String(entry)})`);
    }
  };
  // ESM imports of node:child_process and node:worker_threads see the patched functions only after this.
  syncBuiltinESMExports();

  // z3-solver is loaded with require() (src/solvers/z3/load-node.ts); its glue files are refused.
  const Module = createRequire(import.meta.url)('node:module') as {
    _load: (request: string, ...rest: unknown[]) => unknown;
  };
  const load = Module._load;
  Module._load = function (this: unknown, request: string, ...rest: unknown[]) {
    if (/z3-built|z3-solver|z3-4817/.test(request)) refuse(`loading ${request}`);
    return load.call(this, request, ...rest);
  };
}

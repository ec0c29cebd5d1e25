// Setup file of the `unit` test project: a unit test may not start a solver. Starting a process or a
// worker thread, or loading a z3-solver build, throws here, so a test that needs a solver but is named
// `*.test.ts` fails loudly instead of quietly slowing the fast loop (rename it `*.solvers.test.ts`).
import childProcess from 'node:child_process';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import workerThreads from 'node:worker_threads';

function refuse(what: string): never {
  throw new Error(`unit tier: ${what} is not allowed here; a test that needs it belongs in *.solvers.test.ts`);
}

const processStarters = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;
const mutableChildProcess = childProcess as unknown as Record<string, unknown>;
for (const name of processStarters) {
  mutableChildProcess[name] = () => refuse(`child_process.${name}`);
}
(workerThreads as unknown as { Worker: unknown }).Worker = class {
  constructor() {
    refuse('a worker thread');
  }
};
// ESM imports of node:child_process / node:worker_threads see the patched functions only after this.
syncBuiltinESMExports();

// z3-solver is loaded with require() (src/solvers/z3/load-node.ts); its glue files are refused.
const Module = createRequire(import.meta.url)('node:module') as {
  _load: (request: string, ...rest: unknown[]) => unknown;
};
const load = Module._load;
Module._load = function (request: string, ...rest: unknown[]) {
  if (/z3-built|z3-solver|z3-4817/.test(request)) refuse(`loading ${request}`);
  return load.call(this, request, ...rest);
};

// Solvers for Node (CLI and tests): wasm lanes run in worker_threads behind a SolverHost, native lanes
// as processes (a persistent one per solver unless `nativeProcesses` or SMTPLAY_NATIVE_PROCESSES says fresh). A CVC5 wasm lane runs the checked build of its version in the CLI's cache (cvc5/releases.ts;
// cli/lanes.ts makes it ready when it resolves the lane).
import { SolverHost, type HostOptions } from './host.js';
import type { Lane } from './lane.js';
import { NativeSolver } from './native/native-solver.js';
import { nativeProcessMode, type NativeProcessMode } from './native/process-mode.js';
import type { Solver } from './solver.js';
import { cvc5BuildAt } from './cvc5/releases.js';
import { spawnCvc5NodeWorker } from './cvc5/spawn-node.js';
import { spawnZ3NodeWorker } from './z3/spawn-node.js';

export interface NodeSolverOptions extends HostOptions {
  /** Native lanes: one persistent process, or a process per run (default: SMTPLAY_NATIVE_PROCESSES, else persistent). */
  nativeProcesses?: NativeProcessMode;
}

export function createNodeSolver(lane: Lane, options: NodeSolverOptions = {}): Solver {
  if (lane.backend === 'native') return new NativeSolver(lane, options.nativeProcesses ?? envProcessMode());
  if (lane.family === 'z3') {
    return new SolverHost(
      lane,
      spawnZ3NodeWorker,
      { family: 'z3', source: lane.pkg ?? 'z3-solver', options: lane.options },
      options,
    );
  }
  const build = lane.version ? cvc5BuildAt(lane.version) : undefined;
  if (!build) throw new Error(`no CVC5 ${lane.version || ''} build in the cache for ${lane.id} (wasm/README.md)`);
  return new SolverHost(
    lane,
    spawnCvc5NodeWorker,
    { family: 'cvc5', source: build.js, options: lane.options },
    options,
  );
}

function envProcessMode(): NativeProcessMode {
  const read = nativeProcessMode(process.env);
  if (!read.ok) throw new Error(read.message);
  return read.mode;
}

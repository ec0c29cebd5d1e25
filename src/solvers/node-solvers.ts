// Solvers for Node (CLI and tests): wasm lanes run in worker_threads behind a SolverHost, native lanes
// as processes.
import { SolverHost, type HostOptions } from './host.js';
import type { Lane } from './lane.js';
import { NativeSolver } from './native/native-solver.js';
import type { Solver } from './solver.js';
import { spawnZ3NodeWorker } from './z3/spawn-node.js';

export function createNodeSolver(lane: Lane, options: HostOptions = {}): Solver {
  if (lane.backend === 'native') return new NativeSolver(lane);
  if (lane.family === 'z3') {
    return new SolverHost(
      lane,
      spawnZ3NodeWorker,
      { family: 'z3', source: lane.pkg ?? 'z3-solver', options: lane.options },
      options,
    );
  }
  throw new Error(`no Node backend for ${lane.id}: CVC5 wasm needs a cvc5.js build (see wasm/README.md)`);
}

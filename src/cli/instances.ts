// How many solver instances per lane `smtplay fuzz` runs on this machine when `--jobs` is not given: one per core,
// wasm lanes capped by half the memory (solvers/pool.ts `instancesPerLane`). The benchmarks that report "what the
// CLI runs" ask here too, so their figures are the CLI's.
import { availableParallelism, totalmem } from 'node:os';
import type { Lane } from '../solvers/lane.js';
import { instancesPerLane } from '../solvers/pool.js';

export function cliInstancesPerLane(lanes: readonly Lane[]): number {
  return instancesPerLane(lanes, { cores: availableParallelism(), memory: totalmem() / 2 });
}

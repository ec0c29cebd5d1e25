// A solver pool over lanes for one command (`reduce`, `report`): one solver per lane, `jobs` runs at a time,
// disposed when the work is done.
import type { Lane } from '../solvers/lane.js';
import { createNodeSolver } from '../solvers/node-solvers.js';
import { SolverPool } from '../solvers/pool.js';
import type { RunLane } from '../solvers/runner.js';

/** `started`: each lane's version or why it did not load (SolverPool.start), for cli/lane-start.ts. */
export async function withPool<T>(
  lanes: readonly Lane[],
  jobs: number,
  work: (run: RunLane, started: Awaited<ReturnType<SolverPool['start']>>) => Promise<T>,
): Promise<T> {
  const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane, { warmSpare: false }), jobs);
  try {
    const started = await pool.start();
    return await work((id, t, o) => pool.run(id, t, o), started);
  } finally {
    pool.dispose();
  }
}

// The one way the rest of the product runs text on a lane: the solver pool in Node, the lane service in the
// page, and anything built on them (campaigns, step mode, the reducer, seed preparation) take a LaneRunner.
import type { Lane } from './lane.js';
import type { Outcome, RunOptions } from './outcome.js';

export type RunLane = (laneId: string, text: string, options: RunOptions) => Promise<Outcome>;

export interface LaneRunner {
  readonly lanes: readonly Lane[];
  run: RunLane;
}

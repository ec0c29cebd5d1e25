// A native lane as a Solver: every run is its own process, so there is nothing to keep warm.
import { programOf, type Lane } from '../lane.js';
import type { Outcome, RunOptions } from '../outcome.js';
import type { Solver } from '../solver.js';
import { describeNativeOptions } from './describe-options.js';
import { runNative } from './run-native.js';
import { detectNativeVersion } from './version.js';

export class NativeSolver implements Solver {
  constructor(readonly lane: Lane) {}

  async start(): Promise<{ version: string }> {
    const version = await detectNativeVersion(programOf(this.lane));
    if (version === undefined) throw new Error(`cannot run '${programOf(this.lane)}' (is it installed and on PATH?)`);
    return { version };
  }

  run(script: string, options: RunOptions): Promise<Outcome> {
    return runNative(this.lane, script, options);
  }

  describeOptions(): Promise<string> {
    return describeNativeOptions(this.lane);
  }

  dispose(): void {}
}

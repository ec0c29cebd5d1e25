// Lanes named with options drawn for one run (`z3@4.8.17+smt.relevancy=0`) run on their base lane with those
// options as the run's own (RunOptions.options): no solver is started per option set, and the outcome carries
// the name it was asked under. Reducing a finding's options tries many option sets on the same solvers.
import type { RunLane } from './runner.js';

export function optionLanes(run: RunLane, bases: readonly string[]): RunLane {
  const sorted = [...bases].sort((a, b) => b.length - a.length);
  return async (laneId, text, options) => {
    const base = sorted.find((b) => laneId === b || laneId.startsWith(`${b}+`));
    if (base === undefined || base === laneId) return run(laneId, text, options);
    const extra = laneId.slice(base.length + 1).split('+');
    const outcome = await run(base, text, { ...options, options: [...(options.options ?? []), ...extra] });
    return { ...outcome, laneId };
  };
}

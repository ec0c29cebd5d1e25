// Lanes named with options drawn for one run (`z3@4.8.17+smt.relevancy=0`) run on their base lane with those
// options as the run's own (RunOptions.options): no solver is started per option set, and the outcome carries
// the name it was asked under. Reducing a finding's options tries many option sets on the same solvers.
import { optionsAfter } from './lane-spec.js';
import type { RunLane } from './runner.js';

export function optionLanes(run: RunLane, bases: readonly string[]): RunLane {
  return async (laneId, text, options) => {
    if (bases.includes(laneId)) return run(laneId, text, options);
    // The base with the most options of its own that the lane extends (`z3+a=1` before `z3` for `z3+a=1+b=2`).
    const [base, extra] = bases
      .map((b) => [b, optionsAfter(b, laneId)] as const)
      .filter((x): x is readonly [string, string[]] => x[1] !== undefined)
      .sort((a, b) => a[1].length - b[1].length)[0] ?? [undefined, undefined];
    if (base === undefined) return run(laneId, text, options);
    const outcome = await run(base, text, { ...options, options: [...(options.options ?? []), ...extra] });
    return { ...outcome, laneId };
  };
}

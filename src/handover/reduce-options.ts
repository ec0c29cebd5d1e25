// Reducing the solver options of a finding made under fuzzed options: after the script is reduced, ddmin over
// the (lane, option) pairs drawn for the mutant keeps the smallest set under which the judge still finds the
// same bug (the one rule, with the finding's lanes renamed to their new options). Part of the one
// reduce-a-finding pipeline (finding.ts).
import { withLanes, type FindingTarget, type RawFinding } from '../oracles/index.js';
import { parseScript } from '../smtlib/parser.js';
import { withExtraOptions } from '../solvers/lane-spec.js';
import type { RunLane } from '../solvers/runner.js';
import { shows, type Tries } from '../oracles/intermittent.js';
import { stillShows } from '../reduce/predicates/keep-finding.js';

/**
 * Runs an option kept by ddmin gets once more without it: a race (Z3's local search in a thread beside its core) can
 * miss on the one run a candidate gets, and ddmin then keeps an option the bug does not need (measured: Z3 main's
 * `sls_seq_plugin.cpp:1745` shown on 4 of 5 runs without `smt.arith.greatest_error_pivot=true`, which its report kept).
 */
const CONFIRM_RUNS = 3;

/** Drawn options by lane (the lane's id without them). */
export type LaneOptions = Record<string, readonly string[]>;

interface Item {
  lane: string;
  option: string;
}

export interface OptionReduction {
  /** The options that matter, by lane (lanes left with none are absent). */
  kept: LaneOptions;
  /** A lane id under the original options → the same lane under the kept ones. */
  rename: (laneId: string) => string;
  /** Candidate option sets tried. */
  candidates: number;
}

function idsOf(byLane: LaneOptions): Map<string, string> {
  return new Map(Object.entries(byLane).map(([lane, options]) => [withExtraOptions(lane, options), lane]));
}

function renamer(from: LaneOptions, to: LaneOptions): (laneId: string) => string {
  const bases = idsOf(from);
  return (laneId) => {
    const base = bases.get(laneId);
    return base === undefined ? laneId : withExtraOptions(base, to[base] ?? []);
  };
}

export async function reduceOptions(
  run: RunLane,
  target: FindingTarget,
  keeps: RawFinding,
  /** Lanes that must answer as the oracle expects (keep-finding.ts). */
  witnesses: readonly string[],
  text: string,
  drawn: LaneOptions,
  timeoutMs: number,
  signal?: AbortSignal,
  /** How an option set is judged to keep the finding: more than one run for an intermittent bug (intermittent.ts). */
  tries: Tries = { need: 1, of: 1 },
): Promise<OptionReduction> {
  const items: Item[] = Object.entries(drawn).flatMap(([lane, options]) => options.map((option) => ({ lane, option })));
  const parsed = parseScript(text);
  const script = parsed.ok ? parsed.value : undefined;
  let candidates = 0;
  const byLaneOf = (subset: readonly Item[]): LaneOptions => {
    const out: Record<string, string[]> = {};
    for (const item of items) if (subset.includes(item)) (out[item.lane] ??= []).push(item.option);
    return out;
  };
  const keepsUnder = async (subset: readonly Item[], asked: Tries = tries): Promise<boolean> => {
    if (signal?.aborted) return false;
    candidates++;
    const rename = renamer(drawn, byLaneOf(subset));
    const lanes = [...target.run, ...witnesses.filter((w) => !target.run.includes(w))];
    return shows(
      asked,
      async (again) => {
        const outcomes = await Promise.all(
          lanes.map((lane) =>
            run(rename(lane), text, { timeoutMs, produceModel: target.produceModel, ...(again ? { again } : {}) }),
          ),
        );
        return stillShows(script, target, withLanes(keeps, rename), witnesses.map(rename), outcomes);
      },
      signal,
    );
  };
  let kept = await ddmin(items, (subset) => keepsUnder(subset));
  // Each option kept, tried away once more on more runs: one the bug shows without is not needed after all.
  const confirm: Tries = { need: tries.need, of: Math.max(tries.of, CONFIRM_RUNS) };
  for (const item of [...kept]) {
    const without = kept.filter((k) => k !== item);
    if (await keepsUnder(without, confirm)) kept = without;
  }
  const byLane = byLaneOf(kept);
  return { kept: byLane, rename: renamer(drawn, byLane), candidates };
}

/** Zeller's ddmin: a 1-minimal subset on which `keeps` holds (the whole set is assumed to hold; none is tried first). */
async function ddmin<T>(all: readonly T[], keeps: (subset: readonly T[]) => Promise<boolean>): Promise<T[]> {
  if (all.length === 0 || (await keeps([]))) return [];
  let current = [...all];
  let n = 2;
  while (current.length >= 2) {
    const size = Math.ceil(current.length / n);
    const chunks = Array.from({ length: Math.ceil(current.length / size) }, (_, i) =>
      current.slice(i * size, (i + 1) * size),
    );
    let reduced = false;
    for (const chunk of chunks) {
      if (await keeps(chunk)) {
        current = chunk;
        n = 2;
        reduced = true;
        break;
      }
    }
    if (!reduced)
      for (const chunk of chunks) {
        const complement = current.filter((x) => !chunk.includes(x));
        if (await keeps(complement)) {
          current = complement;
          n = Math.max(n - 1, 2);
          reduced = true;
          break;
        }
      }
    if (!reduced) {
      if (n >= current.length) break;
      n = Math.min(current.length, n * 2);
    }
  }
  return current;
}

// Bug yield, after the campaign: each finding reduced (script, then its drawn options) within a time cap,
// re-checked on the same lanes, and keyed for de-duplication on the reduced formula (campaign/reduced-key.ts).
import type { Finding } from '../src/campaign/finding.js';
import { reducedKey } from '../src/campaign/reduced-key.js';
import { baseLaneId } from '../src/campaign/solver-options.js';
import {
  keepFinding,
  NotReproducible,
  planFor,
  reduce,
  reduceOptions,
  type ReductionTarget,
} from '../src/reduce/index.js';
import { parseScript } from '../src/smtlib/parser.js';
import type { RunLane } from '../src/solvers/runner.js';

export interface Reduced {
  finding: Finding;
  /** What went wrong before there was anything to reduce (not reproduced, no plan, unparsable). */
  failed?: string;
  text: string;
  bytesBefore: number;
  bytesAfter: number;
  seconds: number;
  /** The reduction hit the time cap (the result is what was reached). */
  capped: boolean;
  /** The reduced formula, on the same lanes with the options that matter, still shows the finding. */
  reproduces: boolean;
  /** Drawn options that matter, by lane (empty without option fuzzing). */
  options: Record<string, readonly string[]>;
  /** Marked (experimental, expert-only, unsound…) options among those that matter, as `option (mark)`. */
  marked: string[];
  key: string;
}

export async function reduceFinding(run: RunLane, finding: Finding, capMs: number, jobs: number): Promise<Reduced> {
  const startedAt = Date.now();
  const drawn = finding.solverOptions?.byLane ?? {};
  const bases = finding.lanes.map((l) => baseLaneId(l, finding.solverOptions));
  const allMarked = (finding.solverOptions?.marked ?? []).map((m) => `${m.option} (${m.mark})`);
  const original = parseScript(finding.mutant);
  const unreduced = (failed: string): Reduced => ({
    finding,
    failed,
    text: finding.mutant,
    bytesBefore: finding.mutant.length,
    bytesAfter: finding.mutant.length,
    seconds: (Date.now() - startedAt) / 1000,
    capped: false,
    reproduces: false,
    options: drawn,
    marked: [...new Set(allMarked)],
    key: original.ok ? reducedKey({ ...finding, lanes: bases }, original.value) : `unparsable|${finding.signature}`,
  });
  const plan = planFor(finding, finding.oracle, finding.outcomes);
  if (!plan.ok) return unreduced(plan.reason);
  if (!original.ok) return unreduced(`the mutant does not parse: ${original.error.message}`);
  const target = plan.target;
  let kept;
  try {
    kept = await keepFinding(run, target, finding.mutant);
  } catch (e) {
    if (e instanceof NotReproducible) return unreduced(`not reproduced: ${e.message}`);
    throw e;
  }
  const signal = AbortSignal.timeout(capMs);
  let result;
  try {
    result = await reduce(original.value, kept.predicate, { jobs, signal }, finding.mutant.length);
  } catch (e) {
    // The canonically printed mutant may lose the finding (reduce's own first check).
    return unreduced(`not reducible: ${e instanceof Error ? e.message : String(e)}`);
  }
  // Then the drawn options: only those under which the finding stays count (a marked option that does not
  // matter does not make the finding experimental).
  const options =
    Object.keys(drawn).length > 0
      ? await reduceOptions(run, target, kept.keeps, result.text, drawn, finding.timeoutMs, signal)
      : undefined;
  const rename = options?.rename ?? ((id: string) => id);
  const keptOptions = options?.kept ?? {};
  const marked = (finding.solverOptions?.marked ?? [])
    .filter((m) => keptOptions[m.lane]?.includes(m.option))
    .map((m) => `${m.option} (${m.mark})`);
  const renamed: ReductionTarget = { ...target, lanes: target.lanes.map(rename), run: target.run.map(rename) };
  // The re-check: a fresh golden run of the reduced formula on the same lanes (with the options that matter).
  let reproduces = true;
  try {
    await keepFinding(run, renamed, result.text);
  } catch (e) {
    if (!(e instanceof NotReproducible)) throw e;
    reproduces = false;
  }
  return {
    finding,
    text: result.text,
    bytesBefore: result.stats.bytesBefore,
    bytesAfter: result.stats.bytesAfter,
    seconds: (Date.now() - startedAt) / 1000,
    capped: result.cancelled === true || signal.aborted,
    reproduces,
    options: keptOptions,
    marked: [...new Set(marked)],
    key: reducedKey({ ...finding, lanes: bases }, result.script),
  };
}

/** Reduced findings with one key: one bug. */
export interface Distinct {
  key: string;
  members: Reduced[];
  /** The smallest reduced member (a reproducing one first). */
  best: Reduced;
  reproduces: boolean;
  /** Some member shows it under no marked option that matters. */
  unmarked: boolean;
  /** Some member reproduces after reduction under no marked option that matters. */
  unmarkedReproduces: boolean;
}

export function distinctFindings(reduced: readonly Reduced[]): Distinct[] {
  const byKey = new Map<string, Reduced[]>();
  for (const r of reduced) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
  return [...byKey].map(([key, members]) => {
    const ranked = [...members].sort(
      (a, b) => Number(b.reproduces) - Number(a.reproduces) || a.bytesAfter - b.bytesAfter,
    );
    return {
      key,
      members,
      best: ranked[0]!,
      reproduces: members.some((m) => m.reproduces),
      unmarked: members.some((m) => m.marked.length === 0),
      unmarkedReproduces: members.some((m) => m.reproduces && m.marked.length === 0),
    };
  });
}

// Bisection over Z3 releases, the same for the CLI (`smtplay bisect`, releases fetched on demand) and the page
// (the releases it ships): run the finding's text on its own lanes once (it must still show there), then on each
// release with that release substituted for the varied lane(s) (bisect-lanes.ts), the reference lanes' outcomes
// kept; the judge says per release whether the finding still shows (bad) or the lane now behaves (good);
// bisect-range.ts turns the verdicts into a range. Environment-neutral: how a lane runs is the caller's RunLane,
// which throws when a lane cannot be started.
import type { Oracle } from '../mutators/types.js';
import { judge, lastAnswer, type FindingKind, type Observation, type RawFinding } from '../oracles/index.js';
import { parseScript } from '../smtlib/parser.js';
import type { Outcome } from '../solvers/outcome.js';
import type { RunLane } from '../solvers/runner.js';
import { sortVersions } from '../solvers/versions.js';
import { asRelease, chooseVaried } from './bisect-lanes.js';
import { bisectRange, type BisectRange, type BisectVerdict, type VersionVerdict } from './bisect-range.js';

/** The finding to look for (reduce/plan.ts's ReductionTarget fits). */
export interface BisectTarget {
  kind: FindingKind;
  lanes: readonly string[];
  oracle: Oracle;
  /** Every lane that runs: the finding's lanes, and for a rejection one lane that accepts. */
  run: readonly string[];
  produceModel: boolean;
}

/** What a finding record keeps of a bisection (`Finding.bisect`). */
export interface Bisection {
  range: BisectRange;
  /** One per release, oldest first. */
  verdicts: VersionVerdict[];
  /** ISO time. */
  at: string;
  /** The lanes a release was substituted for, and the reference lanes kept as they ran. */
  varied: string[];
  kept: string[];
  /** Why those lanes were varied. */
  why: string;
}

export interface BisectInput {
  text: string;
  target: BisectTarget;
  versions: readonly string[];
  run: RunLane;
  timeoutMs: number;
  /** Lanes to vary, by id; default: chosen by bisect-lanes.ts. */
  vary?: readonly string[];
  /** Releases run at once (default 1). */
  concurrency?: number;
  onVerdict?: (verdict: VersionVerdict) => void;
  now?: () => Date;
}

export type Bisected = { ok: true; bisection: Bisection; golden: Outcome[] } | { ok: false; reason: string };

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

/** The judge finds the target's kind on exactly these lanes; a soundness finding with the sides as before. */
function shows(found: readonly RawFinding[], kind: FindingKind, lanes: readonly string[]): boolean {
  return found.some((f) => f.kind === kind && sameSet(f.lanes, lanes));
}

const DECIDING_KINDS: ReadonlySet<FindingKind> = new Set(['soundness', 'incompleteness', 'invalid-model']);

function describe(o: Outcome): string {
  if (o.status === 'ok') return o.answers.length ? o.answers.join(' ') : 'no answer';
  return o.message ? `${o.status}: ${o.message.split('\n')[0]}` : o.status;
}

/** A varied lane's outcome on one release, beside its outcome as the finding's own lane. */
interface Swapped {
  golden: Outcome;
  now: Outcome;
}

function verdictOf(
  target: BisectTarget,
  wanted: readonly string[],
  swapped: readonly Swapped[],
  kept: readonly Outcome[],
  script: ReturnType<typeof parseScript>,
): { verdict: BisectVerdict; detail: string } {
  const varied = swapped.map((s) => s.now);
  const judgement = judge(script.ok ? script.value : undefined, target.oracle, [...kept, ...varied]);
  const detail = varied.map(describe).join('; ');
  const refused = judgement.rejected.find((r) => varied.some((o) => o.laneId === r.laneId));
  if (refused) return { verdict: 'not-applicable', detail: `refused its options: ${refused.message}` };
  // A disagreement shows only with every varied lane on the side it took before.
  const sidesKept = target.kind !== 'soundness' || swapped.every((s) => lastAnswer(s.now) === lastAnswer(s.golden));
  if (sidesKept && shows(judgement.findings, target.kind, wanted)) return { verdict: 'bad', detail };
  const behaved = varied.every(
    (o) =>
      o.status === 'ok' &&
      (!DECIDING_KINDS.has(target.kind) || o.answers.some((a) => a === 'sat' || a === 'unsat')) &&
      !(DECIDING_KINDS.has(target.kind) && o.answers.includes('unknown')),
  );
  return { verdict: behaved ? 'good' : 'inconclusive', detail };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

export async function bisect(input: BisectInput): Promise<Bisected> {
  const { target, text, timeoutMs } = input;
  const options = { timeoutMs, produceModel: target.produceModel };
  const script = parseScript(text);
  let golden: Outcome[];
  try {
    golden = await Promise.all(target.run.map((laneId) => input.run(laneId, text, options)));
  } catch (e) {
    return { ok: false, reason: `cannot run the finding's own lanes: ${(e as Error).message}` };
  }
  const found = judge(script.ok ? script.value : undefined, target.oracle, golden).findings;
  if (!shows(found, target.kind, target.lanes)) {
    const seen = golden.map((o) => `${o.laneId}: ${describe(o)}`).join('; ');
    return { ok: false, reason: `the finding does not show on its own lanes (${seen})` };
  }
  const chosen = chooseVaried(target, golden as Observation[], input.vary);
  if ('reason' in chosen) return { ok: false, reason: chosen.reason };

  const verdicts: VersionVerdict[] = [];
  await eachLimited(sortVersions(input.versions), input.concurrency ?? 1, async (version) => {
    const swap = (laneId: string): string => (chosen.vary.includes(laneId) ? asRelease(laneId, version) : laneId);
    let verdict: VersionVerdict;
    try {
      const swapped = await Promise.all(
        chosen.vary.map(async (laneId): Promise<Swapped> => {
          const id = swap(laneId);
          const already = golden.find((o) => o.laneId === id);
          return {
            golden: golden.find((o) => o.laneId === laneId)!,
            now: already ?? (await input.run(id, text, options)),
          };
        }),
      );
      const kept = golden.filter((o) => chosen.keep.includes(o.laneId));
      verdict = { version, ...verdictOf(target, target.lanes.map(swap), swapped, kept, script) };
    } catch (e) {
      verdict = { version, verdict: 'unavailable', detail: (e as Error).message };
    }
    verdicts.push(verdict);
    input.onVerdict?.(verdict);
  });
  const ordered = sortVersions(verdicts.map((v) => v.version)).map((v) => verdicts.find((x) => x.version === v)!);
  return {
    ok: true,
    golden,
    bisection: {
      range: bisectRange(ordered),
      verdicts: ordered,
      at: (input.now?.() ?? new Date()).toISOString(),
      varied: chosen.vary,
      kept: chosen.keep,
      why: chosen.why,
    },
  };
}

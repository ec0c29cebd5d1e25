// Is the bug still there today? A finding counts as live only when the newest release of the solver that misbehaved
// still shows it (for an unknown, the solver that gave up: suspect-lanes.ts misbehavingFamilies): its lanes of that
// solver run again as each newest release at hand (with their options; Z3: npm's newest z3-solver and Debian's newest
// native z3; cvc5: the newest native cvc5 or the WebAssembly build), the other lanes kept as they ran (the
// substitution of handover/bisect.ts), and the same bug is looked for (the one rule, oracles/same-bug.ts). When both
// solvers misbehaved (Z3 says sat, cvc5 unsat), a sat lane's model tells the wrong side where our evaluator can read
// it (model-witness.ts), and only that solver is checked; else both are, and the record says so. The newest release
// by version decides; the others checked are named beside it. Solver teams ask for this first (cvc5: re-check on the
// latest version; Z3's form: the version, the last working version).
import {
  familyOf,
  isNativeLane,
  laneTitle,
  parseLaneSpec,
  printLaneSpec,
  validatesModels,
  withOptions,
  withoutModelValidation,
} from '../solvers/lane-spec.js';
import type { SolverFamily } from '../solvers/lane.js';
import type { RunLane } from '../solvers/runner.js';
import { rateText, triesToShow } from '../oracles/intermittent.js';
import { planFor } from '../oracles/index.js';
import { parseScript } from '../smtlib/parser.js';
import { FAMILY_TITLES, misbehavingFamilies, misbehavingLanes, onHead } from '../finding/suspect-lanes.js';
import { REFUSES_INPUT, varying, verdictWith, type NotBisected } from './bisect.js';
import { onBaseLanes } from './finding-lanes.js';
import type { Finding } from '../finding/record.js';
import { keptLive } from '../finding/keep.js';
import { modelWitness, wrongSatModelFault } from './model-witness.js';
import { baseLaneId } from '../finding/options.js';
import type { LiveCheck, LiveRelease, LiveVerdict, NewestReleases } from '../finding/live-verdict.js';
import type { Outcome } from '../solvers/outcome.js';

/** cvc5's mode that refuses what its fuzzing guidelines leave out (cvc5 1.3.0's NEWS: the two coincide). */
export const SAFE_MODE = '--safe-mode=safe';

/** The lane with safe mode set before its own options. */
function safeFirst(laneId: string): string {
  const lane = parseLaneSpec(laneId);
  return lane.ok ? printLaneSpec(withOptions(lane.value, [SAFE_MODE, ...lane.value.options])) : laneId;
}

/** Why the lane's solver said unknown to the script's last check-sat, in its words; undefined when it does not say. */
async function reasonUnknown(
  laneId: string,
  script: string,
  run: RunLane,
  timeoutMs: number,
): Promise<string | undefined> {
  const asked = await run(laneId, `${script.trimEnd()}\n(get-info :reason-unknown)\n`, { timeoutMs }).catch(
    () => undefined,
  );
  return asked?.answers.at(-1) === 'unknown' ? asked.unknownReason : undefined;
}

export interface LiveCheckInput {
  finding: Finding;
  /** The newest releases at hand, per solver, newest first (live-verdict.ts). */
  newest: NewestReleases;
  run: RunLane;
  now?: () => Date;
}

/** The solvers of the finding's misbehaving lanes, as people name them, with the version each ran (no options). */
function seenOn(f: Finding): string[] {
  return misbehavingLanes(f).map((id) => {
    const lane = parseLaneSpec(id);
    if (!lane.ok) return id;
    const info = f.solvers.find((s) => s.id === baseLaneId(id, f.solverOptions));
    return laneTitle({ ...lane.value, version: lane.value.version || info?.version || '', options: [] });
  });
}

const versionOfHead = (head: string): string => {
  const lane = parseLaneSpec(head);
  return lane.ok ? (lane.value.version ?? '') : '';
};

/** One solver's newest releases run in place of its misbehaving lanes. */
interface FamilyCheck {
  family: SolverFamily;
  /** Newest first; the first decides. */
  releases: LiveRelease[];
}

const VERDICT_OF: Readonly<Record<LiveRelease['verdict'], LiveVerdict>> = {
  bad: 'live',
  good: 'fixed',
  'not-applicable': 'not-applicable',
  inconclusive: 'inconclusive',
  unavailable: 'unavailable',
};

export async function liveCheck(input: LiveCheckInput): Promise<LiveCheck> {
  const f = input.finding;
  const at = (input.now?.() ?? new Date()).toISOString();
  const seen = seenOn(f);
  const unchecked = (detail: string, text: string): LiveCheck => ({
    verdict: 'unchecked',
    seenOn: seen,
    detail,
    at,
    text,
  });
  const planned = planFor(f, f.oracle, f.outcomes);
  if (!planned.ok) return unchecked(planned.reason, `not checked against a newer release: ${planned.reason}`);
  const target = planned.target;

  const misbehaving = misbehavingFamilies(f);
  let families = misbehaving.filter((family) => (input.newest[family]?.length ?? 0) > 0);
  if (families.length === 0)
    return unchecked(
      `no newest release at hand of ${misbehaving.length ? misbehaving.join(' or ') : f.lanes.join(' or ')}`,
      `seen on ${seen.join(', ')}; no newer release of it was checked here`,
    );
  const heads = [...new Set(families.flatMap((family) => input.newest[family] ?? []))];
  const run = onBaseLanes(f, input.run, [], heads);
  // An intermittent finding (intermittent.ts) gets the tries its rate calls for, on its lanes and on each release.
  const vary = { text: f.mutant, target, run, timeoutMs: f.timeoutMs, tries: triesToShow(f.intermittent).of };

  let golden: Outcome[] | undefined;
  // Parsed when a model is asked for (the witness of a disagreement, a sat wrong by construction), once.
  let parsedOnce: ReturnType<typeof parseScript> | undefined;
  const parsed = (): ReturnType<typeof parseScript> => (parsedOnce ??= parseScript(f.mutant));
  let note = '';
  let modelFault: string | undefined;
  let wrongFamily: SolverFamily | undefined;
  // Both solvers on opposite sides of a wrong answer: a model may tell which one is wrong.
  const sides = new Set(f.lanes.map((l, i) => `${familyOf(l)}:${f.said[i]}`));
  if (f.kind === 'soundness' && families.length > 1 && sides.size > 1) {
    const first = await varying({ ...vary, family: families[0]! });
    if (!first.ok && first.code !== 'no-lane-of-family') return notRun(first);
    golden = first.ok ? first.varying.golden : undefined;
    const script = parsed();
    const witness =
      golden && script.ok
        ? await modelWitness(script.value, f.mutant, target.lanes, golden, run, f.timeoutMs).catch(() => undefined)
        : undefined;
    if (witness) {
      const wrong = f.lanes.filter((_, i) => f.said[i] === witness.wrong);
      families = families.filter((family) => wrong.some((l) => familyOf(l) === family));
      if (families.length === 1) wrongFamily = families[0];
      note = witness.why;
      modelFault = witness.modelFault;
    } else note = `which of ${families.map((x) => FAMILY_TITLES[x]).join(' and ')} is wrong is not told`;
  }

  const checks: FamilyCheck[] = [];
  let refusal: NotBisected | undefined;
  let safeMode: LiveCheck['safeMode'];
  let withoutModelCheck: LiveCheck['withoutModelCheck'];
  let unknownReason: string | undefined;
  for (const family of families) {
    const prepared = await varying({ ...vary, family }, golden);
    if (!prepared.ok) {
      if (prepared.code !== 'no-lane-of-family') refusal ??= prepared;
      continue;
    }
    golden = prepared.varying.golden;
    const releases: LiveRelease[] = [];
    for (const head of input.newest[family] ?? [])
      releases.push({
        lane: head,
        title: laneTitle(head),
        ...(await verdictWith(prepared.varying, vary, (l) => onHead(l, head))),
      });
    checks.push({ family, releases });
    // cvc5's fuzzing guidelines are what its safe mode allows: a live cvc5 bug is run once more under it.
    const newest = releases[0];
    if (family === 'cvc5' && newest?.verdict === 'bad') {
      // First on the command line: cvc5 takes an option set before it, and refuses one set after it that the
      // guidelines leave out ("expert option … cannot be set in safe mode").
      const run = await verdictWith(prepared.varying, vary, (l) => safeFirst(onHead(l, newest.lane)));
      // A theory safe mode leaves out is refused as an input ("… in this configuration. Try --fp."), not as an option:
      // both are not-applicable (bisect.ts verdictOf).
      safeMode = { verdict: run.verdict, detail: run.detail };
    }
    // The lane's check of its own models is an option too: a report names it only when the bug needs it (an invalid
    // model is the check's own finding). Run on the build whose command line a report shows first (an executable that
    // showed it, report/reproduce.ts), one lane varied, so that what the run printed is that lane's.
    const [varied, ...more] = prepared.varying.chosen.vary;
    const shownFirst = releases.find((r) => r.verdict === 'bad' && isNativeLane(r.lane)) ?? newest;
    if (
      f.kind !== 'invalid-model' &&
      shownFirst?.verdict === 'bad' &&
      withoutModelCheck === undefined &&
      varied !== undefined &&
      more.length === 0 &&
      validatesModels(varied)
    ) {
      const on = (l: string): string => withoutModelValidation(onHead(l, shownFirst.lane));
      withoutModelCheck = { lane: on(varied), ...(await verdictWith(prepared.varying, vary, on)) };
    }
    // A sat wrong by construction (the mutant's answer is unsat): what is wrong with the model it prints is the evidence
    // a maintainer asks for first (a model defining a constant through itself: Z3 main under SLS). Asked once, on the
    // build whose command line a report shows first.
    const claimedSat =
      f.kind === 'soundness' && f.expected === 'unsat' && shownFirst?.verdict === 'bad' && modelFault === undefined
        ? f.lanes.find((l, i) => familyOf(l) === family && f.said[i] === 'sat')
        : undefined;
    const script = claimedSat ? parsed() : undefined;
    if (claimedSat && script?.ok) {
      const lane = onHead(claimedSat, shownFirst!.lane);
      modelFault = await wrongSatModelFault(script.value, f.mutant, lane, vary.run, f.timeoutMs);
    }
    // An unknown still there: the solver says why when asked. cvc5's `incomplete` on a quantified formula is by design,
    // and so is Z3's "invalid parameter for smt.string_solver" (an option value naming a solver it no longer has):
    // report-decision.ts reads the reason.
    const gaveUp =
      f.kind === 'incompleteness' && newest?.verdict === 'bad' && unknownReason === undefined
        ? f.lanes.find((l) => familyOf(l) === family)
        : undefined;
    if (gaveUp) unknownReason = await reasonUnknown(onHead(gaveUp, newest!.lane), f.mutant, vary.run, f.timeoutMs);
  }
  if (checks.length === 0) return notRun(refusal);

  const decided = checks.map((c) => ({ c, verdict: VERDICT_OF[c.releases[0]!.verdict] }));
  const live = decided.filter((d) => d.verdict === 'live');
  const deciding = live[0] ?? decided.find((d) => d.verdict !== 'fixed') ?? decided[0]!;
  const verdict = live.length > 0 ? 'live' : deciding.verdict;
  const newest = deciding.c.releases[0]!;
  const others = checks.flatMap((c) => c.releases).filter((r) => r !== newest);
  // The other releases run, as they relate to the verdict: `also in`/`not in` a live bug, `still in`/`also fixed in`.
  const relation = (r: LiveRelease): string =>
    r.verdict === 'bad'
      ? verdict === 'live'
        ? 'also in'
        : 'still in'
      : r.verdict === 'good'
        ? verdict === 'live'
          ? 'not in'
          : 'also fixed in'
        : `${r.verdict} on`;
  const also = others.length ? `; ${others.map((r) => `${relation(r)} ${r.title}`).join(', ')}` : '';
  const where = verdict === 'live' ? '' : ` (seen on ${seen.join(', ')})`;
  const head =
    verdict === 'live'
      ? `live in ${live.map((d) => d.c.releases[0]!.title).join(' and ')}`
      : verdict === 'fixed'
        ? `fixed by ${newest.title}`
        : verdict === 'not-applicable'
          ? `not checked: ${newest.title} ${newest.detail.startsWith(REFUSES_INPUT) ? REFUSES_INPUT : "refuses the lane's options"}`
          : verdict === 'inconclusive'
            ? `inconclusive on ${newest.title}`
            : `not checked: ${newest.title} could not be run`;
  return {
    verdict,
    release: versionOfHead(newest.lane),
    family: deciding.c.family,
    checks: checks.flatMap((c) => c.releases),
    ...(safeMode ? { safeMode } : {}),
    ...(withoutModelCheck ? { withoutModelCheck } : {}),
    ...(unknownReason ? { unknownReason } : {}),
    ...(modelFault ? { modelFault } : {}),
    ...(wrongFamily ? { wrongFamily } : {}),
    seenOn: seen,
    detail: [newest.detail, note].filter(Boolean).join('; '),
    at,
    text: `${head}${where}${also}${note && live.length > 1 ? ` (${note})` : ''}`,
  };

  function notRun(why: NotBisected | undefined): LiveCheck {
    if (!why)
      return unchecked('nothing to vary', `seen on ${seen.join(', ')}; no newer release of it was checked here`);
    // A race not shown in all its tries is lost too often here to tell whether it is gone: not decided.
    if (why.code === 'not-shown' && f.intermittent)
      return unchecked(
        why.reason,
        `not shown in ${triesToShow(f.intermittent).of} runs here, though it ${rateText(f.intermittent)} when reduced: a race that cannot be told from a fix here`,
      );
    if (why.code === 'not-shown')
      return {
        verdict: 'gone',
        seenOn: seen,
        detail: why.reason,
        at,
        text: 'does not reproduce on its own lanes any more',
      };
    return unchecked(why.reason, `not checked against a newer release (seen on ${seen.join(', ')}): ${why.reason}`);
  }
}

/**
 * The step: the finding with its live check kept in its record, and in its reduced record too when it has one (the
 * reported one: reduction.ts); a reported finding that its reported record's check finds fixed is fixed upstream
 * (state.ts). `note` says what is not sure about the releases (npm out of reach), beside a verdict that ran one.
 */
export async function liveStep(
  finding: Finding,
  input: Omit<LiveCheckInput, 'finding'> & { note?: string },
): Promise<Finding> {
  const check = async (f: Finding): Promise<LiveCheck> => {
    const live = await liveCheck({ ...input, finding: f });
    return input.note && live.release ? { ...live, text: `${live.text} (${input.note})` } : live;
  };
  // Kept where finding/keep.ts keeps a live check: in the record that ran, the state after the reported one's.
  const own = keptLive(finding, await check(finding), finding);
  const reduced = finding.reduction?.finding;
  return reduced ? keptLive(own, await check(reduced), reduced) : own;
}

// Is the bug still there today? A finding's Z3 lanes that misbehaved are run again as the newest Z3 release (with
// their options), the other lanes kept as they ran (a bisection over one release, campaign/bisect.ts): the record
// then says "live in 5.2.0" or "fixed by 5.2.0". A finding whose misbehaving lanes are no Z3 (cvc5, a solver
// binary of one's own) says which version it was seen on and that no newer one was checked here. Solver teams ask
// for this first (cvc5: re-check on the latest version; Z3's form: the version, the last working version).
import { laneTitle, parseLaneSpec } from '../solvers/lane-spec.js';
import type { RunLane } from '../solvers/runner.js';
import { bisect } from './bisect.js';
import { onBaseLanes } from './finding-lanes.js';
import type { Finding } from './finding.js';
import { baseLaneId } from './solver-options.js';
import { planFor } from '../oracles/index.js';
import type { LiveCheck, LiveVerdict } from './live-verdict.js';

export interface LiveCheckInput {
  finding: Finding;
  /** The newest Z3 release at hand (the CLI: npm's newest, fetched on demand; the page: the newest it ships). */
  newest: string;
  run: RunLane;
  now?: () => Date;
}

/** The solvers of the finding's misbehaving lanes, as people name them, with the version each ran (no options). */
function seenOn(f: Finding): string[] {
  return f.lanes.map((id) => {
    const lane = parseLaneSpec(id);
    if (!lane.ok) return id;
    const info = f.solvers.find((s) => s.id === baseLaneId(id, f.solverOptions));
    return laneTitle({ ...lane.value, version: lane.value.version || info?.version || '', options: [] });
  });
}

const TEXT: Readonly<Record<LiveVerdict, (release: string) => string>> = {
  live: (r) => `live in Z3 ${r}`,
  fixed: (r) => `fixed by Z3 ${r}`,
  unchecked: () => 'not checked against a newer release',
  'not-applicable': (r) => `not checked: Z3 ${r} refuses the lane's options`,
  inconclusive: (r) => `inconclusive on Z3 ${r}`,
  unavailable: (r) => `not checked: Z3 ${r} could not be run`,
  gone: () => 'does not reproduce on its own lanes any more',
};

export async function liveCheck(input: LiveCheckInput): Promise<LiveCheck> {
  const f = input.finding;
  const at = (input.now?.() ?? new Date()).toISOString();
  const seen = seenOn(f);
  const done = (verdict: LiveVerdict, detail: string, release?: string): LiveCheck => {
    const where = verdict === 'live' ? '' : ` (seen on ${seen.join(', ')})`;
    return {
      verdict,
      ...(release ? { release } : {}),
      seenOn: seen,
      detail,
      at,
      text:
        verdict === 'unchecked'
          ? `${TEXT.unchecked('')}${where}: ${detail}`
          : `${TEXT[verdict](release ?? '')}${where}`,
    };
  };
  /** No Z3 lane misbehaved: the versions it was seen on are all there is to say. */
  const notZ3 = (detail: string): LiveCheck => ({
    verdict: 'unchecked',
    seenOn: seen,
    detail,
    at,
    text: `seen on ${seen.join(', ')}; no newer release of it was checked here`,
  });
  const planned = planFor(f, f.oracle, f.outcomes);
  if (!planned.ok) return done('unchecked', planned.reason);
  const result = await bisect({
    text: f.mutant,
    target: planned.target,
    versions: [input.newest],
    run: onBaseLanes(f, input.run, [input.newest]),
    timeoutMs: f.timeoutMs,
  });
  if (!result.ok) {
    if (result.code === 'no-z3-lane') return notZ3(result.reason);
    return done(result.code === 'not-shown' ? 'gone' : 'unchecked', result.reason);
  }
  const v = result.bisection.verdicts[0]!;
  const verdict: LiveVerdict = v.verdict === 'bad' ? 'live' : v.verdict === 'good' ? 'fixed' : v.verdict;
  return done(verdict, v.detail, input.newest);
}

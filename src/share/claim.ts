// The sentence a link's observations make ("This link claims: Z3 5.2.0 says unsat, expected sat"), and whether a
// run here shows what the link claims: both are judged (the one judge) and their findings compared through the one
// rule for the same bug (oracles/same-bug.ts), so a crash whose trace names other addresses still reproduces and a
// disagreement seen the other way round does not; per lane, what was claimed and what ran now.
import { judge, lastAnswer, type Observation, type RawFinding } from '../oracles/index.js';
import type { Script } from '../smtlib/ast.js';
import { laneKey, sameBugAs } from '../finding/identity.js';
import { laneTitle } from '../solvers/lane-spec.js';
import { fromObserved, observedOf, oracleOf, type Observed, type ShareState } from './state.js';

export function describeObserved(o: Observed): string {
  const who = laneTitle(o.lane);
  if (o.status === 'ok') return `${who} says ${o.answers.length ? o.answers.join(', ') : 'nothing'}`;
  if (o.status === 'error') return `${who} rejected the script`;
  return `${who}: ${o.status}`;
}

export function claimOf(state: ShareState): string | undefined {
  if (!state.observed?.length) return undefined;
  const parts = state.observed.map(describeObserved);
  return `This link claims: ${parts.join('; ')}${state.expected ? `, expected ${state.expected}` : ''}`;
}

/** What one lane did, in a few words: `sat`, `crash`, `rejected the script`, `timeout`. */
function did(o: Observed | undefined): string {
  if (!o) return 'did not run';
  if (o.status === 'ok') return o.answers.length ? (lastAnswer(o) ?? 'nothing') : 'nothing';
  if (o.status === 'error') return 'rejected the script';
  return o.status;
}

export interface LaneComparison {
  lane: string;
  claimed: string;
  now: string;
  /** The lane ended the same way (status and final answer). */
  same: boolean;
}

export interface LinkVerdict {
  /** The run shows the bug the link claims (or, for a link claiming no bug, none). */
  reproduces: boolean;
  /** Per lane the link names: what it claimed and what ran here. */
  lanes: LaneComparison[];
  /** `reproduces: …` or `does not reproduce here: …`. */
  text: string;
  /** The text without its first words: what was seen, and what differs. */
  detail: string;
}

const words = (f: RawFinding): string => f.message.split('\n')[0]!;

/**
 * Whether a run here (`now`) shows what the link claims. Without observations (links made before they were carried)
 * the claim is the link's oracle alone: it reproduces when the run shows a finding. `script`: the mutant parsed,
 * for the judge's model checks.
 */
export function linkVerdict(state: ShareState, now: readonly Observation[], script?: Script): LinkVerdict {
  const oracle = oracleOf(state);
  const claimedRuns = (state.observed ?? []).map(fromObserved);
  const claimed = claimedRuns.length ? judge(script, oracle, claimedRuns).findings : [];
  const found = judge(script, oracle, now).findings;
  // Lanes as identity names them (finding/identity.ts): release canonical, options in any order.
  const key = (laneId: string): string => laneKey(laneId);
  const lanes = (state.observed ?? []).map((c) => {
    const n = now.find((o) => key(o.laneId) === key(c.lane));
    const nowObserved = n ? observedOf(n) : undefined;
    return {
      lane: c.lane,
      claimed: did(c),
      now: did(nowObserved),
      same: nowObserved !== undefined && did(c) === did(nowObserved),
    };
  });
  const missing = claimed.filter((c) => !found.some((f) => sameBugAs(f, c, 'identity')));
  const reproduces = !claimedRuns.length
    ? found.length > 0
    : claimed.length
      ? missing.length === 0
      : found.length === 0;
  const differences = lanes.filter((l) => !l.same).map((l) => `${laneTitle(l.lane)} ${l.claimed} then, ${l.now} now`);
  // The verdict can be the same while the answers are not (a timeout now where the link had sat): said, so the
  // banner never contradicts the rows under it.
  const yetDiffers = differences.length
    ? `; the verdict is the same, but the answers differ from the link's (${differences.join('; ')})`
    : '';
  const detail = reproduces
    ? (claimed.length
        ? claimed.map(words).join('; ')
        : found.length
          ? found.map(words).join('; ')
          : 'no finding, as the link claims') + yetDiffers
    : [
        missing.length
          ? `${missing.map(words).join('; ')} — not seen now`
          : claimed.length === 0 && found.length
            ? `the link claims no finding, the run shows ${found.map(words).join('; ')}`
            : !claimedRuns.length
              ? 'no finding on these lanes'
              : '',
        differences.length ? `(${differences.join('; ')})` : '',
      ]
        .filter(Boolean)
        .join(' ');
  const text = `${reproduces ? 'reproduces' : 'does not reproduce here'}${detail ? `: ${detail}` : ''}`;
  return { reproduces, lanes, text, detail };
}

// A stand-in pool for unit tests of the hand-over (handover/pipeline.ts): no solver runs. Each Z3 release crashes
// with a bug's own words (or, for a bug with an `answer`, gives that answer) on any text holding that bug's
// assertion, as long as the release still has the bug, and answers sat otherwise; every run is counted, so a test
// says which step ran what, and how often. The real thing is the CLI's pool (cli/handover-pool.ts) in
// test/cli/report.solvers.test.ts.
import { makeFinding, solverInfo, type Finding } from '../../src/finding/record.js';
import type { HandoverPool } from '../../src/handover/pipeline.js';
import type { Oracle } from '../../src/mutators/types.js';
import { judge } from '../../src/oracles/index.js';
import { familyOf, parseLane, versionOf } from '../../src/solvers/lane-spec.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { outcome } from './outcome.js';

/** A bug of the stand-in Z3: the assertion that triggers it, its crash words, the releases that have it. */
export interface FakeBug {
  assertion: string;
  words: string;
  releases: readonly string[];
  /** An incompleteness instead of a crash: `unknown` on a formula sat by construction (fakeFinding's oracle). */
  answer?: 'unknown';
}

/** The releases the stand-in Z3 ships, oldest first; the finding's own lane runs the oldest. */
export const FAKE_RELEASES = ['4.8.17', '4.12.2', '4.13.4', '5.2.0'] as const;
export const FOUND_ON = `z3@${FAKE_RELEASES[0]}`;
export const NEWEST = `z3@${FAKE_RELEASES[FAKE_RELEASES.length - 1]}`;

/** Crashes from 4.8.17 until 5.2.0 fixed it. */
export const FIXED_CRASH: FakeBug = {
  assertion: '(assert (= x 7))',
  words: 'ASSERTION VIOLATION File: ../src/smt/theory_lra.cpp Line: 1234',
  releases: ['4.8.17', '4.12.2', '4.13.4'],
};
/** Crashes in every release, the newest too. */
export const LIVE_CRASH: FakeBug = {
  assertion: '(assert (= y 9))',
  words: 'RuntimeError: unreachable',
  releases: FAKE_RELEASES,
};

export interface Run {
  lane: string;
  text: string;
  /** Through `lanesOf` (the finding's own lanes, what a reduction runs) or `run` (any lane, other releases). */
  via: 'lanes' | 'run';
}

export interface FakePool extends HandoverPool {
  runs: Run[];
  /** How many runs a lane had (through either door). */
  count(lane: string): number;
}

const releaseOf = (lane: string): string | undefined => (familyOf(lane) === 'z3' ? versionOf(lane) : undefined);

/** What the stand-in Z3 does with a text: the first of `bugs` the release has and the text triggers crashes it. */
export function fakeZ3(bugs: readonly FakeBug[], lane: string, text: string): Outcome {
  const release = releaseOf(lane);
  const bug = bugs.find((b) => release !== undefined && b.releases.includes(release) && text.includes(b.assertion));
  if (bug?.answer) return outcome(lane, { answers: [bug.answer] });
  return bug
    ? outcome(lane, { status: 'crash', message: bug.words, stderr: bug.words })
    : outcome(lane, { answers: ['sat'] });
}

/** A pool whose lanes are the stand-in Z3; `refuse` names lanes that cannot start here (they throw). */
export function fakePool(bugs: readonly FakeBug[], refuse: readonly string[] = []): FakePool {
  const runs: Run[] = [];
  const runOn =
    (via: Run['via']) =>
    async (lane: string, text: string): Promise<Outcome> => {
      runs.push({ lane, text, via });
      if (refuse.includes(lane)) throw new Error(`${lane} cannot start here`);
      return fakeZ3(bugs, lane, text);
    };
  return {
    runs,
    count: (lane) => runs.filter((r) => r.lane === lane).length,
    // As the CLI's pool: a finding's lanes must all start before the work (cli/lane-start.ts), or it throws.
    lanesOf: (finding, work) => {
      const refused = finding.lanes.filter((l) => refuse.includes(l));
      if (refused.length) return Promise.reject(new Error(`${refused.join(', ')} cannot start here`));
      return work(runOn('lanes'));
    },
    run: runOn('run'),
  };
}

/** The oracle a finding of `bug` was judged by: a crash needs none; an unknown, the answer by construction. */
const oracleOf = (bug: FakeBug): Oracle =>
  bug.answer ? { kind: 'expected', expected: 'sat', unknownIsFinding: true } : { kind: 'differential', expected: null };

/**
 * A finding as a campaign records it: `bug`'s assertion among `padding` other commands on the oldest release, so a
 * reduction has something to take away and two findings of one bug differ before reduction.
 */
export function fakeFinding(bug: FakeBug, padding: readonly string[]): Finding {
  const mutant = [
    '(declare-const x Int)',
    '(declare-const y Int)',
    '(declare-const z Int)',
    ...padding,
    bug.assertion,
    '(check-sat)',
    '',
  ].join('\n');
  const outcomes = [fakeZ3([bug], FOUND_ON, mutant)];
  const oracle = oracleOf(bug);
  const raw = judge(undefined, oracle, outcomes).findings[0];
  if (!raw) throw new Error('the stand-in Z3 shows no finding on it');
  const lane = parseLane(FOUND_ON);
  if (!lane.ok) throw new Error(lane.error.message);
  return makeFinding({
    raw,
    logic: 'QF_LIA',
    rules: [],
    origin: 'campaign',
    mutant,
    seed: mutant,
    oracle,
    outcomes,
    solvers: [solverInfo(lane.value, undefined)],
    timeoutMs: 1000,
  });
}

// Bisection's logic with stand-in lanes (a table of what each lane says): which lanes vary, one verdict per
// release, the range, and the cases that stop it. Real releases are in test/cli/bisect.solvers.test.ts.
import { describe, expect, it } from 'vitest';
import { bisect } from '../../src/handover/bisect.js';
import type { FindingTarget as BisectTarget } from '../../src/oracles/index.js';
import { chooseVaried } from '../../src/finding/suspect-lanes.js';
import { bisectRange, type VersionVerdict } from '../../src/finding/bisect-range.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { RunLane } from '../../src/solvers/runner.js';
import { compareVersions } from '../../src/solvers/versions.js';
import { outcome } from '../support/outcome.js';

const VERSIONS = ['4.8.17', '4.12.2', '4.13.0', '4.13.3', '4.13.4', '5.2.0'];
const differential = { kind: 'differential', expected: null } as const;

function outcomeOf(laneId: string, said: string): Outcome {
  if (said === 'sat' || said === 'unsat' || said === 'unknown') return outcome(laneId, { answers: [said], timeMs: 5 });
  if (said === 'timeout') return outcome(laneId, { status: 'timeout', timeMs: 5 });
  if (said.startsWith('crash')) return outcome(laneId, { status: 'crash', message: said, timeMs: 5 });
  if (said === 'refused')
    return outcome(laneId, { status: 'error', errorKind: 'option', message: 'unknown parameter', timeMs: 5 });
  throw new Error(said);
}

/** Lanes answer from a table keyed by lane id; `throw` stands for a lane that cannot be started. */
function table(answers: Record<string, string>): { run: RunLane; calls: string[] } {
  const calls: string[] = [];
  const run: RunLane = async (laneId) => {
    calls.push(laneId);
    const said = answers[laneId];
    if (said === undefined) throw new Error(`no answer for ${laneId}`);
    if (said === 'throw') throw new Error(`could not start ${laneId}`);
    return outcomeOf(laneId, said);
  };
  return { run, calls };
}

const Z3STR3 = 'z3@4.8.17+smt.string_solver=z3str3';
const soundness: BisectTarget = {
  kind: 'soundness',
  lanes: [Z3STR3, 'z3@5.2.0'],
  oracle: differential,
  run: ['z3@5.2.0', Z3STR3],
  witnesses: [],
  produceModel: false,
};
const TEXT = '(declare-const y String)\n(assert (str.< y ""))\n(check-sat)\n';

describe('bisect', () => {
  it('varies the lane with options against the default one and finds where the bug was fixed', async () => {
    const answers: Record<string, string> = { 'z3@5.2.0': 'unsat' };
    for (const v of VERSIONS)
      answers[`z3@${v}+smt.string_solver=z3str3`] = compareVersions(v, '4.13.4') < 0 ? 'sat' : 'unsat';
    const { run, calls } = table(answers);
    const seen: string[] = [];
    const r = await bisect({
      text: TEXT,
      target: soundness,
      versions: [...VERSIONS].reverse(),
      run,
      timeoutMs: 1000,
      concurrency: 3,
      onVerdict: (v) => seen.push(v.version),
      now: () => new Date('2026-11-26T12:00:00Z'),
    });
    if (!r.ok) throw new Error(r.reason);
    const b = r.bisection;
    expect(b.varied).toEqual([Z3STR3]);
    expect(b.kept).toEqual(['z3@5.2.0']);
    expect(b.why).toMatch(/options/);
    expect(b.verdicts.map((v) => `${v.version} ${v.verdict} ${v.detail}`)).toEqual([
      '4.8.17 bad sat',
      '4.12.2 bad sat',
      '4.13.0 bad sat',
      '4.13.3 bad sat',
      '4.13.4 good unsat',
      '5.2.0 good unsat',
    ]);
    expect(b.range).toEqual({
      kind: 'fixed',
      lastBad: '4.13.3',
      firstGood: '4.13.4',
      text: 'fixed: last bad 4.13.3, first fixed 4.13.4',
    });
    expect(b.at).toBe('2026-11-26T12:00:00.000Z');
    expect(seen.sort()).toEqual([...VERSIONS].sort());
    // The reference lane ran once (the golden run); the varied lane at its own version was not run again, only
    // asked once for a model (model-witness.ts: this stand-in prints none, so the guess by options stands).
    expect(calls.filter((c) => c === 'z3@5.2.0')).toHaveLength(1);
    expect(calls.filter((c) => c === Z3STR3)).toHaveLength(2);
  });

  it('marks releases that refuse the options, cannot start, time out or answer unknown, and bisects around them', async () => {
    const answers: Record<string, string> = {
      'z3@5.2.0': 'unsat',
      [Z3STR3]: 'sat',
      'z3@4.12.2+smt.string_solver=z3str3': 'refused',
      'z3@4.13.0+smt.string_solver=z3str3': 'throw',
      'z3@4.13.3+smt.string_solver=z3str3': 'timeout',
      'z3@4.13.4+smt.string_solver=z3str3': 'unknown',
      'z3@5.2.0+smt.string_solver=z3str3': 'unsat',
    };
    const r = await bisect({
      text: TEXT,
      target: soundness,
      versions: VERSIONS,
      run: table(answers).run,
      timeoutMs: 1,
    });
    if (!r.ok) throw new Error(r.reason);
    expect(r.bisection.verdicts.map((v) => v.verdict)).toEqual([
      'bad',
      'not-applicable',
      'unavailable',
      'inconclusive',
      'inconclusive',
      'good',
    ]);
    expect(r.bisection.verdicts[2]!.detail).toBe('could not start z3@4.13.0+smt.string_solver=z3str3');
    expect(r.bisection.range).toMatchObject({ kind: 'fixed', lastBad: '4.8.17', firstGood: '5.2.0' });
  });

  it('a crash is bad where the varied lane crashes with the same words (numbers aside); another crash is inconclusive', async () => {
    const target: BisectTarget = {
      kind: 'crash',
      lanes: ['native:z3@4.8.12+sat.euf=true'],
      oracle: differential,
      run: ['native:z3@4.8.12+sat.euf=true'],
      witnesses: [],
      produceModel: false,
    };
    const answers = {
      'native:z3@4.8.12+sat.euf=true': 'crash: ASSERTION VIOLATION line 264',
      'z3@4.8.17+sat.euf=true': 'crash: Aborted()',
      'z3@4.12.2+sat.euf=true': 'crash: ASSERTION VIOLATION line 270',
      'z3@5.2.0+sat.euf=true': 'sat',
    };
    const r = await bisect({
      text: TEXT,
      target,
      versions: ['4.8.17', '4.12.2', '5.2.0'],
      run: table(answers).run,
      timeoutMs: 1,
    });
    if (!r.ok) throw new Error(r.reason);
    expect(r.bisection.varied).toEqual(['native:z3@4.8.12+sat.euf=true']);
    expect(r.bisection.verdicts.map((v) => v.verdict)).toEqual(['inconclusive', 'bad', 'good']);
    expect(r.bisection.range).toMatchObject({ kind: 'fixed', lastBad: '4.12.2', firstGood: '5.2.0' });
  });

  it('a release where the varied lane changes sides is not the same disagreement', async () => {
    const target: BisectTarget = {
      kind: 'soundness',
      lanes: ['native:cvc5@1.0.3', 'z3@4.8.17', 'z3@4.8.17+smt.arith.solver=2'].sort(),
      oracle: differential,
      run: ['native:cvc5@1.0.3', 'z3@4.8.17', 'z3@4.8.17+smt.arith.solver=2'],
      witnesses: [],
      produceModel: false,
    };
    const answers = {
      'native:cvc5@1.0.3': 'unsat',
      'z3@4.8.17': 'sat',
      'z3@4.8.17+smt.arith.solver=2': 'sat',
      'z3@5.2.0': 'sat',
      'z3@5.2.0+smt.arith.solver=2': 'unsat',
    };
    const r = await bisect({
      text: TEXT,
      target,
      versions: ['4.8.17', '5.2.0'],
      run: table(answers).run,
      timeoutMs: 1,
    });
    if (!r.ok) throw new Error(r.reason);
    expect(r.bisection.varied).toEqual(['z3@4.8.17', 'z3@4.8.17+smt.arith.solver=2']);
    expect(r.bisection.verdicts.map((v) => v.verdict)).toEqual(['bad', 'good']);
  });

  it('stops when the finding does not show on its own lanes, or when no lane can be chosen', async () => {
    const gone = await bisect({
      text: TEXT,
      target: soundness,
      versions: VERSIONS,
      run: table({ 'z3@5.2.0': 'unsat', [Z3STR3]: 'unsat' }).run,
      timeoutMs: 1,
    });
    expect(gone).toEqual({
      ok: false,
      code: 'not-shown',
      reason: `the finding does not show on its own lanes (z3@5.2.0: unsat; ${Z3STR3}: unsat)`,
    });
    const plain: BisectTarget = { ...soundness, lanes: ['z3@4.8.17', 'z3@5.2.0'], run: ['z3@4.8.17', 'z3@5.2.0'] };
    const tie = await bisect({
      text: TEXT,
      target: plain,
      versions: VERSIONS,
      run: table({ 'z3@4.8.17': 'sat', 'z3@5.2.0': 'unsat' }).run,
      timeoutMs: 1,
    });
    expect(tie).toMatchObject({ ok: false, reason: expect.stringMatching(/name the lane to vary with --vary/) });
    const named = await bisect({
      text: TEXT,
      target: plain,
      versions: ['4.8.17', '4.12.2', '5.2.0'],
      vary: ['z3@4.8.17'],
      run: table({ 'z3@4.8.17': 'sat', 'z3@4.12.2': 'unsat', 'z3@5.2.0': 'unsat' }).run,
      timeoutMs: 1,
    });
    if (!named.ok) throw new Error(named.reason);
    // At 5.2.0 the varied lane is the reference lane itself: its outcome is reused, and the two agree.
    expect(named.bisection.verdicts.map((v) => v.verdict)).toEqual(['bad', 'good', 'good']);
  });
});

describe('chooseVaried', () => {
  const finding = (lanes: string[]) => ({ kind: 'soundness' as const, lanes, oracle: differential, run: lanes });
  const ok = (laneId: string, answer: 'sat' | 'unsat') => ({ laneId, status: 'ok' as const, answers: [answer] });

  it('varies the minority side, only Z3 lanes, and checks --vary', () => {
    const lanes = ['native:cvc5@1.0.3', 'z3@4.8.17', 'z3@5.2.0'];
    const observed = [ok('native:cvc5@1.0.3', 'unsat'), ok('z3@4.8.17', 'sat'), ok('z3@5.2.0', 'unsat')];
    expect(chooseVaried(finding(lanes), observed)).toEqual({
      vary: ['z3@4.8.17'],
      keep: ['native:cvc5@1.0.3', 'z3@5.2.0'],
      why: 'the minority side of the disagreement',
      guessed: true,
    });
    expect(chooseVaried(finding(['native:cvc5@1.0.3', 'z3@5.2.0']), observed)).toMatchObject({ vary: ['z3@5.2.0'] });
    expect(chooseVaried(finding(lanes), observed, ['native:cvc5@1.0.3'])).toEqual({
      code: 'named',
      reason: '--vary native:cvc5@1.0.3: only Z3 lanes can be varied over Z3 releases',
    });
    expect(chooseVaried(finding(lanes), observed, ['z3@4.12.2'])).toMatchObject({
      reason: expect.stringMatching(/not a lane of this finding/),
    });
    expect(chooseVaried(finding(['native:cvc5@1.0.3']), observed)).toMatchObject({
      reason: expect.stringMatching(/no Z3 lane misbehaved/),
    });
  });

  it('varies the lane that answered unknown, never the one that decided (the reference)', () => {
    const unknown = (lanes: string[]) => ({ ...finding(lanes), kind: 'incompleteness' as const });
    const observed = [ok('z3@5.2.0', 'sat')];
    expect(chooseVaried(unknown(['z3@4.8.17', 'z3@5.2.0']), observed)).toEqual({
      vary: ['z3@4.8.17'],
      keep: ['z3@5.2.0'],
      why: 'the lane that answered unknown',
    });
    // A cvc5 unknown where Z3 decided: no Z3 lane misbehaved, so there is nothing to bisect over Z3 releases.
    expect(chooseVaried(unknown(['native:cvc5@1.0.3', 'z3@5.2.0']), observed)).toEqual({
      code: 'no-lane-of-family',
      reason: 'no Z3 lane misbehaved (native:cvc5@1.0.3): nothing to vary over Z3 releases',
    });
  });
});

describe('bisectRange', () => {
  const v = (spec: string): VersionVerdict[] =>
    spec.split(' ').map((part) => {
      const [version, verdict] = part.split(':') as [string, VersionVerdict['verdict']];
      return { version, verdict, detail: '' };
    });

  it('names a regression, a fix, always, never, alternation and nothing decided', () => {
    expect(bisectRange(v('4.8.17:good 4.12.2:inconclusive 4.13.0:bad 5.2.0:bad'))).toMatchObject({
      kind: 'regression',
      lastGood: '4.8.17',
      firstBad: '4.13.0',
    });
    expect(bisectRange(v('5.2.0:good 4.8.17:bad 4.10.0:bad'))).toMatchObject({
      kind: 'fixed',
      lastBad: '4.10.0',
      firstGood: '5.2.0',
    });
    expect(bisectRange(v('4.8.17:bad 5.2.0:bad 4.13.0:not-applicable'))).toMatchObject({ kind: 'always' });
    expect(bisectRange(v('4.8.17:good 5.2.0:good'))).toMatchObject({ kind: 'never' });
    expect(bisectRange(v('4.8.17:bad 4.12.2:good 5.2.0:bad'))).toMatchObject({
      kind: 'mixed',
      transitions: [
        { from: '4.8.17', to: '4.12.2', verdict: 'good' },
        { from: '4.12.2', to: '5.2.0', verdict: 'bad' },
      ],
    });
    expect(bisectRange(v('4.8.17:unavailable 5.2.0:inconclusive'))).toMatchObject({ kind: 'undecided' });
  });

  it('says only what was measured: the releases between the two ends that were not run are named', () => {
    const known = ['4.8.17', '4.10.0', '4.11.2', '4.12.1', '4.12.2', '5.2.0'];
    // The page's two releases: the fix lies somewhere in between, and the range says so.
    const gap = bisectRange(v('4.8.17:bad 5.2.0:good'), known);
    expect(gap).toMatchObject({ kind: 'fixed', lastBad: '4.8.17', firstGood: '5.2.0' });
    expect(gap).toMatchObject({ unchecked: ['4.10.0', '4.11.2', '4.12.1', '4.12.2'] });
    expect(gap.text).toBe(
      'fixed: between 4.8.17 (last bad) and 5.2.0 (first fixed); 4 releases between them not checked (4.10.0, 4.11.2, 4.12.1, 4.12.2)',
    );
    // A release that ran but did not decide is not a measurement either.
    expect(bisectRange(v('4.8.17:good 4.10.0:inconclusive 4.11.2:bad'), known)).toMatchObject({
      kind: 'regression',
      unchecked: ['4.10.0'],
    });
    // Adjacent ends: the edge itself.
    const edge = bisectRange(v('4.8.17:good 4.10.0:bad 5.2.0:bad'), known);
    expect(edge.text).toBe('regression: last good 4.8.17, first bad 4.10.0');
    expect(edge).not.toHaveProperty('unchecked');
  });
});

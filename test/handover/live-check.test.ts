// The live check's logic with stand-in lanes (a table of what each lane says): live, fixed, a native cvc5
// finding with no newer cvc5 at hand, the same finding on the newest cvc5, a native z3 finding checked on the newest
// Z3 WebAssembly release and the newest native z3, a disagreement between Z3 and cvc5 told by a model, and a
// finding that no longer shows. Real releases: test/handover/model-witness.solvers.test.ts.
import { describe, expect, it } from 'vitest';
import { makeFinding, solverInfo } from '../../src/finding/record.js';
import { liveCheck } from '../../src/handover/live-check.js';
import { reportOf } from '../../src/handover/report-decision.js';
import { judge } from '../../src/oracles/index.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Oracle } from '../../src/mutators/types.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { RunLane } from '../../src/solvers/runner.js';
import { findingFrom } from '../support/findings.js';

const TEXT = '(declare-const x Int)\n(assert (> (* x x) 3))\n(check-sat)\n';
const differential = { kind: 'differential', expected: null } as const;
const NOW = () => new Date('2026-11-27T10:00:00Z');

function said(laneId: string, what: string): Outcome {
  const base = { laneId, stdout: '', stderr: '', message: '', timeMs: 3 };
  if (what === 'sat' || what === 'unsat' || what === 'unknown') return { ...base, status: 'ok', answers: [what] };
  return { ...base, status: 'crash', answers: [], message: what };
}

const table =
  (answers: Record<string, string>): RunLane =>
  async (laneId) => {
    const what = answers[laneId];
    if (what === undefined) throw new Error(`no answer for ${laneId}`);
    return said(laneId, what);
  };

/** A crash finding on `crashing`, beside `other`, as a campaign records it. */
function crashOn(crashing: string, other: string, version = '') {
  const outcomes = [said(crashing, 'RuntimeError: remainder by zero'), said(other, 'sat')];
  const raw = judge(undefined, differential, outcomes).findings[0]!;
  const lanes = [crashing, other].map((id) => {
    const l = parseLane(id);
    if (!l.ok) throw new Error(l.error.message);
    return solverInfo({ ...l.value, version: version || l.value.version }, undefined);
  });
  return makeFinding({
    raw,
    logic: 'QF_NIA',
    rules: [],
    origin: 'campaign',
    mutant: TEXT,
    seed: TEXT,
    oracle: differential,
    outcomes,
    solvers: lanes,
    timeoutMs: 1000,
  });
}

const H = 'smt.arith.nl.horner_frequency=0';

/** A disagreement between `outcomes` on `script` (or with the answer `oracle` expects), as a campaign records it. */
function disagreement(script: string, logic: string, outcomes: Outcome[], oracle: Oracle = differential) {
  const raw = judge(undefined, oracle, outcomes).findings[0]!;
  return makeFinding({
    raw,
    logic,
    rules: [],
    origin: 'campaign',
    mutant: script,
    seed: script,
    oracle,
    outcomes,
    solvers: [],
    timeoutMs: 1000,
  });
}

describe('liveCheck', () => {
  it('says not checked when the newest build refuses the input in its own words, and holds the report back', async () => {
    const f = crashOn('z3@5.2.0', 'native:cvc5@1.0.3');
    const head = 'native:z3@main-aaf2464';
    // What native Z3 prints for a recursive function under a logic it does not allow them in (its context checks
    // the logic; the WebAssembly lane's does not): the refusal, then an answer without the refused assertion.
    const words = 'line 4 column 21: logic does not support theory recfun';
    const run: RunLane = async (laneId) =>
      laneId === head
        ? {
            laneId,
            status: 'error',
            errorKind: 'unsupported',
            message: words,
            answers: ['sat'],
            stdout: `(error "${words}")\nsat\n`,
            stderr: '',
            timeMs: 3,
          }
        : said(laneId, laneId === 'z3@5.2.0' ? 'RuntimeError: remainder by zero' : 'sat');
    const c = await liveCheck({ finding: f, newest: { z3: [head] }, run, now: NOW });
    expect(c).toMatchObject({ verdict: 'not-applicable', detail: `refuses the input: ${words}` });
    expect(c.text).toMatch(/^not checked: z3 main at aaf2464 \(native\) refuses the input \(seen on Z3 5\.2\.0\)/);
    const decision = reportOf({ ...f, live: c }, { platform: 'Linux' });
    expect(decision).toMatchObject({ ok: false, held: 'refused-by-newest' });
    if (!decision.ok) expect(decision.why).toContain(words);
    // Forced, it is written: the person may know better (a logic to change).
    expect(reportOf({ ...f, live: c }, { platform: 'Linux' }, { force: true }).ok).toBe(true);
  });

  it('says live when the newest release shows the same bug', async () => {
    const f = crashOn(`z3@4.8.17+${H}`, 'native:cvc5@1.0.3');
    const answers = {
      [`z3@4.8.17+${H}`]: 'RuntimeError: remainder by zero',
      'native:cvc5@1.0.3': 'sat',
      [`z3@5.2.0+${H}`]: 'RuntimeError: remainder by zero',
    };
    const c = await liveCheck({ finding: f, newest: { z3: ['z3@5.2.0'] }, run: table(answers), now: NOW });
    expect(c).toMatchObject({ verdict: 'live', release: '5.2.0', text: 'live in Z3 5.2.0', at: NOW().toISOString() });
  });

  it('asks cvc5 why it gave up on a live unknown, and holds back its own incomplete on a quantified formula', async () => {
    const text = '(declare-fun Q (Int Int) Bool)\n(assert (forall ((x Int)) (not (Q 1 x))))\n(check-sat)\n';
    const outcomes = [said('native:cvc5@1.0.3', 'unknown'), said('native:z3@4.8.12', 'sat')];
    const f = findingFrom(text, { ...differential, unknownIsFinding: true }, outcomes);
    expect(f).toMatchObject({ kind: 'incompleteness', lanes: ['native:cvc5@1.0.3', 'native:z3@4.8.12'] });
    const asked: string[] = [];
    const run: RunLane = async (laneId, script) => {
      asked.push(script);
      if (laneId.startsWith('native:z3')) return said(laneId, 'sat');
      const why = script.includes('(get-info :reason-unknown)');
      return { ...said(laneId, 'unknown'), ...(why ? { unknownReason: 'incomplete' } : {}) };
    };
    const c = await liveCheck({ finding: f!, newest: { cvc5: ['native:cvc5@main-190adc3'] }, run, now: NOW });
    expect(c).toMatchObject({ verdict: 'live', unknownReason: 'incomplete' });
    expect(asked.filter((s) => s.endsWith('(check-sat)\n(get-info :reason-unknown)\n'))).toHaveLength(1);
    const decision = reportOf({ ...f!, live: c }, { platform: 'Linux' });
    expect(decision).toMatchObject({ ok: false, held: 'incomplete-by-design' });
    if (!decision.ok) expect(decision.why).toContain('(:reason-unknown incomplete)');
    // Not on a formula without quantifiers, nor for another reason: those are offered.
    const ground = { ...f!, mutant: '(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n', live: c };
    expect(reportOf(ground, { platform: 'Linux' }).ok).toBe(true);
    expect(reportOf({ ...f!, live: { ...c, unknownReason: 'timeout' } }, { platform: 'Linux' }).ok).toBe(true);
    // A recursive definition is asserted by cvc5 as a quantified formula: held back too.
    const recursive = '(declare-datatypes ((L 0)) (((nil))))\n(define-fun-rec total ((l L)) Int 0)\n(check-sat)\n';
    expect(reportOf({ ...f!, mutant: recursive, live: c }, { platform: 'Linux' })).toMatchObject({
      held: 'incomplete-by-design',
    });
  });

  it('asks Z3 why too: an option value naming a solver Z3 no longer has is by design, never offered', async () => {
    // Z3 main and 5.2.0 take smt.string_solver=z3str3 (the solver was removed), then give up on every string formula.
    const Z = 'native:z3@main-aaf2464+smt.string_solver=z3str3';
    const text = '(declare-fun x () String)\n(assert (str.in_re x (re.++ (str.to_re "A") re.all)))\n(check-sat)\n';
    const outcomes = [said(Z, 'unknown'), said('native:cvc5@main-190adc3', 'sat')];
    const f = findingFrom(text, { ...differential, unknownIsFinding: true }, outcomes);
    expect(f).toMatchObject({ kind: 'incompleteness' });
    const words = "invalid parameter for smt.string_solver, valid options are 'seq', 'auto'";
    const run: RunLane = async (laneId, script) => {
      if (laneId.startsWith('native:cvc5')) return said(laneId, 'sat');
      const why = script.includes('(get-info :reason-unknown)');
      // The classifier keeps the reason without its quotes (solvers/classify/answers.ts).
      return { ...said(laneId, 'unknown'), ...(why ? { unknownReason: words } : {}) };
    };
    const c = await liveCheck({ finding: f!, newest: { z3: ['native:z3@main-aaf2464'] }, run, now: NOW });
    expect(c).toMatchObject({ verdict: 'live', unknownReason: words });
    const decision = reportOf({ ...f!, live: c }, { platform: 'Linux' });
    expect(decision).toMatchObject({ ok: false, held: 'by-design' });
    if (!decision.ok) expect(decision.why).toContain(`says “${words}”`);
    // Another reason is Z3's to explain: offered (and Z3's words are not cvc5's `incomplete`).
    for (const other of ['"canceled"', 'incomplete'])
      expect(reportOf({ ...f!, live: { ...c, unknownReason: other } }, { platform: 'Linux' }).ok).toBe(true);
  });

  it('calls a crash live at a head with assertions that stops at an earlier assertion; not so on a release', async () => {
    const S = 'sat.smt=true';
    const f = crashOn(`z3@5.2.0+${S}`, 'native:cvc5@1.0.3');
    const earlier = 'ASSERTION VIOLATION\nFile: src/qe/qsat.cpp\nLine: 656\n!m_model.get() || validate_assumptions(…)';
    const answers = {
      [`z3@5.2.0+${S}`]: 'RuntimeError: remainder by zero',
      'native:cvc5@1.0.3': 'sat',
      [`native:z3@main-aaf2464+${S}`]: earlier,
      [`native:z3@4.13.3+${S}`]: earlier,
    };
    const head = await liveCheck({
      finding: f,
      newest: { z3: ['native:z3@main-aaf2464'] },
      run: table(answers),
      now: NOW,
    });
    expect(head.verdict).toBe('live');
    expect(head.detail).toContain('a build with assertions stops earlier');
    // A release has no assertions to stop at: another crash there says nothing certain of this one.
    const release = await liveCheck({
      finding: f,
      newest: { z3: ['native:z3@4.13.3'] },
      run: table(answers),
      now: NOW,
    });
    expect(release.verdict).toBe('inconclusive');
  });

  it('says fixed, and where it was seen, when the newest release answers', async () => {
    const f = crashOn(`z3@4.8.17+${H}`, 'native:cvc5@1.0.3');
    const answers = {
      [`z3@4.8.17+${H}`]: 'RuntimeError: remainder by zero',
      'native:cvc5@1.0.3': 'sat',
      [`z3@5.2.0+${H}`]: 'sat',
    };
    const c = await liveCheck({ finding: f, newest: { z3: ['z3@5.2.0'] }, run: table(answers), now: NOW });
    expect(c).toMatchObject({ verdict: 'fixed', release: '5.2.0', detail: 'sat' });
    expect(c.text).toBe('fixed by Z3 5.2.0 (seen on Z3 4.8.17)');
  });

  it('checks a native z3 finding on the newest Z3 WebAssembly release, with its options', async () => {
    const f = crashOn('native:z3@4.8.12+sat.euf=true', 'native:cvc5@1.0.3', '4.8.12');
    const answers = {
      'native:z3@4.8.12+sat.euf=true': 'RuntimeError: remainder by zero',
      'native:cvc5@1.0.3': 'sat',
      'z3@5.2.0+sat.euf=true': 'sat',
    };
    const c = await liveCheck({ finding: f, newest: { z3: ['z3@5.2.0'] }, run: table(answers), now: NOW });
    expect(c.verdict).toBe('fixed');
    expect(c.text).toBe('fixed by Z3 5.2.0 (seen on z3 4.8.12 (native))');
  });

  it('says which cvc5 it was seen on, and that nothing newer was checked here', async () => {
    const f = crashOn('native:cvc5@1.0.3', 'z3@5.2.0', '1.0.3');
    const answers = { 'native:cvc5@1.0.3': 'RuntimeError: remainder by zero', 'z3@5.2.0': 'sat' };
    const c = await liveCheck({ finding: f, newest: { z3: ['z3@5.2.0'] }, run: table(answers), now: NOW });
    expect(c).toMatchObject({ verdict: 'unchecked', seenOn: ['cvc5 1.0.3 (native)'] });
    expect(c.text).toBe('seen on cvc5 1.0.3 (native); no newer release of it was checked here');
    expect(c).not.toHaveProperty('release');
  });

  it('checks a cvc5 finding on the newest cvc5 at hand', async () => {
    const f = crashOn('native:cvc5@1.0.3', 'z3@5.2.0', '1.0.3');
    const answers = {
      'native:cvc5@1.0.3': 'RuntimeError: remainder by zero',
      'z3@5.2.0': 'sat',
      'native:cvc5@1.3.2': 'RuntimeError: remainder by zero',
    };
    const newest = { z3: ['z3@5.2.0'], cvc5: ['native:cvc5@1.3.2'] };
    const c = await liveCheck({ finding: f, newest, run: table(answers), now: NOW });
    expect(c).toMatchObject({ verdict: 'live', family: 'cvc5', release: '1.3.2', text: 'live in cvc5 1.3.2 (native)' });
    const fixed = await liveCheck({
      finding: f,
      newest,
      run: table({ ...answers, 'native:cvc5@1.3.2': 'sat' }),
      now: NOW,
    });
    expect(fixed.text).toBe('fixed by cvc5 1.3.2 (native) (seen on cvc5 1.0.3 (native))');
  });

  it('names every newest Z3 it ran: the newest by version decides', async () => {
    const f = crashOn(`z3@4.8.17+${H}`, 'native:cvc5@1.0.3');
    const answers = {
      [`z3@4.8.17+${H}`]: 'RuntimeError: remainder by zero',
      'native:cvc5@1.0.3': 'sat',
      [`z3@5.2.0+${H}`]: 'sat',
      [`native:z3@4.13.3+${H}`]: 'RuntimeError: remainder by zero',
    };
    const c = await liveCheck({
      finding: f,
      newest: { z3: ['z3@5.2.0', 'native:z3@4.13.3'] },
      run: table(answers),
      now: NOW,
    });
    expect(c).toMatchObject({ verdict: 'fixed', release: '5.2.0', family: 'z3' });
    expect(c.text).toBe('fixed by Z3 5.2.0 (seen on Z3 4.8.17); still in z3 4.13.3 (native)');
    expect(c.checks?.map((r) => [r.lane, r.verdict])).toEqual([
      ['z3@5.2.0', 'good'],
      ['native:z3@4.13.3', 'bad'],
    ]);
  });

  /** Z3 says sat and cvc5 unsat, found on the old releases and again on the newest. */
  const SAT_AGAINST_UNSAT = {
    'native:cvc5@1.0.3': 'unsat',
    'z3@4.8.17': 'sat',
    'native:cvc5@1.3.2': 'unsat',
    'z3@5.2.0': 'sat',
  };

  it('checks only the solver whose answer a model shows wrong when Z3 and cvc5 disagree', async () => {
    const script = '(declare-const x Int)\n(assert (> x 3))\n(check-sat)\n';
    const outcomes = [
      said('native:cvc5@1.0.3', 'unsat'),
      { ...said('z3@4.8.17', 'sat'), model: '((define-fun x () Int 7))' },
    ];
    const f = disagreement(script, 'QF_LIA', outcomes);
    const ran: string[] = [];
    const run: RunLane = async (laneId, text, options) => {
      ran.push(laneId);
      const o = await table(SAT_AGAINST_UNSAT)(laneId, text, options);
      return o.answers[0] === 'sat' ? { ...o, model: '((define-fun x () Int 7))' } : o;
    };
    const c = await liveCheck({
      finding: f,
      newest: { z3: ['z3@5.2.0'], cvc5: ['native:cvc5@1.3.2'] },
      run,
      now: NOW,
    });
    // x = 7 satisfies the assertion: the unsat side (cvc5) is wrong, and only cvc5 is checked.
    expect(c).toMatchObject({
      verdict: 'live',
      family: 'cvc5',
      wrongFamily: 'cvc5',
      text: 'live in cvc5 1.3.2 (native)',
    });
    expect(c.detail).toMatch(/the unsat side: the model of z3@4\.8\.17 satisfies every assertion/);
    expect(ran).not.toContain('z3@5.2.0');
    // The sat side's model is not at fault: nothing for a report to say of it.
    expect(c.modelFault).toBeUndefined();
  });

  it('checks both solvers and names neither wrong when no model tells the sides of a disagreement apart', async () => {
    const script = '(declare-const x Int)\n(assert (> x 3))\n(check-sat)\n';
    const f = disagreement(script, 'QF_LIA', [said('native:cvc5@1.0.3', 'unsat'), said('z3@4.8.17', 'sat')]);
    const ran: string[] = [];
    // No lane gives a model: nothing tells which side is wrong.
    const run: RunLane = async (laneId, text, options) => (
      ran.push(laneId),
      table(SAT_AGAINST_UNSAT)(laneId, text, options)
    );
    const c = await liveCheck({ finding: f, newest: { z3: ['z3@5.2.0'], cvc5: ['native:cvc5@1.3.2'] }, run, now: NOW });
    expect(c.verdict).toBe('live');
    expect(c.detail).toMatch(/which of .* is wrong is not told/);
    expect(c.wrongFamily).toBeUndefined();
    expect(ran).toEqual(expect.arrayContaining(['z3@5.2.0', 'native:cvc5@1.3.2']));
  });

  it('checks only Z3 when its sat came with a model that defines a constant through itself, and keeps the fault', async () => {
    // head-public-12: Z3 main under smt.sls.enable=true, sat on an unsatisfiable QF_AX formula, with this a1.
    const script =
      '(declare-sort I 0)\n(declare-sort E 0)\n(declare-fun a1 () (Array I E))\n(declare-fun i () I)\n' +
      '(assert (distinct (store a1 i (select a1 i)) a1))\n(check-sat)\n';
    const model = '(\n  (define-fun a1 () (Array I E) (store a1 I!val!0 E!val!1))\n  (define-fun i () I I!val!0)\n)';
    const outcomes = [said('native:cvc5@1.0.3', 'unsat'), { ...said('z3@4.8.17', 'sat'), model }];
    const f = disagreement(script, 'QF_AX', outcomes);
    const ran: string[] = [];
    const run: RunLane = async (laneId, text, options) => {
      ran.push(laneId);
      const o = await table(SAT_AGAINST_UNSAT)(laneId, text, options);
      return o.answers[0] === 'sat' ? { ...o, model } : o;
    };
    const c = await liveCheck({ finding: f, newest: { z3: ['z3@5.2.0'], cvc5: ['native:cvc5@1.3.2'] }, run, now: NOW });
    expect(c).toMatchObject({ verdict: 'live', family: 'z3', wrongFamily: 'z3', text: 'live in Z3 5.2.0' });
    expect(c.modelFault).toBe('its model defines a1 in terms of itself, which gives no value');
    expect(ran).not.toContain('native:cvc5@1.3.2');
  });

  it('asks a sat wrong by construction for its model on the build a report shows, and keeps what is wrong with it', async () => {
    // head-public-13: Z3 main under smt.sls.enable=true, sat on a mutant made unsat, with a self-defined a1.
    const script =
      '(declare-sort I 0)\n(declare-sort E 0)\n(declare-fun a1 () (Array I E))\n(declare-fun i () I)\n' +
      '(assert (distinct (store a1 i (select a1 i)) a1))\n(check-sat)\n';
    const self = '(\n  (define-fun a1 () (Array I E) (store a1 I!val!0 E!val!1))\n  (define-fun i () I I!val!0)\n)';
    const expected = { kind: 'expected', expected: 'unsat' } as const;
    const f = disagreement(script, 'QF_AX', [said('z3@4.8.17+smt.sls.enable=true', 'sat')], expected);
    const check = async (model: string | undefined) => {
      const asked: string[] = [];
      const run: RunLane = async (laneId, text, options) => {
        if (options?.produceModel) asked.push(laneId);
        const o = await table({ 'z3@4.8.17+smt.sls.enable=true': 'sat', 'z3@5.2.0+smt.sls.enable=true': 'sat' })(
          laneId,
          text,
          options,
        );
        return model && options?.produceModel ? { ...o, model } : o;
      };
      const c = await liveCheck({ finding: f, newest: { z3: ['z3@5.2.0'] }, run, now: NOW });
      return { c, asked };
    };
    const told = await check(self);
    expect(told.c).toMatchObject({ verdict: 'live', text: 'live in Z3 5.2.0' });
    expect(told.asked).toEqual(['z3@5.2.0+smt.sls.enable=true']);
    expect(told.c.modelFault).toBe('its model defines a1 in terms of itself, which gives no value');
    // Any other model makes the (unsatisfiable) assertion false, and that is said; no model says nothing.
    const constant =
      '(\n  (define-fun a1 () (Array I E) ((as const (Array I E)) E!val!0))\n  (define-fun i () I I!val!0)\n)';
    expect((await check(constant)).c.modelFault).toBe('its model makes assertion 1 false');
    expect((await check(undefined)).c.modelFault).toBeUndefined();
  });

  it('runs a finding with options drawn for a cvc5 lane on the newest cvc5, with those options', async () => {
    const base = crashOn('native:cvc5@1.0.3', 'z3@4.8.17', '1.0.3');
    // As option fuzzing records it: the lanes and outcomes carry the drawn options, solverOptions names them.
    const cvc5 = 'native:cvc5@1.0.3+--nl-ext-rbound';
    const z3 = 'z3@4.8.17+smt.relevancy=0';
    const f = {
      ...base,
      lanes: [cvc5],
      outcomes: base.outcomes.map((o) => ({ ...o, laneId: o.laneId.startsWith('native') ? cvc5 : z3 })),
      solverOptions: {
        byLane: { 'native:cvc5@1.0.3': ['--nl-ext-rbound'], 'z3@4.8.17': ['smt.relevancy=0'] },
        marked: [],
      },
    };
    const ran: string[] = [];
    const answers = {
      'native:cvc5@1.0.3': 'RuntimeError: remainder by zero',
      'z3@4.8.17': 'sat',
      'native:cvc5@1.3.2': 'RuntimeError: remainder by zero',
    };
    const run: RunLane = async (laneId, text, options) => {
      ran.push(`${laneId} ${(options.options ?? []).join(' ')}`.trim());
      return table(answers)(laneId, text, options);
    };
    const c = await liveCheck({ finding: f, newest: { z3: ['z3@5.2.0'], cvc5: ['native:cvc5@1.3.2'] }, run, now: NOW });
    expect(c).toMatchObject({ verdict: 'live', seenOn: ['cvc5 1.0.3 (native)'], release: '1.3.2' });
    // A crash needs its own lane alone: on its base lane with the options drawn for it, then as the newest cvc5, then
    // there once more under cvc5's safe mode (its fuzzing guidelines), set before the options.
    expect(ran.sort()).toEqual([
      'native:cvc5@1.0.3 --nl-ext-rbound',
      'native:cvc5@1.3.2 --nl-ext-rbound',
      'native:cvc5@1.3.2 --safe-mode=safe --nl-ext-rbound',
    ]);
    expect(c.safeMode).toMatchObject({ verdict: 'bad' });
  });

  it('runs a live crash once more without the lane’s model check; the report leaves the check out only when it still shows', async () => {
    const head = 'native:z3@main-aaf2464';
    const base = crashOn(head, 'native:cvc5@1.3.2', 'main-aaf2464');
    // As option fuzzing records it: the lane checks its models (model_validate=true), and one option was drawn.
    const checking = `${head}+model_validate=true`;
    const z3 = `${checking}+smt.sls.enable=true`;
    const f = {
      ...base,
      lanes: [z3],
      outcomes: base.outcomes.map((o) => (o.laneId === head ? { ...o, laneId: z3 } : o)),
      solverOptions: { byLane: { [checking]: ['smt.sls.enable=true'] }, marked: [] },
    };
    const crash = 'RuntimeError: remainder by zero';
    const checkFor = async (unchecked: string) => {
      const ran: string[] = [];
      const answers = { [checking]: crash, 'native:cvc5@1.3.2': 'sat', [`${head}+smt.sls.enable=true`]: unchecked };
      const run: RunLane = async (laneId, text, options) => {
        ran.push(`${laneId} ${(options.options ?? []).join(' ')}`.trim());
        return table(answers)(laneId, text, options);
      };
      const live = await liveCheck({ finding: f, newest: { z3: [head] }, run, now: NOW });
      return { live, ran };
    };
    const shown = await checkFor(crash);
    expect(shown.live).toMatchObject({ verdict: 'live' });
    expect(shown.live.withoutModelCheck).toMatchObject({ lane: `${head}+smt.sls.enable=true`, verdict: 'bad' });
    expect(shown.ran).toContain(`${head}+smt.sls.enable=true`);
    const report = reportOf({ ...f, live: shown.live }, { platform: 'Linux x64' });
    expect(report.ok).toBe(true);
    if (report.ok) {
      expect(report.report.title).toMatch(/ with smt\.sls\.enable=true$/);
      expect(report.report.body).toContain('$ z3 -smt2 smt.sls.enable=true bug.smt2');
      expect(report.report.body).not.toContain('model_validate');
    }
    // Gone without the check: the check is part of the bug, and the report keeps it.
    const needed = await checkFor('sat');
    expect(needed.live.withoutModelCheck).toMatchObject({ verdict: 'good' });
    const kept = reportOf({ ...f, live: needed.live }, { platform: 'Linux x64' });
    expect(kept.ok && kept.report.title).toMatch(/ with model_validate=true smt\.sls\.enable=true$/);
    expect(kept.ok && kept.report.body).toContain('$ z3 -smt2 model_validate=true smt.sls.enable=true bug.smt2');
  });

  it('checks an unknown on the newest release of the solver that gave up, the deciding lane kept as it ran', async () => {
    const oracle = { ...differential, unknownIsFinding: true } as const;
    const outcomes = [said('native:cvc5@1.0.3', 'unknown'), said('z3@4.8.17', 'unsat')];
    const f = findingFrom(TEXT, oracle, outcomes)!;
    expect(f).toMatchObject({ kind: 'incompleteness', lanes: ['native:cvc5@1.0.3', 'z3@4.8.17'] });
    const newest = { z3: ['z3@5.2.0'], cvc5: ['native:cvc5@1.3.2'] };
    const ran: string[] = [];
    const answers = { 'native:cvc5@1.0.3': 'unknown', 'z3@4.8.17': 'unsat', 'z3@5.2.0': 'unsat' };
    const run = (more: Record<string, string>): RunLane => {
      const t = table({ ...answers, ...more });
      return (laneId, ...rest) => (ran.push(laneId), t(laneId, ...rest));
    };
    // The newest cvc5 decides: the bug is fixed, whatever the newest Z3 would say beside the old cvc5.
    const fixed = await liveCheck({ finding: f, newest, run: run({ 'native:cvc5@1.3.2': 'unsat' }), now: NOW });
    expect(fixed).toMatchObject({ verdict: 'fixed', family: 'cvc5', release: '1.3.2' });
    expect(fixed.text).toBe('fixed by cvc5 1.3.2 (native) (seen on cvc5 1.0.3 (native))');
    expect(ran).not.toContain('z3@5.2.0');
    const live = await liveCheck({ finding: f, newest, run: run({ 'native:cvc5@1.3.2': 'unknown' }), now: NOW });
    expect(live).toMatchObject({ verdict: 'live', family: 'cvc5', text: 'live in cvc5 1.3.2 (native)' });
  });

  it('says a finding that no longer shows on its own lanes is gone', async () => {
    const f = crashOn(`z3@4.8.17+${H}`, 'native:cvc5@1.0.3');
    const answers = { [`z3@4.8.17+${H}`]: 'sat', 'native:cvc5@1.0.3': 'sat', [`z3@5.2.0+${H}`]: 'sat' };
    const c = await liveCheck({ finding: f, newest: { z3: ['z3@5.2.0'] }, run: table(answers), now: NOW });
    expect(c.verdict).toBe('gone');
  });
});

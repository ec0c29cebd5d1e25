// runNative against the real Debian binaries (z3 4.8.12, cvc5 1.0.3). Misbehaving stand-ins:
// native-stand-ins.test.ts; the known cvc5 1.0.3 crash triggers: native-known-bugs.corpus.test.ts.
import { describe, expect, it } from 'vitest';
import { endedChildrenCpuMsOf } from '../support/cpu-time.js';
import { detectNativeVersion, runNative } from '../../src/solvers/native/index.js';
import type { Lane } from '../../src/solvers/lane.js';
import { HARD_NIA } from './fixtures/hard-queries.js';
import { CVC5_NATIVE, Z3_NATIVE } from './native-lanes.js';

const SAT = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n';
const UNSAT = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(assert (< x 0))\n(check-sat)\n';
const PUSH_POP =
  '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n(push 1)\n(assert (< x 0))\n(check-sat)\n(pop 1)\n(check-sat)\n';

const PARSE_ERROR = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x y))\n(check-sat)\n';
const GET_MODEL_AFTER_UNSAT = `(set-option :produce-models true)\n${UNSAT}(get-model)\n(get-value (x))\n`;
const UNKNOWN = {
  z3: '(set-logic QF_SLIA)\n(declare-const x String)\n(assert (= (str.replace_all x "a" "b") "bb"))\n(assert (str.in_re x (re.+ (str.to_re "a"))))\n(check-sat)\n(get-info :reason-unknown)\n',
  cvc5: '(set-logic ALL)\n(declare-fun f (Int) Int)\n(assert (forall ((x Int)) (> (f x) (f (+ x 1)))))\n(check-sat)\n(get-info :reason-unknown)\n',
};

/** Unsat; its float format (3 exponent, 5 significand bits) needs cvc5's --fp-exp. */
const FLOAT_3_5 =
  '(set-logic QF_FP)\n(declare-const x (_ FloatingPoint 3 5))\n(assert (fp.lt (fp.sqrt RNE (fp.abs x)) (_ -zero 3 5)))\n(check-sat)\n';
const opts = { timeoutMs: 10_000 };

describe('detectNativeVersion', () => {
  it('reads the versions of the Debian binaries', async () => {
    expect(await detectNativeVersion('z3')).toBe('4.8.12');
    expect(await detectNativeVersion('cvc5')).toBe('1.0.3');
  });

  it('is undefined for a missing binary or one that prints no version', async () => {
    expect(await detectNativeVersion('/nonexistent/solver')).toBeUndefined();
    expect(await detectNativeVersion('/bin/true')).toBeUndefined();
  });
});

describe.each([
  ['z3', Z3_NATIVE],
  ['cvc5', CVC5_NATIVE],
] as const)('runNative on %s', (family, lane: Lane) => {
  it('answers sat and unsat', async () => {
    const sat = await runNative(lane, SAT, opts);
    expect(sat).toMatchObject({ laneId: lane.id, status: 'ok', answers: ['sat'] });
    expect(sat.timeMs).toBeGreaterThan(0);
    expect(await runNative(lane, UNSAT, opts)).toMatchObject({ status: 'ok', answers: ['unsat'] });
  });

  it('answers every check-sat of a push/pop script (cvc5 gets --incremental by itself)', async () => {
    expect(await runNative(lane, PUSH_POP, opts)).toMatchObject({ status: 'ok', answers: ['sat', 'unsat', 'sat'] });
  });

  it('answers unknown with the reason the solver gives', async () => {
    const outcome = await runNative(lane, UNKNOWN[family], opts);
    expect(outcome).toMatchObject({ status: 'ok', answers: ['unknown'] });
    expect(outcome.unknownReason).toMatch(family === 'z3' ? /incomplete \(theory seq\)/ : /^incomplete$/);
  });

  it('returns the model of a sat answer when asked, and nothing breaks after an unsat', async () => {
    const sat = await runNative(lane, SAT, { ...opts, produceModel: true });
    expect(sat).toMatchObject({ status: 'ok', answers: ['sat'] });
    expect(sat.model).toMatch(/\(define-fun x \(\) Int\s+\d+\)/);
    const unsat = await runNative(lane, UNSAT, { ...opts, produceModel: true });
    expect(unsat).toMatchObject({ status: 'ok', answers: ['unsat'] });
    expect(unsat.model).toBeUndefined();
    const explicit = await runNative(lane, GET_MODEL_AFTER_UNSAT, opts);
    expect(explicit).toMatchObject({ status: 'ok', answers: ['unsat'] });
    expect(explicit.stdout).toContain('(error');
  });

  it('reports a parse error as error/parse', async () => {
    const outcome = await runNative(lane, PARSE_ERROR, opts);
    expect(outcome).toMatchObject({ status: 'error', errorKind: 'parse' });
    expect(outcome.message).toMatch(family === 'z3' ? /unknown constant y/ : /^Parse Error: input\.smt2:3\.14/);
  });

  it("times out on the host's clock, killing the solver within its first 1.5 s of CPU, then answers the next query", async () => {
    const started = performance.now();
    const { value: outcome, cpuMs } = await endedChildrenCpuMsOf(() => runNative(lane, HARD_NIA, { timeoutMs: 1000 }));
    expect(outcome.status).toBe('timeout');
    expect(outcome.answers).toEqual([]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    // A solver left running would spend its minutes on the query; a busy machine only gives it less CPU.
    expect(cpuMs).toBeLessThan(1500);
    expect(await runNative(lane, SAT, opts)).toMatchObject({ status: 'ok', answers: ['sat'] });
  });
});

describe('runNative passes lane options', () => {
  it('passes lane options: cvc5 rejects floats other than 32/64 bits unless --fp-exp', async () => {
    expect(await runNative(CVC5_NATIVE, FLOAT_3_5, opts)).toMatchObject({ status: 'error', errorKind: 'unsupported' });
    const withFlag = { ...CVC5_NATIVE, id: 'cvc5+fp-exp', options: ['--fp-exp'] };
    expect(await runNative(withFlag, FLOAT_3_5, opts)).toMatchObject({ status: 'ok', answers: ['unsat'] });
  });

  it('passes z3 key=value parameters (model_validate=true on a sat answer)', async () => {
    const lane = { ...Z3_NATIVE, id: 'z3+mv', options: ['model_validate=true'] };
    expect(await runNative(lane, SAT, opts)).toMatchObject({ status: 'ok', answers: ['sat'] });
    const bad = { ...Z3_NATIVE, id: 'z3+bad', options: ['no_such_param=1'] };
    expect(await runNative(bad, SAT, opts)).toMatchObject({ status: 'error', errorKind: 'option' });
  });
});

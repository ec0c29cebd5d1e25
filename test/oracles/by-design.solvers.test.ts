// The by-design rules (oracles/by-design.ts) against the real solvers that say these words: each formula here is ours,
// run on the lanes a campaign runs, and the judge marks the finding it makes with the rule, the lane and the solver's
// own words. The newest native cvc5 is the one `npm test` installs first (scripts/newest-solvers.sh); the CVC5
// WebAssembly build says the same in the cvc5 tier (test/solvers/cvc5-build.cvc5.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byDesignOf, judge, reviewOf, type RawFinding } from '../../src/oracles/index.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { newestLanes } from '../../src/cli/newest.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import type { Solver } from '../../src/solvers/solver.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { familyOf } from '../../src/solvers/lane-spec.js';

const FLOAT_3_5 =
  '(set-logic QF_FP)\n(declare-const y (_ FloatingPoint 3 5))\n(assert (fp.isNaN (fp.sqrt RNE y)))\n(check-sat)\n';
const SUBSTR =
  '(declare-const s String)\n(declare-const n Int)\n(assert (> (str.len (str.substr s n 1)) 1))\n(check-sat)\n';
const DIVISION = '(set-logic QF_NRA)\n(declare-fun x () Real)\n(assert (> (/ 1.0 x) 2.0))\n(check-sat)\n';
const NONLINEAR_IN_LIA =
  '(set-logic QF_LIA)\n(declare-const x Int)\n(declare-const y Int)\n(assert (> (* x y) 1))\n(check-sat)\n';
const SET_SORT = '(declare-sort Set 0)\n(declare-const s Set)\n(assert (= s s))\n(check-sat)\n';
const GLOBAL_DECLARATIONS =
  '(set-option :global-declarations true)\n(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n';
const STRING_IN_RE = '(declare-fun x () String)\n(assert (str.in_re x (re.++ (str.to_re "A") re.all)))\n(check-sat)\n';
/** sat with a two-element U; one round of MBQI is not enough for Z3 to find that model. */
const TWO_ELEMENTS =
  '(declare-sort U 0)\n(declare-fun f (U) U)\n(declare-fun a () U)\n(declare-fun b () U)\n' +
  '(assert (forall ((x U)) (not (= (f x) x))))\n(assert (forall ((x U)) (= (f (f x)) x)))\n(assert (not (= a b)))\n(check-sat)\n';
const ICP = '(set-logic QF_NRA)\n(declare-fun x () Real)\n(assert (= (* x x) 2.0))\n(check-sat)\n';

describe('by design, said by the solvers themselves', () => {
  /** By the spec the test names them with. */
  const solvers = new Map<string, Solver>();
  let cvc5 = '';
  /** The newest native z3 at hand (Debian unstable's 4.13.3, or Z3 main when built). */
  let newestZ3 = '';
  beforeAll(async () => {
    const { specs: newest } = await newestLanes();
    const nativeOf = (family: string): string =>
      newest.find((s) => familyOf(s) === family && s.startsWith('native:'))!.split('+')[0]!;
    cvc5 = nativeOf('cvc5');
    newestZ3 = nativeOf('z3');
    const specs = [...new Set([cvc5, 'native:cvc5', 'z3@5.2.0', 'native:z3', newestZ3])];
    const lanes = await resolveLanes(specs);
    for (const [i, lane] of lanes.entries()) {
      const s = createNodeSolver(lane, { warmSpare: false });
      await s.start();
      solvers.set(specs[i]!, s);
    }
  });
  afterAll(() => solvers.forEach((s) => s.dispose()));

  /** The finding the judge makes of `text` on the lanes (each `lane+options`), with the first lane's finding. */
  async function findingOn(text: string, lanes: string[]): Promise<RawFinding> {
    return (await judged(text, lanes)).finding;
  }

  /** The first lane's finding and every lane's outcome. */
  async function judged(text: string, lanes: string[]): Promise<{ finding: RawFinding; outcomes: Outcome[] }> {
    const outcomes = await Promise.all(
      lanes.map(async (id) => {
        const [base, ...options] = id.split('+');
        const solver = solvers.get(base!)!;
        const o = await solver.run(text, { timeoutMs: 30_000, options });
        return { ...o, laneId: id };
      }),
    );
    const script = parseScript(text);
    const findings = judge(
      script.ok ? script.value : undefined,
      { kind: 'differential', expected: null },
      outcomes,
    ).findings;
    const f = findings.find((x) => x.lanes.includes(lanes[0]!));
    if (!f)
      throw new Error(
        `no finding on ${lanes[0]}: ${JSON.stringify(outcomes.map((o) => [o.laneId, o.status, o.message]))}`,
      );
    return { finding: f, outcomes };
  }

  it('cvc5 refuses floats other than Float32 and Float64 in default mode, and says to try --fp-exp', async () => {
    const f = await findingOn(FLOAT_3_5, [cvc5, 'z3@5.2.0']);
    expect(f).toMatchObject({ kind: 'error', byDesign: { rule: 'cvc5-float-formats', lane: cvc5 } });
    expect(f.byDesign!.words).toMatch(/Try the experimental solver via --fp-exp/);
  });

  it("Z3's SAT core says which symbols it does not handle, then answers: a wrong sat stays a finding, for review", async () => {
    const lanes = ['z3@5.2.0+model_validate=true+sat.smt=true', 'native:z3'];
    const { finding: f, outcomes } = await judged(SUBSTR, lanes);
    expect(f).toMatchObject({ kind: 'soundness' });
    expect(f.byDesign).toBeUndefined();
    expect(reviewOf(f, outcomes)).toMatchObject({ rule: 'z3-sat-core-not-handled', lane: lanes[0] });
    expect(reviewOf(f, outcomes)!.words).toMatch(/^\(declare-fun .*\) not handled$/);
  });

  it("a native z3 says it on stderr: its wrong sat is listed for review as well (z3 main's and 4.13.3's do)", async () => {
    const lanes = [`${newestZ3}+model_validate=true+sat.smt=true`, cvc5];
    const { finding: f, outcomes } = await judged(SUBSTR, lanes);
    expect(outcomes[0]!.stderr).toMatch(/not handled/);
    expect(f).toMatchObject({ kind: 'soundness' });
    expect(reviewOf(f, outcomes)).toMatchObject({ rule: 'z3-sat-core-not-handled', lane: lanes[0] });
  });

  it("a sort Z3 has built in (Set) is Z3's dialect, on the native z3 and the WebAssembly build alike", async () => {
    for (const z3 of ['native:z3', 'z3@5.2.0']) {
      const f = await findingOn(SET_SORT, [z3, cvc5]);
      expect(f).toMatchObject({ kind: 'error', byDesign: { rule: 'z3-reserved-sort-name', lane: z3 } });
    }
  });

  it('Z3 5.2.0 under smt.string_solver=z3str3 (a solver it no longer has) gives up, and says so when asked', async () => {
    const lane = 'z3@5.2.0+smt.string_solver=z3str3';
    const text = `${STRING_IN_RE}(get-info :reason-unknown)\n`;
    const o = await solvers.get('z3@5.2.0')!.run(text, { timeoutMs: 30_000, options: ['smt.string_solver=z3str3'] });
    expect(o.answers).toEqual(['unknown']);
    const finding = { kind: 'incompleteness' as const, lanes: [lane] };
    expect(byDesignOf(finding, [{ ...o, laneId: lane }])).toMatchObject({ rule: 'z3-option-value-gone', lane });
    // Under its own string solver it decides the formula.
    const own = await solvers.get('z3@5.2.0')!.run(STRING_IN_RE, { timeoutMs: 30_000 });
    expect(own.answers).toEqual(['sat']);
  });

  it('Z3 under smt.mbqi.max_iterations=1 gives up on a formula it decides by default; under 999 that is no rule', async () => {
    for (const z3 of ['z3@5.2.0', newestZ3]) {
      const lane = `${z3}+smt.mbqi.max_iterations=1`;
      const o = await solvers.get(z3)!.run(TWO_ELEMENTS, { timeoutMs: 30_000, options: ['smt.mbqi.max_iterations=1'] });
      expect(o.answers, lane).toEqual(['unknown']);
      const finding = { kind: 'incompleteness' as const, lanes: [lane] };
      expect(byDesignOf(finding, [{ ...o, laneId: lane }])).toMatchObject({ rule: 'z3-search-bound-spent', lane });
      const near = `${z3}+smt.mbqi.max_iterations=999`;
      expect(byDesignOf({ ...finding, lanes: [near] }, [{ ...o, laneId: near }])).toBeUndefined();
      const own = await solvers.get(z3)!.run(TWO_ELEMENTS, { timeoutMs: 30_000 });
      expect(own.answers, z3).toEqual(['sat']);
    }
  });

  it(':global-declarations set by a script is the WebAssembly lane’s limit (native z3 takes it)', async () => {
    const f = await findingOn(GLOBAL_DECLARATIONS, ['z3@5.2.0', 'native:z3']);
    expect(f).toMatchObject({ kind: 'error', byDesign: { rule: 'wasm-z3-context-option', lane: 'z3@5.2.0' } });
    const native = await judged(GLOBAL_DECLARATIONS, ['native:z3', cvc5]).catch(() => undefined);
    expect(native, 'native z3 takes the option: no finding').toBeUndefined();
  });

  it('cvc5 --solve-real-as-int refuses a term it cannot make an integer', async () => {
    const f = await findingOn(DIVISION, [`${cvc5}+--solve-real-as-int`, 'z3@5.2.0']);
    expect(f).toMatchObject({ kind: 'error', byDesign: { rule: 'cvc5-solve-as-another-theory' } });
    expect(f.byDesign!.words).toBe('Cannot translate to Int: (/ 1.0 x)');
  });

  it('cvc5 --nl-icp needs LibPoly, which this build was configured without', async () => {
    const f = await findingOn(ICP, [`${cvc5}+--nl-icp`, 'z3@5.2.0']);
    expect(f).toMatchObject({ kind: 'crash', byDesign: { rule: 'cvc5-build-lacks' } });
    expect(f.byDesign!.words).toBe('ICPSolver requires cvc5 to be configured with LibPoly');
  });

  it('a nonlinear term in a linear logic is outside what cvc5 supports there', async () => {
    // Z3 5.2.0 (WebAssembly) answers it; native z3 says its logic does not support nonlinear arithmetic, as cvc5 does.
    const f = await findingOn(NONLINEAR_IN_LIA, ['native:cvc5', 'z3@5.2.0']);
    expect(f).toMatchObject({ kind: 'error', byDesign: { rule: 'unsupported-here' } });
    expect(f.byDesign!.words).toMatch(/non-linear .* in a linear logic/);
  });

  it('the option that asks cvc5 for rewrite rules ends with what it asked for', async () => {
    const f = await findingOn(NONLINEAR_IN_LIA.replace('(* x y)', '(+ x y)'), [
      'native:cvc5+--sygus-rr-synth-input',
      'z3@5.2.0',
    ]);
    expect(f).toMatchObject({ byDesign: { rule: 'cvc5-requested-output' } });
  });
});

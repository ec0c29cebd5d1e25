// By design, not a bug: a finding whose solver says, in its own words, that the input or the option is outside what
// it supports in the mode it runs in (cvc5's "… not supported in default mode. Try …", Z3's SAT core saying a symbol
// is "not handled"), or whose output is what an option asked for. No maintainer calls these bugs; the judge marks
// them (judge.ts), every surface shows them apart with those words, counts them apart and never offers them for a
// report (the CLI's report and triage, the page's report panel, bench:yield).
//
// One table, each rule with a real output it was written from (`example`; test/oracles/by-design.test.ts runs each
// rule on its example, and test/oracles/by-design.solvers.test.ts has the real solvers say them). A rule reads the
// lanes of the finding that misbehaved (for a disagreement: either side) and their own options, the drawn ones
// included (a lane id carries them: `native:cvc5@1.3.2+--solve-real-as-int`).
import type { Outcome } from '../solvers/outcome.js';
import { parseLaneSpec } from '../solvers/lane-spec.js';
import { cutsSearchBound } from '../solvers/options/z3-search-bounds.js';
import type { ByDesign, FindingKind, Observation, RawFinding } from './types.js';

/** What a rule reads of a lane's run. */
export type ByDesignEvidence = Pick<Outcome, 'laneId' | 'status'> &
  Partial<Pick<Outcome, 'message' | 'stdout' | 'stderr' | 'errorKind' | 'answers'>>;

export interface ByDesignRule {
  id: string;
  /** The findings it can explain. */
  kinds: readonly FindingKind[];
  /**
   * The findings its words do not explain but put in doubt: listed for a person to review (reviewOf), never hidden
   * (a solver that says it does not handle an input and then answers anyway should have given up instead).
   */
  review?: readonly FindingKind[];
  why: string;
  /** The solver's words in the lane's output (message, stdout, stderr), as matched; undefined when absent. */
  words(run: ByDesignEvidence, options: readonly string[]): string | undefined;
  /** A real run it was written from: the lane, the script's gist and what the solver printed. */
  example: { lane: string; script: string; output: string };
}

const textOf = (run: ByDesignEvidence): string => [run.stderr, run.stdout, run.message].filter(Boolean).join('\n');
const matchIn =
  (pattern: RegExp) =>
  (run: ByDesignEvidence): string | undefined =>
    pattern.exec(textOf(run))?.[0];

export const BY_DESIGN_RULES: readonly ByDesignRule[] = [
  {
    id: 'cvc5-float-formats',
    kinds: ['error', 'crash', 'incompleteness', 'soundness', 'invalid-model'],
    why: 'cvc5 solves floating-point formats other than Float32 and Float64 only with its experimental solver (--fp-exp), and says so',
    words: matchIn(/[^\n]*supported in default mode\. Try the experimental solver via --fp-exp[^\n"]*/),
    example: {
      lane: 'native:cvc5@1.3.2',
      script: '(declare-const y (_ FloatingPoint 3 5)) … (fp.isNaN y)',
      output:
        '(error "FP term y with type whose size is 3/5 is not supported, only Float32 (8/24) or Float64 (11/53) types are supported in default mode. Try the experimental solver via --fp-exp. Note: There are known issues with the experimental solver, use at your own risk.")',
    },
  },
  {
    id: 'z3-sat-core-not-handled',
    kinds: ['incompleteness', 'error'],
    review: ['soundness', 'invalid-model'],
    why: "Z3's SAT-based core (sat.smt=true) does not handle this symbol's theory; its own model validation says so before the answer (after that, giving up is by design; a wrong answer or model is for review: it should have given up)",
    // The WebAssembly build prints these lines on stdout, a native z3 on stderr (z3 main and 4.13.3 alike).
    words: (run) => /^\(declare-fun [^\n]*\) not handled$/m.exec(textOf(run))?.[0],
    example: {
      lane: 'z3@5.2.0+model_validate=true+sat.smt=true',
      script: '(declare-const s String) (declare-const n Int) (assert (> (str.len (str.substr s n 1)) 1))',
      output:
        '(declare-fun str.at (String Int) String) not handled\n(declare-fun s () String) not handled\n(declare-fun str.len (String) Int) not handled\nsat',
    },
  },
  {
    id: 'cvc5-solve-as-another-theory',
    kinds: ['error', 'incompleteness'],
    why: 'cvc5 --solve-real-as-int (--solve-int-as-bv) only attempts a problem in another theory: a term it cannot translate is refused, a problem it cannot solve that way is unknown',
    words: (run, options) => {
      const option = options.find((o) => o === '--solve-real-as-int' || o.startsWith('--solve-int-as-bv'));
      if (!option) return undefined;
      return (
        /Cannot translate (?:bound variable )?to (?:Int|BV)[^\n"]*/.exec(textOf(run))?.[0] ??
        (run.answers?.includes('unknown') ? `unknown under ${option}` : undefined)
      );
    },
    example: {
      lane: 'native:cvc5@1.3.2+--solve-real-as-int',
      script: '(declare-fun x () Real) (assert (> (/ 1.0 x) 2.0))',
      output: '(error "Cannot translate to Int: (/ 1.0 x)")',
    },
  },
  {
    id: 'cvc5-requested-output',
    kinds: ['error', 'crash'],
    why: 'an option asked cvc5 for this output (rewrite rules synthesized from the input): it is what the option does',
    words: matchIn(/Finished synthesizing rewrite rules\.?/),
    example: {
      lane: 'native:cvc5@1.0.3+--sygus-rr-synth-input',
      script: '(declare-const x Int) (assert (> x 1))',
      output: '(define-fun f1 ((A Int) (B Int) (C Int)) Bool (> C A))\n(error "Finished synthesizing rewrite rules.")',
    },
  },
  {
    id: 'cvc5-build-lacks',
    kinds: ['crash', 'error'],
    why: 'the option needs a part this cvc5 build was configured without (its own words name it): an option of another build',
    words: matchIn(/\S+ requires cvc5 to be configured with \w+/),
    example: {
      lane: 'native:cvc5@1.3.2+--nl-icp',
      script: '(set-logic QF_NRA) (declare-fun x () Real) (assert (= (* x x) 2.0))',
      output:
        'Fatal failure within void cvc5::internal::theory::arith::nl::icp::ICPSolver::reset(const std::vector<cvc5::internal::NodeTemplate<true> >&) at ./src/theory/arith/nl/icp/icp_solver.cpp:375\nUnimplemented code encountered\nICPSolver requires cvc5 to be configured with LibPoly',
    },
  },
  {
    id: 'z3-reserved-sort-name',
    kinds: ['error'],
    why: "Z3 has a built-in sort of this name (Set, Seq, …): declaring it is refused in Z3's dialect, where another solver reads it as a new sort; the script's name, not Z3, is at fault",
    words: matchIn(/sort already defined [^\s"]+|invalid sort declaration, sort already declared\/defined/),
    example: {
      lane: 'native:z3@4.13.3',
      script: '(declare-sort Set 0) (declare-const s Set) (assert (= s s))',
      output: '(error "line 1 column 19: sort already defined Set")',
    },
  },
  {
    id: 'wasm-z3-context-option',
    kinds: ['error'],
    why: "the WebAssembly lane creates Z3's context before the script runs, and Z3 reads this option only when a context is made (native z3 takes it): the lane's limit, not Z3's bug",
    words: (run) => {
      const lane = parseLaneSpec(run.laneId);
      if (!lane.ok || lane.value.backend !== 'wasm' || lane.value.family !== 'z3') return undefined;
      return /error setting '[^']+', option value cannot be modified after initialization/.exec(textOf(run))?.[0];
    },
    example: {
      lane: 'z3@5.2.0+model_validate=true',
      script: '(set-option :global-declarations true) (declare-const x Int) (assert (> x 0))',
      output:
        '(error "line 1 column 34: error setting \':global-decls\', option value cannot be modified after initialization")',
    },
  },
  {
    // Read from the reason an unknown gives when asked (`(get-info :reason-unknown)`, which the live check adds).
    id: 'z3-option-value-gone',
    kinds: ['incompleteness'],
    why: "Z3 takes the option's value and then gives up on every formula that needs it: the value names a solver this build no longer has (Z3 removed its z3str3 string solver; `seq` is its string solver)",
    // The reason as the classifier keeps it has no quotes: the words end at the parenthesis that closes it.
    words: matchIn(/invalid parameter for [^\n")]*/),
    example: {
      lane: 'native:z3@main-aaf2464+smt.string_solver=z3str3',
      script: '(declare-fun x () String) (assert (str.in_re x (re.++ (str.to_re "A") re.all)))',
      output: "unknown\n(:reason-unknown \"invalid parameter for smt.string_solver, valid options are 'seq', 'auto'\")",
    },
  },
  {
    id: 'z3-search-bound-spent',
    kinds: ['incompleteness'],
    why: 'an option cut one of Z3\'s bounds on its search to one round or none (its description: "maximum number of rounds of MBQI", …): Z3 gives up when the bound is reached, as asked',
    words: (run, options) => {
      if (!run.answers?.includes('unknown')) return undefined;
      const cut = options.find(cutsSearchBound);
      return cut ? `unknown under ${cut}` : undefined;
    },
    example: {
      lane: 'z3@5.2.0+smt.mbqi.max_iterations=1',
      script:
        '(declare-sort U 0) (declare-fun f (U) U) (declare-fun a () U) (declare-fun b () U) (assert (forall ((x U)) (not (= (f x) x)))) (assert (forall ((x U)) (= (f (f x)) x))) (assert (not (= a b)))',
      output: 'unknown',
    },
  },
  {
    // Last: the specific rules above give the better reason.
    id: 'unsupported-here',
    kinds: ['error'],
    why: 'the solver says the input is outside what it supports in this configuration (its logic, its options, its mode)',
    words: (run) => (run.status === 'error' && run.errorKind === 'unsupported' ? run.message : undefined),
    example: {
      lane: 'native:cvc5@1.0.3',
      script: '(set-logic QF_LIA) … (assert (> (* x y) 1))',
      output: '(error "A non-linear fact was asserted to arithmetic in a linear logic: (* x y)")',
    },
  },
];

const optionsOf = (laneId: string): readonly string[] => {
  const lane = parseLaneSpec(laneId);
  return lane.ok ? lane.value.options : [];
};

/** The first rule that explains the finding, with the words of the lane that proves it; undefined: maybe a bug. */
export function byDesignOf(f: Pick<RawFinding, 'kind' | 'lanes'>, runs: readonly Observation[]): ByDesign | undefined {
  return firstRule(f, runs, (rule) => rule.kinds);
}

/**
 * The first rule whose words put the finding in doubt without explaining it (ByDesignRule.review): the finding stays a
 * finding, listed for a person to review with those words (triage, the report).
 */
export function reviewOf(f: Pick<RawFinding, 'kind' | 'lanes'>, runs: readonly Observation[]): ByDesign | undefined {
  return firstRule(f, runs, (rule) => rule.review ?? []);
}

function firstRule(
  f: Pick<RawFinding, 'kind' | 'lanes'>,
  runs: readonly Observation[],
  kindsOf: (rule: ByDesignRule) => readonly FindingKind[],
): ByDesign | undefined {
  for (const rule of BY_DESIGN_RULES) {
    if (!kindsOf(rule).includes(f.kind)) continue;
    for (const laneId of f.lanes) {
      const run = runs.find((o) => o.laneId === laneId);
      const words = run ? rule.words(run, optionsOf(laneId)) : undefined;
      if (words) return { rule: rule.id, lane: laneId, words: words.trim(), why: rule.why };
    }
  }
  return undefined;
}

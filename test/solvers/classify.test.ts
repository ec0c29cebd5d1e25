// The classification table, one row per kind of solver output. Texts are what z3 4.8.12 and cvc5 1.0.3
// (Debian) printed on the probe scripts named in each row, unless the row says otherwise.
import { describe, expect, it } from 'vitest';
import { decide, type Classification } from '../../src/solvers/classify/index.js';
import type { RunOutput } from '../../src/solvers/classify/index.js';

const run = (over: Partial<RunOutput>): RunOutput => ({
  stdout: '',
  stderr: '',
  exitCode: 0,
  signal: null,
  timedOut: false,
  ...over,
});

interface Row {
  name: string;
  raw: Partial<RunOutput>;
  rule: string | undefined;
  expect: Partial<Classification>;
}

const CVC5_SEGFAULT =
  'cvc5 suffered a segfault.\nOffending address is 0x0\nLooks like a NULL pointer was dereferenced.\n';
const CVC5_CHECK_FAILURE =
  'Fatal failure within void cvc5::internal::theory::ModelManager::postProcessModel(bool) at ./src/theory/model_manager.cpp:120\nCheck failure\n\n d_modelBuiltSuccess\n\n';
const CVC5_ILLEGAL_ARGUMENT =
  '(error "Illegal argument detected\ncvc5::internal::theory::TheoryId cvc5::internal::theory::kindToTheoryId(cvc5::internal::Kind)\n\n  `k\' is a bad argument\nbad kind")\n';

const ROWS: Row[] = [
  // Clean runs
  { name: 'z3 sat', raw: { stdout: 'sat\n' }, rule: undefined, expect: { status: 'ok', answers: ['sat'] } },
  {
    name: 'z3 push/pop, three check-sats',
    raw: { stdout: 'sat\nunsat\nsat\n' },
    rule: undefined,
    expect: { status: 'ok', answers: ['sat', 'unsat', 'sat'], message: '' },
  },
  {
    name: 'z3 ignores an unknown command with an `unsupported` line',
    raw: { stdout: 'unsupported\n; foo-bar line: 3 position: 10\nsat\n' },
    rule: undefined,
    expect: { status: 'ok', answers: ['sat'] },
  },
  // Parse errors
  {
    name: 'z3 unknown constant (then continues)',
    raw: { stdout: '(error "line 3 column 13: unknown constant y")\nsat\n', exitCode: 1 },
    rule: 'parse-error',
    expect: { status: 'error', errorKind: 'parse', answers: ['sat'], message: 'line 3 column 13: unknown constant y' },
  },
  {
    name: 'z3 missing parenthesis',
    raw: { stdout: `(error "line 4 column 0: invalid assert command, ')' expected")\n`, exitCode: 1 },
    rule: 'parse-error',
    expect: { status: 'error', errorKind: 'parse', answers: [] },
  },
  {
    name: 'z3 truncated script',
    raw: { stdout: '(error "line 2 column 0: invalid expression, unexpected input")\n', exitCode: 1 },
    rule: 'parse-error',
    expect: { status: 'error', errorKind: 'parse' },
  },
  {
    name: 'z3 invalid command',
    raw: { stdout: '(error "line 2 column 1: invalid command, symbol expected")\nsat\n', exitCode: 1 },
    rule: 'parse-error',
    expect: { status: 'error', errorKind: 'parse' },
  },
  {
    name: 'z3 sort mismatch',
    raw: {
      stdout:
        '(error "line 4 column 14: Sort mismatch at argument #2 for function (declare-fun > (Int Int) Bool) supplied sort is Bool")\nsat\n',
      exitCode: 1,
    },
    rule: 'parse-error',
    expect: { status: 'error', errorKind: 'parse' },
  },
  {
    name: 'z3 unknown sort',
    raw: { stdout: `(error "line 5 column 17: Invalid constant declaration: unknown sort 'Foo'")\nsat\n`, exitCode: 1 },
    rule: 'parse-error',
    expect: { status: 'error', errorKind: 'parse' },
  },
  {
    name: 'cvc5 Parse Error (multi-line, message is its first line)',
    raw: {
      stdout:
        '(error "Parse Error: input.smt2:3.14: Symbol y is not declared.\n\n  (assert (> x y))\n               ^\n")\n',
      exitCode: 1,
    },
    rule: 'parse-error',
    expect: { status: 'error', errorKind: 'parse', message: 'Parse Error: input.smt2:3.14: Symbol y is not declared.' },
  },
  {
    name: 'cvc5 unexpected command',
    raw: {
      stdout:
        '(error "Parse Error: input.smt2:3.8: expected SMT-LIBv2 command, got `foo-bar\'.\n\n  (foo-bar x)\n   ^\n")\n',
      exitCode: 1,
    },
    rule: 'parse-error',
    expect: { status: 'error', errorKind: 'parse' },
  },
  {
    name: 'cvc5 ill-typed term',
    raw: {
      stdout: '(error "Parse Error: input.smt2:4.15: expecting an arithmetic term for arithmetic relation")\n',
      exitCode: 1,
    },
    rule: 'parse-error',
    expect: { status: 'error', errorKind: 'parse' },
  },
  // Unsupported
  {
    name: 'z3 logic does not support reals (first error decides)',
    raw: {
      stdout:
        '(error "line 2 column 21: logic does not support reals")\n(error "line 3 column 14: unknown constant x")\nsat\n',
      exitCode: 1,
    },
    rule: 'unsupported',
    expect: { status: 'error', errorKind: 'unsupported' },
  },
  {
    name: 'z3 nonlinear in a linear logic',
    raw: { stdout: '(error "line 4 column 21: logic does not support nonlinear arithmetic")\nsat\n', exitCode: 1 },
    rule: 'unsupported',
    expect: { status: 'error', errorKind: 'unsupported' },
  },
  {
    name: 'cvc5 nonlinear fact in a linear logic',
    raw: {
      stdout:
        '(error "A non-linear fact was asserted to arithmetic in a linear logic.\nThe fact in question: (>= (* x y) 2)\n")\n',
      exitCode: 1,
    },
    rule: 'unsupported',
    expect: { status: 'error', errorKind: 'unsupported' },
  },
  {
    name: 'cvc5 Float other than 32/64 without --fp-exp (public/FP/unsat/3_5_*)',
    raw: {
      stdout:
        '(error "FP term t with type whose size is 3/5 is not supported, only Float32 (8/24) or Float64 (11/53) types are supported in default mode. Try the experimental solver via --fp-exp. Note: There are known issues with the experimental solver, use at your own risk.")\n',
      exitCode: 1,
    },
    rule: 'unsupported',
    expect: { status: 'error', errorKind: 'unsupported' },
  },
  {
    name: 'cvc5 1.3.2 array constant without --arrays-exp (test/corpus, a seed run as itself)',
    raw: {
      stdout:
        '(error "Cannot handle assertion with term of kind STORE_ALL in this configuration. Try --arrays-exp.")\n',
      exitCode: 1,
    },
    rule: 'unsupported',
    expect: { status: 'error', errorKind: 'unsupported' },
  },
  {
    name: 'cvc5 1.3.2 option conflict with model checking (option fuzzing)',
    raw: {
      stdout:
        '(error "Fatal error in option parsing: Cannot use sort-inference with model generation (check-models).")\n',
      exitCode: 1,
    },
    rule: 'option-rejected',
    expect: { status: 'error', errorKind: 'option' },
  },
  {
    name: 'cvc5 push without --incremental',
    raw: { stdout: 'sat\n(error "Cannot push when not solving incrementally (use --incremental)")\n', exitCode: 1 },
    rule: 'unsupported',
    expect: { status: 'error', errorKind: 'unsupported', answers: ['sat'] },
  },
  {
    name: 'cvc5 string operator without --strings-exp (features/quoted-symbol/cvc5__shared-term-registration)',
    raw: { stdout: '(error "Term of kind seq.nth not supported in default mode, try --strings-exp")\n', exitCode: 1 },
    rule: 'unsupported',
    expect: { status: 'error', errorKind: 'unsupported' },
  },
  {
    name: 'cvc5 reports an unsupported operator as a Parse Error (constructed text)',
    raw: {
      stdout:
        '(error "Parse Error: input.smt2:3.9: str.replace_re not supported in default mode, try --strings-exp")\n',
      exitCode: 1,
    },
    rule: 'unsupported',
    expect: { status: 'error', errorKind: 'unsupported' },
  },
  // Other errors
  {
    name: 'cvc5 bad flag',
    raw: {
      stdout: '(error "Error in option parsing: can\'t understand option `--no-such-flag\'")\n',
      stderr: '\nPlease use --help to get help on command-line options.\n',
      exitCode: 1,
    },
    rule: 'option-rejected',
    expect: { status: 'error', errorKind: 'option' },
  },
  {
    name: "z3 on another solver's set-option in the script: it refuses the option and goes on (real z3 4.8.12 output)",
    raw: {
      stdout:
        '(error "line 1 column 32: unknown parameter \'finite_model_find\'\nLegal parameters are:\n  auto_config (bool) (default: true)")\nsat\n',
      exitCode: 1,
    },
    rule: 'option-rejected',
    expect: { status: 'error', errorKind: 'option', answers: ['sat'] },
  },
  {
    name: 'cvc5 1.0.3 refusing its command line: the error on stderr, exit 1 (real output)',
    raw: {
      stderr:
        '(error "Error in option parsing: can\'t understand option `--no-such-option\'")\n\nPlease use --help to get help on command-line options.\n',
      exitCode: 1,
    },
    rule: 'command-line-rejected',
    expect: { status: 'error', errorKind: 'option' },
  },
  {
    name: 'z3 unknown parameter on the command line (exit 110)',
    raw: {
      stderr: "ERROR: unknown parameter 'foo_bar'\nLegal parameters are:\n  auto_config (bool) (default: true)\n",
      exitCode: 110,
    },
    rule: 'command-line-rejected',
    expect: { status: 'error', errorKind: 'option', message: "ERROR: unknown parameter 'foo_bar'" },
  },
  {
    name: 'z3 missing file (exit 108)',
    raw: { stdout: `(error "failed to open file 'nonexist.smt2'")\n`, exitCode: 108 },
    rule: 'other-error',
    expect: { status: 'error', errorKind: 'other' },
  },
  {
    name: 'clean exit with no output',
    raw: { stdout: '' },
    rule: 'no-output',
    expect: { status: 'error', errorKind: 'other', answers: [] },
  },
  // Queries the last answer does not allow are not errors
  {
    name: 'z3 get-model/get-value after unsat (exit 1)',
    raw: {
      stdout:
        'unsat\n(error "line 7 column 10: model is not available")\n(error "line 8 column 14: model is not available")\n',
      exitCode: 1,
    },
    rule: undefined,
    expect: { status: 'ok', answers: ['unsat'] },
  },
  {
    name: 'z3 get-unsat-core after sat, get-proof without proofs',
    raw: {
      stdout:
        'sat\n(error "line 6 column 15: unsat core is not available")\n(error "line 7 column 10: proof construction is not enabled, use command (set-option :produce-proofs true)")\n((a true))\n',
      exitCode: 1,
    },
    rule: undefined,
    expect: { status: 'ok', answers: ['sat'] },
  },
  {
    name: 'cvc5 get-model after unsat, get-value without models, reason-unknown after sat',
    raw: {
      stdout:
        'unsat\n(error "Cannot get model unless after a SAT or UNKNOWN response.")\n(error "Cannot get value unless model generation is enabled (try --produce-models)")\n(error "Cannot get unsat core unless in unsat mode.")\n(error "Can\'t get-info :reason-unknown when the last result wasn\'t unknown!")\n',
    },
    rule: undefined,
    expect: { status: 'ok', answers: ['unsat'] },
  },
  // Unknown with a reason is an answer, not a timeout
  {
    name: 'z3 incomplete quantifiers',
    raw: {
      stdout: 'unknown\n(:reason-unknown "smt tactic failed to show goal to be sat/unsat (incomplete quantifiers)")\n',
    },
    rule: undefined,
    expect: {
      status: 'ok',
      answers: ['unknown'],
      unknownReason: 'smt tactic failed to show goal to be sat/unsat (incomplete quantifiers)',
    },
  },
  {
    name: 'cvc5 --tlimit-per: unknown, reason timeout',
    raw: { stdout: 'unsupported\nunknown\n(:reason-unknown timeout)\n' },
    rule: undefined,
    expect: { status: 'ok', answers: ['unknown'], unknownReason: 'timeout' },
  },
  {
    name: 'z3 (set-option :timeout …): unknown, reason canceled (documented text)',
    raw: { stdout: 'unknown\n(:reason-unknown "canceled")\n' },
    rule: undefined,
    expect: { status: 'ok', answers: ['unknown'], unknownReason: 'canceled' },
  },
  {
    name: 'cvc5 --tlimit: interrupted by timeout, SIGABRT',
    raw: { stdout: 'unsupported\n', stderr: 'cvc5 interrupted by timeout.\n', exitCode: null, signal: 'SIGABRT' },
    rule: 'solver-time-limit',
    expect: { status: 'ok', answers: ['unknown'], unknownReason: 'timeout' },
  },
  {
    name: 'z3 -T: prints timeout',
    raw: { stdout: 'timeout\n' },
    rule: 'solver-time-limit',
    expect: { status: 'ok', answers: ['unknown'], unknownReason: 'timeout' },
  },
  {
    name: "the host's clock",
    raw: { stdout: 'sat\n', exitCode: null, signal: 'SIGKILL', timedOut: true },
    rule: 'host-timeout',
    expect: { status: 'timeout', answers: ['sat'] },
  },
  // Status annotations
  {
    name: 'z3 answer contradicts (set-info :status sat)',
    raw: { stdout: 'unsat\n(error "line 6 column 10: check annotation that says sat")\n', exitCode: 1 },
    rule: undefined,
    expect: { status: 'ok', answers: ['unsat'] },
  },
  {
    name: 'cvc5 aborts when the answer contradicts (set-info :status sat)',
    raw: {
      stderr:
        'Fatal failure within void cvc5::internal::smt::SolverEngineState::notifyCheckSatResult(const cvc5::internal::Result&) at ./src/smt/solver_engine_state.cpp:73\nExpected result sat but got unsat\n',
      exitCode: null,
      signal: 'SIGABRT',
    },
    rule: 'status-annotation-mismatch',
    expect: { status: 'ok', answers: ['unsat'] },
  },
  // Crashes
  {
    name: 'cvc5 segfault (known-bugs/issue9078-1)',
    raw: { stderr: CVC5_SEGFAULT, exitCode: null, signal: 'SIGSEGV' },
    rule: 'crash-report',
    expect: {
      status: 'crash',
      message: 'cvc5 suffered a segfault. Offending address is <addr> Looks like a NULL pointer was dereferenced.',
    },
  },
  {
    name: 'cvc5 check failure (known-bugs/issue9472-2-cmv)',
    raw: { stderr: CVC5_CHECK_FAILURE, exitCode: null, signal: 'SIGABRT' },
    rule: 'crash-report',
    expect: {
      status: 'crash',
      message:
        'Fatal failure within void cvc5::internal::theory::ModelManager::postProcessModel(bool) at ./src/theory/model_manager.cpp:120 Check failure d_modelBuiltSuccess',
    },
  },
  {
    name: 'cvc5 illegal argument printed as (error …) (known-bugs/proj-issue622-fmf-dt-u)',
    raw: { stdout: CVC5_ILLEGAL_ARGUMENT, exitCode: 1 },
    rule: 'internal-error-as-smtlib-error',
    expect: {
      status: 'crash',
      message:
        "Illegal argument detected cvc5::internal::theory::TheoryId cvc5::internal::theory::kindToTheoryId(cvc5::internal::Kind) `k' is a bad argument bad kind",
    },
  },
  {
    name: 'a crash after answers keeps the answers',
    raw: { stdout: 'sat\n', stderr: CVC5_SEGFAULT, exitCode: 139, signal: null },
    rule: 'crash-report',
    expect: { status: 'crash', answers: ['sat'] },
  },
  {
    name: 'z3 UNREACHABLE (format of z3 4.8.12 debug.cpp)',
    raw: {
      stderr:
        'ASSERTION VIOLATION\nFile: ../src/smt/theory_lra.cpp\nLine: 1874\nUNEXPECTED CODE WAS REACHED.\nZ3 4.8.12.0\nPlease file an issue with this message and more detail about how you encountered it at https://github.com/Z3Prover/z3/issues/new\n',
      exitCode: 114,
    },
    rule: 'crash-report',
    expect: {
      status: 'crash',
      message: 'ASSERTION VIOLATION File: ../src/smt/theory_lra.cpp Line: 1874 UNEXPECTED CODE WAS REACHED.',
    },
  },
  {
    name: 'z3 VERIFY failure',
    raw: { stdout: 'sat\n', stderr: 'Failed to verify: check_model(formulas)\nASSERTION VIOLATION\n', exitCode: 114 },
    rule: 'crash-report',
    expect: { status: 'crash', message: 'Failed to verify: check_model(formulas) ASSERTION VIOLATION' },
  },
  {
    name: 'uncaught C++ exception',
    raw: {
      stderr:
        "terminate called after throwing an instance of 'std::logic_error'\n  what():  basic_string: construction from null is not valid\n",
      exitCode: null,
      signal: 'SIGABRT',
    },
    rule: 'crash-report',
    expect: { status: 'crash' },
  },
  {
    name: 'z3 out of memory (exit 101)',
    raw: { stderr: 'ERROR: out of memory\n', exitCode: 101 },
    rule: 'out-of-memory',
    expect: { status: 'crash', message: 'out of memory' },
  },
  {
    name: 'SIGABRT with nothing printed',
    raw: { exitCode: null, signal: 'SIGABRT' },
    rule: 'killed-by-signal',
    expect: { status: 'crash', message: 'killed by SIGABRT' },
  },
  {
    // Z3 prints this for `smt.case_split=5`; the SIGFPE it then dies of is the horner crash, with or without it.
    name: 'SIGFPE after a configuration warning',
    raw: {
      stderr: 'WARNING: auto configuration (option AUTO_CONFIG) must be disabled to use option CASE_SPLIT=3, 4 or 5\n',
      exitCode: null,
      signal: 'SIGFPE',
    },
    rule: 'killed-by-signal',
    expect: { status: 'crash', message: 'killed by SIGFPE' },
  },
  {
    name: 'exit 139 from a wrapper shell',
    raw: { exitCode: 139 },
    rule: 'killed-by-signal',
    expect: { status: 'crash', message: 'killed by SIGSEGV' },
  },
  {
    name: 'an exit code nothing explains',
    raw: { stdout: 'sat\n', exitCode: 3 },
    rule: 'unexplained-exit-code',
    expect: { status: 'crash', message: 'exited with code 3', answers: ['sat'] },
  },
  // WASM traps
  ...[
    'RuntimeError: unreachable',
    'RuntimeError: memory access out of bounds',
    'RuntimeError: Aborted()',
    'RangeError: Maximum call stack size exceeded',
    'RuntimeError: index out of bounds',
    'RuntimeError: divide by zero',
  ].map((trap): Row => ({
    name: `wasm trap ${trap}`,
    raw: { trap: `${trap}\n    at wasm://wasm/0203bd6e:wasm-function[1234]:0x5f3a2`, exitCode: null },
    rule: 'wasm-trap',
    expect: { status: 'crash', message: trap },
  })),
  {
    name: 'wasm cvc5 abort: the Fatal failure text wins over Aborted()',
    raw: { stderr: `${CVC5_CHECK_FAILURE}Aborted()\n`, trap: 'RuntimeError: Aborted()', exitCode: null },
    rule: 'crash-report',
    expect: { status: 'crash' },
  },
  {
    name: 'emscripten out of memory',
    raw: { trap: 'RuntimeError: Aborted(OOM)', exitCode: null },
    rule: 'out-of-memory',
    expect: { status: 'crash', message: 'out of memory' },
  },
  {
    name: 'any other exception around the solver call',
    raw: { trap: 'Error: thread constructor failed', exitCode: null },
    rule: 'host-exception',
    expect: { status: 'crash', message: 'host exception: Error: thread constructor failed' },
  },
  // Model validation
  {
    name: 'z3 model_validate=true (text from z3 cmd_context::validate_model)',
    raw: { stdout: 'sat\n(error "line 5 column 10: an invalid model was generated")\n', exitCode: 1 },
    rule: undefined,
    expect: { status: 'ok', answers: ['sat'], modelInvalid: true },
  },
  {
    name: 'cvc5 --check-models failure aborts (text from cvc5 1.0.3 check_models.cpp)',
    raw: {
      stderr:
        "Fatal failure within void cvc5::internal::smt::CheckModels::checkModel(cvc5::internal::theory::TheoryModel*, const cvc5::context::CDList<cvc5::internal::NodeTemplate<true> >&, bool) at ./src/smt/check_models.cpp:85\nInternal error detected SolverEngine::checkModel(): ERRORS SATISFYING ASSERTIONS WITH MODEL:\nassertion:     (= (f x) 3)\nsimplifies to: false\nexpected `true'.\nRun with `--check-models -v' for additional diagnostics.\n",
      exitCode: null,
      signal: 'SIGABRT',
    },
    rule: 'crash-report',
    expect: {
      status: 'crash',
      modelInvalid: true,
      message:
        'Fatal failure within void cvc5::internal::smt::CheckModels::checkModel(cvc5::internal::theory::TheoryModel*, const cvc5::context::CDList<cvc5::internal::NodeTemplate<true> >&, bool) at ./src/smt/check_models.cpp:85 Internal error detected SolverEngine::checkModel(): ERRORS SATISFYING ASSERTIONS WITH MODEL:',
    },
  },
];

describe('classify', () => {
  it.each(ROWS)('$name', ({ raw, rule, expect: expected }) => {
    const decided = decide(run(raw));
    expect(decided.rule).toBe(rule);
    expect(decided.classification).toMatchObject(expected);
  });

  it('sets errorKind only on errors and modelInvalid only when the solver said so', () => {
    for (const { raw } of ROWS) {
      const { status, errorKind, modelInvalid } = decide(run(raw)).classification;
      expect(errorKind !== undefined).toBe(status === 'error');
      if (modelInvalid !== undefined) expect(modelInvalid).toBe(true);
    }
  });

  it('never calls a run a timeout unless the host cut it off', () => {
    for (const { raw } of ROWS) {
      const status = decide(run({ ...raw, timedOut: false })).classification.status;
      expect(status).not.toBe('timeout');
    }
  });
});

// What Z3 (4.8.12 native, 4.8–5.x wasm) and cvc5 1.0.3 actually print, grouped by meaning. Each
// pattern was taken from a real run or from the solver's own strings; see test/solvers/classify.test.ts.

/**
 * `(error …)` answers to a query the last result does not allow (get-model after unsat, get-unsat-core
 * after sat, …) or to a status annotation. They say nothing against the script or the solver.
 */
export const QUERY_NOT_AVAILABLE: readonly RegExp[] = [
  /\b(?:model|unsat core|proof) is not available\b/, // z3
  /\bproof construction is not enabled\b/, // z3
  /^Cannot get [\w -]+ unless\b/i, // cvc5: "Cannot get model unless after a SAT or UNKNOWN response.", 1.3.2: "cannot get model unless model generation is enabled (try --produce-models)"
  /^Can't get-info :reason-unknown when the last result wasn't unknown/, // cvc5
  /^Cannot get-value when --[\w-]+ is false\b/i, // cvc5 1.3.2 under --no-assign-function-values (a drawn option)
  /\bcheck annotation that says (?:sat|unsat)\b/, // z3: the answer contradicts (set-info :status …)
];

/** The solver says its own model does not satisfy the assertions (Z3 model_validate, cvc5 --check-models). */
export const MODEL_INVALID: readonly RegExp[] = [
  /\ban invalid model was generated\b/, // z3 cmd_context::validate_model, as (error "line l column c: …")
  /ERRORS SATISFYING ASSERTIONS WITH MODEL/, // cvc5 CheckModels::checkModel, then a Fatal failure abort
];

/** Internal errors that cvc5 reports as an ordinary `(error …)`: bugs, not rejections. */
export const INTERNAL_ERROR: readonly RegExp[] = [
  /^Illegal argument detected\b/,
  /^Internal error detected\b/,
  /^Unreachable code reached\b/,
  /^Unimplemented code encountered\b/,
  /^Unhandled (?:case|kind)\b/,
  /\bAssertion .* failed\b/,
];

/** The script could not be read: syntax, unknown symbols, ill-sorted terms. */
export const PARSE_ERROR: readonly RegExp[] = [
  /^Parse Error:/, // cvc5
  /\bunknown (?:constant|function|sort)\b/, // z3
  /\binvalid (?:command|expression|function application|declaration|constant declaration|sort|s-expression)\b/,
  /\binvalid [\w-]+ command\b/, // z3: "invalid assert command, ')' expected"
  /\b[Ss]ort mismatch\b/,
  /\bill-sorted\b|\bill-formed\b/,
  /\bwrong number of arguments\b/,
  /\balready declared\b/,
  /\bunexpected (?:character|input|end of file)\b/,
  /'[()]' expected\b/,
];

/** The script was read but uses something this solver (configuration, logic) does not handle. */
export const UNSUPPORTED: readonly RegExp[] = [
  /\bnot supported\b|\b[Uu]nsupported\b/, // cvc5 "… not supported in default mode, try --strings-exp"
  /\bdoes not (?:allow|support)\b/, // cvc5 "… the logic does not allow it", z3 "logic does not support reals"
  /\bin a linear logic\b/, // cvc5 "A non-linear fact was asserted to arithmetic in a linear logic."
  /\((?:use|try) --[\w-]+\)/, // cvc5 "Cannot push when not solving incrementally (use --incremental)"
  // cvc5 1.3.2 "Cannot handle assertion with term of kind STORE_ALL in this configuration. Try --arrays-exp." (also
  // "… Try --bags.", "Try --ff.", "Try --fp.", "Try --sep."): a theory this mode leaves out
  /\bin this configuration\b/,
  /\bTry --[a-z][\w-]*\.(?:\s|$)/,
  // cvc5 1.3.2: re.range of terms that are not string constants, which SMT-LIB allows and cvc5 does not handle
  /\bexpecting a constant string term in regexp range\b/,
  // cvc5 1.3.2 "The logic was specified as UFBVFP, which doesn't include THEORY_ARITH, but got a term for that theory"
  /\bwhich doesn't include THEORY_[A-Z_]+/,
];

/** Crash reports a solver prints before dying. The match runs from the report's first line. */
export const CRASH_REPORT: readonly RegExp[] = [
  /Fatal failure within [\s\S]*/, // cvc5 Assert/InternalError/Unreachable, then SIGABRT (exit 134)
  /(?:Failed to verify: |ASSERTION VIOLATION)[\s\S]*/, // z3 VERIFY/UNREACHABLE, exit 114
  /\S+ suffered a segfault\.[\s\S]*/, // cvc5's SIGSEGV handler, exit 139
  /terminate called after throwing[\s\S]*/, // uncaught C++ exception, SIGABRT
  /[^\n]*Assertion `[^`]*' failed\.[^\n]*/, // C assert()
  /(?:double free|free\(\): invalid|malloc\(\): |corrupted size|stack smashing detected)[^\n]*/, // glibc
];

export const OUT_OF_MEMORY =
  /\bout of memory\b|OUT OF MEMORY|std::bad_alloc|Cannot enlarge memory|Aborted\(OOM\)|Out of memory/;

/**
 * WASM traps and engine errors a JS host sees when a solver module dies (V8's and SpiderMonkey's words for the
 * WebAssembly traps: `remainder by zero` is `i32.rem_s` by 0, as Z3's horner crash does).
 */
export const WASM_TRAP =
  /\bunreachable\b|memory access out of bounds|Aborted\(|Maximum call stack size exceeded|index out of bounds|divide by zero|remainder by zero|integer overflow|invalid conversion to integer|signature mismatch|null function|too much recursion/;

/**
 * Where the trap came from, which says nothing about the solver: the page's Z3 threads report theirs as
 * `a Z3 thread trapped: …` (z3/crash-hooks.ts), the CLI's main thread as the error itself. One trap is one message
 * on every surface, so a crash found by the CLI and run again in the page is the same bug.
 */
export const TRAP_ORIGIN = /^a Z3 thread trapped: /;

/** The solver stopped itself on its own time limit: z3 -T prints `timeout`, cvc5 --tlimit aborts. */
export const SOLVER_TIME_LIMIT: readonly RegExp[] = [/interrupted by timeout/];
export const Z3_TIME_LIMIT_LINE = /^timeout$/m;

/** cvc5 aborts when an answer contradicts `(set-info :status …)`; the answer is in the message. */
export const STATUS_MISMATCH = /Expected result (?:sat|unsat|unknown) but got (sat|unsat|unknown)/;

/**
 * An option the solver does not know or refuses, from its command line or a `set-option` in the script
 * (z3 on cvc5's `(set-option :finite-model-find true)`): the configuration is rejected, not the script.
 */
export const OPTION_REJECTED: readonly RegExp[] = [
  /\bunknown parameter\b/, // z3 "unknown parameter 'finite_model_find'"
  // cvc5 "Error in option parsing: can't understand option `--foo'"; 1.3.2 "Fatal error in option parsing: Cannot use
  // sort-inference with model generation (check-models)." and "… Cannot use --nl-cov due to configuring without --poly."
  /\berror in option parsing\b/i,
  /\b(?:unrecognized|unknown) option\b/i,
  // cvc5 1.3.2: options that refuse each other, or the input they are given
  /^Cannot check model when --[\w-]+ is\b/, // "Cannot check model when --assign-function-values is false."
  /^Cannot use unconstrained simplification in this logic\b/,
  /\bcannot be enabled for SyGuS inputs\b/, // "SyGuS instantiation quantifiers module cannot be enabled for …"
  /^Cannot log proofs with\b/,
];

/**
 * The solver refuses its command line: Z3 `ERROR: unknown parameter 'foo'` (exit 110), cvc5 on stderr
 * `(error "Error in option parsing: can't understand option `--foo'")` (exit 1). A lane set-up error (option
 * fuzzing draws options a release may refuse, or refuse together), never a finding.
 */
export const COMMAND_LINE_ERROR = /^ERROR: [^\n]*|^\(error "Error in option parsing: [^\n]*/m;

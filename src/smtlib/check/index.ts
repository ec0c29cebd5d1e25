// The SMT-LIB sort checker: `checkScript` sets `sort` on every term of a script and collects every
// sort error with its position; `checkTerm` checks one term in a given environment.
import type { Script, Span, Term } from '../ast.js';
import type { SmtError } from '../result.js';
import type { Sort } from '../sort.js';
import { Vocabulary } from '../dialect.js';
import { Env } from './env.js';
import { errorAt } from './errors.js';
import { checkCommand } from './script.js';
import { TermChecker } from './term.js';

export { Env, POISON, numeralSortForLogic } from './env.js';
export type { ConstructorInfo, DatatypeInfo, FunKind, FunSig, SortDef } from './symbols.js';
export { resolveSortExpr, paramSort, type SortResult } from './sort-expr.js';
export { acceptsSort, resolveUserApp, type UserResolution } from './functions.js';
export { TermChecker } from './term.js';
export { checkCommand } from './script.js';

export interface CheckResult {
  ok: boolean;
  errors: SmtError[];
}

export interface CheckOptions {
  /**
   * The dialects the script must be read in, e.g. `['z3']`, `['z3', 'cvc5@1.0.3']` (the lanes it runs
   * on): a symbol must be read by every one. Default: none given, every dialect's symbols are accepted.
   */
  dialects?: readonly string[] | string | Vocabulary | undefined;
  /** Keep the symbol tables afterwards (they then hold the declarations in scope after the last command). */
  env?: Env;
}

/** The vocabulary of check options (undefined: no restriction); throws on an unknown dialect name. */
export function vocabularyOf(dialects: CheckOptions['dialects']): Vocabulary | undefined {
  if (dialects === undefined || dialects instanceof Vocabulary) return dialects;
  return Vocabulary.of(dialects);
}

/**
 * Checks a whole script. Pass an `env` (or `{ env }`) to keep the symbol tables afterwards, and
 * `{ dialects }` to check it against the readers it will meet.
 */
export function checkScript(script: Script, options: Env | CheckOptions = {}): CheckResult {
  const env = options instanceof Env ? options : (options.env ?? new Env(vocabularyOf(options.dialects)));
  if (!(options instanceof Env) && options.env && options.dialects !== undefined) {
    env.vocabulary = vocabularyOf(options.dialects);
  }
  const errors: SmtError[] = [];
  const checker = new TermChecker(env, errors);
  for (const c of script.commands) {
    if (!guardDepth(() => checkCommand(checker, c), errors, c.span)) break;
  }
  return { ok: errors.length === 0, errors };
}

/**
 * The parser caps nesting, but a term built by a mutator need not: a stack overflow becomes an
 * error value instead of an exception. False when the check had to stop.
 */
function guardDepth(run: () => void, errors: SmtError[], span: Span | undefined): boolean {
  try {
    run();
    return true;
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    errors.push(errorAt(span, 'term nesting too deep to check'));
    return false;
  }
}

/** Checks one term in `env` (bound variables included); `sort` is the term's sort when it is well-sorted. */
export function checkTerm(term: Term, env: Env): CheckResult & { sort: Sort | undefined } {
  const errors: SmtError[] = [];
  let sort: Sort | undefined;
  const mark = env.localMark();
  guardDepth(() => (sort = new TermChecker(env, errors).check(term)), errors, term.span);
  env.unbindTo(mark);
  return { ok: errors.length === 0, errors, sort };
}

/**
 * The environment in force just before command `index` (declarations, definitions, datatypes and
 * push/pop levels of the commands before it), for mutators that build terms at that point.
 */
export function envBefore(script: Script, index: number, vocabulary?: Vocabulary): Env {
  const env = new Env(vocabulary);
  checkScript({ commands: script.commands.slice(0, index) }, env);
  return env;
}

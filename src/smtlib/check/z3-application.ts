// Z3 applies arrays like functions: `(a 0)` with a an array-sorted variable or constant, `((f 1) 2)` and
// `((lambda ((x Int)) x) 0)` select from the term in function position. Which releases read which form
// is in syntax.ts.
import type { ApplyTerm } from '../ast.js';
import { sortToString, type Sort } from '../sort.js';
import type { SyntaxFeature } from '../syntax.js';
import type { Env } from './env.js';
import { acceptsSort } from './functions.js';
import { applyFunction } from './higher-order.js';
import type { FunSig } from './symbols.js';
import type { TermChecker } from './term-checker.js';

/** The element sort of `array` selected at `argSorts`, or undefined when they are not its index sorts. */
export function selectSort(array: Sort, argSorts: readonly Sort[], strict: boolean): Sort | undefined {
  if (array.name !== 'Array' || array.args.length !== argSorts.length + 1) return undefined;
  for (let i = 0; i < argSorts.length; i++) if (!acceptsSort(array.args[i]!, argSorts[i]!, strict)) return undefined;
  return array.args[argSorts.length];
}

/**
 * `(name args…)` with `name` a bound variable or a constant of an array sort: the selected sort and the
 * syntax that reads it, or undefined.
 */
export function arrayApplication(
  env: Env,
  name: string,
  funs: readonly FunSig[] | undefined,
  argSorts: readonly Sort[],
): { sort: Sort; feature: SyntaxFeature } | undefined {
  const local = env.local(name);
  const constant = local ? undefined : funs?.find((f) => f.params.length === 0 && f.result.name === 'Array')?.result;
  const head = local ?? constant;
  const sort = head && selectSort(head, argSorts, env.strict);
  if (!sort) return undefined;
  return { sort, feature: local ? 'bound-array-application' : 'constant-array-application' };
}

/** `(term args…)`: the term must be an array (or a cvc5 function value) taking the arguments. */
export function checkApply(checker: TermChecker, t: ApplyTerm): Sort | undefined {
  const fn = checker.check(t.fn);
  const argSorts: Sort[] = [];
  let ok = fn !== undefined;
  for (const a of t.args) {
    const s = checker.check(a);
    if (s) argSorts.push(s);
    else ok = false;
  }
  if (!ok || !fn) return undefined;
  const strict = checker.env.strict;
  const sort = fn.name === '->' ? applyFunction(fn, argSorts, strict) : selectSort(fn, argSorts, strict);
  if (!sort) {
    const got = argSorts.map(sortToString).join(', ');
    return checker.report(t.span, `a term of sort ${sortToString(fn)} cannot be applied to arguments of sorts ${got}`);
  }
  const feature = t.fn.kind === 'lambda' ? 'lambda-application' : 'term-application';
  return checker.syntax(feature, '', t.span) ? sort : undefined;
}

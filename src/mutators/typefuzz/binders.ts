// The sorts of the variables a seed's terms bind: quantifier and lambda variables (their written
// sorts resolved where they occur) and match-pattern variables (the constructor's field sorts,
// instantiated for the scrutinee's sort).
import type { Pattern, SortedVar, Term } from '../../smtlib/ast.js';
import type { Env } from '../../smtlib/check/index.js';
import { bindParams, substituteParams } from '../../smtlib/check/sort-params.js';
import type { Sort } from '../../smtlib/sort.js';
import type { Binder } from './scope.js';
import { childrenOutsidePatterns } from '../../smtlib/terms/traverse.js';

export function hasNamedLabel(t: Term): boolean {
  if (t.kind === 'annot' && t.attrs.some((a) => a.keyword === ':named')) return true;
  return childrenOutsidePatterns(t).some(hasNamedLabel);
}

/** The sorts of quantifier/lambda variables and of match-pattern variables under `t`. */
export function recordBinders(
  t: Term,
  env: Env,
  resolve: (v: SortedVar) => Sort | undefined,
  binderSorts: Map<SortedVar, Sort | undefined>,
  patternBinders: Map<Pattern, readonly Binder[]>,
): void {
  const go = (u: Term): void => recordBinders(u, env, resolve, binderSorts, patternBinders);
  switch (t.kind) {
    case 'const':
      return;
    case 'app':
      t.args.forEach(go);
      return;
    case 'let':
      t.bindings.forEach((b) => go(b.term));
      go(t.body);
      return;
    case 'forall':
    case 'exists':
    case 'lambda':
      for (const v of t.vars) binderSorts.set(v, resolve(v));
      go(t.body);
      return;
    case 'match':
      go(t.scrutinee);
      for (const c of t.cases) {
        patternBinders.set(c.pattern, matchBinders(c.pattern, t.scrutinee.sort, env));
        go(c.body);
      }
      return;
    case 'annot':
      go(t.term);
      for (const a of t.attrs) if ('terms' in a) a.terms.forEach(go);
      return;
    case 'apply':
      go(t.fn);
      t.args.forEach(go);
      return;
  }
}

function matchBinders(p: Pattern, scrutinee: Sort | undefined, env: Env): readonly Binder[] {
  const dt = scrutinee ? env.datatype(scrutinee.name) : undefined;
  if (p.kind === 'var') {
    const nullary = dt?.constructors.some((k) => k.name === p.name && k.fields.length === 0);
    return nullary ? [] : [{ name: p.name, sort: scrutinee }];
  }
  const ctor = dt?.constructors.find((k) => k.name === p.name);
  const instance = new Map<string, Sort>();
  if (dt && scrutinee) bindParams(dt.sort, scrutinee, instance);
  return p.vars.map((name, i) => {
    const field = ctor?.fields[i];
    return { name, sort: field ? substituteParams(field.sort, instance) : undefined };
  });
}

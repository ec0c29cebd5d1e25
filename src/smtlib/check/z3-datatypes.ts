// Z3's datatype forms beyond SMT-LIB: `((_ update-field s) t v)`, the datatype value t with field s set
// to v (t itself when it is not built by s's constructor), and a nullary constructor of a parametric
// datatype written without `as`, which Z3 resolves when the script has made one instance of the datatype.
import type { AppTerm } from '../ast.js';
import { sortToString, type Sort } from '../sort.js';
import { acceptsSort, resolveUserSort } from './functions.js';
import { bindParams, substituteParams, type ParamBindings } from './sort-params.js';
import type { FunSig } from './symbols.js';
import type { TermChecker } from './term-checker.js';

/** The field sort a selector gives a datatype term of sort `datatype`, or undefined. */
function fieldSort(selector: FunSig, datatype: Sort): Sort | undefined {
  const b: ParamBindings = new Map();
  if (!bindParams(selector.params[0]!, datatype, b)) return undefined;
  return substituteParams(selector.result, b);
}

/** `((_ update-field s) t v)`: the sort of t; 'none' when `t` is another application. */
export function updateField(checker: TermChecker, t: AppTerm, argSorts: readonly Sort[]): Sort | undefined | 'none' {
  const [selectorName] = t.id.indices;
  if (t.id.symbol !== 'update-field' || t.id.indices.length !== 1 || typeof selectorName !== 'string') return 'none';
  if (!checker.syntax('update-field', '', t.span)) return undefined;
  if (argSorts.length !== 2) {
    return checker.report(t.span, `update-field takes a datatype term and a value, got ${argSorts.length} arguments`);
  }
  const [record, value] = argSorts as [Sort, Sort];
  const selectors = checker.env.functions(selectorName)?.filter((f) => f.kind === 'selector') ?? [];
  if (selectors.length === 0) return checker.report(t.span, `'${selectorName}' is not a selector`);
  for (let k = selectors.length - 1; k >= 0; k--) {
    const field = fieldSort(selectors[k]!, record);
    if (!field) continue;
    if (acceptsSort(field, value, checker.env.strict)) return record;
    return checker.report(
      t.span,
      `update-field of '${selectorName}' expects a value of sort ${sortToString(field)}, got ${sortToString(value)}`,
    );
  }
  return checker.report(t.span, `'${selectorName}' is not a selector of ${sortToString(record)}`);
}

/**
 * A constructor of a parametric datatype whose arguments do not fix the instance (`nil`) without `as`: Z3
 * takes the one instance of the datatype the script has written so far that fits. 'none' when `t` is not
 * such a constructor or no instance fits.
 */
export function implicitInstance(
  checker: TermChecker,
  t: AppTerm,
  funs: readonly FunSig[],
  argSorts: readonly Sort[],
  expected: Sort | undefined,
): Sort | undefined | 'none' {
  if (expected) return 'none';
  const ctors = funs.filter((f) => f.kind === 'constructor' && f.polymorphic && f.params.length === argSorts.length);
  const fits = new Map<string, Sort>();
  for (const ctor of ctors) {
    for (const instance of checker.env.instancesOf(ctor.ctor!.datatype.name)) {
      if (resolveUserSort([ctor], argSorts, instance, checker.env.strict)) fits.set(sortToString(instance), instance);
    }
  }
  if (fits.size === 0) return 'none';
  const name = t.id.symbol;
  if (fits.size > 1) {
    const sorts = [...fits.keys()].join(' or ');
    return checker.report(t.span, `'${name}' could be of sort ${sorts}: write (as ${name} <sort>)`);
  }
  return checker.syntax('implicit-instance', `'${name}'`, t.span) ? [...fits.values()][0] : undefined;
}

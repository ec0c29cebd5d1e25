// `(match t ((C x…) body) (y body)…)`: the scrutinee must be a datatype term; a constructor pattern
// binds its variables to the (instantiated) field sorts, a variable pattern binds the whole term
// unless it names a nullary constructor; all cases must have one sort.
import type { MatchCase, MatchTerm } from '../ast.js';
import { REAL, sortEquals, sortToString, type Sort } from '../sort.js';
import { POISON } from './env.js';
import { bindParams, substituteParams } from './sort-params.js';
import type { DatatypeInfo } from './symbols.js';
import type { TermChecker } from './term-checker.js';

/** The common sort of two case bodies; Int and Real join to Real unless strict. */
function join(a: Sort, b: Sort, strict: boolean): Sort | undefined {
  if (sortEquals(a, b)) return a;
  if (strict || a.args.length || b.args.length) return undefined;
  const names = `${a.name} ${b.name}`;
  return names === 'Int Real' || names === 'Real Int' ? REAL : undefined;
}

/** Binds the pattern's variables; false (error reported) when the pattern does not fit the datatype. */
function bindPattern(checker: TermChecker, t: MatchTerm, c: MatchCase, dt: DatatypeInfo, scrutinee: Sort): boolean {
  const p = c.pattern;
  const where = c.body.span ?? t.span;
  if (p.kind === 'var') {
    const nullaryCtor = dt.constructors.some((k) => k.name === p.name && k.fields.length === 0);
    if (!nullaryCtor) checker.env.bindLocal(p.name, scrutinee);
    return true;
  }
  const ctor = dt.constructors.find((k) => k.name === p.name);
  if (!ctor) {
    checker.report(where, `'${p.name}' is not a constructor of ${dt.name}`);
    return false;
  }
  if (ctor.fields.length !== p.vars.length) {
    checker.report(where, `pattern (${p.name} …) needs ${ctor.fields.length} variables, got ${p.vars.length}`);
    return false;
  }
  const instance = new Map<string, Sort>();
  bindParams(dt.sort, scrutinee, instance);
  p.vars.forEach((v, i) => checker.env.bindLocal(v, substituteParams(ctor.fields[i]!.sort, instance) ?? POISON));
  return true;
}

export function checkMatch(checker: TermChecker, t: MatchTerm): Sort | undefined {
  const env = checker.env;
  const scrutinee = checker.check(t.scrutinee);
  if (!scrutinee) return undefined;
  const dt = env.datatype(scrutinee.name);
  if (!dt) {
    return checker.report(t.scrutinee.span ?? t.span, `match expects a datatype term, got ${sortToString(scrutinee)}`);
  }
  let result: Sort | undefined;
  let ok = true;
  for (const c of t.cases) {
    const mark = env.localMark();
    if (!bindPattern(checker, t, c, dt, scrutinee)) ok = false;
    const s = checker.check(c.body);
    env.unbindTo(mark);
    if (!s) {
      ok = false;
      continue;
    }
    const joined = result ? join(result, s, env.strict) : s;
    if (!joined) {
      const message = `match cases have different sorts: ${sortToString(result!)} and ${sortToString(s)}`;
      checker.report(c.body.span ?? t.span, message);
      ok = false;
    } else result = joined;
  }
  return ok ? result : undefined;
}

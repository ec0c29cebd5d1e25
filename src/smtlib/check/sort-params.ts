// Sort parameters of `par` datatypes: matching a constructor's field sorts against actual sorts
// binds the parameters; substituting them gives the instance (cons on (List Int) takes an Int).
import { sortEquals, sortOf, type Sort } from '../sort.js';

export type ParamBindings = Map<string, Sort>;

export function bindParams(pattern: Sort, actual: Sort, b: ParamBindings): boolean {
  if (pattern.param) {
    const bound = b.get(pattern.name);
    if (!bound) {
      b.set(pattern.name, actual);
      return true;
    }
    return sortEquals(bound, actual);
  }
  if (pattern.name !== actual.name || pattern.indices.length !== actual.indices.length) return false;
  if (pattern.args.length !== actual.args.length || actual.param) return false;
  for (let i = 0; i < pattern.indices.length; i++) if (pattern.indices[i] !== actual.indices[i]) return false;
  for (let i = 0; i < pattern.args.length; i++) if (!bindParams(pattern.args[i]!, actual.args[i]!, b)) return false;
  return true;
}

/** The sort with parameters replaced; undefined while some parameter is unbound. */
export function substituteParams(s: Sort, b: ReadonlyMap<string, Sort>): Sort | undefined {
  if (s.param) return b.get(s.name);
  if (s.args.length === 0) return s;
  const args: Sort[] = [];
  for (const a of s.args) {
    const r = substituteParams(a, b);
    if (!r) return undefined;
    args.push(r);
  }
  return sortOf(s.name, s.indices, args);
}

// Applications of user-level symbols: declared and defined functions, constants, constructors,
// selectors and :named terms. CVC5 lets a name be overloaded by argument sorts; the newest
// declaration that fits wins.
import { sortEquals, sortToString, type Sort } from '../sort.js';
import { listSorts } from '../theories/messages.js';
import { POISON } from './env.js';
import { bindParams, substituteParams, type ParamBindings } from './sort-params.js';
import type { FunSig } from './symbols.js';

export type UserResolution = { ok: true; sort: Sort; fun: FunSig } | { ok: false; message: string };

/** Exact, or an Int where a Real is expected (Z3 and CVC5 insert to_real). */
export function acceptsSort(expected: Sort, actual: Sort, strict = false): boolean {
  if (expected === actual || sortEquals(expected, actual) || expected === POISON) return true;
  return !strict && expected.name === 'Real' && actual.name === 'Int' && expected.args.length === 0;
}

function resolvePolymorphic(
  f: FunSig,
  argSorts: readonly Sort[],
  expected: Sort | undefined,
): Sort | 'mismatch' | 'open' {
  const b: ParamBindings = new Map();
  if (expected && !bindParams(f.result, expected, b)) return 'mismatch';
  for (let i = 0; i < argSorts.length; i++) if (!bindParams(f.params[i]!, argSorts[i]!, b)) return 'mismatch';
  return substituteParams(f.result, b) ?? 'open';
}

/** The hot path: the sort of the application, or undefined (then ask `resolveUserApp` why). */
export function resolveUserSort(
  funs: readonly FunSig[],
  argSorts: readonly Sort[],
  expected: Sort | undefined,
  strict = false,
): Sort | undefined {
  const n = argSorts.length;
  next: for (let k = funs.length - 1; k >= 0; k--) {
    const f = funs[k]!;
    if (f.params.length !== n) continue;
    if (f.polymorphic) {
      const r = resolvePolymorphic(f, argSorts, expected);
      if (typeof r === 'string') continue;
      return r;
    }
    for (let i = 0; i < n; i++) if (!acceptsSort(f.params[i]!, argSorts[i]!, strict)) continue next;
    if (expected && !sortEquals(expected, f.result)) continue;
    return f.result;
  }
  return undefined;
}

export function resolveUserApp(
  all: readonly FunSig[],
  argSorts: readonly Sort[],
  expected: Sort | undefined,
  strict = false,
): UserResolution {
  // Z3's built-in `List` (head, tail, nil, insert) only matters when the script has no symbol of the name.
  const own = all.filter((f) => !f.ctor?.datatype.builtin);
  const funs = own.length > 0 ? own : all;
  const n = argSorts.length;
  let open: FunSig | undefined;
  let sameArity: FunSig | undefined;
  next: for (let k = funs.length - 1; k >= 0; k--) {
    const f = funs[k]!;
    if (f.params.length !== n) continue;
    sameArity ??= f;
    if (f.polymorphic) {
      const r = resolvePolymorphic(f, argSorts, expected);
      if (r === 'open') open ??= f;
      if (typeof r === 'string') continue;
      return { ok: true, sort: r, fun: f };
    }
    for (let i = 0; i < n; i++) if (!acceptsSort(f.params[i]!, argSorts[i]!, strict)) continue next;
    if (expected && !sortEquals(expected, f.result)) continue;
    return { ok: true, sort: f.result, fun: f };
  }
  const name = funs[0]!.name;
  if (open) return { ok: false, message: `cannot infer the sort of '${name}': write (as ${name} <sort>)` };
  if (!sameArity) {
    const arities = [...new Set(funs.map((f) => f.params.length))].join(' or ');
    return { ok: false, message: `wrong number of arguments to '${name}': expected ${arities}, got ${n}` };
  }
  if (expected && funs.length === 1 && n === 0) {
    return { ok: false, message: `'${name}' has sort ${sortToString(funs[0]!.result)}, not ${sortToString(expected)}` };
  }
  const wanted = [
    ...new Set(funs.filter((f) => f.params.length === n).map((f) => f.params.map(sortToString).join(' '))),
  ];
  return {
    ok: false,
    message: `${name} expects arguments of sorts (${wanted.join(') or (')}), got ${listSorts(argSorts)}`,
  };
}

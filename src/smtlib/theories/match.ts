// Matching argument sorts against one compiled signature. Bindings live in a plain array indexed by
// slot (a Sort for sort variables, a number for numeral variables, an array for list variables, the
// symbol for a function index): no maps, no strings on the common path.
import { REAL, sortEquals, type Sort } from '../sort.js';
import { bitVecSort, floatSort, internSort } from './intern.js';
import type { NatExpr, Signature, SortPattern } from './signature.js';

export type Bound = Sort | number | readonly Sort[] | readonly number[] | string;
export type Bindings = (Bound | undefined)[];

/** A sort (not a number, a list or a symbol) in a binding slot. */
export const isSortBinding = (v: Bound | undefined): v is Sort => typeof v === 'object' && !Array.isArray(v);

/**
 * Where the general matcher stands: the number of arguments of the application (`#`) and the position
 * within a repeated argument run. Matching never re-enters itself, so one record serves every call.
 */
export const matchState = { args: 0, rep: 0, ambiguous: false };

export function evalNat(e: NatExpr, b: Bindings): number | undefined {
  switch (e.k) {
    case 'lit':
      return e.value;
    case 'var': {
      const v = b[e.slot];
      return typeof v === 'number' ? v : undefined;
    }
    case 'len': {
      const v = b[e.slot];
      return Array.isArray(v) ? v.length : undefined;
    }
    case 'args':
      return matchState.args;
    case 'rep':
      return matchState.rep;
    case 'bin': {
      const l = evalNat(e.left, b);
      const r = evalNat(e.right, b);
      if (l === undefined || r === undefined) return undefined;
      if (e.op === '%') return r === 0 ? undefined : l % r;
      return e.op === '+' ? l + r : e.op === '-' ? l - r : l * r;
    }
  }
}

/** A side of a side condition: every value of an index list, or the one value of an expression. */
function evalNats(e: NatExpr, b: Bindings): readonly number[] | undefined {
  if (e.k === 'var') {
    const v = b[e.slot];
    if (Array.isArray(v)) return v as readonly number[];
  }
  const n = evalNat(e, b);
  return n === undefined ? undefined : [n];
}

const isIntToReal = (expected: Sort, actual: Sort): boolean =>
  expected.name === 'Real' && actual.name === 'Int' && expected.args.length === 0 && actual.args.length === 0;

/**
 * Non-strict matching accepts an Int where a Real is expected (as Z3 and CVC5 do: `(+ x 1)` with x Real)
 * and widens a sort variable first bound to Int when a Real arrives (`(= 1 x)`). Strict matching is exact.
 */
export function matchPattern(sig: Signature, p: SortPattern, actual: Sort, b: Bindings, strict: boolean): boolean {
  switch (p.k) {
    case 'sort':
      return p.sort === actual || sortEquals(p.sort, actual) || (!strict && isIntToReal(p.sort, actual));
    case 'var': {
      const bound = b[p.slot] as Sort | undefined;
      if (bound === undefined) {
        b[p.slot] = actual;
        return true;
      }
      if (bound === actual || sortEquals(bound, actual)) return true;
      if (strict) return false;
      if (isIntToReal(bound, actual)) return true;
      if (isIntToReal(actual, bound) && sig.widenable[p.slot]) {
        b[p.slot] = REAL;
        return true;
      }
      return false;
    }
    case 'app': {
      // Z3 gives a lambda an array sort, cvc5 a function sort: where a function `(-> A B)` is expected,
      // an array `(Array A B)` with the same sorts is accepted, so a lambda checks in both readings.
      if (actual.name !== p.name && !(p.name === '->' && actual.name === 'Array')) return false;
      if (actual.indices.length !== p.indices.length) return false;
      for (let i = 0; i < p.indices.length; i++) {
        const e = p.indices[i]!;
        const v = actual.indices[i]!;
        if (e.k === 'var' && b[e.slot] === undefined) b[e.slot] = v;
        else if (evalNat(e, b) !== v) return false;
      }
      if (p.segments) return matchSegments(sig, p.args, actual.args, b);
      if (actual.args.length !== p.args.length) return false;
      for (let i = 0; i < p.args.length; i++) {
        if (!matchPattern(sig, p.args[i]!, actual.args[i]!, b, true)) return false;
      }
      return true;
    }
    case 'at': {
      const index = evalNat(p.index, b);
      const list = b[p.list] as readonly Sort[] | undefined;
      if (index === undefined) {
        matchState.ambiguous = true;
        return false;
      }
      if (list && index < list.length) return sortEquals(list[index]!, actual);
      // A repeated argument collects its sorts one by one.
      if ((list?.length ?? 0) === index) {
        b[p.list] = [...(list ?? []), actual];
        return true;
      }
      if (!list) matchState.ambiguous = true;
      return false;
    }
    case 'list':
    case 'pick':
    case 'rev':
      // Only inside `app` arguments (matchSegments) or as a variadic argument (resolve.ts).
      return false;
  }
}

/** The length of a segment pattern under `b`, or undefined while its list is unbound. */
function segmentLength(p: SortPattern, b: Bindings): number | undefined {
  switch (p.k) {
    case 'list':
    case 'rev': {
      const v = b[p.k === 'list' ? p.slot : p.list];
      return Array.isArray(v) ? v.length : undefined;
    }
    case 'pick': {
      const v = b[p.indices];
      return Array.isArray(v) ? v.length : undefined;
    }
    default:
      return 1;
  }
}

/** The sorts a bound segment stands for; undefined while unbound or out of range. */
function segmentSorts(p: SortPattern, b: Bindings): readonly Sort[] | undefined {
  switch (p.k) {
    case 'list': {
      const v = b[p.slot];
      return Array.isArray(v) ? (v as readonly Sort[]) : undefined;
    }
    case 'rev': {
      const v = b[p.list];
      return Array.isArray(v) ? [...(v as readonly Sort[])].reverse() : undefined;
    }
    case 'pick': {
      const list = b[p.list] as readonly Sort[] | undefined;
      const indices = b[p.indices] as readonly number[] | undefined;
      if (!list || !indices) return undefined;
      const out: Sort[] = [];
      for (const i of indices) {
        const s = list[i];
        if (!s) return undefined;
        out.push(s);
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** Sort arguments with list segments: at most one segment may still be unbound; it takes the rest. */
function matchSegments(sig: Signature, ps: readonly SortPattern[], actual: readonly Sort[], b: Bindings): boolean {
  let known = 0;
  let open = -1;
  for (let i = 0; i < ps.length; i++) {
    const n = segmentLength(ps[i]!, b);
    if (n !== undefined) known += n;
    else if (open >= 0) {
      matchState.ambiguous = true;
      return false;
    } else open = i;
  }
  const rest = actual.length - known;
  if (rest < 0 || (open < 0 && rest !== 0)) return false;
  let pos = 0;
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i]!;
    if (p.k !== 'list' && p.k !== 'pick' && p.k !== 'rev') {
      if (!matchPattern(sig, p, actual[pos]!, b, true)) return false;
      pos++;
      continue;
    }
    if (i === open) {
      const run = actual.slice(pos, pos + rest);
      if (p.k === 'pick') {
        // The indices are bound (else the length would be known): the list itself is not.
        matchState.ambiguous = true;
        return false;
      }
      b[p.k === 'list' ? p.slot : p.list] = p.k === 'rev' ? run.reverse() : run;
      pos += rest;
      continue;
    }
    const sorts = segmentSorts(p, b);
    if (!sorts) return false;
    for (const s of sorts) if (!sortEquals(s, actual[pos++]!)) return false;
  }
  return true;
}

/** The sort a pattern denotes under `b`; undefined while a variable in it is unbound. */
export function instantiate(p: SortPattern, b: Bindings): Sort | undefined {
  switch (p.k) {
    case 'sort':
      return p.sort;
    case 'var': {
      const v = b[p.slot];
      return isSortBinding(v) ? v : undefined;
    }
    case 'at': {
      const list = b[p.list];
      const i = evalNat(p.index, b);
      return Array.isArray(list) && i !== undefined ? (list[i] as Sort | undefined) : undefined;
    }
    case 'list':
    case 'pick':
    case 'rev':
      return undefined;
    case 'app': {
      if (p.name === 'BitVec' && p.indices.length === 1 && p.args.length === 0) {
        const w = evalNat(p.indices[0]!, b);
        return w === undefined ? undefined : bitVecSort(w);
      }
      if (p.name === 'FloatingPoint' && p.indices.length === 2 && p.args.length === 0) {
        const eb = evalNat(p.indices[0]!, b);
        const sb = evalNat(p.indices[1]!, b);
        return eb === undefined || sb === undefined ? undefined : floatSort(eb, sb);
      }
      const indices: number[] = [];
      for (const e of p.indices) {
        const v = evalNat(e, b);
        if (v === undefined) return undefined;
        indices.push(v);
      }
      const args: Sort[] = [];
      for (const a of p.args) {
        if (a.k === 'list' || a.k === 'pick' || a.k === 'rev') {
          const run = segmentSorts(a, b);
          if (!run) return undefined;
          args.push(...run);
          continue;
        }
        const s = instantiate(a, b);
        if (s === undefined) return undefined;
        args.push(s);
      }
      return internSort(p.name, indices, args);
    }
  }
}

/** The sorts of a list slot's pattern run under `b` (a variadic `A*` argument), or undefined. */
export function instantiateRun(p: SortPattern, b: Bindings): readonly Sort[] | undefined {
  return segmentSorts(p, b);
}

const holds = (l: number, rel: string, r: number): boolean =>
  rel === '>' ? l > r : rel === '>=' ? l >= r : rel === '<' ? l < r : rel === '<=' ? l <= r : l === r;

/** Do the side conditions of `sig` hold under `b`? A side that is an index list must hold for each value. */
export function whereHolds(sig: Signature, b: Bindings): boolean {
  for (const c of sig.where) {
    if (!sig.general) {
      const l = evalNat(c.left, b);
      const r = evalNat(c.right, b);
      if (l === undefined || r === undefined || !holds(l, c.rel, r)) return false;
      continue;
    }
    const ls = evalNats(c.left, b);
    const rs = evalNats(c.right, b);
    if (!ls || !rs) return false;
    for (const l of ls) for (const r of rs) if (!holds(l, c.rel, r)) return false;
  }
  return true;
}

// Matching argument sorts against one compiled signature. Bindings live in a plain array indexed by
// slot (a Sort for sort variables, a number for numeral variables): no maps, no strings.
import { REAL, sortEquals, type Sort } from '../sort.js';
import { bitVecSort, floatSort, internSort } from './intern.js';
import type { NatExpr, Signature, SortPattern } from './signature.js';

export type Bindings = (Sort | number | undefined)[];

/**
 * Non-strict matching accepts an Int where a Real is expected (as Z3 and CVC5 do: `(+ x 1)` with x Real)
 * and widens a sort variable first bound to Int when a Real arrives (`(= 1 x)`). Strict matching is exact.
 */
export interface MatchMode {
  readonly strict: boolean;
}

export function evalNat(e: NatExpr, b: Bindings): number | undefined {
  switch (e.k) {
    case 'lit':
      return e.value;
    case 'var': {
      const v = b[e.slot];
      return typeof v === 'number' ? v : undefined;
    }
    case 'bin': {
      const l = evalNat(e.left, b);
      const r = evalNat(e.right, b);
      if (l === undefined || r === undefined) return undefined;
      return e.op === '+' ? l + r : e.op === '-' ? l - r : l * r;
    }
  }
}

const isIntToReal = (expected: Sort, actual: Sort): boolean =>
  expected.name === 'Real' && actual.name === 'Int' && expected.args.length === 0 && actual.args.length === 0;

/** Does `actual` match `p` (binding variables in `b`)? `strict` also holds inside sort arguments. */
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
      if (actual.name !== p.name || actual.indices.length !== p.indices.length) return false;
      if (actual.args.length !== p.args.length) return false;
      for (let i = 0; i < p.indices.length; i++) {
        const e = p.indices[i]!;
        const v = actual.indices[i]!;
        if (e.k === 'var' && b[e.slot] === undefined) b[e.slot] = v;
        else if (evalNat(e, b) !== v) return false;
      }
      for (let i = 0; i < p.args.length; i++) {
        if (!matchPattern(sig, p.args[i]!, actual.args[i]!, b, true)) return false;
      }
      return true;
    }
  }
}

/** The sort a pattern denotes under `b`; undefined while a variable in it is unbound. */
export function instantiate(p: SortPattern, b: Bindings): Sort | undefined {
  switch (p.k) {
    case 'sort':
      return p.sort;
    case 'var': {
      const v = b[p.slot];
      return typeof v === 'object' ? v : undefined;
    }
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
        const s = instantiate(a, b);
        if (s === undefined) return undefined;
        args.push(s);
      }
      return internSort(p.name, indices, args);
    }
  }
}

/** Do the side conditions of `sig` hold under `b`? */
export function whereHolds(sig: Signature, b: Bindings): boolean {
  for (const c of sig.where) {
    const l = evalNat(c.left, b);
    const r = evalNat(c.right, b);
    if (l === undefined || r === undefined) return false;
    const holds =
      c.rel === '>' ? l > r : c.rel === '>=' ? l >= r : c.rel === '<' ? l < r : c.rel === '<=' ? l <= r : l === r;
    if (!holds) return false;
  }
  return true;
}

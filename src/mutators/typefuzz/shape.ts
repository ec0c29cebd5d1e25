// The indices and argument sorts of a new application `((_ f i…) a1 … ak)` of sort S. The signature
// tables run backwards (unifyResult) give most of it; what the result leaves open is chosen: an open
// sort among the available ones, a random arity 2…maxArity for n-ary and chainable operators, and for
// the bit-vector operators whose indices are arithmetic on widths (extract, concat, repeat, the
// extensions, rotations) and the regex/Int indexed operators, a small solver per operator below.
// Every shape is re-checked with the checker's own resolution before use.
import { bitVecSort } from '../../smtlib/theories/index.js';
import { instantiate, matchPattern, type Bindings } from '../../smtlib/theories/match.js';
import { BOOL, INT, REGLAN, sortEquals, type Sort } from '../../smtlib/sort.js';
import { resolveAppSort, unifyResult, type Signature } from '../../smtlib/theories/index.js';
import type { Rng } from '../../rng.js';
import { acceptsArgumentCount } from '../portable.js';

export interface Shape {
  readonly indices: readonly number[];
  readonly args: readonly Sort[];
}

type Shaper = (width: number, widths: readonly number[], rng: Rng, maxArity: number) => Shape | undefined;

const bv = bitVecSort;

/** Bit-vector operators whose indices are width arithmetic: the result width is the input. */
const BV_SHAPERS: Record<string, Shaper> = {
  extract: (w, widths, rng) => {
    const wider = widths.filter((m) => m >= w);
    const m = wider.length ? rng.pick(wider) : w + 1 + rng.int(8);
    const j = rng.int(m - w + 1);
    return { indices: [j + w - 1, j], args: [bv(m)] };
  },
  concat: (w, _widths, rng, maxArity) => {
    if (w < 2) return undefined;
    const k = 2 + rng.int(Math.min(maxArity, w) - 1);
    const parts: number[] = [];
    let left = w;
    for (let p = 0; p < k - 1; p++) {
      const x = 1 + rng.int(left - (k - 1 - p));
      parts.push(x);
      left -= x;
    }
    parts.push(left);
    return { indices: [], args: parts.map(bv) };
  },
  repeat: (w, _widths, rng) => {
    const divisors: number[] = [];
    for (let i = 1; i <= w; i++) if (w % i === 0) divisors.push(i);
    const i = rng.pick(divisors);
    return { indices: [i], args: [bv(w / i)] };
  },
  zero_extend: (w, widths, rng) => extension(w, widths, rng),
  sign_extend: (w, widths, rng) => extension(w, widths, rng),
  rotate_left: (w, _widths, rng) => ({ indices: [rng.int(w + 1)], args: [bv(w)] }),
  rotate_right: (w, _widths, rng) => ({ indices: [rng.int(w + 1)], args: [bv(w)] }),
};

function extension(w: number, widths: readonly number[], rng: Rng): Shape {
  const narrower = widths.filter((n) => n <= w);
  const n = narrower.length ? rng.pick(narrower) : 1 + rng.int(w);
  return { indices: [w - n], args: [bv(n)] };
}

const bools = (n: number): Sort[] => Array.from({ length: n }, () => BOOL);

/** Z3's pseudo-Boolean constraints: a bound, and a weight per argument for the weighted ones. */
function pseudoBoolean(weighted: boolean): (sig: Signature, rng: Rng, maxArity: number) => Shape {
  return (_sig, rng, maxArity) => {
    const n = 1 + rng.int(maxArity);
    const weights = weighted ? Array.from({ length: n }, () => 1 + rng.int(4)) : [];
    return { indices: [rng.int(n + 1), ...weights], args: bools(n) };
  };
}

/** Indexed operators whose indices the result leaves open. */
const INDEX_SHAPERS: Record<string, (sig: Signature, rng: Rng, maxArity: number) => Shape | undefined> = {
  're.loop': (sig, rng) => {
    if (sig.indices.length !== 2) return undefined;
    const lo = rng.int(4);
    return { indices: [lo, lo + rng.int(3)], args: [REGLAN] };
  },
  're.^': (_sig, rng) => ({ indices: [rng.int(5)], args: [REGLAN] }),
  divisible: (_sig, rng) => ({ indices: [1 + rng.int(9)], args: [INT] }),
  iand: (_sig, rng) => ({ indices: [1 + rng.int(8)], args: [INT, INT] }),
  'at-most': pseudoBoolean(false),
  'at-least': pseudoBoolean(false),
  pbeq: pseudoBoolean(true),
  pble: pseudoBoolean(true),
  pbge: pseudoBoolean(true),
};

export function hasShaper(sig: Signature): boolean {
  return sig.name in BV_SHAPERS || sig.name in INDEX_SHAPERS;
}

function fromTables(sig: Signature, sort: Sort, open: readonly Sort[], rng: Rng, maxArity: number): Shape | undefined {
  const u = unifyResult(sig, sort);
  if (!u) return undefined;
  const indices: number[] = [];
  for (const i of u.indices) {
    if (i === undefined) return undefined;
    indices.push(i);
  }
  const b: Bindings = new Array<Sort | number | undefined>(sig.slots).fill(undefined);
  indices.forEach((v, i) => (b[i] = v));
  u.args.forEach((a, i) => {
    if (a) matchPattern(sig, sig.args[i]!, a, b, true);
  });
  const args: Sort[] = [];
  const v = sig.variadic;
  for (let i = 0; i < sig.args.length; i++) {
    const p = sig.args[i]!;
    if (v?.at === i && v.kind === 'list') {
      // `(tuple a b …)`: the result fixed the sorts of the run.
      if (!u.run || u.run.length < v.min) return undefined;
      args.push(...u.run);
      continue;
    }
    let s = u.args[i] ?? instantiate(p, b);
    if (!s) {
      const fits = open.filter((x) => matchPattern(sig, p, x, b.slice(), true));
      if (fits.length === 0) return undefined;
      s = rng.pick(fits);
      matchPattern(sig, p, s, b, true);
    }
    // `(set.insert e1 … ek s)`: a run of one to maxArity-1 arguments of the repeated pattern's sort.
    const copies = v?.at === i && v.kind === 'repeat' ? 1 + rng.int(maxArity - 1) : 1;
    for (let c = 0; c < copies; c++) args.push(s);
  }
  if (sig.arity !== 'fixed') {
    const k = acceptsArgumentCount(sig.name, 3) ? 2 + rng.int(maxArity - 1) : 2;
    while (args.length < k) args.push(args[args.length - 1]!);
  }
  return { indices, args };
}

/**
 * A shape for `sig` producing `sort`, or undefined when none fits. `open`: sorts an open argument may
 * take; `available`: whether an argument may have a sort at all (instantiated ones included).
 */
export function shapeFor(
  sig: Signature,
  sort: Sort,
  open: readonly Sort[],
  available: (s: Sort) => boolean,
  rng: Rng,
  maxArity: number,
): Shape | undefined {
  let shape: Shape | undefined;
  const bvShaper = BV_SHAPERS[sig.name];
  const indexShaper = INDEX_SHAPERS[sig.name];
  if (bvShaper) {
    if (sort.name !== 'BitVec') return undefined;
    const widths = open.filter((s) => s.name === 'BitVec').map((s) => s.indices[0]!);
    shape = bvShaper(sort.indices[0]!, widths, rng, maxArity);
  } else if (indexShaper) {
    shape = indexShaper(sig, rng, maxArity);
  } else {
    shape = fromTables(sig, sort, open, rng, maxArity);
  }
  if (!shape || !shape.args.every(available)) return undefined;
  const strict = resolveAppSort(sig.name, shape.indices, shape.args, undefined, true);
  const loose = resolveAppSort(sig.name, shape.indices, shape.args, undefined, false);
  return strict && loose && sortEquals(strict, sort) && sortEquals(loose, sort) ? shape : undefined;
}

// The fusion functions z = f(x, y) with their inversions r_x(y, z) and r_y(x, z), as data.
// Every entry is *exact*: for all x, y (and every interpretation of division by zero),
// r_x(y, f(x, y)) = x and r_y(x, f(x, y)) = y. That identity is all both oracles need
// (see oracle.ts). Where a raw inversion divides by a variable, `unsafeX`/`unsafeY` name the
// condition under which it is not exact, and the mutator uses ite(unsafe, x, raw) instead.
// The slides' table (Int, Real, String) plus bit-vector, Bool and subtraction entries.
import type { Term } from '../../smtlib/ast.js';
import type { Sort } from '../../smtlib/sort.js';
import type { Rng } from '../../rng.js';
import { app, bv, eq, int, real, str } from '../../smtlib/terms/build.js';

export type FusionFamily = 'Int' | 'Real' | 'String' | 'Bool' | 'BitVec';

export interface FusionVars {
  x: Term;
  y: Term;
  z: Term;
}

export interface FusionFunction {
  id: string;
  family: FusionFamily;
  /** The function and its inversions in the slides' notation (shown in the UI). */
  text: { f: string; rx: string; ry: string; guard?: string };
  /** Why r_x(y, f(x, y)) = x and r_y(x, f(x, y)) = y hold for all x, y. */
  why: string;
  /** Uses a product or division of two variables: a linear logic no longer covers the mutant. */
  nonlinear: boolean;
  /** Draws the constants c, c1, … of one use (none for most functions). */
  constants(sort: Sort, rng: Rng): Term[];
  f(v: FusionVars, c: readonly Term[]): Term;
  rx(v: FusionVars, c: readonly Term[]): Term;
  ry(v: FusionVars, c: readonly Term[]): Term;
  /** Where the raw r_x is not exact (its divisor is zero); undefined when it always is. */
  unsafeX?(v: FusionVars, c: readonly Term[]): Term;
  unsafeY?(v: FusionVars, c: readonly Term[]): Term;
}

const none = (): Term[] => [];
const smallInt = (rng: Rng): number => rng.range(-9, 9);
const nonZeroInt = (rng: Rng): number => (rng.chance(0.5) ? 1 : -1) * rng.range(1, 9);
const c0 = (c: readonly Term[]): Term => c[0]!;
const c1 = (c: readonly Term[]): Term => c[1]!;
const c2 = (c: readonly Term[]): Term => c[2]!;
const width = (sort: Sort): number => sort.indices[0]!;

/** The inverse of an odd `c` modulo 2^w, by Newton iteration (each step doubles the correct bits). */
export function oddInverse(c: bigint, w: number): bigint {
  const mod = 1n << BigInt(w);
  const m = mod - 1n;
  let inv = c & m;
  while (((c * inv) & m) !== 1n % mod) inv = (inv * (2n - c * inv)) & m;
  return inv;
}

function randomString(rng: Rng): string {
  const alphabet = 'abcxyz01';
  let s = '';
  for (let n = rng.range(1, 3); n > 0; n--) s += alphabet[rng.int(alphabet.length)];
  return s;
}

export const FUSION_FUNCTIONS: readonly FusionFunction[] = [
  {
    id: 'int-add',
    family: 'Int',
    text: { f: 'x + y', rx: 'z - y', ry: 'z - x' },
    why: '(x + y) - y = x and (x + y) - x = y in the integers',
    nonlinear: false,
    constants: none,
    f: ({ x, y }) => app('+', x, y),
    rx: ({ y, z }) => app('-', z, y),
    ry: ({ x, z }) => app('-', z, x),
  },
  {
    id: 'int-add-const',
    family: 'Int',
    text: { f: 'x + c + y', rx: 'z - c - y', ry: 'z - c - x' },
    why: '(x + c + y) - c - y = x, and symmetrically for y',
    nonlinear: false,
    constants: (_, rng) => [int(smallInt(rng))],
    f: ({ x, y }, c) => app('+', x, c0(c), y),
    rx: ({ y, z }, c) => app('-', z, c0(c), y),
    ry: ({ x, z }, c) => app('-', z, c0(c), x),
  },
  {
    id: 'int-sub',
    family: 'Int',
    text: { f: 'x - y', rx: 'z + y', ry: 'x - z' },
    why: '(x - y) + y = x and x - (x - y) = y in the integers',
    nonlinear: false,
    constants: none,
    f: ({ x, y }) => app('-', x, y),
    rx: ({ y, z }) => app('+', z, y),
    ry: ({ x, z }) => app('-', x, z),
  },
  {
    id: 'int-mul',
    family: 'Int',
    text: { f: 'x * y', rx: 'z div y', ry: 'z div x', guard: 'r_x = x when y = 0; r_y = y when x = 0' },
    why:
      'for y ≠ 0, x*y = y*x + 0 with 0 ≤ 0 < |y|, so (x*y) div y = x (SMT-LIB div); ' +
      'at y = 0, z div 0 is unspecified, so the guard returns x itself (symmetrically for r_y)',
    nonlinear: true,
    constants: none,
    f: ({ x, y }) => app('*', x, y),
    rx: ({ y, z }) => app('div', z, y),
    ry: ({ x, z }) => app('div', z, x),
    unsafeX: ({ y }) => eq(y, int(0)),
    unsafeY: ({ x }) => eq(x, int(0)),
  },
  {
    id: 'int-linear',
    family: 'Int',
    text: { f: 'c1*x + c2*y + c3', rx: '(z - c2*y - c3) div c1', ry: '(z - c1*x - c3) div c2' },
    why: 'z - c2*y - c3 = c1*x and c1 is a non-zero literal, so the division is exact (as for x*y)',
    nonlinear: false,
    constants: (_, rng) => [int(nonZeroInt(rng)), int(nonZeroInt(rng)), int(smallInt(rng))],
    f: ({ x, y }, c) => app('+', app('*', c0(c), x), app('*', c1(c), y), c2(c)),
    rx: ({ y, z }, c) => app('div', app('-', z, app('*', c1(c), y), c2(c)), c0(c)),
    ry: ({ x, z }, c) => app('div', app('-', z, app('*', c0(c), x), c2(c)), c1(c)),
  },
  {
    id: 'real-add',
    family: 'Real',
    text: { f: 'x + y', rx: 'z - y', ry: 'z - x' },
    why: '(x + y) - y = x and (x + y) - x = y in the reals',
    nonlinear: false,
    constants: none,
    f: ({ x, y }) => app('+', x, y),
    rx: ({ y, z }) => app('-', z, y),
    ry: ({ x, z }) => app('-', z, x),
  },
  {
    id: 'real-add-const',
    family: 'Real',
    text: { f: 'x + c + y', rx: 'z - c - y', ry: 'z - c - x' },
    why: '(x + c + y) - c - y = x, and symmetrically for y',
    nonlinear: false,
    constants: (_, rng) => [real(smallInt(rng))],
    f: ({ x, y }, c) => app('+', x, c0(c), y),
    rx: ({ y, z }, c) => app('-', z, c0(c), y),
    ry: ({ x, z }, c) => app('-', z, c0(c), x),
  },
  {
    id: 'real-mul',
    family: 'Real',
    text: { f: 'x * y', rx: 'z / y', ry: 'z / x', guard: 'r_x = x when y = 0; r_y = y when x = 0' },
    why:
      'for y ≠ 0, (x*y)/y = x in the reals; at y = 0, z/0 is unspecified (any value), ' +
      'so the guard returns x itself (symmetrically for r_y)',
    nonlinear: true,
    constants: none,
    f: ({ x, y }) => app('*', x, y),
    rx: ({ y, z }) => app('/', z, y),
    ry: ({ x, z }) => app('/', z, x),
    unsafeX: ({ y }) => eq(y, real(0)),
    unsafeY: ({ x }) => eq(x, real(0)),
  },
  {
    id: 'real-linear',
    family: 'Real',
    text: { f: 'c1*x + c2*y + c3', rx: '(z - c2*y - c3) / c1', ry: '(z - c1*x - c3) / c2' },
    why: 'z - c2*y - c3 = c1*x and c1 is a non-zero literal, so dividing by it gives x',
    nonlinear: false,
    constants: (_, rng) => [real(nonZeroInt(rng)), real(nonZeroInt(rng)), real(smallInt(rng))],
    f: ({ x, y }, c) => app('+', app('*', c0(c), x), app('*', c1(c), y), c2(c)),
    rx: ({ y, z }, c) => app('/', app('-', z, app('*', c1(c), y), c2(c)), c0(c)),
    ry: ({ x, z }, c) => app('/', app('-', z, app('*', c0(c), x), c2(c)), c1(c)),
  },
  {
    id: 'str-concat',
    family: 'String',
    text: { f: 'x ++ y', rx: 'substr z 0 (len x)', ry: 'substr z (len x) (len y)' },
    why:
      'substr (x ++ y) 0 |x| is x (or "" = x when |x| = 0), and substr (x ++ y) |x| |y| is y ' +
      '(or "" = y when |y| = 0): the start index is always inside the string when the length is positive',
    nonlinear: false,
    constants: none,
    f: ({ x, y }) => app('str.++', x, y),
    rx: ({ x, z }) => app('str.substr', z, int(0), app('str.len', x)),
    ry: ({ x, y, z }) => app('str.substr', z, app('str.len', x), app('str.len', y)),
  },
  {
    id: 'str-concat-replace',
    family: 'String',
    text: { f: 'x ++ y', rx: 'substr z 0 (len x)', ry: 'replace z x ""' },
    why:
      'x is a prefix of x ++ y, so its first occurrence is at 0 and removing it leaves y; ' +
      'for x = "", replace prepends "" and leaves z = y',
    nonlinear: false,
    constants: none,
    f: ({ x, y }) => app('str.++', x, y),
    rx: ({ x, z }) => app('str.substr', z, int(0), app('str.len', x)),
    ry: ({ x, z }) => app('str.replace', z, x, str('')),
  },
  {
    id: 'str-concat-const',
    family: 'String',
    text: { f: 'x ++ c ++ y', rx: 'substr z 0 (len x)', ry: 'replace (replace z x "") c ""' },
    why: 'removing the first occurrence of the prefix x leaves c ++ y; removing the prefix c then leaves y',
    nonlinear: false,
    constants: (_, rng) => [str(randomString(rng))],
    f: ({ x, y }, c) => app('str.++', x, c0(c), y),
    rx: ({ x, z }) => app('str.substr', z, int(0), app('str.len', x)),
    ry: ({ x, z }, c) => app('str.replace', app('str.replace', z, x, str('')), c0(c), str('')),
  },
  {
    id: 'bv-add',
    family: 'BitVec',
    text: { f: 'bvadd x y', rx: 'bvsub z y', ry: 'bvsub z x' },
    why: 'addition modulo 2^w is a group: (x + y) - y = x and (x + y) - x = y',
    nonlinear: false,
    constants: none,
    f: ({ x, y }) => app('bvadd', x, y),
    rx: ({ y, z }) => app('bvsub', z, y),
    ry: ({ x, z }) => app('bvsub', z, x),
  },
  {
    id: 'bv-sub',
    family: 'BitVec',
    text: { f: 'bvsub x y', rx: 'bvadd z y', ry: 'bvsub x z' },
    why: 'modulo 2^w: (x - y) + y = x and x - (x - y) = y',
    nonlinear: false,
    constants: none,
    f: ({ x, y }) => app('bvsub', x, y),
    rx: ({ y, z }) => app('bvadd', z, y),
    ry: ({ x, z }) => app('bvsub', x, z),
  },
  {
    id: 'bv-xor',
    family: 'BitVec',
    text: { f: 'bvxor x y', rx: 'bvxor z y', ry: 'bvxor z x' },
    why: 'xor is its own inverse bitwise: (x ^ y) ^ y = x and (x ^ y) ^ x = y',
    nonlinear: false,
    constants: none,
    f: ({ x, y }) => app('bvxor', x, y),
    rx: ({ y, z }) => app('bvxor', z, y),
    ry: ({ x, z }) => app('bvxor', z, x),
  },
  {
    id: 'bv-affine',
    family: 'BitVec',
    text: { f: 'bvadd (bvmul c x) y', rx: 'bvmul c⁻¹ (bvsub z y)', ry: 'bvsub z (bvmul c x)' },
    why: 'c is odd, so it has an inverse c⁻¹ modulo 2^w: c⁻¹ * ((c*x + y) - y) = x; (c*x + y) - c*x = y',
    nonlinear: false,
    constants: (sort, rng) => {
      const w = width(sort);
      const c = rng.bits(w) | 1n;
      return [bv(c, w), bv(oddInverse(c, w), w)];
    },
    f: ({ x, y }, c) => app('bvadd', app('bvmul', c0(c), x), y),
    rx: ({ y, z }, c) => app('bvmul', c1(c), app('bvsub', z, y)),
    ry: ({ x, z }, c) => app('bvsub', z, app('bvmul', c0(c), x)),
  },
  {
    id: 'bool-xor',
    family: 'Bool',
    text: { f: 'xor x y', rx: 'xor z y', ry: 'xor z x' },
    why: 'xor is its own inverse: (x ⊕ y) ⊕ y = x and (x ⊕ y) ⊕ x = y',
    nonlinear: false,
    constants: none,
    f: ({ x, y }) => app('xor', x, y),
    rx: ({ y, z }) => app('xor', z, y),
    ry: ({ x, z }) => app('xor', z, x),
  },
];

/** The fusion family of a sort, or undefined when no fusion function handles it. */
export function familyOf(sort: Sort): FusionFamily | undefined {
  if (sort.args.length > 0) return undefined;
  switch (sort.name) {
    case 'Int':
    case 'Real':
    case 'String':
    case 'Bool':
      return sort.indices.length === 0 ? sort.name : undefined;
    case 'BitVec':
      return sort.indices.length === 1 ? 'BitVec' : undefined;
    default:
      return undefined;
  }
}

export function functionsFor(family: FusionFamily): FusionFunction[] {
  return FUSION_FUNCTIONS.filter((f) => f.family === family);
}

export function functionById(id: string): FusionFunction | undefined {
  return FUSION_FUNCTIONS.find((f) => f.id === id);
}

// Fresh literals for every sort the pool can hold: Bool, Int, Real, bit-vectors of any width,
// floating point ((fp …) bit patterns and the special values), RoundingMode, String, RegLan,
// arrays ((as const …) v), sequences, sets (cvc5's, or Z3's arrays to Bool), bags, tuples, Z3
// characters, and datatypes (a constructor whose fields all have literals, nullary first), each in
// the mutation's vocabulary. Uninterpreted sorts have none. Every node carries its sort.
import type { ConstTerm, Term } from '../../smtlib/ast.js';
import { qualified, sortedApp, sortedLiteral } from '../../smtlib/terms/build.js';
import { BOOL, INT, REAL, REGLAN, ROUNDING_MODE, STRING, type Sort } from '../../smtlib/sort.js';
import { bitVecSort, signaturesNamed } from '../../smtlib/theories/index.js';
import type { Rng } from '../../rng.js';
import type { SeedContext } from './context.js';
import { allowsTheory } from '../logic.js';
import { lookup, type Scope } from './scope.js';
import { sortExprOf } from './sort-key.js';

const MAX_DEPTH = 2;

function bits(value: bigint, width: number): ConstTerm {
  const sort = bitVecSort(width);
  if (width % 4 === 0) return sortedLiteral('hexadecimal', value.toString(16).padStart(width / 4, '0'), sort);
  return sortedLiteral('binary', value.toString(2).padStart(width, '0'), sort);
}

function bitVector(width: number, rng: Rng): ConstTerm {
  const ones = (1n << BigInt(width)) - 1n;
  const special = [0n, 1n, ones, 1n << BigInt(width - 1), ones >> 1n];
  return bits(rng.chance(0.5) ? rng.pick(special) & ones : rng.bits(width), width);
}

const negated = (t: Term, sort: Sort): Term => sortedApp('-', [t], sort);

/** Negative numbers need the arithmetic theory's `-` (QF_S has Int literals but not `-`). */
function mayNegate(ctx: SeedContext, theory: 'Ints' | 'Reals', rng: Rng, plain: boolean): boolean {
  return !plain && allowsTheory(ctx.theories, theory) && rng.chance(0.3);
}

function integer(ctx: SeedContext, rng: Rng, nonZero = false, plain = false): Term {
  const n = (rng.chance(0.7) ? rng.int(4) : rng.int(1000)) || (nonZero ? 1 + rng.int(9) : 0);
  const t = sortedLiteral('numeral', String(n), INT);
  return n > 0 && mayNegate(ctx, 'Ints', rng, plain) ? negated(t, INT) : t;
}

function real(ctx: SeedContext, rng: Rng, nonZero = false, plain = false): Term {
  const whole = nonZero ? 1 + rng.int(9) : rng.int(10);
  const t = sortedLiteral('decimal', `${whole}.${rng.pick(['0', '5', '25', '1'])}`, REAL);
  return mayNegate(ctx, 'Reals', rng, plain) ? negated(t, REAL) : t;
}

/** A numeral or decimal (possibly negated): a constant linear arithmetic accepts as a factor. */
export function numberLiteral(sort: Sort, ctx: SeedContext, rng: Rng, nonZero: boolean): Term | undefined {
  if (sort.name === 'Int') return ctx.numeralSort === INT ? integer(ctx, rng, nonZero) : undefined;
  return sort.name === 'Real' ? real(ctx, rng, nonZero) : undefined;
}

/** The element of a constant array must be a value to CVC5: no `(- 1)`, no `(fp …)` application. */
function plainValue(sort: Sort, ctx: SeedContext, rng: Rng): Term | undefined {
  switch (sort.name) {
    case 'Bool':
      return sortedApp(rng.chance(0.5) ? 'true' : 'false', [], BOOL);
    case 'Int':
      return ctx.numeralSort === INT ? integer(ctx, rng, false, true) : undefined;
    case 'Real':
      return real(ctx, rng, false, true);
    case 'BitVec':
      return bitVector(sort.indices[0]!, rng);
    case 'String':
      return str(rng);
    default:
      return undefined;
  }
}

/** The empty collection and the one-element constructor of each collection sort. */
const COLLECTIONS: Readonly<Record<string, readonly [string, string]>> = {
  Seq: ['seq.empty', 'seq.unit'],
  Set: ['set.empty', 'set.singleton'],
  Bag: ['bag.empty', 'bag'],
};

/** Whether the mutation's vocabulary reads some signature of `op` (every operator without a vocabulary). */
function speaks(ctx: SeedContext, op: string): boolean {
  const v = ctx.vocabulary;
  return !v || signaturesNamed(op).some((s) => v.accepts(s.dialects));
}

/** Z3's sets are arrays to Bool: `((as const (Set E)) false)`, and a stored member. */
function z3Set(sort: Sort, ctx: SeedContext, rng: Rng): Term | undefined {
  if (!ctx.constArrays || !speaks(ctx, 'const')) return undefined;
  const none = qualified('const', sortExprOf(sort), [sortedApp('false', [], BOOL)], sort);
  const member = plainValue(sort.args[0]!, ctx, rng);
  return member && rng.chance(0.5) ? sortedApp('store', [none, member, sortedApp('true', [], BOOL)], sort) : none;
}

function str(rng: Rng): ConstTerm {
  let s = '';
  const n = rng.int(4);
  for (let i = 0; i < n; i++) s += rng.pick(['a', 'b', 'c', '0', '1', ' ']);
  return sortedLiteral('string', s, STRING);
}

function float(sort: Sort, rng: Rng): Term {
  const [eb, sb] = sort.indices as [number, number];
  if (rng.chance(0.3)) return sortedApp(rng.pick(['+zero', '-zero', '+oo', '-oo', 'NaN']), [], sort, [eb, sb]);
  return sortedApp('fp', [bitVector(1, rng), bitVector(eb, rng), bitVector(sb - 1, rng)], sort);
}

function regex(rng: Rng): Term {
  if (rng.chance(0.3)) return sortedApp(rng.pick(['re.none', 're.all', 're.allchar']), [], REGLAN);
  return sortedApp('str.to_re', [str(rng)], REGLAN);
}

function datatypeValue(sort: Sort, ctx: SeedContext, scope: Scope | null, rng: Rng, depth: number): Term | undefined {
  const dt = ctx.datatypes.get(sort.name);
  if (!dt || dt.params.length > 0 || sort.args.length > 0) return undefined;
  const ctors = dt.constructors.filter((c) => !lookup(scope, c.name));
  const nullary = ctors.filter((c) => c.fields.length === 0);
  if (nullary.length && (depth >= MAX_DEPTH || rng.chance(0.6))) return sortedApp(rng.pick(nullary).name, [], sort);
  if (depth >= MAX_DEPTH) return undefined;
  const ctor = ctors.length ? rng.pick(ctors) : undefined;
  if (!ctor) return undefined;
  const args: Term[] = [];
  for (const f of ctor.fields) {
    const a = freshLiteral(f.sort, ctx, scope, rng, depth + 1);
    if (!a) return undefined;
    args.push(a);
  }
  return sortedApp(ctor.name, args, sort);
}

export function freshLiteral(sort: Sort, ctx: SeedContext, scope: Scope | null, rng: Rng, depth = 0): Term | undefined {
  switch (sort.name) {
    case 'Bool':
      return sortedApp(rng.chance(0.5) ? 'true' : 'false', [], BOOL);
    case 'Int':
      return ctx.numeralSort === INT ? integer(ctx, rng) : undefined;
    case 'Real':
      return real(ctx, rng);
    case 'BitVec':
      return bitVector(sort.indices[0]!, rng);
    case 'FloatingPoint':
      return float(sort, rng);
    case 'RoundingMode':
      return sortedApp(rng.pick(['RNE', 'RNA', 'RTP', 'RTN', 'RTZ']), [], ROUNDING_MODE);
    case 'String':
      return str(rng);
    case 'RegLan':
      return regex(rng);
    case 'Array': {
      // A lambda's n-ary array sort (Z3's `(Array A B C)`) has no SMT-LIB spelling for `(as const …)`.
      if (!ctx.constArrays || sort.args.length !== 2) return undefined;
      const value = plainValue(sort.args[1]!, ctx, rng);
      return value && qualified('const', sortExprOf(sort), [value], sort);
    }
    case 'Seq':
    case 'Set':
    case 'Bag': {
      if (sort.name === 'Set' && !speaks(ctx, 'set.empty')) return z3Set(sort, ctx, rng);
      const [empty, unit] = COLLECTIONS[sort.name]!;
      if (!speaks(ctx, empty)) return undefined;
      if (depth >= MAX_DEPTH || rng.chance(0.4)) return qualified(empty, sortExprOf(sort), [], sort);
      const value = freshLiteral(sort.args[0]!, ctx, scope, rng, depth + 1);
      if (!value) return qualified(empty, sortExprOf(sort), [], sort);
      return sort.name === 'Bag'
        ? sortedApp(unit, [value, sortedLiteral('numeral', String(1 + rng.int(3)), INT)], sort)
        : sortedApp(unit, [value], sort);
    }
    case 'Tuple': {
      if (sort.args.length === 0 || !speaks(ctx, 'tuple')) return undefined;
      const items: Term[] = [];
      for (const s of sort.args) {
        const v = freshLiteral(s, ctx, scope, rng, depth + 1);
        if (!v) return undefined;
        items.push(v);
      }
      return sortedApp('tuple', items, sort);
    }
    case 'Unicode':
      return speaks(ctx, 'Char') ? sortedApp('Char', [], sort, [rng.pick([48, 57, 65, 97, 0x3b1])]) : undefined;
    default:
      return datatypeValue(sort, ctx, scope, rng, depth);
  }
}

// Z3's arrays as functions and as sets, and cvc5's eqrange: ((_ map f) a…) for a theory operator or a defined function f,
// and union, intersection, setminus, complement and subset on arrays to Bool, pointwise over arrays with
// constant defaults (an array given by a function is unknown).
import type { AppTerm } from '../ast.js';
import { select } from './arrays.js';
import { pointwise } from './array-terms.js';
import { valuesEqual } from './equality.js';
import { firstUnknown, illSorted, knownValues, type Interpreter } from './interpreter.js';
import type { Op } from './ops/op.js';
import { boolValue, known, unknown, type EvalResult, type Value } from './value.js';

const bool = (v: Value): boolean | undefined => (v.kind === 'bool' ? v.value : undefined);

/** The Boolean connectives on values (the evaluator's own are on terms, for Kleene logic). */
const CONNECTIVES: Readonly<Record<string, (bs: boolean[]) => boolean | undefined>> = {
  and: (bs) => bs.every(Boolean),
  or: (bs) => bs.some(Boolean),
  not: (bs) => (bs.length === 1 ? !bs[0] : undefined),
  xor: (bs) => bs.reduce((a, b) => a !== b, false),
  '=>': (bs) => bs.length === 2 && (!bs[0] || bs[1]!),
};

function setOp(name: string, f: (bs: boolean[]) => boolean): (arrays: readonly Value[]) => EvalResult {
  return (arrays) =>
    pointwise(arrays, (vs) => {
      const bs = vs.map(bool);
      return bs.every((b) => b !== undefined) ? known(boolValue(f(bs as boolean[]))) : illSorted(name);
    });
}

const SET_OPS: Readonly<Record<string, (arrays: readonly Value[]) => EvalResult>> = {
  union: setOp('union', (bs) => bs.some(Boolean)),
  intersection: setOp('intersection', (bs) => bs.every(Boolean)),
  setminus: setOp('setminus', ([a, b]) => !!a && !b),
  complement: setOp('complement', ([a]) => !a),
};

/** The value of a Z3 set operation on arrays; undefined when `symbol` is not one. */
export function z3SetOperation(symbol: string, args: readonly EvalResult[]): EvalResult | undefined {
  const op = SET_OPS[symbol];
  if (!op && symbol !== 'subset') return undefined;
  const values = knownValues(args);
  if (!values) return firstUnknown(args)!;
  if (op) return op(values);
  // subset: every pointwise implication holds.
  const implied = setOp('subset', ([a, b]) => !a || !!b)(values);
  if (implied.kind !== 'value' || implied.value.kind !== 'array') return implied;
  const a = implied.value;
  const all =
    [...a.entries.values()].every((e) => bool(e.value)) && a.default.kind === 'const' && bool(a.default.value);
  return known(boolValue(!!all));
}

/** `((_ map f) a…)`: f a connective, a theory operator or a function of the script or the model. */
export function mapArrays(
  ip: Interpreter,
  t: AppTerm,
  args: readonly EvalResult[],
  theory: ReadonlyMap<string, Op>,
): EvalResult {
  const index = t.id.indices[0];
  if (typeof index !== 'string' || t.id.indices.length !== 1) return illSorted('map');
  const values = knownValues(args);
  if (!values) return firstUnknown(args)!;
  // Z3's `(+ (Int Int) Int)` names + at those sorts.
  const name = index.startsWith('(') ? index.slice(1).split(/\s/)[0]! : index;
  const connective = CONNECTIVES[name];
  const op = theory.get(name);
  const f = ip.ctx.definitions.get(name) ?? ip.ctx.model.functions.get(name);
  const apply = (vs: Value[]): EvalResult => {
    if (connective) {
      const bs = vs.map(bool);
      const r = bs.every((b) => b !== undefined) ? connective(bs as boolean[]) : undefined;
      return r === undefined ? illSorted(name) : known(boolValue(r));
    }
    if (op) return op(vs, []);
    if (f && f.params.length === vs.length) return ip.call(f.params, f.body, vs.map(known));
    return illSorted(`(_ map ${name})`);
  };
  return pointwise(values, apply);
}

/** Indices of an eqrange beyond this many are not compared one by one. */
const EQRANGE_LIMIT = 1024n;

/** cvc5's `(eqrange a b lo hi)` over Int (or bit-vector) indices: a and b agree on lo … hi. */
export function eqRange(args: readonly EvalResult[]): EvalResult {
  const values = knownValues(args);
  if (!values) return firstUnknown(args)!;
  const [a, b, lo, hi] = values;
  if (a?.kind !== 'array' || b?.kind !== 'array' || !lo || !hi) return illSorted('eqrange');
  const bounds = (v: Value): bigint | undefined => (v.kind === 'int' || v.kind === 'bv' ? v.value : undefined);
  const [from, to] = [bounds(lo), bounds(hi)];
  if (from === undefined || to === undefined) return unknown('eqrange over indices that are not integers');
  if (to - from >= EQRANGE_LIMIT) return unknown('eqrange over too many indices');
  let pending: EvalResult | undefined;
  for (let i = from; i <= to; i++) {
    const index: Value = lo.kind === 'bv' ? { kind: 'bv', value: i, width: lo.width } : { kind: 'int', value: i };
    const [x, y] = [select(a, index), select(b, index)];
    if (x.kind !== 'value' || y.kind !== 'value') {
      pending ??= x.kind !== 'value' ? x : y;
      continue;
    }
    const same = valuesEqual(x.value, y.value);
    if (same === false) return known(boolValue(false));
    if (same !== true) pending ??= unknown(same.unknown);
  }
  return pending ?? known(boolValue(true));
}

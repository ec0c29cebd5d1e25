// Bool connectives, `=` and `distinct` in Kleene's three-valued logic: a decisive operand (false for
// `and`, true for `or`) settles the result even when other operands are unknown.
import type { Term } from '../ast.js';
import { isUnknown, valueKey, valuesEqual } from './equality.js';
import { firstUnknown, illSorted, isKnownBool, type Interpreter } from './interpreter.js';
import { FALSE, TRUE, boolValue, known, unknown, type EvalResult } from './value.js';

/** The value of a connective application; undefined when `symbol` is not a connective. */
export function connective(ip: Interpreter, symbol: string, args: readonly Term[]): EvalResult | undefined {
  switch (symbol) {
    case 'and':
      return junction(ip, args, false);
    case 'or':
      return junction(ip, args, true);
    case '=>':
    case 'implies':
      return implication(ip, args);
    case 'not': {
      if (args.length !== 1) return illSorted('not');
      const r = ip.evalTerm(args[0]!);
      return isKnownBool(r) ? known(boolValue(!r.value.value)) : r.kind === 'unknown' ? r : illSorted('not');
    }
    case 'xor': {
      const rs = args.map((a) => ip.evalTerm(a));
      const missing = firstUnknown(rs);
      if (missing) return missing;
      if (!rs.every(isKnownBool) || rs.length < 1) return illSorted('xor');
      return known(boolValue(rs.reduce((acc, r) => acc !== r.value.value, false)));
    }
    case '=':
    case 'iff':
      return equality(args.map((a) => ip.evalTerm(a)));
    case 'distinct':
      return distinct(args.map((a) => ip.evalTerm(a)));
    default:
      return undefined;
  }
}

/** `and` (decisive = false) or `or` (decisive = true). */
function junction(ip: Interpreter, args: readonly Term[], decisive: boolean): EvalResult {
  let pending: EvalResult | undefined;
  for (const a of args) {
    const r = ip.evalTerm(a);
    if (isKnownBool(r)) {
      if (r.value.value === decisive) return known(boolValue(decisive));
    } else if (r.kind === 'unknown') pending ??= r;
    else return illSorted(decisive ? 'or' : 'and');
  }
  return pending ?? known(boolValue(!decisive));
}

/** `(=> a₁ … aₙ b)`: right-associative, true when b is true or some aᵢ is false. */
function implication(ip: Interpreter, args: readonly Term[]): EvalResult {
  if (args.length < 2) return illSorted('=>');
  const conclusion = ip.evalTerm(args[args.length - 1]!);
  if (isKnownBool(conclusion) && conclusion.value.value) return known(TRUE);
  let pending = conclusion.kind === 'unknown' ? conclusion : undefined;
  if (!pending && !isKnownBool(conclusion)) return illSorted('=>');
  for (const a of args.slice(0, -1)) {
    const r = ip.evalTerm(a);
    if (isKnownBool(r)) {
      if (!r.value.value) return known(TRUE);
    } else if (r.kind === 'unknown') pending ??= r;
    else return illSorted('=>');
  }
  return pending ?? known(FALSE);
}

/** Chainable `=`: false as soon as two neighbours differ. */
function equality(rs: readonly EvalResult[]): EvalResult {
  if (rs.length < 2) return illSorted('=');
  let pending: EvalResult | undefined;
  for (let i = 0; i + 1 < rs.length; i++) {
    const a = rs[i]!;
    const b = rs[i + 1]!;
    if (a.kind === 'unknown' || b.kind === 'unknown') {
      pending ??= a.kind === 'unknown' ? a : b;
      continue;
    }
    const same = valuesEqual(a.value, b.value);
    if (same === false) return known(FALSE);
    if (isUnknown(same)) pending ??= unknown(same.unknown);
  }
  return pending ?? known(TRUE);
}

/** Pairwise `distinct`: false as soon as two operands are equal. */
function distinct(rs: readonly EvalResult[]): EvalResult {
  // Z3 reads `(distinct x)` (it holds).
  if (rs.length < 1) return illSorted('distinct');
  const keys = rs.map((r) => (r.kind === 'value' ? valueKey(r.value) : undefined));
  if (keys.every((k) => k !== undefined)) return known(boolValue(new Set(keys).size === keys.length));
  let pending: EvalResult | undefined;
  for (let i = 0; i < rs.length; i++) {
    for (let j = i + 1; j < rs.length; j++) {
      const a = rs[i]!;
      const b = rs[j]!;
      if (a.kind === 'unknown' || b.kind === 'unknown') {
        pending ??= a.kind === 'unknown' ? a : b;
        continue;
      }
      const same = valuesEqual(a.value, b.value);
      if (same === true) return known(FALSE);
      if (isUnknown(same)) pending ??= unknown(same.unknown);
    }
  }
  return pending ?? known(TRUE);
}

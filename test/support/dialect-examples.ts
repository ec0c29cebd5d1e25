// A one-assertion script that uses a given operator signature (or sort symbol), built from the signature
// tables themselves: the dialect tests run it on each solver to check the table's dialect marks.
import { sortToString, type Sort } from '../../src/smtlib/sort.js';
import {
  internSort,
  resolveAppSort,
  type CompiledSortSymbol,
  type Signature,
  type SortPattern,
} from '../../src/smtlib/theories/index.js';
import { instantiate, matchState, whereHolds, type Bindings } from '../../src/smtlib/theories/match.js';
import { BOOL, INT } from '../../src/smtlib/sort.js';

/** Preferred values of numeral variables by name (a BitVec width, an FP format, an index…). */
const NAT_PREFERENCES: Readonly<Record<string, readonly number[]>> = {
  e: [5, 8],
  s: [11, 24],
  a: [8, 5],
  b: [24, 11],
  m: [4, 8, 1],
  n: [4, 8, 1],
  i: [1, 0, 2, 3],
  j: [0, 1],
  k: [1, 2],
  p: [5, 3],
};
const NAT_FALLBACK = [0, 1, 2, 3, 4, 5, 8];

/** Sorts for sort variables, tried in order until the application resolves. */
const SORT_CHOICES: readonly Sort[] = [INT, BOOL, internSort('Real', [], [])];

const LITERALS: Readonly<Record<string, string>> = { Int: '0', Bool: 'false', Real: '0.0' };

/**
 * A term of sort `s` for the script: a declared constant, or a literal where constants are unusual
 * (or, with `literal`, wherever there is one: cvc5 wants a value inside `(as const …)`).
 */
function termOf(s: Sort, decls: string[], literal = false): string {
  if (s.name === 'RegLan' && s.args.length === 0) return '(str.to_re "a")';
  if (s.name === 'RoundingMode') return 'RNE';
  if (literal && LITERALS[s.name]) return LITERALS[s.name]!;
  const name = `c${decls.length}`;
  decls.push(`(declare-const ${name} ${sortToString(s)})`);
  return name;
}

function* assignments(sig: Signature): Generator<Bindings> {
  const kinds = sig.slotKinds;
  const natSlots = kinds.map((k, i) => (k === 'nat' ? i : -1)).filter((i) => i >= 0);
  const sortSlots = kinds.map((k, i) => (k === 'sort' ? i : -1)).filter((i) => i >= 0);
  const names = Array.from({ length: sig.slots }, (_, i) => nameOfSlot(sig, i));
  const natChoices = natSlots.map((i) => NAT_PREFERENCES[names[i] ?? ''] ?? NAT_FALLBACK);
  for (let attempt = 0; attempt < 400; attempt++) {
    const b: Bindings = new Array<Bindings[number]>(sig.slots).fill(undefined);
    natSlots.forEach((slot, k) => {
      const choices = natChoices[k]!;
      b[slot] = choices[Math.floor(attempt / Math.max(1, k * 3 + 1)) % choices.length]!;
    });
    sortSlots.forEach((slot, k) => (b[slot] = SORT_CHOICES[(attempt + k) % SORT_CHOICES.length]!));
    kinds.forEach((kind, slot) => {
      if (kind === 'sorts') b[slot] = [INT, BOOL];
      if (kind === 'nats') b[slot] = attempt % 2 === 0 ? [0] : [0, 0];
    });
    // `#` in a side condition: the examples pass one argument for a repeated `P...`, two for a list.
    matchState.args =
      sig.args.length - (sig.variadic ? 1 : 0) + (sig.variadic?.kind === 'list' ? 2 : sig.variadic ? 1 : 0);
    if (whereHolds(sig, b)) yield b;
  }
}

function nameOfSlot(sig: Signature, slot: number): string | undefined {
  let found: string | undefined;
  const visit = (p: SortPattern): void => {
    if ((p.k === 'var' || p.k === 'list') && p.slot === slot) found = p.name;
    if (p.k === 'app') {
      for (const e of p.indices) if (e.k === 'var' && e.slot === slot) found = e.name;
      p.args.forEach(visit);
    }
  };
  if (slot < sig.indices.length) return sig.indices[slot];
  sig.args.forEach(visit);
  visit(sig.result);
  return found;
}

export interface Example {
  readonly text: string;
  /** The application as written, for messages. */
  readonly use: string;
  /** The logic cvc5 needs to read it (default HO_ALL): cardinality constraints need one with C. */
  readonly cvc5Logic?: string;
}

/** A script using `sig` once, or undefined when no assignment of its variables resolves. */
export function exampleOf(sig: Signature): Example | undefined {
  if (sig.indexKinds.includes('fun')) return undefined;
  if (sig.indexKinds.includes('sort') || sig.indexKinds.includes('sym')) return symbolIndexed(sig);
  for (const b of assignments(sig)) {
    const argSorts: Sort[] = [];
    let ok = true;
    sig.args.forEach((p, i) => {
      if (sig.variadic?.at === i) {
        const run = p.k === 'list' ? (b[p.slot] as Sort[]) : [instantiate(p, b)];
        for (const s of run) {
          if (s) argSorts.push(s);
          else ok = false;
        }
        return;
      }
      const s = instantiate(p, b);
      if (s) argSorts.push(s);
      else ok = false;
    });
    if (!ok) continue;
    if (sig.arity !== 'fixed') argSorts.splice(2);
    const indices = sig.indexKinds.flatMap((k, i) => (k === 'nats' ? (b[i] as number[]) : [b[i] as number]));
    const result = instantiate(sig.result, b);
    if (!result) continue;
    const resolved = resolveAppSort(sig.name, indices, argSorts, undefined, true);
    const needsQualifier = !resolved && resolveAppSort(sig.name, indices, argSorts, result, true) !== undefined;
    if (!needsQualifier && (!resolved || sortToString(resolved) !== sortToString(result))) continue;
    const decls: string[] = [];
    const args = argSorts.map((s) => termOf(s, decls, needsQualifier));
    const id = indices.length ? `(_ ${sig.name} ${indices.join(' ')})` : sig.name;
    const head = needsQualifier ? `(as ${id} ${sortToString(result)})` : id;
    const use = args.length ? `(${head} ${args.join(' ')})` : head;
    const assertion =
      result.name === 'Bool'
        ? use
        : result.name === 'RegLan'
          ? `(str.in_re "a" ${use})`
          : `(= ${use} ${termOf(result, decls)})`;
    return { text: `${decls.join('\n')}\n(assert ${assertion})\n(check-sat)\n`, use };
  }
  return undefined;
}

/** `(_ fmf.card S k)` and `(_ char #x41)`: a sort index names a declared sort, a symbol index is a character code. */
function symbolIndexed(sig: Signature): Example | undefined {
  const indices = sig.indexKinds.map((k) =>
    k === 'sort' ? 'U' : k === 'sym' ? '#x41' : k === 'nat' ? '2' : undefined,
  );
  if (indices.includes(undefined) || sig.args.length > 0) return undefined;
  const use = `(_ ${sig.name} ${indices.join(' ')})`;
  if (!sig.indexKinds.includes('sort')) return { text: `(assert (= ${use} ${use}))\n(check-sat)\n`, use };
  return { text: `(declare-sort U 0)\n(declare-const u U)\n(assert ${use})\n(check-sat)\n`, use, cvc5Logic: 'UFC' };
}

/** A script declaring a constant of a sort built with the symbol (arguments Int, indices small). */
export function sortExampleOf(sym: CompiledSortSymbol): Example | undefined {
  const indices = Array.from({ length: sym.indices }, (_, i) => (sym.name === 'FloatingPoint' ? [5, 11][i]! : 5));
  const nargs = typeof sym.args === 'number' ? sym.args : sym.args === 'any' ? 2 : sym.args.atLeast;
  const head = indices.length ? `(_ ${sym.name} ${indices.join(' ')})` : sym.name;
  const sort = nargs > 0 ? `(${head} ${Array.from({ length: nargs }, () => 'Int').join(' ')})` : head;
  return { text: `(declare-const x ${sort})\n(assert (= x x))\n(check-sat)\n`, use: sort };
}

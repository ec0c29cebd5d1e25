// Semantic sorts: what a term's sort *is* after define-sort expansion.
// `indices` holds numeric indices (BitVec width, FloatingPoint eb/sb); `args` holds sort arguments
// (Array domain/range, Seq element, a parametric datatype's parameters).

export interface Sort {
  readonly name: string;
  readonly indices: readonly number[];
  readonly args: readonly Sort[];
  /** A sort parameter of `par`/`define-sort`, or a signature variable; never the sort of a checked term. */
  readonly param?: true;
}

const simple = (name: string): Sort => ({ name, indices: [], args: [] });

export const BOOL: Sort = simple('Bool');
export const INT: Sort = simple('Int');
export const REAL: Sort = simple('Real');
export const STRING: Sort = simple('String');
export const REGLAN: Sort = simple('RegLan');
export const ROUNDING_MODE: Sort = simple('RoundingMode');

export function sortOf(name: string, indices: readonly number[] = [], args: readonly Sort[] = []): Sort {
  return { name, indices, args };
}

export const bitVec = (width: number): Sort => sortOf('BitVec', [width]);
export const floatingPoint = (eb: number, sb: number): Sort => sortOf('FloatingPoint', [eb, sb]);
export const arraySort = (index: Sort, element: Sort): Sort => sortOf('Array', [], [index, element]);

export function sortEquals(a: Sort, b: Sort): boolean {
  if (a === b) return true;
  if (a.name !== b.name || a.indices.length !== b.indices.length || a.args.length !== b.args.length) {
    return false;
  }
  for (let i = 0; i < a.indices.length; i++) if (a.indices[i] !== b.indices[i]) return false;
  for (let i = 0; i < a.args.length; i++) if (!sortEquals(a.args[i]!, b.args[i]!)) return false;
  return !!a.param === !!b.param;
}

/** The sort printed in SMT-LIB syntax; also a canonical key for maps keyed by full sort. */
export function sortToString(s: Sort): string {
  // cvc5's empty tuple sort has a name of its own: `(Tuple)` is not a sort expression.
  if (s.name === 'Tuple' && s.args.length === 0) return 'UnitTuple';
  const head = s.indices.length ? `(_ ${s.name} ${s.indices.join(' ')})` : s.name;
  if (s.args.length === 0) return head;
  return `(${head} ${s.args.map(sortToString).join(' ')})`;
}

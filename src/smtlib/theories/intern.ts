// Shared sort objects, so that most sort comparisons on the hot path are a pointer comparison
// (`sortEquals` checks `a === b` first) and a checked script does not allocate one sort per term.
import { BOOL, INT, REAL, REGLAN, ROUNDING_MODE, STRING, sortOf, type Sort } from '../sort.js';

const SIMPLE = new Map<string, Sort>([
  ['Bool', BOOL],
  ['Int', INT],
  ['Real', REAL],
  ['String', STRING],
  ['RegLan', REGLAN],
  ['RoundingMode', ROUNDING_MODE],
]);

const bitVecs = new Map<number, Sort>();
const floats = new Map<number, Sort>();

export function bitVecSort(width: number): Sort {
  let s = bitVecs.get(width);
  if (!s) {
    s = sortOf('BitVec', [width]);
    bitVecs.set(width, s);
  }
  return s;
}

export function floatSort(eb: number, sb: number): Sort {
  // eb and sb are small in practice; the key only has to be unique for realistic formats.
  const key = eb * 1_000_003 + sb;
  let s = floats.get(key);
  if (!s || s.indices[0] !== eb || s.indices[1] !== sb) {
    s = sortOf('FloatingPoint', [eb, sb]);
    floats.set(key, s);
  }
  return s;
}

/** The shared object for a sort, when there is one; otherwise a new sort with those parts. */
export function internSort(name: string, indices: readonly number[], args: readonly Sort[]): Sort {
  // Z3: a string is a sequence of characters, and a regex over strings is RegLan.
  if (args.length === 1 && indices.length === 0) {
    if (name === 'Seq' && args[0]!.name === 'Unicode' && args[0]!.args.length === 0) return STRING;
    if (name === 'RegEx' && args[0] === STRING) return REGLAN;
  }
  if (args.length === 0) {
    if (indices.length === 0) return SIMPLE.get(name) ?? sortOf(name);
    if (name === 'BitVec' && indices.length === 1) return bitVecSort(indices[0]!);
    if (name === 'FloatingPoint' && indices.length === 2) return floatSort(indices[0]!, indices[1]!);
  }
  return sortOf(name, indices, args);
}

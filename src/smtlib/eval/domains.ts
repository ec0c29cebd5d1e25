// Finite sorts whose every value can be listed, so a quantifier over them can be expanded exactly.
// An uninterpreted sort is finite in a model that lists its universe (Z3 and cvc5 both do).
import type { Sort } from '../sort.js';
import type { EvalContext } from './context.js';
import type { RoundingMode } from './float.js';
import { boolValue, bvValue, type Value } from './value.js';

const ROUNDING_MODES: readonly RoundingMode[] = ['RNE', 'RNA', 'RTP', 'RTN', 'RTZ'];

/** The values of a sort, or undefined when they are not a short finite list. */
export function enumerateSort(sort: Sort, ctx: EvalContext, limit: number): Value[] | undefined {
  if (sort.name === 'Bool' && sort.args.length === 0) return [boolValue(false), boolValue(true)];
  if (sort.name === 'BitVec' && sort.indices.length === 1) {
    const w = sort.indices[0]!;
    if (w > 30 || 2 ** w > limit) return undefined;
    return Array.from({ length: 2 ** w }, (_, i) => bvValue(BigInt(i), w));
  }
  if (sort.name === 'RoundingMode') return ROUNDING_MODES.map((mode) => ({ kind: 'rm', mode }));
  if (sort.args.length === 0 && sort.indices.length === 0) {
    const universe = ctx.model.universes.get(sort.name);
    if (universe && !ctx.datatypes.datatypes.has(sort.name)) {
      return universe.map((name) => ({ kind: 'uninterpreted', sort: sort.name, name }));
    }
    const dt = ctx.datatypes.datatypes.get(sort.name);
    if (dt && dt.params.length === 0) {
      const allNullary = dt.constructors.every((c) => ctx.datatypes.constructors.get(c)?.selectors.length === 0);
      if (allNullary) return dt.constructors.map((ctor) => ({ kind: 'datatype', ctor, args: [], sort }));
    }
  }
  return undefined;
}

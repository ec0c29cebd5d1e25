// Narrows bit-vector constants: the same width with a value of fewer significant bits (halved, 1, 0),
// spelt as `#b…` or `(_ bvN w)`, whichever is shorter; `(_ bvN w)` values shrink the same way.
import type { Term } from '../../smtlib/ast.js';
import { bvValue } from '../constants.js';
import { termPass } from './term-pass.js';

function bvConstant(t: Term): { value: bigint; width: number } | undefined {
  if (t.kind === 'const' && t.lit.kind === 'binary')
    return { value: BigInt(`0b${t.lit.text}`), width: t.lit.text.length };
  if (t.kind === 'const' && t.lit.kind === 'hexadecimal')
    return { value: BigInt(`0x${t.lit.text}`), width: 4 * t.lit.text.length };
  if (t.kind === 'app' && t.args.length === 0 && /^bv\d+$/.test(t.id.symbol) && t.id.indices.length === 1) {
    const width = t.id.indices[0];
    if (typeof width === 'number') return { value: BigInt(t.id.symbol.slice(2)), width };
  }
  return undefined;
}

export const narrowBitVectors = termPass('narrow-bitvectors', (t) => {
  const c = bvConstant(t);
  if (!c) return [];
  // Smaller values only (0 proposed 1 before), and the value itself, which may be spelt shorter.
  const values = new Set([...[0n, 1n, c.value >> 1n].filter((v) => v < c.value), c.value]);
  return [...values].map((v) => bvValue(v, c.width));
});

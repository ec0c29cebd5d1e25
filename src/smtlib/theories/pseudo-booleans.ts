// Z3's pseudo-Boolean constraints: ((_ at-most k) b…), ((_ at-least k) b…), and the weighted
// ((_ pbeq k w1 … wn) b1 … bn), pble (Σ wi·bi ≤ k) and pbge (≥ k).
import { op, theory, type OpSpec } from './pattern-text.js';

const weighted = (name: string): OpSpec =>
  op(name, ['Bool...'], 'Bool', {
    indices: ['k', 'w*'],
    where: ['# = #w*'],
    whereMessage: `${name} takes one weight per argument`,
  });

export const PSEUDO_BOOLEANS = theory(
  'PseudoBooleans',
  [],
  [
    op('at-most', ['Bool...'], 'Bool', { indices: ['k'] }),
    op('at-least', ['Bool...'], 'Bool', { indices: ['k'] }),
    weighted('pbeq'),
    weighted('pble'),
    weighted('pbge'),
  ],
  { dialects: 'z3' },
);

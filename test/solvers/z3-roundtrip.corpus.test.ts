// Z3 (wasm) answers the same on every external public seed and on its re-printed form; the suite is in
// z3-roundtrip.ts. CI takes every third seed (SMT_SEEDS_STRIDE, test/support/seed-set.ts).
import { externalSeeds, seedsStride, strideOf } from '../support/seed-set.js';
import { describeZ3RoundTrip } from './z3-roundtrip.js';

describeZ3RoundTrip(
  'the external public seeds',
  () => strideOf(externalSeeds(['public'])),
  Math.floor(475 / seedsStride()),
);

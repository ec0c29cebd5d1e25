// Z3 (wasm) answers the same on every external public seed and on its re-printed form; the suite is in
// z3-roundtrip.ts.
import { externalSeeds } from '../support/seed-set.js';
import { describeZ3RoundTrip } from './z3-roundtrip.js';

describeZ3RoundTrip('the external public seeds', () => externalSeeds(['public']), 475);

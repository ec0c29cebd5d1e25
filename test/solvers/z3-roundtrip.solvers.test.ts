// Z3 (wasm) answers the same on every seed of the repo's corpus and on its re-printed form; the suite is
// in z3-roundtrip.ts.
import { ownSeeds } from '../support/seed-set.js';
import { describeZ3RoundTrip } from './z3-roundtrip.js';

describeZ3RoundTrip('the repo corpus test/corpus/', ownSeeds, 80);

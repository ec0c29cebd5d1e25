// Z3 (wasm) answers the same on every seed of the repo corpus it decides quickly (slow-seeds.ts) and on its
// re-printed form; the suite is in z3-roundtrip.ts.
import { ownSeeds } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { describeZ3RoundTrip } from './z3-roundtrip.js';

describeZ3RoundTrip('the repo corpus test/corpus/', () => quickForZ3Wasm(ownSeeds()), 80);

// STORM's cross-check on the seeds of the repo corpus Z3 decides quickly (slow-seeds.ts); the suite is in
// storm-property.ts.
import { ownSeeds } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { describeStormProperties } from './storm-property.js';

describeStormProperties('the repo corpus test/corpus/', () => quickForZ3Wasm(ownSeeds()), 30, 50);

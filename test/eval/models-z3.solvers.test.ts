// Z3's models satisfy the sat seeds of the repo corpus that Z3 decides quickly (slow-seeds.ts) under our
// evaluator; the suite is in models-z3.ts.
import { ownSeeds } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { describeZ3Models } from './models-z3.js';

describeZ3Models('the repo corpus test/corpus/', () => quickForZ3Wasm(ownSeeds()));

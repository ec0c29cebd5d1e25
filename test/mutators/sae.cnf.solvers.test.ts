// SAE's Tseitin CNF is equisatisfiable with every seed of the repo corpus Z3 decides quickly (slow-seeds.ts);
// the suite is in sae-cnf.ts.
import { ownSeeds } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { describeSaeCnf } from './sae-cnf.js';

describeSaeCnf('the repo corpus test/corpus/', () => quickForZ3Wasm(ownSeeds()), 60);

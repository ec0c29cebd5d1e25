// SAE's Tseitin CNF is equisatisfiable with every seed of the repo's corpus; the suite is in sae-cnf.ts.
import { ownSeeds } from '../support/seed-set.js';
import { describeSaeCnf } from './sae-cnf.js';

describeSaeCnf('the repo corpus test/corpus/', ownSeeds, 60);

// SAE's Tseitin CNF is equisatisfiable with every external public seed; the suite is in sae-cnf.ts.
import { externalSeeds } from '../support/seed-set.js';
import { describeSaeCnf } from './sae-cnf.js';

describeSaeCnf('the external public seeds', () => externalSeeds(['public']), 400);

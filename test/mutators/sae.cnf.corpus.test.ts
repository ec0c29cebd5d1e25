// SAE's Tseitin CNF is equisatisfiable with every external public seed; the suite is in sae-cnf.ts.
import { externalSeeds, seedsStride, strideOf } from '../support/seed-set.js';
import { describeSaeCnf } from './sae-cnf.js';

describeSaeCnf('the external public seeds', () => strideOf(externalSeeds(['public'])), Math.floor(400 / seedsStride()));

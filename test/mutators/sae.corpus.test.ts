// SAE's mutants on the external corpus' labelled public seeds; the suite is in sae-seeds.ts.
import { externalSeeds } from '../support/seed-set.js';
import { describeSaeOnSeeds } from './sae-seeds.js';

describeSaeOnSeeds('the external public seeds', () => externalSeeds(['public']), 150);

// Semantic Fusion's properties on the repo's corpus (test/corpus/); the suite is in fusion-property.ts.
import { ownSeeds } from '../support/seed-set.js';
import { describeFusionProperties } from './fusion-property.js';

describeFusionProperties('the repo corpus test/corpus/', ownSeeds, 2 * 50);

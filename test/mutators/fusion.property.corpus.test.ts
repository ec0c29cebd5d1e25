// Semantic Fusion's properties on the external corpus (public + features); the suite is in fusion-property.ts.
import { externalSeeds } from '../support/seed-set.js';
import { describeFusionProperties } from './fusion-property.js';

describeFusionProperties('the external corpus', () => externalSeeds(['public', 'features']), 2 * 400);

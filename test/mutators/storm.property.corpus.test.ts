// STORM's cross-check on the external corpus' public seeds; the suite is in storm-property.ts.
import { externalSeeds } from '../support/seed-set.js';
import { describeStormProperties } from './storm-property.js';

describeStormProperties('the external public seeds', () => externalSeeds(['public']), 100, 100);

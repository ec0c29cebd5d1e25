// Janus walks over the external corpus' public seeds; the suite is in janus-property.ts.
import { externalSeeds } from '../support/seed-set.js';
import { describeJanusProperties } from './janus-property.js';

describeJanusProperties('the external public seeds', () => externalSeeds(['public']), 100, 30);

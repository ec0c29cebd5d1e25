// Janus walks over the repo's corpus (test/corpus/); the suite is in janus-property.ts.
import { ownSeeds } from '../support/seed-set.js';
import { describeJanusProperties } from './janus-property.js';

describeJanusProperties('the repo corpus test/corpus/', ownSeeds, 40, 30);

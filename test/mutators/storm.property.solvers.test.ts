// STORM's cross-check on the repo's corpus (test/corpus/); the suite is in storm-property.ts.
import { ownSeeds } from '../support/seed-set.js';
import { describeStormProperties } from './storm-property.js';

describeStormProperties('the repo corpus test/corpus/', ownSeeds, 30, 50);

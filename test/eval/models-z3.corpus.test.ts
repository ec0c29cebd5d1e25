// Z3's models satisfy the external public sat seeds under our evaluator; the suite is in models-z3.ts.
import { externalSeeds } from '../support/seed-set.js';
import { describeZ3Models } from './models-z3.js';

describeZ3Models('the external public seeds', () => externalSeeds(['public']));

// Z3's models satisfy the sat seeds of the repo's corpus under our evaluator; the suite is in models-z3.ts.
import { ownSeeds } from '../support/seed-set.js';
import { describeZ3Models } from './models-z3.js';

describeZ3Models('the repo corpus test/corpus/', ownSeeds);

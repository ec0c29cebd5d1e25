// Every seed of the repo's corpus (test/corpus/) is well-sorted, and after checking, every term node
// carries its sort. The external corpus: seeds.corpus.test.ts.
import { ownSeeds } from '../support/seed-set.js';
import { describeSeedSortCheck } from './seed-sort-check.js';

describeSeedSortCheck('the repo corpus test/corpus/', ownSeeds, 80);

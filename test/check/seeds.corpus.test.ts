// Every seed of the external corpus is well-sorted (they are all accepted by Z3 or CVC5), and after
// checking, every term node carries its sort. One suite per folder.
import { externalSeeds } from '../support/seed-set.js';
import { describeSeedSortCheck } from './seed-sort-check.js';

for (const folder of ['public', 'features', 'known-bugs'] as const) {
  describeSeedSortCheck(`external corpus, ${folder}`, () => externalSeeds([folder]), 1);
}

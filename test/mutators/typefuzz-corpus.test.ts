// TypeFuzz over every seed of the repo's corpus (test/corpus/); the suite is in typefuzz-corpus.ts.
import { ownSeeds } from '../support/seed-set.js';
import { describeTypeFuzzCorpus } from './typefuzz-corpus.js';

describeTypeFuzzCorpus('the repo corpus test/corpus/', ownSeeds, 80, [
  'QF_BV',
  'QF_ABV',
  'QF_UFBV',
  'QF_FP',
  'QF_BVFP',
  'QF_AX',
]);

// OpFuzz over every seed of the repo corpus (test/corpus/, 100 chained mutants each: the corpus is small);
// the suite is in opfuzz-corpus.ts.
import { ownSeeds } from '../support/seed-set.js';
import { describeOpFuzzCorpus } from './opfuzz-corpus.js';

describeOpFuzzCorpus('the repo corpus test/corpus/', ownSeeds, 80, 100);

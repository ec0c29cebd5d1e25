// OpFuzz over every public and feature seed of the external corpus (50 chained mutants each); the suite is
// in opfuzz-corpus.ts.
import { externalSeeds } from '../support/seed-set.js';
import { describeOpFuzzCorpus } from './opfuzz-corpus.js';

describeOpFuzzCorpus('the external corpus (public + features)', () => externalSeeds(['public', 'features']), 500, 50);

// TypeFuzz over every public and feature seed of the external corpus; the suite is in typefuzz-corpus.ts.
import { externalSeeds } from '../support/seed-set.js';
import { describeTypeFuzzCorpus } from './typefuzz-corpus.js';

describeTypeFuzzCorpus('the external corpus (public + features)', () => externalSeeds(['public', 'features']), 500, [
  'QF_BV',
  'BV',
  'QF_ABV',
  'QF_UFBV',
  'QF_FP',
  'FP',
  'QF_BVFP',
  'QF_ABVFP',
  'QF_AX',
  'AUFBVDTLIA',
]);

// Z3 4.8.17 (wasm lane) on every external public seed; the suite is in wasm-lanes-seeds.ts. Z3 5.2.0 is
// checked on the same seeds, against the same manifest columns, by z3-roundtrip.corpus.test.ts.
import { externalSeeds } from '../support/seed-set.js';
import { describeWasmLanesOnSeeds } from './wasm-lanes-seeds.js';

describeWasmLanesOnSeeds('the external public seeds', () => externalSeeds(['public']), ['z3@4.8.17']);

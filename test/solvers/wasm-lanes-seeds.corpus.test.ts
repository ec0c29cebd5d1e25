// The bundled Z3 wasm lanes on every external public seed; the suite is in wasm-lanes-seeds.ts.
import { externalSeeds } from '../support/seed-set.js';
import { describeWasmLanesOnSeeds } from './wasm-lanes-seeds.js';

describeWasmLanesOnSeeds('the external public seeds', () => externalSeeds(['public']));

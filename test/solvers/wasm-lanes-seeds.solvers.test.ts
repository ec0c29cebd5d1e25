// The bundled Z3 wasm lanes on every seed of the repo's corpus; the suite is in wasm-lanes-seeds.ts.
import { ownSeeds } from '../support/seed-set.js';
import { describeWasmLanesOnSeeds } from './wasm-lanes-seeds.js';

describeWasmLanesOnSeeds('the repo corpus test/corpus/', ownSeeds);

// The bundled Z3 wasm lanes on every seed of the repo corpus Z3 decides quickly (slow-seeds.ts); the suite is
// in wasm-lanes-seeds.ts.
import { ownSeeds } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { describeWasmLanesOnSeeds } from './wasm-lanes-seeds.js';

describeWasmLanesOnSeeds('the repo corpus test/corpus/', () => quickForZ3Wasm(ownSeeds()), ['z3', 'z3@4.8.17']);

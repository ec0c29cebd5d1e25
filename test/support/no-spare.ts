// Host options for the solver pools tests start: no warm spare. A spare worker compiles Z3's wasm once more
// (about 2 s of CPU) only to make a restart quicker; tests that do not measure restarts go without it.
import type { HostOptions } from '../../src/solvers/host.js';

export const NO_SPARE: HostOptions = { warmSpare: false };

// The campaign engine's public API.
export { runCampaign, type EngineDeps } from './engine.js';
export { formatMutantId, parseMutantId } from './mutant-id.js';
export { rebuildMade, rebuildMutant, walkConfigFor, type RebuiltMutant } from './mutants.js';
export { inputOf, parseSeed, type PreparedSeed } from './prepare.js';
export { MemoryStore, type CampaignStore } from './store.js';
export type * from './types.js';

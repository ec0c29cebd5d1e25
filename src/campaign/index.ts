// The campaign engine's public API.
export { runCampaign, type EngineDeps, type LaneRunner } from './engine.js';
export { FindingGroups } from './groups.js';
export { formatMutantId, parseMutantId } from './mutant-id.js';
export { rebuildMutant, stripStatus, walkConfigFor, type RebuiltMutant } from './mutants.js';
export { inputOf, parseSeed, type PreparedSeed } from './prepare.js';
export { normalizeMessage, signatureOf } from './signature.js';
export { MemoryStore, type CampaignStore } from './store.js';
export type * from './types.js';

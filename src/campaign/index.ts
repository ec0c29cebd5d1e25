// The campaign engine's public API.
export { runCampaign, type EngineDeps } from './engine.js';
export { makeFinding, solverInfo, witnessId, type Finding, type MadeBy, type SolverInfo } from './finding.js';
export { readFinding } from './finding-read.js';
export { findingFiles, findingFolder, issueText, type FindingFile } from './finding-files.js';
export { FindingGroups, occurrenceOf, type Occurrence } from './groups.js';
export { formatMutantId, parseMutantId } from './mutant-id.js';
export { rebuildMade, rebuildMutant, walkConfigFor, type RebuiltMutant } from './mutants.js';
export { inputOf, parseSeed, type PreparedSeed } from './prepare.js';
export { signatureOf } from './signature.js';
export { MemoryStore, type CampaignStore } from './store.js';
export type * from './types.js';

export { classify, decide, type Classification } from './classify.js';
export { parseAnswers, type ParsedOutput } from './answers.js';
export { normalizeCrashMessage } from './normalize.js';
export type { RawRun } from './raw-run.js';
export { RULES, type ClassifyRule } from './rules.js';

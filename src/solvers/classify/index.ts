export { classify, decide, type Classification } from './classify.js';
export { parseAnswers, type ParsedOutput } from './answers.js';
export { normalizeCrashMessage } from './normalize.js';
export { RULES, type ClassifyRule, type RunOutput } from './rules.js';

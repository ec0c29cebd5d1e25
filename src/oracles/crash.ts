// Crash oracle: an abort, segfault, failed assertion or WASM trap is a finding on its own.
import { finding } from './finding-words.js';
import type { Observation, RawFinding } from './types.js';

export function crashFindings(outcomes: readonly Observation[]): RawFinding[] {
  return outcomes
    .filter((o) => o.status === 'crash')
    .map((o) =>
      finding({ kind: 'crash', lanes: [o.laneId], said: ['crash'], ...(o.message ? { detail: o.message } : {}) }),
    );
}

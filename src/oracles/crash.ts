// Crash oracle: an abort, segfault, failed assertion or WASM trap is a finding on its own.
import type { Observation, RawFinding } from './types.js';

export function crashFindings(outcomes: readonly Observation[]): RawFinding[] {
  return outcomes
    .filter((o) => o.status === 'crash')
    .map((o) => ({ kind: 'crash', lanes: [o.laneId], message: o.message || 'crash without a message' }));
}

// New solver behaviour, the scheduler's reward signal: an outcome is novel when it shows, for its lane, an
// answer sequence, an unknown reason or a crash or error message (normalized) not seen before in this campaign.
// Lanes are named without the options fuzzed for one mutant, so a random option alone is not new behaviour.
import type { Outcome } from '../solvers/outcome.js';
import { normalizeMessage } from '../oracles/index.js';

export class Novelty {
  private readonly seen = new Set<string>();

  /** Records the outcomes; true when any shows behaviour not seen before. */
  observe(outcomes: readonly Outcome[], laneOf: (outcome: Outcome) => string = (o) => o.laneId): boolean {
    let novel = false;
    for (const o of outcomes) for (const key of keysOf(o, laneOf(o))) if (this.add(key)) novel = true;
    return novel;
  }

  private add(key: string): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}

function keysOf(o: Outcome, lane: string): string[] {
  switch (o.status) {
    case 'ok':
      return [
        `${lane}|answers|${o.answers.join(' ')}`,
        ...(o.unknownReason !== undefined ? [`${lane}|unknown|${o.unknownReason}`] : []),
      ];
    case 'crash':
      return [`${lane}|crash|${normalizeMessage(o.message)}`];
    case 'error':
      // A refused option says something about the configuration, not about the mutant.
      return o.errorKind === 'option' ? [] : [`${lane}|error|${normalizeMessage(o.message)}`];
    case 'timeout':
      return [];
  }
}

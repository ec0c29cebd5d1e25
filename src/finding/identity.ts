// A campaign's de-duplication key, before any reduction: the bug's identity (oracles/same-bug.ts) on the lanes
// without their drawn options, and for answer bugs (soundness, incompleteness, invalid models) the logic and the
// rules of the mutation step that made the mutant. After reduction the key is finding/identity.ts's.
import { bugKey, type RawFinding } from '../oracles/index.js';

export function signatureOf(
  finding: Pick<RawFinding, 'kind' | 'lanes' | 'said' | 'detail'>,
  logic: string,
  rules: readonly string[],
  laneKey?: (laneId: string) => string,
): string {
  const key = bugKey(finding, laneKey);
  if (finding.kind === 'crash' || finding.kind === 'error') return key;
  return `${key}|${logic}|${[...new Set(rules)].sort().join(',')}`;
}

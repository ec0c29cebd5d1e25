// De-duplication keys. Crashes and errors: kind, lane and the message with addresses, numbers and paths
// stripped. Answer bugs (soundness, incompleteness, invalid models): kind, lanes, logic and the rules
// of the mutation step that produced the mutant.
import type { RawFinding } from '../oracles/index.js';

export function normalizeMessage(message: string): string {
  return message
    .replace(/0x[0-9a-fA-F]+/g, 'ADDR')
    .replace(/(?:[A-Za-z]:)?(?:[\w.-]*\/)+[\w.-]+/g, 'PATH')
    .replace(/\b\d+\b/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

export function signatureOf(finding: RawFinding, logic: string, rules: readonly string[]): string {
  const lanes = [...finding.lanes].sort().join(',');
  if (finding.kind === 'crash' || finding.kind === 'error')
    return `${finding.kind}|${lanes}|${normalizeMessage(finding.message)}`;
  return `${finding.kind}|${lanes}|${logic}|${[...new Set(rules)].sort().join(',')}`;
}

// Finding records as JSON Lines, the form a campaign's findings.jsonl and the page's export share: every record
// read through `readFinding` (any format, untrusted), every line that is not one refused with its number and why.
import type { Finding } from './record.js';
import { readFinding } from './read.js';

export interface FindingLines {
  findings: Finding[];
  /** `line N: why` for each line that is not a finding record. */
  refused: string[];
}

export function readFindingLines(text: string): FindingLines {
  const findings: Finding[] = [];
  const refused: string[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      refused.push(`line ${i + 1}: not JSON`);
      continue;
    }
    const read = readFinding(raw);
    if (read.ok) findings.push(read.finding);
    else refused.push(`line ${i + 1}: ${read.reason}`);
  }
  return { findings, refused };
}

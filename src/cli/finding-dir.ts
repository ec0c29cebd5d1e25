// Reads a campaign finding bundle DIR/<kind>-<id>/ (mutant.smt2, outcomes.txt) into what
// `smtfuzz reduce` needs: the script, the finding kind, and the lanes with their answers.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { UsageError } from './io.js';

export interface FindingLane {
  /** A `--solver` spec that recreates the lane. */
  spec: string;
  status: string;
  answers: string[];
}

export interface FindingBundle {
  kind: string;
  text: string;
  lanes: FindingLane[];
}

/** `cvc5@1.0.3(native)+--opt` → `native:cvc5+--opt`; wasm ids (`z3@4.8.17+k=v`) already are specs. */
export function laneIdToSpec(id: string): string {
  const native = /^(.*?)@[^(]*\(native\)(.*)$/.exec(id);
  return native ? `native:${native[1]}${native[2]}` : id;
}

export function parseOutcomesText(text: string): FindingLane[] {
  const out: FindingLane[] = [];
  for (const line of text.split('\n')) {
    const m = /^== (.+?): (ok|timeout|crash|error) ?(.*?) \([\d.]+ ms\)$/.exec(line);
    if (m) out.push({ spec: laneIdToSpec(m[1]!), status: m[2]!, answers: m[3]!.split(' ').filter(Boolean) });
  }
  return out;
}

export async function readFindingBundle(dir: string): Promise<FindingBundle> {
  const kind = /^([a-z-]+?)-[^-]+$/.exec(basename(dir))?.[1];
  if (!kind) throw new UsageError(`${dir} is not a finding folder named <kind>-<id>`);
  const text = await readFile(join(dir, 'mutant.smt2'), 'utf8');
  const lanes = parseOutcomesText(await readFile(join(dir, 'outcomes.txt'), 'utf8'));
  return { kind, text, lanes };
}

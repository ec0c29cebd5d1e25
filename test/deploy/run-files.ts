// What a campaign folder says of its run (smtplay fuzz or merge --out DIR): summary.json's finding groups and
// counters, the ids of findings.jsonl's records and triage.json, read by the tests that compare a sharded run with one process.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Group {
  id: string;
  kind: string;
  signature: string;
  count: number;
  smallestWitness?: { mutantId: string; bytes: number };
}

export interface Summary {
  mutantsTested: number;
  findings: Group[];
  newFindings: string[];
  known?: { size: number; seen: string[] };
}

export const summaryOf = (dir: string): Summary =>
  JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as Summary;

/** The ids of the records in DIR/findings.jsonl, in file order (none when there is no file yet). */
export const ids = (dir: string): string[] =>
  existsSync(join(dir, 'findings.jsonl'))
    ? readFileSync(join(dir, 'findings.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { id: string }).id)
    : [];

export interface Triaged {
  bugs: { status: string; kind: string; findings: string[]; range?: string; live?: string }[];
}

/** smtplay triage's triage.json in a merged folder. */
export const triageOf = (dir: string): Triaged => JSON.parse(readFileSync(join(dir, 'triage.json'), 'utf8')) as Triaged;

export const byId = (a: { id: string }, b: { id: string }): number => a.id.localeCompare(b.id);

// Findings known before a run (`smtplay fuzz --known`, `smtplay merge --known`): a finding whose key is known is
// counted, not reported as new. The key is `knownKeyOf` alone, so whatever makes two findings "the same bug"
// (the signature, finding/identity.ts, and its hash, the finding's id) decides what is known too.
//
// A known record is keyed twice: by the id it was written with, and by the id today's rule gives its facts
// (kind, lanes, message, logic, rules, options). So a known set written before the rule changed still matches
// the findings the new rule makes.
import type { Finding } from './record.js';
import { readFinding } from './read.js';
import type { FindingGroup } from './groups.js';

/** The de-duplication key of a finding (or of a group of its occurrences): the one place that says what it is. */
export function knownKeyOf(finding: Pick<Finding, 'id'> | Pick<FindingGroup, 'id'>): string {
  return finding.id;
}

/** The record's key under today's rule: its facts read again without the signature and id it was written with. */
function keyToday(record: Finding): string | undefined {
  const { id: _id, signature: _signature, ...facts } = record;
  const read = readFinding(facts);
  return read.ok ? knownKeyOf(read.finding) : undefined;
}

export class KnownFindings {
  private readonly byKey = new Map<string, Finding>();
  /** Every key of a record: the one it was written with and today's. */
  private readonly recordKeys = new Set<string>();
  /** Keys known without a record (a summary's groups). */
  private readonly bare = new Set<string>();
  /** Where the set was read from (paths), for reports. */
  readonly sources: string[] = [];

  /** A known finding's record: merge writes it into the union, so the next run knows it too. */
  addRecord(record: Finding): void {
    const key = knownKeyOf(record);
    if (!this.byKey.has(key)) this.byKey.set(key, record);
    for (const k of [key, keyToday(record)])
      if (k !== undefined) {
        this.recordKeys.add(k);
        this.bare.delete(k);
      }
  }

  /** A key known without its record (a summary's group). */
  addKey(key: string): void {
    if (!this.recordKeys.has(key)) this.bare.add(key);
  }

  has(finding: Pick<Finding, 'id'> | Pick<FindingGroup, 'id'>): boolean {
    const key = knownKeyOf(finding);
    return this.recordKeys.has(key) || this.bare.has(key);
  }

  /** Distinct known findings: records, and keys known without one. */
  get size(): number {
    return this.byKey.size + this.bare.size;
  }

  /** One record per known finding, in the order they were added. */
  get records(): Finding[] {
    return [...this.byKey.values()];
  }

  /** Keys known without a record. */
  get bareKeys(): string[] {
    return [...this.bare];
  }
}

/** How a run's distinct findings split against a known set. */
export function splitKnown<G extends Pick<FindingGroup, 'id'>>(
  groups: readonly G[],
  known: KnownFindings | undefined,
): { fresh: G[]; known: G[] } {
  if (!known) return { fresh: [...groups], known: [] };
  return { fresh: groups.filter((g) => !known.has(g)), known: groups.filter((g) => known.has(g)) };
}

/** A run's findings against its known set: which were seen again, for the progress line and summary.json. */
export class KnownTally {
  private readonly seenKeys = new Set<string>();

  /** `previous`: the findings an earlier run of this campaign (before --resume) recorded. */
  constructor(
    readonly known: KnownFindings | undefined,
    previous: readonly Pick<Finding, 'id'>[] = [],
  ) {
    for (const f of previous) this.isKnown(f);
  }

  /** Whether a finding new to this run is in the known set (it is then counted, not reported as new). */
  isKnown(finding: Pick<Finding, 'id'>): boolean {
    if (!this.known?.has(finding)) return false;
    this.seenKeys.add(knownKeyOf(finding));
    return true;
  }

  /** Known findings seen again so far. */
  get seen(): number {
    return this.seenKeys.size;
  }

  /**
   * summary.json's part: `newFindings`, the ids of the distinct findings not known before (all of them without a
   * known set; exit code 10 means this list is not empty), and `known`: the set's sources and size and the ids
   * seen again.
   */
  summary(groups: readonly Pick<FindingGroup, 'id'>[]): {
    newFindings: string[];
    known?: { sources: string[]; size: number; seen: string[] };
  } {
    const split = splitKnown(groups, this.known);
    return {
      newFindings: split.fresh.map(knownKeyOf),
      ...(this.known
        ? { known: { sources: [...this.known.sources], size: this.known.size, seen: split.known.map(knownKeyOf) } }
        : {}),
    };
  }
}

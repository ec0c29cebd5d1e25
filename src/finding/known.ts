// Findings known before a run (`smtplay fuzz --known`, `smtplay merge --known`): a finding known by its identity is
// counted, not reported as new. A finding is known by two ids: the name it was written with (its id, what summaries
// list) and the hash of its identity today (identity.ts `identityOf`), so whatever makes two findings one bug decides
// what is known too, and a known set written before the rule changed still matches the findings the new rule makes.
import { hashId } from '../rng.js';
import type { FindingGroup } from './groups.js';
import { identityOf } from './identity.js';
import type { Finding } from './record.js';

/** A finding, a group of its occurrences, or a bare id (a summary's group without its record). */
export type Known = Finding | (Pick<FindingGroup, 'id'> & Partial<Pick<FindingGroup, 'signature'>>);

/** The ids a finding or a group is known by: its own name, and the hash of its identity at the campaign stage. */
export function knownIdsOf(x: Known): string[] {
  const identity = 'outcomes' in x ? identityOf(x, 'campaign') : x.signature;
  return identity === undefined ? [x.id] : [...new Set([x.id, hashId(identity)])];
}

export class KnownFindings {
  private readonly byKey = new Map<string, Finding>();
  /** Every id of a record (knownIdsOf). */
  private readonly recordKeys = new Set<string>();
  /** Keys known without a record (a summary's groups). */
  private readonly bare = new Set<string>();
  /** Where the set was read from (paths), for reports. */
  readonly sources: string[] = [];

  /** A known finding's record: merge writes it into the union, so the next run knows it too. */
  addRecord(record: Finding): void {
    const ids = knownIdsOf(record);
    if (ids.some((id) => this.recordKeys.has(id))) return;
    this.byKey.set(ids[0]!, record);
    for (const id of ids) {
      this.recordKeys.add(id);
      this.bare.delete(id);
    }
  }

  /** A key known without its record (a summary's group). */
  addKey(key: string): void {
    if (!this.recordKeys.has(key)) this.bare.add(key);
  }

  has(x: Known): boolean {
    return knownIdsOf(x).some((id) => this.recordKeys.has(id) || this.bare.has(id));
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
export function splitKnown<G extends Known>(
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
    previous: readonly Known[] = [],
  ) {
    for (const f of previous) this.isKnown(f);
  }

  /** Whether a finding new to this run is in the known set (it is then counted, not reported as new). */
  isKnown(finding: Known): boolean {
    if (!this.known?.has(finding)) return false;
    this.seenKeys.add(knownIdsOf(finding).at(-1)!);
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
  summary(groups: readonly Known[]): {
    newFindings: string[];
    known?: { sources: string[]; size: number; seen: string[] };
  } {
    const split = splitKnown(groups, this.known);
    return {
      newFindings: split.fresh.map((g) => g.id),
      ...(this.known
        ? { known: { sources: [...this.known.sources], size: this.known.size, seen: split.known.map((g) => g.id) } }
        : {}),
    };
  }
}

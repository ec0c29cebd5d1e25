// The findings as people see them: one group per bug (its identity at the campaign stage, identity.ts, kept as the
// group's `signature`), how often it was seen, its smallest witness, and that witness's record where one is kept.
// One view-model for a campaign's live counts, `smtplay merge` and the page's findings list (kept in IndexedDB), so a
// bug counts the same everywhere. An occurrence is counted once per witness (a mutant id, or a literal mutant's hash):
// a link re-run or a file imported twice is not a new sighting.
import type { ByDesign, FindingKind } from '../oracles/index.js';
import { FINDING_KINDS } from '../oracles/index.js';
import { identityOf } from './identity.js';
import { witnessId, type Finding } from './record.js';

/** All occurrences of one bug: the first record's id, how often it recurred, its smallest witness. */
export interface FindingGroup {
  id: string;
  kind: FindingKind;
  signature: string;
  count: number;
  smallestWitness: { mutantId: string; bytes: number };
  /** The solver's own words say it is outside what it supports (oracles/by-design.ts): counted apart, no bug. */
  byDesign?: ByDesign;
}

/** One sighting of a finding: which group, and its witness (the mutant's id and size). */
export interface Occurrence {
  id: string;
  kind: FindingKind;
  signature: string;
  mutantId: string;
  bytes: number;
  /** When it was seen (ISO); absent when the caller does not track time. */
  at?: string;
  byDesign?: ByDesign;
}

/** A group as kept: the summary's fields, when it was last seen, the witnesses counted, the smallest's record. */
export interface KeptGroup extends FindingGroup {
  lastSeen?: string;
  /** Witness ids counted (the latest MAX_SEEN), so the same witness seen again is not counted twice. */
  seen?: string[];
  record?: Finding;
}

export const MAX_SEEN = 500;

/** A finding's sighting, in the group of its identity at the campaign stage (identity.ts). */
export function occurrenceOf(f: Finding): Occurrence {
  return {
    id: f.id,
    kind: f.kind,
    signature: identityOf(f, 'campaign'),
    mutantId: witnessId(f),
    bytes: f.mutant.length,
    at: f.foundAt,
    ...(f.byDesign ? { byDesign: f.byDesign } : {}),
  };
}

const smaller = (a: { bytes: number; mutantId: string }, b: { bytes: number; mutantId: string }): boolean =>
  a.bytes < b.bytes || (a.bytes === b.bytes && a.mutantId < b.mutantId);

export class FindingGroups {
  private readonly bySignature = new Map<string, KeptGroup>();

  /** Groups as kept (e.g. read back from IndexedDB or a summary); malformed ones are the caller's to drop. */
  static of(groups: readonly KeptGroup[]): FindingGroups {
    const book = new FindingGroups();
    for (const g of groups) book.bySignature.set(g.signature, structuredClone(g));
    return book;
  }

  has(signature: string): boolean {
    return this.bySignature.has(signature);
  }

  get(signature: string): KeptGroup | undefined {
    return this.bySignature.get(signature);
  }

  /** Counts one sighting (with its record, where one is kept); true when the signature is new. */
  add(o: Occurrence, record?: Finding): boolean {
    const group = this.bySignature.get(o.signature);
    if (!group) {
      this.bySignature.set(o.signature, {
        id: o.id,
        kind: o.kind,
        signature: o.signature,
        count: 1,
        smallestWitness: { mutantId: o.mutantId, bytes: o.bytes },
        seen: [o.mutantId],
        ...(o.byDesign ? { byDesign: o.byDesign } : {}),
        ...(o.at ? { lastSeen: o.at } : {}),
        ...(record ? { record } : {}),
      });
      return true;
    }
    if (o.at && (!group.lastSeen || o.at > group.lastSeen)) group.lastSeen = o.at;
    if (group.seen?.includes(o.mutantId)) return false;
    group.seen = [...(group.seen ?? []), o.mutantId].slice(-MAX_SEEN);
    group.count++;
    if (smaller(o, group.smallestWitness)) {
      group.smallestWitness = { mutantId: o.mutantId, bytes: o.bytes };
      if (record) group.record = record;
    }
    if (record && !group.record) group.record = record;
    return false;
  }

  /** Folds in a group from another run (merging shards): counts add up, the smaller witness stays. */
  merge(other: KeptGroup): void {
    const group = this.bySignature.get(other.signature);
    if (!group) {
      this.bySignature.set(other.signature, structuredClone(other));
      return;
    }
    group.count += other.count;
    if (other.lastSeen && (!group.lastSeen || other.lastSeen > group.lastSeen)) group.lastSeen = other.lastSeen;
    group.seen = [...new Set([...(group.seen ?? []), ...(other.seen ?? [])])].slice(-MAX_SEEN);
    if (smaller(other.smallestWitness, group.smallestWitness)) {
      group.smallestWitness = { ...other.smallestWitness };
      if (other.record) group.record = other.record;
    }
    if (other.record && !group.record) group.record = other.record;
  }

  /** A kept record replaced by a newer form of it (same id: a bisection or a live check added). */
  replaceRecord(f: Finding): boolean {
    for (const g of this.bySignature.values())
      if (g.record?.id === f.id) {
        g.record = f;
        return true;
      }
    return false;
  }

  remove(signature: string): void {
    this.bySignature.delete(signature);
  }

  /** The groups as kept (records, witnesses counted), by kind then id. */
  kept(): KeptGroup[] {
    return [...this.bySignature.values()].sort((a, b) =>
      a.kind === b.kind ? a.id.localeCompare(b.id) : a.kind.localeCompare(b.kind),
    );
  }

  /** What a summary file holds of each group (no records, no witness list), in the same order. */
  list(): FindingGroup[] {
    return this.kept().map(({ id, kind, signature, count, smallestWitness, byDesign }) => ({
      id,
      kind,
      signature,
      count,
      smallestWitness: { ...smallestWitness },
      ...(byDesign ? { byDesign } : {}),
    }));
  }

  /** Groups by kind, those by design left out (`byDesign` counts them). */
  byKind(): Record<FindingKind, number> {
    const out = Object.fromEntries(FINDING_KINDS.map((k) => [k, 0])) as Record<FindingKind, number>;
    for (const g of this.bySignature.values()) if (!g.byDesign) out[g.kind]++;
    return out;
  }

  /** Groups the solver's own words explain (oracles/by-design.ts). */
  byDesign(): number {
    return [...this.bySignature.values()].filter((g) => g.byDesign).length;
  }

  clone(): FindingGroups {
    return FindingGroups.of([...this.bySignature.values()]);
  }
}

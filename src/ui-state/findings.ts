// The page's findings, from step mode, campaigns and reductions alike: the one view-model of groups
// (finding/groups.ts: one group per bug, its count and smallest witness, the witness's record), kept as plain
// data in IndexedDB by ui/persist.ts; exported and imported as JSON Lines, the CLI's findings.jsonl format, so a CLI
// campaign's findings open in the page and back. Listed in the order solver teams ask for reports (rank.ts), with
// each one's hand-over state (new → reported → fixed upstream) kept on its record.
import type { Finding } from '../finding/record.js';
import { reportedRecord } from '../finding/reduction.js';
import { readFinding } from '../finding/read.js';
import { readFindingLines } from '../finding/lines.js';
import { FindingGroups, occurrenceOf, type KeptGroup, type Occurrence } from '../finding/groups.js';
import type { FindingKind } from '../oracles/index.js';
import { byRank } from './rank.js';

export interface FindingGroupView {
  signature: string;
  kind: FindingKind;
  count: number;
  /** The smallest finding of the group. */
  witness: Finding;
  /** When the group was last seen (ISO). */
  lastSeen: string;
}

/** What IndexedDB keeps (format 3; older shapes are read by `readStoredFindings`). */
export interface StoredFindings {
  v: 3;
  groups: KeptGroup[];
}

export const emptyFindings = (): StoredFindings => ({ v: 3, groups: [] });

function change(book: StoredFindings, edit: (groups: FindingGroups) => void): StoredFindings {
  const groups = FindingGroups.of(book.groups);
  edit(groups);
  return { v: 3, groups: groups.kept() };
}

/** The record kept for a finding's id (whichever group holds it). */
export function recordOf(book: StoredFindings, id: string): Finding | undefined {
  return book.groups.find((g) => g.record?.id === id)?.record;
}

/**
 * One more sighting with its record: a new group, or a count, keeping the smaller witness. Returns a new value. A
 * smaller witness takes the place of the record with the group's hand-over state, so a reported bug stays reported.
 */
export function addFinding(book: StoredFindings, f: Finding): StoredFindings {
  const before = book.groups.find((g) => g.signature === f.signature)?.record?.state;
  return change(book, (g) => {
    g.add(occurrenceOf(f), f);
    const kept = g.get(f.signature);
    if (before && kept?.record && !kept.record.state) kept.record = { ...kept.record, state: before };
  });
}

/** A sighting without a record (a campaign's repeat of a known finding): counted like any other. */
export const addOccurrence = (book: StoredFindings, o: Occurrence): StoredFindings =>
  change(book, (g) => {
    if (g.has(o.signature)) g.add(o);
  });

export const removeGroup = (book: StoredFindings, signature: string): StoredFindings =>
  change(book, (g) => g.remove(signature));

/**
 * The same book with what a piece of work found added to a stored record (its bisection, its live check, its
 * state), read from the record as stored now: work that ran meanwhile (a state set during a bisection) is kept.
 */
export function patchFinding(book: StoredFindings, id: string, patch: Partial<Finding>): StoredFindings {
  const record = recordOf(book, id);
  return record ? change(book, (g) => g.replaceRecord({ ...record, ...patch })) : book;
}

/**
 * What to report or share for a finding: its reduced record when the stored record keeps one (finding/reduction.ts,
 * as the CLI keeps it), else a reduced finding stored apart by an older page (`reducedFrom`), else the group's smaller
 * witness, else the finding itself.
 */
export function reportedFormOf(book: StoredFindings, f: Finding): Finding {
  const stored = recordOf(book, f.id) ?? f;
  // The reduced record with the finding's hand-over state and any range measured before (finding/reduction.ts).
  if (stored.reduction?.finding) return reportedRecord(stored);
  const reduced = book.groups
    .map((g) => g.record)
    .filter((r): r is Finding => r?.reducedFrom?.id === f.id && r.mutant.length < f.mutant.length)
    .sort((a, b) => a.mutant.length - b.mutant.length)[0];
  if (reduced) return reduced;
  const witness = book.groups.find((g) => g.signature === f.signature)?.record;
  return witness && witness.mutant.length < f.mutant.length ? witness : f;
}

/**
 * The book with a hand-over step's result kept in the stored record `id`, read as stored now (work that ran
 * meanwhile, a state set during a bisection, is kept); `keep` is finding/keep.ts's, the same as the CLI's steps
 * keep it with. The book as it was when no record has that id.
 */
export function keepIn(book: StoredFindings, id: string, keep: (record: Finding) => Finding): StoredFindings {
  const record = recordOf(book, id);
  return record ? change(book, (g) => g.replaceRecord(keep(record))) : book;
}

/**
 * The stored record a reduction of `f` belongs to: the finding's own, else the record of its group (another
 * occurrence of the same bug: the reduction is the bug's). A reduction is never a finding of its own, so the page
 * counts bugs as the CLI does.
 */
export const holderOf = (book: StoredFindings, f: Finding): Finding | undefined =>
  recordOf(book, f.id) ?? book.groups.find((g) => g.signature === f.signature)?.record;

/** Groups with a record, in the order the solver teams ask for reports (rank.ts); `kind` filters. */
export function groupsOf(book: StoredFindings, kind?: FindingKind): FindingGroupView[] {
  return book.groups
    .filter((g): g is KeptGroup & { record: Finding } => g.record !== undefined && (!kind || g.kind === kind))
    .map((g) => ({
      signature: g.signature,
      kind: g.kind,
      count: g.count,
      witness: g.record,
      lastSeen: g.lastSeen ?? g.record.foundAt,
    }))
    .sort(byRank);
}

/** The records, one per group (what export writes). */
export const recordsOf = (book: StoredFindings): Finding[] => groupsOf(book).map((g) => g.witness);

/** JSON Lines, one record per line (the CLI's findings.jsonl). */
export function exportFindings(book: StoredFindings): string {
  const records = recordsOf(book);
  return records.map((r) => JSON.stringify(r)).join('\n') + (records.length ? '\n' : '');
}

/** Reads JSON Lines; every line that is not a finding record is refused with its line number. */
export function importFindings(
  book: StoredFindings,
  text: string,
): { book: StoredFindings; added: number; refused: string[] } {
  const { findings, refused } = readFindingLines(text);
  return { book: findings.reduce(addFinding, book), added: findings.length, refused };
}

/** A stored value of any earlier shape (or nothing) as findings; unreadable records are dropped. */
export function readStoredFindings(value: unknown): StoredFindings {
  const v = value as Record<string, unknown> | undefined;
  if (!v || typeof v !== 'object') return emptyFindings();
  if (v.v === 3 && Array.isArray(v.groups)) {
    let book = emptyFindings();
    for (const g of v.groups as KeptGroup[]) {
      const read = readFinding(g?.record);
      if (!read.ok || typeof g.count !== 'number') continue;
      book = change(book, (groups) => groups.merge({ ...g, record: read.finding }));
    }
    return book;
  }
  // Format 2: records, counts, lastSeen and the mutant hashes seen, per signature.
  if (!Array.isArray(v.records)) return emptyFindings();
  const counts = (v.counts ?? {}) as Record<string, unknown>;
  const lastSeen = (v.lastSeen ?? {}) as Record<string, unknown>;
  let book = emptyFindings();
  for (const raw of v.records) {
    const read = readFinding(raw);
    if (!read.ok) continue;
    const f = read.finding;
    const o = occurrenceOf(f);
    const count = counts[f.signature];
    const seen = lastSeen[f.signature];
    book = change(book, (groups) =>
      groups.merge({
        id: f.id,
        kind: f.kind,
        signature: f.signature,
        count: typeof count === 'number' ? count : 1,
        smallestWitness: { mutantId: o.mutantId, bytes: o.bytes },
        seen: [o.mutantId],
        lastSeen: typeof seen === 'string' ? seen : f.foundAt,
        record: f,
      }),
    );
  }
  return book;
}

// The page's findings, from step mode, campaigns and reductions alike: one record type (campaign/finding.ts),
// grouped by signature (one bug), each group with its count and smallest witness. Kept in IndexedDB by
// ui/persist.ts; exported and imported as JSON Lines, the CLI's findings.jsonl format, so a CLI campaign's
// findings open in the page and back.
import { readFinding, type Finding } from '../campaign/finding.js';
import { readFindingLines } from '../campaign/finding-lines.js';
import { hashId } from '../campaign/hash.js';
import type { FindingKind } from '../oracles/index.js';

export interface FindingGroupView {
  signature: string;
  kind: FindingKind;
  count: number;
  /** The smallest finding of the group. */
  witness: Finding;
  /** When the group was last seen (ISO). */
  lastSeen: string;
}

export interface StoredFindings {
  /** One record per signature: its smallest witness. */
  records: Finding[];
  counts: Record<string, number>;
  lastSeen: Record<string, string>;
  /**
   * Hashes of the mutants counted in each group (the latest MAX_SEEN): the same mutant seen again (a link
   * re-run, a finding imported twice) is one occurrence, not two.
   */
  seen?: Record<string, string[]>;
}

const MAX_SEEN = 500;

export const emptyFindings = (): StoredFindings => ({ records: [], counts: {}, lastSeen: {}, seen: {} });

/** One more occurrence: a new group, or a count, keeping the smaller witness. Returns a new value. */
export function addFinding(book: StoredFindings, f: Finding): StoredFindings {
  const key = hashId(f.mutant);
  const seenHere = book.seen?.[f.signature] ?? [];
  if (seenHere.includes(key)) return { ...book, lastSeen: { ...book.lastSeen, [f.signature]: f.foundAt } };
  const seen = { ...book.seen, [f.signature]: [...seenHere, key].slice(-MAX_SEEN) };
  const i = book.records.findIndex((r) => r.signature === f.signature);
  const records = [...book.records];
  if (i < 0) records.push(f);
  else if (f.mutant.length < records[i]!.mutant.length) records[i] = f;
  return {
    records,
    counts: { ...book.counts, [f.signature]: (book.counts[f.signature] ?? 0) + 1 },
    lastSeen: { ...book.lastSeen, [f.signature]: f.foundAt },
    seen,
  };
}

export function removeGroup(book: StoredFindings, signature: string): StoredFindings {
  const { [signature]: _c, ...counts } = book.counts;
  const { [signature]: _l, ...lastSeen } = book.lastSeen;
  const { [signature]: _s, ...seen } = book.seen ?? {};
  return { records: book.records.filter((r) => r.signature !== signature), counts, lastSeen, seen };
}

/** The same book with a stored finding replaced by a newer form of it (same id: a bisection added). */
export function replaceFinding(book: StoredFindings, f: Finding): StoredFindings {
  return { ...book, records: book.records.map((r) => (r.id === f.id ? f : r)) };
}

/** Groups, newest first; `kind` filters. */
export function groupsOf(book: StoredFindings, kind?: FindingKind): FindingGroupView[] {
  return book.records
    .filter((r) => !kind || r.kind === kind)
    .map((r) => ({
      signature: r.signature,
      kind: r.kind,
      count: book.counts[r.signature] ?? 1,
      witness: r,
      lastSeen: book.lastSeen[r.signature] ?? r.foundAt,
    }))
    .sort((a, b) => b.lastSeen.localeCompare(a.lastSeen));
}

/** JSON Lines, one record per line (the CLI's findings.jsonl). */
export function exportFindings(book: StoredFindings): string {
  return book.records.map((r) => JSON.stringify(r)).join('\n') + (book.records.length ? '\n' : '');
}

/** Reads JSON Lines; every line that is not a finding record is refused with its line number. */
export function importFindings(
  book: StoredFindings,
  text: string,
): { book: StoredFindings; added: number; refused: string[] } {
  const { findings, refused } = readFindingLines(text);
  const next = findings.reduce(addFinding, book);
  return { book: next, added: findings.length, refused };
}

/** A stored value of any earlier shape (or nothing) as findings; unreadable records are dropped. */
export function readStoredFindings(value: unknown): StoredFindings {
  const v = value as Partial<StoredFindings> | undefined;
  if (!v || !Array.isArray(v.records)) return emptyFindings();
  let book = emptyFindings();
  for (const raw of v.records) {
    const read = readFinding(raw);
    if (read.ok) book = addFinding(book, read.finding);
  }
  for (const r of book.records) {
    const count = v.counts?.[r.signature];
    if (typeof count === 'number') book.counts[r.signature] = count;
    const seen = v.seen?.[r.signature];
    if (Array.isArray(seen) && book.seen) book.seen[r.signature] = seen.filter((x) => typeof x === 'string');
  }
  return book;
}

// A tiny key-value store over IndexedDB: seeds, settings and findings survive a reload.
import type { Finding } from '../finding/record.js';
import type { CampaignStore } from '../campaign/store.js';
import {
  addFinding,
  addOccurrence,
  emptyFindings,
  importFindings,
  readStoredFindings,
  type StoredFindings,
} from '../ui-state/findings.js';
const DB = 'smt-fuzz-playground';
const STORE = 'kv';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB unavailable'));
  });
}

let db: Promise<IDBDatabase> | undefined;

async function tx<T>(mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  db ??= open();
  const store = (await db).transaction(STORE, mode).objectStore(STORE);
  return new Promise((resolve, reject) => {
    const req = op(store);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export async function load<T>(key: string): Promise<T | undefined> {
  try {
    return (await tx('readonly', (s) => s.get(key))) as T | undefined;
  } catch {
    return undefined;
  }
}

/** Resolves once the value is stored (callers show a finding only after this). */
export async function save(key: string, value: unknown): Promise<void> {
  try {
    await tx('readwrite', (s) => s.put(value, key));
  } catch {
    // Private windows may refuse IndexedDB: the playground still works, it just forgets.
  }
}

/**
 * The page's one finding store: every finding (step mode, campaigns, reductions) is kept here before it
 * is shown. The grouping logic is ui-state/findings.ts's; this only loads and saves it.
 */
export class FindingShelf {
  book: StoredFindings = emptyFindings();
  private queue: Promise<void> = Promise.resolve();

  async open(): Promise<StoredFindings> {
    this.book = readStoredFindings(await load('findings-v2'));
    // Campaign records kept by earlier versions of the page (one flat record each).
    const older = await load<unknown[]>('campaign-findings');
    if (Array.isArray(older) && older.length) {
      const imported = importFindings(this.book, older.map((r) => JSON.stringify(r)).join('\n'));
      this.book = imported.book;
      await save('findings-v2', this.book);
      await save('campaign-findings', []);
    }
    return this.book;
  }

  /** Applies a change and resolves once it is stored; changes are stored in the order they were made. */
  update(change: (book: StoredFindings) => StoredFindings): Promise<void> {
    this.queue = this.queue.then(async () => {
      this.book = change(this.book);
      await save('findings-v2', this.book);
    });
    return this.queue;
  }

  add(f: Finding): Promise<void> {
    return this.update((b) => addFinding(b, f));
  }

  /** The shelf as a campaign's store: every browser campaign starts afresh, its findings land here. */
  campaignStore(): CampaignStore {
    return {
      load: () => Promise.resolve({ findings: [], seedsDone: [] }),
      saveFinding: (f) => this.add(f),
      countOccurrence: (o) => this.update((b) => addOccurrence(b, o)),
      saveSeedDone: () => Promise.resolve(),
    };
  }
}

// A tiny key-value store over IndexedDB: seeds, settings and findings survive a reload.
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

/** Campaign findings go to IndexedDB before the engine reports them. */
export class IdbCampaignStore {
  private findings: unknown[] = [];
  private loaded: Promise<void> | undefined;

  private ensure(): Promise<void> {
    this.loaded ??= load<unknown[]>('campaign-findings').then((f) => {
      this.findings = Array.isArray(f) ? f : [];
    });
    return this.loaded;
  }

  load(): Promise<{ findings: never[]; seedsDone: never[] }> {
    // Every browser campaign starts afresh; earlier findings stay stored under 'campaign-findings'.
    return Promise.resolve({ findings: [], seedsDone: [] });
  }

  async saveFinding(finding: unknown): Promise<void> {
    await this.ensure();
    this.findings = [...this.findings, finding].slice(-500);
    await save('campaign-findings', this.findings);
  }

  saveSeedDone(): Promise<void> {
    return Promise.resolve();
  }
}

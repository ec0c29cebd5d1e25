// The page's facts cache: an IndexedDB object store (database `smtplay-facts`), so labels and STORM reference
// models solved in one visit are there in the next. Any IndexedDB failure (private mode, quota) makes the
// cache a miss, never an error: the engine then solves again.
import type { FactsCache } from '../facts-cache.js';

const DB = 'smtplay-facts';
const STORE = 'facts';

export class IdbFacts implements FactsCache {
  private db: Promise<IDBDatabase> | undefined;

  constructor(private readonly factory: IDBFactory = indexedDB) {}

  async get(key: string): Promise<unknown> {
    try {
      const db = await this.open();
      return await request<unknown>(db.transaction(STORE, 'readonly').objectStore(STORE).get(key));
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown): Promise<void> {
    try {
      const db = await this.open();
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(value, key));
    } catch {
      // a cache that cannot write is a cache that misses
    }
  }

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const req = this.factory.open(DB, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB did not open'));
    });
    return this.db;
  }
}

function request<T>(req: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result as T);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

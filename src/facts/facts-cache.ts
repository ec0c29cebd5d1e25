// What solvers established about a seed, kept across campaigns: a lane's run of the seed itself (its findings and its
// label) and STORM's reference model, keyed by a hash of (kind, seed text, lane id, timeout). A second campaign on the
// same seeds finds them here instead of solving again. The CLI keeps them in files under its cache folder
// (node/file-facts.ts), the page in IndexedDB (browser/idb-facts.ts). Values are plain JSON, checked on read.
import { hashId } from '../rng.js';

export interface FactsCache {
  /** The value stored under `key`, or undefined. */
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

export class MemoryFacts implements FactsCache {
  readonly entries = new Map<string, unknown>();

  get(key: string): Promise<unknown> {
    return Promise.resolve(this.entries.get(key));
  }

  set(key: string, value: unknown): Promise<void> {
    this.entries.set(key, structuredClone(value));
    return Promise.resolve();
  }
}

/** Two independent 53-bit hashes: a collision would hand one seed another seed's label. */
export function factKey(kind: 'itself' | 'reference', ...parts: (string | number)[]): string {
  const text = parts.join('\u0000');
  return `${kind}-${hashId(text)}${hashId(`smtplay\u0000${text}`)}`;
}

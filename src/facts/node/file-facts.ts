// The CLI's facts cache: one small JSON file per fact in a folder (the CLI puts it under ~/.cache/smtplay/facts,
// see cli/cache-dir.ts). Written to a temporary name and renamed, so a reader never sees half a file; an
// unreadable file counts as missing.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FactsCache } from '../facts-cache.js';

export class FileFacts implements FactsCache {
  constructor(readonly dir: string) {}

  async get(key: string): Promise<unknown> {
    try {
      return JSON.parse(await readFile(this.file(key), 'utf8')) as unknown;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const tmp = `${this.file(key)}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(value));
    await rename(tmp, this.file(key));
  }

  private file(key: string): string {
    if (!/^[\w-]+$/.test(key)) throw new Error(`not a facts key: ${key}`);
    return join(this.dir, `${key}.json`);
  }
}

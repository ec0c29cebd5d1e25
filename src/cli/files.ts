// Expands CLI path arguments: files as given, folders searched recursively for `.smt2`.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export async function expandSmt2Paths(paths: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const p of paths) {
    const info = await stat(p);
    if (info.isDirectory()) out.push(...(await walk(p)));
    else out.push(p);
  }
  return out;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out: string[] = [];
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(full)));
    else if (e.name.endsWith('.smt2')) out.push(full);
  }
  return out;
}

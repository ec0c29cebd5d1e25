// A finding's folder DIR/<kind>-<id>/: the files of finding/files.ts (the page bundles the same).
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findingFiles, findingFolder } from '../files.js';
import type { Finding } from '../record.js';
import { nodeReportContext } from './platform.js';

export function bundleDir(outDir: string, f: Pick<Finding, 'kind' | 'id'>): string {
  return join(outDir, findingFolder(f));
}

export async function writeBundle(outDir: string, f: Finding): Promise<void> {
  const dir = bundleDir(outDir, f);
  await mkdir(dir, { recursive: true });
  for (const file of findingFiles(f, nodeReportContext())) {
    await writeFile(join(dir, file.name), file.text);
    if (file.mode) await chmod(join(dir, file.name), file.mode);
  }
}

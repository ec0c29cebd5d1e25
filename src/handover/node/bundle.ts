// A finding's folder DIR/<kind>-<id>/: the files of handover/finding-files.ts (the page bundles the same).
import { appendFileSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findingFiles, findingFolder } from '../finding-files.js';
import type { Finding } from '../../finding/record.js';
import { nodeReportContext } from '../../finding/node/platform.js';

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

/** A finding kept in the campaign folder `dir`: its folder first, then its line in findings.jsonl (synchronous: on
 * disk once done; finding/node/findings-file.ts reads it back). */
export async function appendFinding(dir: string, finding: Finding): Promise<void> {
  await writeBundle(dir, finding);
  appendFileSync(join(dir, 'findings.jsonl'), JSON.stringify(finding) + '\n');
}

// Reads the external seed corpus (located by seeds-location.ts). Only `*.corpus.test.ts` files and
// benchmarks may use it; every other test uses the repository's own corpus (test/support/corpus.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SEEDS_DIR } from './seeds-location.js';

export { SEEDS_DIR };

export interface SeedFile {
  /** Path relative to SEEDS_DIR, e.g. `public/QF_BV/sat/foo.smt2`. */
  path: string;
  text: string;
}

export function listSmt2(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSmt2(full));
    else if (entry.name.endsWith('.smt2')) out.push(full);
  }
  return out.sort();
}

/** All `.smt2` files under a sub-folder of the corpus (`public`, `features`, `known-bugs`, or '' for all). */
export function loadSeeds(sub = ''): SeedFile[] {
  return listSmt2(join(SEEDS_DIR, sub)).map((full) => ({
    path: relative(SEEDS_DIR, full),
    text: readFileSync(full, 'utf8'),
  }));
}

export interface ManifestRow {
  path: string;
  logic: string;
  expected: string;
  z3: string;
  cvc5: string;
}

/** Rows of `<sub>/manifest.tsv`; `path` is made relative to SEEDS_DIR like SeedFile.path. */
export function loadManifest(sub: 'public' | 'features'): ManifestRow[] {
  const lines = readFileSync(join(SEEDS_DIR, sub, 'manifest.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  return lines.map((line) => {
    const [path, logic, expected, z3, cvc5] = line.split('\t');
    return { path: `${sub}/${path}`, logic: logic!, expected: expected!, z3: z3!, cvc5: cvc5! };
  });
}

// Where the external seed corpus lives (SMT-LIB, cvc5 and z3 regression files; never copied into the
// repo): $SMT_SEEDS, else ../shared/seeds beside the checkout. Only the corpus tier (`*.corpus.test.ts`)
// reads it; on a fresh clone it is absent and that tier is not run (see vitest.config.ts).
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** An empty SMT_SEEDS counts as unset, so `SMT_SEEDS= npm test` means "the default location". */
export const SEEDS_DIR = process.env.SMT_SEEDS || resolve(repoRoot, '..', 'shared', 'seeds');

export function externalSeedsPresent(): boolean {
  return existsSync(SEEDS_DIR) && statSync(SEEDS_DIR).isDirectory();
}

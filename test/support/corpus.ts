// The repository's own seed corpus, test/corpus/: formulas written for this project (never copied from
// ../shared/seeds), so tests that need seeds run on a fresh clone. test/corpus/manifest.tsv records, per file,
// the answer by construction and what native z3 4.8.12 and cvc5 1.0.3 answer (see test/corpus/README.md).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listSmt2 } from './seeds.js';

export const CORPUS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'corpus');
export const CORPUS_MANIFEST = join(CORPUS_DIR, 'manifest.tsv');

/** The manifest's header line, column by column. */
export const MANIFEST_COLUMNS = ['path', 'logic', 'expected', 'z3_result', 'cvc5_result', 'cvc5_options', 'note'];

export interface CorpusSeed {
  /** Path relative to CORPUS_DIR, e.g. `QF_LIA/magic-square.smt2`. */
  path: string;
  text: string;
}

export interface CorpusRow {
  path: string;
  logic: string;
  /** The answer by construction; several check-sats are joined by `;` (`sat;unsat`). */
  expected: string;
  /** What native z3 4.8.12 answers, in the same form, or `unknown`, `timeout`, `error`, `unsupported`. */
  z3: string;
  /** What native cvc5 1.0.3 answers with `cvc5Options`, in the same form. */
  cvc5: string;
  cvc5Options: string[];
  note: string;
}

/** Every `.smt2` file under test/corpus, sorted by path. */
export function loadCorpus(): CorpusSeed[] {
  return listSmt2(CORPUS_DIR).map((full) => ({
    path: relative(CORPUS_DIR, full),
    text: readFileSync(full, 'utf8'),
  }));
}

/** One seed by its path relative to CORPUS_DIR. */
export function readCorpusSeed(path: string): CorpusSeed {
  return { path, text: readFileSync(join(CORPUS_DIR, path), 'utf8') };
}

/** The rows of test/corpus/manifest.tsv, in file order; a malformed line throws with its line number. */
export function loadCorpusManifest(): CorpusRow[] {
  const lines = readFileSync(CORPUS_MANIFEST, 'utf8').split('\n');
  if (lines[0] !== MANIFEST_COLUMNS.join('\t')) {
    throw new Error(`${CORPUS_MANIFEST}: the header must be ${MANIFEST_COLUMNS.join(' <tab> ')}`);
  }
  const rows: CorpusRow[] = [];
  lines.slice(1).forEach((line, i) => {
    if (line === '') return;
    const cells = line.split('\t');
    if (cells.length !== MANIFEST_COLUMNS.length) {
      throw new Error(`${CORPUS_MANIFEST}:${i + 2}: ${cells.length} columns, expected ${MANIFEST_COLUMNS.length}`);
    }
    const [path, logic, expected, z3, cvc5, options, note] = cells as [string, ...string[]];
    rows.push({
      path,
      logic: logic!,
      expected: expected!,
      z3: z3!,
      cvc5: cvc5!,
      cvc5Options: options!.split(' ').filter(Boolean),
      note: note!,
    });
  });
  return rows;
}

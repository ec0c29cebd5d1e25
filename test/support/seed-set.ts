// One shape for the two seed corpora a test can run on: the repository's own (test/corpus/, every tier)
// and the external one ($SMT_SEEDS, corpus tier only). A suite written over `Seed[]` runs on either;
// its thin test files pick the set and the thresholds that fit its size.
import { loadCorpus, loadCorpusManifest } from './corpus.js';
import { loadManifest, loadSeeds, type ManifestRow } from './seeds.js';

export type { ManifestRow };

export interface Seed {
  /** Relative to its corpus: `QF_LIA/foo.smt2` (own) or `public/QF_LIA/sat/foo.smt2` (external). */
  path: string;
  text: string;
  /** The manifest row, when the corpus has one for this file. */
  row?: ManifestRow;
}

/** Every file of test/corpus/ with its manifest row. */
export function ownSeeds(): Seed[] {
  const rows = new Map(loadCorpusManifest().map((r) => [r.path, r]));
  return loadCorpus().map((s) => {
    const row = rows.get(s.path);
    return row
      ? { ...s, row: { path: row.path, logic: row.logic, expected: row.expected, z3: row.z3, cvc5: row.cvc5 } }
      : s;
  });
}

export type ExternalFolder = 'public' | 'features' | 'known-bugs';

/** The external corpus' files under the given folders, with the rows of their manifests. */
export function externalSeeds(folders: readonly ExternalFolder[]): Seed[] {
  return folders.flatMap((folder) => {
    const rows = folder === 'known-bugs' ? new Map() : new Map(loadManifest(folder).map((r) => [r.path, r]));
    return loadSeeds(folder).map((s) => {
      const row = rows.get(s.path);
      return row ? { ...s, row } : s;
    });
  });
}

/** The seed's logic: its manifest row's, else its `(set-logic …)`, else ''. */
export function logicOf(seed: Seed): string {
  return seed.row?.logic ?? /\(set-logic\s+([^\s)]+)\)/.exec(seed.text)?.[1] ?? '';
}

const decided = (answer: string | undefined): boolean => answer === 'sat' || answer === 'unsat';

/** Native z3 and cvc5 both gave the manifest's expected sat/unsat answer. */
export function bothSolversAgree(seed: Seed): boolean {
  const r = seed.row;
  return r !== undefined && decided(r.expected) && r.z3 === r.expected && r.cvc5 === r.expected;
}

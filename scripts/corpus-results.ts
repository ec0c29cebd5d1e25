// Runs test/corpus files on native z3 and cvc5 and shows where their answers differ from the manifest's
// z3_result/cvc5_result columns; with --write it records the new answers. For a new row, write its path,
// logic, expected answer and cvc5 options with `?` in both result columns, then run
//   npx tsx scripts/corpus-results.ts --write [PATH…]
// (PATH relative to test/corpus; default every row). The expected column is never touched: it is the
// answer by construction, and test/corpus/manifest.solvers.test.ts checks that no decided answer contradicts it.
import { writeFileSync } from 'node:fs';
import { CORPUS_MANIFEST, MANIFEST_COLUMNS, loadCorpusManifest, type CorpusRow } from '../test/support/corpus.js';
import { mapConcurrently, runCorpusRow } from '../test/support/corpus-results.js';

const args = process.argv.slice(2);
const write = args.includes('--write');
const only = new Set(args.filter((a) => a !== '--write'));
const rows = loadCorpusManifest();
const chosen = rows.filter((r) => only.size === 0 || only.has(r.path));

const updated = await mapConcurrently(chosen, 2, async (row): Promise<CorpusRow> => {
  const [z3, cvc5] = [await runCorpusRow(row, 'z3'), await runCorpusRow(row, 'cvc5')];
  const seconds = (ms: number): string => (ms / 1000).toFixed(2);
  const changed = z3.result !== row.z3 || cvc5.result !== row.cvc5 ? '  CHANGED' : '';
  console.log(
    `${row.path}\tz3 ${z3.result} (${seconds(z3.timeMs)} s)\tcvc5 ${cvc5.result} (${seconds(cvc5.timeMs)} s)${changed}`,
  );
  return { ...row, z3: z3.result, cvc5: cvc5.result };
});

if (write) {
  const byPath = new Map(updated.map((r) => [r.path, r]));
  const lines = rows
    .map((r) => byPath.get(r.path) ?? r)
    .map((r) => [r.path, r.logic, r.expected, r.z3, r.cvc5, r.cvc5Options.join(' '), r.note].join('\t'));
  writeFileSync(CORPUS_MANIFEST, [MANIFEST_COLUMNS.join('\t'), ...lines, ''].join('\n'));
  console.log(`wrote ${updated.length} rows to ${CORPUS_MANIFEST}`);
}

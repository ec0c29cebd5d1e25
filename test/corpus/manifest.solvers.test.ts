// Every file of test/corpus on Debian's native z3 4.8.12 and cvc5 1.0.3 (through src/solvers/native, cvc5
// with the row's cvc5_options): each answer must be the one manifest.tsv records, and no sat/unsat answer may
// contradict the expected answer by construction. Two runs at a time; the runs recorded as timeouts go first
// so they overlap with the quick ones. A run whose result differs is repeated once, alone, before it counts
// (a busy machine can push a slow answer past the time limit).
import { expect, it } from 'vitest';
import { loadCorpusManifest, type CorpusRow } from '../support/corpus.js';
import { mapConcurrently, runCorpusRow, type NativeSolver } from '../support/corpus-results.js';

const PARALLEL = 2;
const SOLVERS: readonly NativeSolver[] = ['z3', 'cvc5'];

interface Job {
  row: CorpusRow;
  solver: NativeSolver;
  recorded: string;
}

const isDecided = (answer: string): boolean => answer === 'sat' || answer === 'unsat';

/** Positions where a solver's sat/unsat answer differs from the expected one. */
function contradictions(row: CorpusRow, solver: NativeSolver, result: string): string[] {
  const expected = row.expected.split(';');
  return result
    .split(';')
    .flatMap((answer, i) =>
      isDecided(answer) && isDecided(expected[i] ?? '') && answer !== expected[i]
        ? [`${row.path}: ${solver} answers ${answer} at check-sat ${i + 1}, expected ${expected[i]}`]
        : [],
    );
}

it('native z3 and cvc5 answer what test/corpus/manifest.tsv records', async () => {
  const rows = loadCorpusManifest();
  const jobs: Job[] = rows.flatMap((row) => SOLVERS.map((solver) => ({ row, solver, recorded: row[solver] })));
  jobs.sort((a, b) => Number(b.recorded.endsWith('timeout')) - Number(a.recorded.endsWith('timeout')));
  const started = performance.now();
  const first = await mapConcurrently(jobs, PARALLEL, (job) => runCorpusRow(job.row, job.solver));

  const mismatches: string[] = [];
  const contradicting: string[] = [];
  let repeated = 0;
  for (const [i, job] of jobs.entries()) {
    let result = first[i]!.result;
    if (result !== job.recorded) {
      repeated++;
      result = (await runCorpusRow(job.row, job.solver)).result;
    }
    if (result !== job.recorded) mismatches.push(`${job.row.path}: ${job.solver} ${result}, manifest ${job.recorded}`);
    contradicting.push(...contradictions(job.row, job.solver, result));
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const slowest = first
    .map((run, i) => ({ run, job: jobs[i]! }))
    .filter(({ run }) => !run.result.endsWith('timeout'))
    .sort((a, b) => b.run.timeMs - a.run.timeMs)
    .slice(0, 5)
    .map(({ run, job }) => `${job.row.path} ${job.solver} ${(run.timeMs / 1000).toFixed(2)} s`);
  console.log(
    `${rows.length} corpus files, ${jobs.length} native runs in ${seconds} s (${repeated} repeated); ` +
      `slowest decided: ${slowest.join(', ')}`,
  );
  expect(mismatches).toEqual([]);
  expect(contradicting).toEqual([]);
  // The manifest itself must not record an answer that contradicts the expected one.
  expect(rows.flatMap((row) => SOLVERS.flatMap((s) => contradictions(row, s, row[s])))).toEqual([]);
});

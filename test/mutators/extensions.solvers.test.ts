// OpFuzz and TypeFuzz on our files of the extension theories (test/corpus/ext): every mutant is
// well-sorted (the walk checks it) and the solver that read the seed reads the mutant too: no mutant
// gets an `error` the seed did not. Mutants keep to the seed's dialect (portable.ts), and the theory
// tables' new operators do get introduced (the counts are printed and asserted).
import { expect, it } from 'vitest';
import { opFuzz } from '../../src/mutators/opfuzz/index.js';
import { typeFuzz } from '../../src/mutators/typefuzz/index.js';
import type { Mutator } from '../../src/mutators/types.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { walk } from '../../src/mutators/walk.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { runNative } from '../../src/solvers/native/index.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { CVC5_NATIVE, Z3_NATIVE } from '../solvers/native-lanes.js';
import { loadCorpusManifest, readCorpusSeed, type CorpusRow } from '../support/corpus.js';
import { mapConcurrently } from '../support/corpus-results.js';
import { knownSolverLimit } from '../support/solver-limits.js';

const STEPS = 6;

/** What cvc5 1.0.3 needs for extended operators a mutant may introduce (as a lane would be configured). */
const CVC5_EXTRAS = ['--sets-ext', '--strings-exp', '--arrays-exp'];
const read = (result: string): boolean => result !== 'error' && result !== 'unsupported';

interface Job {
  row: CorpusRow;
  solver: 'z3' | 'cvc5';
  mutator: Mutator;
  step: number;
  text: string;
  rules: string[];
}

function run(row: CorpusRow, solver: 'z3' | 'cvc5', text: string): Promise<Outcome> {
  const lane =
    solver === 'z3' ? Z3_NATIVE : { ...CVC5_NATIVE, options: [...new Set([...row.cvc5Options, ...CVC5_EXTRAS])] };
  return runNative(lane, text, { timeoutMs: 10_000 });
}

it('OpFuzz and TypeFuzz mutants of the extension files are read by the seed’s solver', async () => {
  const rows = loadCorpusManifest().filter((r) => r.path.startsWith('ext/'));
  const jobs: Job[] = [];
  const bugs: string[] = [];
  for (const row of rows) {
    const parsed = parseScript(readCorpusSeed(row.path).text);
    if (!parsed.ok) throw new Error(`${row.path}: ${parsed.error.message}`);
    const solvers = (['z3', 'cvc5'] as const).filter((s) => read(s === 'z3' ? row.z3 : row.cvc5));
    for (const mutator of [opFuzz, typeFuzz]) {
      const config = { rngSeed: 7, mode: 'chain' as const, iterations: STEPS, options: defaultOptions(mutator.info) };
      for (const step of walk(mutator, { script: parsed.value }, config)) {
        if (!step.ok) {
          if (step.bug) bugs.push(`${row.path} ${mutator.info.name} step ${step.step}: ${step.reason}`);
          continue;
        }
        const rules = step.result.trace.map((t) => t.rule);
        for (const solver of solvers) jobs.push({ row, solver, mutator, step: step.step, text: step.text, rules });
      }
    }
  }
  const started = performance.now();
  const outcomes = await mapConcurrently(jobs, 2, (j) => run(j.row, j.solver, j.text));
  const errors: string[] = [];
  const limits: string[] = [];
  const introduced = new Set<string>();
  jobs.forEach((j, i) => {
    const o = outcomes[i]!;
    if (o.status === 'error' || o.status === 'crash') {
      const lines = (o.stdout + o.stderr).trim().split('\n');
      const said = lines.find((l) => /error|rror/.test(l)) ?? o.message;
      const line = `${j.row.path} ${j.mutator.info.name} step ${j.step} (${j.rules.join(', ')}) on ${j.solver}: ${o.status} ${said}`;
      if (knownSolverLimit(said, o.errorKind)) limits.push(line);
      else errors.push(line);
    }
    for (const r of j.rules) introduced.add(r.slice(r.indexOf('→') + 1));
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const theoryOps = [...introduced].filter((r) =>
    /^(set|bag|rel|table|tuple|seq|str|ff|int|iand|at-|pb|char|union|intersection|setminus)/.test(r),
  );
  console.log(
    `${rows.length} seeds, ${jobs.length} mutant runs in ${seconds} s; operators of the extension tables introduced: ${theoryOps.sort().join(' ')}`,
  );
  console.log(`known solver limitations met: ${limits.length}\n${limits.join('\n')}`);
  console.log(errors.join('\n'));
  expect(bugs).toEqual([]);
  expect(errors).toEqual([]);
  expect(theoryOps.length).toBeGreaterThan(15);
});

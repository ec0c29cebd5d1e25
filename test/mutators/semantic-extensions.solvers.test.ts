// SAE, Janus and STORM on our files of the extension theories: they do not crash, every mutant is
// well-sorted, the solver that read the seed reads the mutant, and it never contradicts the answer the
// mutator promises (SAE and Janus keep the seed's answer; a STORM instance is sat, being true under a
// model whose fragments our evaluator valued: a wrong value of ours would show here as an unsat).
import { expect, it } from 'vitest';
import { janus } from '../../src/mutators/janus/index.js';
import { sae } from '../../src/mutators/sae/index.js';
import { modelQuery, prepareStorm, storm } from '../../src/mutators/storm/index.js';
import type { Expected, Mutator, MutatorInput } from '../../src/mutators/types.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { walk } from '../../src/mutators/walk.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import { runNative } from '../../src/solvers/native/index.js';
import { CVC5_NATIVE, Z3_NATIVE } from '../solvers/native-lanes.js';
import { loadCorpusManifest, readCorpusSeed, type CorpusRow } from '../support/corpus.js';
import { mapConcurrently } from '../support/corpus-results.js';
import { knownSolverLimit } from '../support/solver-limits.js';

const STEPS = 5;
const CVC5_EXTRAS = ['--sets-ext', '--strings-exp', '--arrays-exp'];

interface Job {
  row: CorpusRow;
  solver: 'z3' | 'cvc5';
  mutator: Mutator;
  step: number;
  text: string;
  expected: Expected;
}

const lane = (row: CorpusRow, solver: 'z3' | 'cvc5') =>
  solver === 'z3' ? Z3_NATIVE : { ...CVC5_NATIVE, options: [...new Set([...row.cvc5Options, ...CVC5_EXTRAS])] };

/** M for STORM: a model of the seed (of its negation when unsat) from the solver that decided it. */
async function modelFor(row: CorpusRow, solver: 'z3' | 'cvc5', input: MutatorInput): Promise<string | undefined> {
  const query = printScript(modelQuery(input.script, row.expected === 'unsat'));
  const o = await runNative(lane(row, solver), query, { timeoutMs: 10_000, produceModel: true });
  return o.status === 'ok' && o.answers.at(-1) === 'sat' ? o.model : undefined;
}

it('SAE, Janus and STORM keep their promise on the extension files', async () => {
  const rows = loadCorpusManifest().filter(
    (r) => r.path.startsWith('ext/') && (r.z3 === r.expected || r.cvc5 === r.expected),
  );
  const jobs: Job[] = [];
  const bugs: string[] = [];
  const produced: Record<string, number> = {};
  for (const row of rows) {
    const parsed = parseScript(readCorpusSeed(row.path).text);
    if (!parsed.ok) throw new Error(`${row.path}: ${parsed.error.message}`);
    const solver = row.cvc5 === row.expected ? 'cvc5' : 'z3';
    const label = row.expected as Expected;
    const base: MutatorInput = { script: parsed.value, label, answer: label };
    const model = await modelFor(row, solver, base);
    const pool = model ? await prepareStorm(parsed.value, model) : undefined;
    const inputs: [Mutator, MutatorInput | undefined][] = [
      [sae, base],
      [janus, base],
      [storm, model && pool ? { script: parsed.value, model, modelValues: pool.asked } : undefined],
    ];
    for (const [mutator, input] of inputs) {
      if (!input) continue;
      const config = { rngSeed: 11, mode: 'reset' as const, iterations: STEPS, options: defaultOptions(mutator.info) };
      for (const step of walk(mutator, input, config)) {
        if (!step.ok) {
          if (step.bug) bugs.push(`${row.path} ${mutator.info.name} step ${step.step}: ${step.reason}`);
          continue;
        }
        produced[mutator.info.name] = (produced[mutator.info.name] ?? 0) + 1;
        const oracle = step.result.oracle;
        if (oracle.kind !== 'expected') continue;
        jobs.push({ row, solver, mutator, step: step.step, text: step.text, expected: oracle.expected });
      }
    }
  }
  const started = performance.now();
  const outcomes = await mapConcurrently(jobs, 2, (j) =>
    runNative(lane(j.row, j.solver), j.text, { timeoutMs: 10_000 }),
  );
  const wrong: string[] = [];
  jobs.forEach((j, i) => {
    const o = outcomes[i]!;
    const answer = o.status === 'ok' ? o.answers.at(-1) : o.status;
    const where = `${j.row.path} ${j.mutator.info.name} step ${j.step} on ${j.solver}`;
    if (o.status === 'error' || o.status === 'crash') {
      if (!knownSolverLimit(o.message, o.errorKind)) wrong.push(`${where}: ${o.status} ${o.message}`);
    } else if ((answer === 'sat' || answer === 'unsat') && answer !== j.expected) {
      wrong.push(`${where}: ${answer}, expected ${j.expected}`);
    }
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${rows.length} seeds; mutants ${JSON.stringify(produced)}; ${jobs.length} runs in ${seconds} s`);
  console.log(wrong.join('\n'));
  expect(bugs).toEqual([]);
  expect(wrong).toEqual([]);
  for (const m of ['sae', 'janus', 'storm']) expect(produced[m] ?? 0).toBeGreaterThan(rows.length);
});

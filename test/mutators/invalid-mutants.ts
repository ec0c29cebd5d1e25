// OpFuzz and TypeFuzz against real solvers, measured: chained mutants of one seed per logic (10 logics),
// run on native z3 and native cvc5. A mutant both solvers reject (status `error`) is an invalid mutant;
// fewer than 2 % may be. Disagreements (sat vs unsat) are printed, not failed: they are findings.
// opfuzz-typefuzz.integration.solvers.test.ts runs 30 mutants per seed of test/corpus/;
// `npm run bench:invalid-mutants` 300 per seed of the external corpus.
import { defaultOptions, type Mutator } from '../../src/mutators/types.js';
import { walk } from '../../src/mutators/walk.js';
import type { Lane } from '../../src/solvers/lane.js';
import { runNative } from '../../src/solvers/native/index.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { logicOf, type Seed } from '../support/seed-set.js';
import { parseSeed } from './corpus-walk.js';

const TIMEOUT_MS = 2000;
const PARALLEL = 3;
const LOGICS = ['QF_BV', 'QF_LIA', 'QF_LRA', 'QF_S', 'QF_FP', 'QF_AX', 'QF_UFLIA', 'LIA', 'QF_SLIA', 'QF_ALIA'];

const Z3: Lane = {
  id: 'native:z3@4.8.12',
  family: 'z3',
  version: '4.8.12',
  backend: 'native',
  options: [],
  binary: 'z3',
};
const CVC5: Lane = {
  id: 'native:cvc5@1.0.3',
  family: 'cvc5',
  version: '1.0.3',
  backend: 'native',
  options: [],
  binary: 'cvc5',
};

/** Per logic, the smallest seed both solvers decided when the corpus was made. */
export function pickSeeds(seeds: readonly Seed[]): Seed[] {
  const decided = (r: string | undefined): boolean => r === 'sat' || r === 'unsat';
  const rows = seeds.filter((s) => decided(s.row?.z3) && decided(s.row?.cvc5));
  return LOGICS.map((logic) => {
    const sized = rows.filter((s) => logicOf(s) === logic).sort((a, b) => a.text.length - b.text.length);
    const best = sized[0];
    if (!best) throw new Error(`no decided seed for ${logic}`);
    return best;
  });
}

async function runBoth(texts: string[]): Promise<[Outcome, Outcome][]> {
  const out = new Array<[Outcome, Outcome]>(texts.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < texts.length) {
      const i = next++;
      const text = texts[i]!;
      out[i] = await Promise.all([
        runNative(Z3, text, { timeoutMs: TIMEOUT_MS }),
        runNative(CVC5, text, { timeoutMs: TIMEOUT_MS }),
      ]);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return out;
}

function mutantsOf(mutator: Mutator, seeds: readonly Seed[], iterations: number): string[] {
  const texts: string[] = [];
  for (const seed of seeds) {
    const config = {
      rngSeed: 'integration',
      mode: 'chain' as const,
      iterations,
      options: defaultOptions(mutator.info),
    };
    for (const s of walk(mutator, { script: parseSeed(seed.text, seed.path) }, config)) {
      if (!s.ok && s.bug) throw new Error(`${mutator.info.name} bug on ${seed.path} step ${s.step}: ${s.reason}`);
      if (s.ok) texts.push(s.text);
    }
  }
  return texts;
}

const answer = (o: Outcome): string => (o.status === 'ok' ? (o.answers.at(-1) ?? 'none') : o.status);

/**
 * `iterations` chained mutants of each seed (pickSeeds) on both solvers; returns the share of mutants both
 * rejected. Prints the answer pairs and the sat/unsat disagreements (findings).
 */
export async function invalidMutantRate(mutator: Mutator, seeds: readonly Seed[], iterations: number): Promise<number> {
  const texts = mutantsOf(mutator, seeds, iterations);
  if (texts.length <= seeds.length * iterations * 0.9)
    throw new Error(`only ${texts.length} mutants from ${seeds.length} seeds × ${iterations} steps`);
  const started = performance.now();
  const outcomes = await runBoth(texts);
  const counts: Record<string, number> = {};
  let bothError = 0;
  const disagreements: string[] = [];
  const examples: string[] = [];
  outcomes.forEach(([z, c], i) => {
    const key = `${answer(z)}/${answer(c)}`;
    counts[key] = (counts[key] ?? 0) + 1;
    if (z.status === 'error' && c.status === 'error') {
      bothError++;
      if (examples.length < 3) examples.push(`${z.message} | ${c.message}\n${texts[i]}`);
    }
    const a = answer(z);
    const b = answer(c);
    if ((a === 'sat' && b === 'unsat') || (a === 'unsat' && b === 'sat')) disagreements.push(texts[i]!);
  });
  const rate = bothError / texts.length;
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `${mutator.info.name}: ${texts.length} mutants of ${seeds.length} seeds in ${seconds} s; ` +
      `invalid (error on both lanes) ${(100 * rate).toFixed(2)} %; z3/cvc5 answers ${JSON.stringify(counts)}; ` +
      `${disagreements.length} sat/unsat disagreements`,
  );
  if (examples.length) console.log(`examples of invalid mutants:\n${examples.join('\n---\n')}`);
  return rate;
}

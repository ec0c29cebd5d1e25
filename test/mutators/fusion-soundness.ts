// Fusion oracle soundness, measured: SAT and UNSAT fusions of small labelled seeds (on which the
// manifest's Z3 and cvc5 answers agree with the label) run on Z3 (WASM) and native cvc5, judged by the one judge
// (soundness-judge.ts). When both solvers decide a mutant against the oracle, the mutator is wrong: there must be
// none. Any other finding of the judge is kept with its reason; unknown, timeout, error and crash are counted. fusion.soundness.solvers.test.ts runs a short
// measure on test/corpus/; `npm run bench:soundness` the long one (300 per label) on the external corpus.
import { fusion } from '../../src/mutators/fusion/index.js';
import { printMutant } from '../../src/smtlib/print/printed.js';
import { defaultOptions, type Expected, type MutationResult } from '../../src/mutators/types.js';
import { Rng } from '../../src/rng.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { bothSolversAgree, type Seed } from '../support/seed-set.js';
import { fusablePairs, labelledSeeds, type LabelledSeed, type SeedPair } from './fusion-pool.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { cvc5Outcome, verdictWord, z3Outcome } from './fusion-solvers.js';
import { judgeMutant } from './soundness-judge.js';

const MUTANTS_PER_PAIR = 2;
const MAX_SEED_BYTES = 2000;
export const Z3_TIMEOUT_MS = 2000;
const CVC5_TIMEOUT_MS = 2000;

/** Small seeds whose label both solvers confirmed: fusion's inputs. */
export function fusionPool(seeds: readonly Seed[]): LabelledSeed[] {
  return labelledSeeds(seeds.filter(bothSolversAgree)).filter((s) => s.bytes <= MAX_SEED_BYTES);
}

interface Case {
  pair: SeedPair;
  result: MutationResult;
  text: string;
}

function cases(pool: readonly LabelledSeed[], label: Expected, count: number): Case[] {
  const out: Case[] = [];
  // As many pairs as mutants: some fusions fail; the first `count` mutants are kept.
  const pairs = fusablePairs(pool, label, count, 'soundness');
  pairs.forEach((pair, i) => {
    const input = { script: pair.first.script, label, second: { script: pair.second.script, label } };
    for (let k = 0; k < MUTANTS_PER_PAIR; k++) {
      const r = fusion.mutate(input, Rng.of('soundness', label, i, k), defaultOptions(fusion.info));
      if (r.ok) out.push({ pair, result: r, text: printMutant(r.mutant) });
    }
  });
  return out;
}

export interface Tally {
  cases: number;
  bothAgreeWithOracle: number;
  mutatorBugs: string[];
  findings: string[];
  undecided: Record<string, number>;
}

function tallyOne(c: Case, outcomes: readonly Outcome[], tally: Tally): void {
  const name = `${c.pair.first.path} + ${c.pair.second.path} [${c.result.trace
    .map((t) => t.rule)
    .filter((r) => !r.includes(':r_'))
    .join(' ')}]`;
  tally.cases++;
  for (const o of outcomes) {
    const word = verdictWord(o);
    if (word !== 'sat' && word !== 'unsat')
      tally.undecided[`${o.laneId} ${word}`] = (tally.undecided[`${o.laneId} ${word}`] ?? 0) + 1;
  }
  const judged = judgeMutant(c.text, c.result.oracle, outcomes);
  if (judged.class === 'mutator-bug')
    tally.mutatorBugs.push(`${name}: every solver contradicts the oracle (${judged.findings.join('; ')})`);
  else if (judged.class === 'finding') tally.findings.push(`${name}: ${judged.findings.join('; ')}`);
  else if (judged.class === 'agree') tally.bothAgreeWithOracle++;
}

/** Fuses `count` mutants of `label` seeds from `pool`, runs them on both solvers and tallies them. */
export async function fusionSoundness(
  z3: Z3Engine,
  pool: readonly LabelledSeed[],
  label: Expected,
  count: number,
  timeoutMs = Z3_TIMEOUT_MS,
): Promise<Tally> {
  const all = cases(pool, label, count).slice(0, count);
  const tally: Tally = { cases: 0, bothAgreeWithOracle: 0, mutatorBugs: [], findings: [], undecided: {} };
  for (const c of all) {
    const outcomes = await Promise.all([
      z3Outcome(z3, c.text, timeoutMs),
      cvc5Outcome(c.text, Math.max(timeoutMs, CVC5_TIMEOUT_MS)),
    ]);
    tallyOne(c, outcomes, tally);
  }
  console.log(`${label} fusion soundness:`, JSON.stringify({ ...tally, findings: tally.findings.length }, null, 1));
  for (const f of tally.findings) console.log(`  finding: ${f}`);
  return tally;
}

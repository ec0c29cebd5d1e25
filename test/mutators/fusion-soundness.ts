// Fusion oracle soundness, measured: SAT and UNSAT fusions of small labelled seeds (on which the
// manifest's Z3 and cvc5 answers agree with the label) run on Z3 (WASM) and native cvc5.
// When both solvers decide a mutant and agree with each other but not with the oracle, the mutator
// is wrong: there must be none. A single solver contradicting the oracle is a finding (kept with its
// reason); unknown, timeout, error and crash are counted. fusion.soundness.solvers.test.ts runs a short
// measure on test/corpus/; `npm run bench:soundness` the long one (300 per label) on the external corpus.
import { fusion } from '../../src/mutators/fusion/index.js';
import { printMutant } from '../../src/smtlib/print/printed.js';
import { defaultOptions, type Expected, type MutationResult } from '../../src/mutators/types.js';
import { Rng } from '../../src/rng.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { bothSolversAgree, type Seed } from '../support/seed-set.js';
import { fusablePairs, labelledSeeds, type LabelledSeed, type SeedPair } from './fusion-pool.js';
import { runCvc5, runZ3, type Run } from './fusion-solvers.js';

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

function judge(c: Case, z3: Run, cvc5: Run, tally: Tally): void {
  const oracle = c.result.oracle.expected!;
  const name = `${c.pair.first.path} + ${c.pair.second.path} [${c.result.trace
    .map((t) => t.rule)
    .filter((r) => !r.includes(':r_'))
    .join(' ')}]`;
  const decided = (r: Run) => r.verdict === 'sat' || r.verdict === 'unsat';
  tally.cases++;
  for (const [solver, run] of [
    ['z3', z3],
    ['cvc5', cvc5],
  ] as const) {
    if (!decided(run))
      tally.undecided[`${solver} ${run.verdict}`] = (tally.undecided[`${solver} ${run.verdict}`] ?? 0) + 1;
  }
  if (decided(z3) && decided(cvc5) && z3.verdict === cvc5.verdict && z3.verdict !== oracle) {
    tally.mutatorBugs.push(`${name}: both solvers say ${z3.verdict}, the oracle ${oracle}`);
  } else if ((decided(z3) && z3.verdict !== oracle) || (decided(cvc5) && cvc5.verdict !== oracle)) {
    tally.findings.push(`${name}: oracle ${oracle}, z3 ${z3.verdict}, cvc5 ${cvc5.verdict}`);
  } else if (z3.verdict === 'crash' || cvc5.verdict === 'crash') {
    tally.findings.push(`${name}: crash (z3: ${z3.message || z3.verdict}; cvc5: ${cvc5.message || cvc5.verdict})`);
  } else if (z3.verdict === 'error' || cvc5.verdict === 'error') {
    tally.findings.push(`${name}: rejected (z3: ${z3.message || z3.verdict}; cvc5: ${cvc5.message || cvc5.verdict})`);
  } else if (z3.verdict === oracle && cvc5.verdict === oracle) {
    tally.bothAgreeWithOracle++;
  }
}

/** Fuses `count` mutants of `label` seeds from `pool`, runs them on both solvers and tallies them. */
export async function fusionSoundness(
  z3: Z3Engine,
  pool: readonly LabelledSeed[],
  label: Expected,
  count: number,
): Promise<Tally> {
  const all = cases(pool, label, count).slice(0, count);
  const tally: Tally = { cases: 0, bothAgreeWithOracle: 0, mutatorBugs: [], findings: [], undecided: {} };
  for (const c of all) {
    const [zr, cr] = await Promise.all([runZ3(z3, c.text, Z3_TIMEOUT_MS), runCvc5(c.text, CVC5_TIMEOUT_MS)]);
    judge(c, zr, cr, tally);
  }
  console.log(`${label} fusion soundness:`, JSON.stringify({ ...tally, findings: tally.findings.length }, null, 1));
  for (const f of tally.findings) console.log(`  finding: ${f}`);
  return tally;
}

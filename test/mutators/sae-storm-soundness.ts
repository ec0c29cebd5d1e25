// Oracle soundness of SAE and STORM, measured: mutants built from labelled seeds on which the
// manifest's Z3 and cvc5 answers agree with the label, run on Z3 (WASM 5.2.0) and native cvc5, judged by the one
// judge (soundness-judge.ts). Both solvers deciding a mutant against the oracle = a bug in our mutator: there must
// be none. Any other finding of the judge is the solvers' (kept and printed); for SAE, Z3 also gives the model of a
// sat answer, which the judge checks against the mutant (invalid model). Counts are printed by mutator and rule.
// sae-storm.soundness.solvers.test.ts runs a short measure on test/corpus/; `npm run bench:soundness` the
// long one (300 mutants each) on the external corpus.
import { sae } from '../../src/mutators/sae/index.js';
import { storm } from '../../src/mutators/storm/index.js';
import { printMutant } from '../../src/smtlib/print/printed.js';
import { defaultOptions, type MutationResult, type Mutator } from '../../src/mutators/types.js';
import { Rng } from '../../src/rng.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import type { Seed } from '../support/seed-set.js';
import { cvc5Outcome, verdictWord, z3Outcome } from './fusion-solvers.js';
import { judgeMutant } from './soundness-judge.js';
import { simpleSeeds, z3Model, type SimpleSeed } from './storm-sae-support.js';

const PER_SEED = 3;
export const TIMEOUT_MS = 2000;

interface Case {
  seed: SimpleSeed;
  result: MutationResult;
  text: string;
}

export interface Tally {
  cases: number;
  /** The labels of the seeds the cases came from. */
  labels: string[];
  agreeWithOracle: number;
  mutatorBugs: string[];
  findings: string[];
  undecided: Record<string, number>;
  byRule: Record<string, { mutants: number; violations: number }>;
}

/** Small seeds whose label both solvers confirmed, quantifier-free ones first. */
export function soundnessSeeds(seeds: readonly Seed[]): SimpleSeed[] {
  const all = simpleSeeds(seeds, 2500).filter((s) => s.agreed);
  return [...all.filter((s) => s.quantifierFree), ...all.filter((s) => !s.quantifierFree)];
}

const ruleKey = (rule: string): string => rule.replace(/→.*/, '').replace(/:(none|not|and|or|=>|xor)$/, '');

async function judge(z3: Z3Engine, mutator: Mutator, cases: readonly Case[]): Promise<Tally> {
  const labels = [...new Set(cases.map((c) => c.seed.label))].sort();
  const tally: Tally = {
    cases: 0,
    labels,
    agreeWithOracle: 0,
    mutatorBugs: [],
    findings: [],
    undecided: {},
    byRule: {},
  };
  for (const c of cases) {
    const outcomes = await Promise.all([
      z3Outcome(z3, c.text, TIMEOUT_MS, mutator === sae),
      cvc5Outcome(c.text, TIMEOUT_MS),
    ]);
    const rules = [...new Set(c.result.trace.map((t) => ruleKey(t.rule)))];
    const name = `${c.seed.path} [${rules.join(' ')}]`;
    tally.cases++;
    for (const o of outcomes) {
      const word = verdictWord(o);
      if (word !== 'sat' && word !== 'unsat')
        tally.undecided[`${o.laneId} ${word}`] = (tally.undecided[`${o.laneId} ${word}`] ?? 0) + 1;
    }
    const judged = judgeMutant(c.text, c.result.oracle, outcomes);
    const violated = judged.judgement.findings.some((f) => f.kind === 'soundness');
    for (const r of rules) {
      const entry = (tally.byRule[r] ??= { mutants: 0, violations: 0 });
      entry.mutants++;
      if (violated) entry.violations++;
    }
    if (judged.class === 'mutator-bug')
      tally.mutatorBugs.push(`${name}: every solver contradicts the oracle (${judged.findings.join('; ')})\n${c.text}`);
    else if (judged.class === 'finding') tally.findings.push(`${name}: ${judged.findings.join('; ')}`);
    else if (judged.class === 'agree') tally.agreeWithOracle++;
  }
  return tally;
}

function report(name: string, tally: Tally): void {
  console.log(
    `${name} soundness:`,
    JSON.stringify({ ...tally, mutatorBugs: tally.mutatorBugs.length, findings: tally.findings.length }, null, 1),
  );
  for (const f of tally.findings.slice(0, 30)) console.log(`  finding: ${f}`);
  for (const b of tally.mutatorBugs) console.log(`  MUTATOR BUG: ${b}`);
}

/** `count` SAE mutants (PER_SEED per seed) run on both solvers; SAE's sat answers get Z3's model checked. */
export async function saeSoundness(z3: Z3Engine, seeds: readonly SimpleSeed[], count: number): Promise<Tally> {
  const cases: Case[] = [];
  for (const [i, seed] of seeds.entries()) {
    for (let k = 0; k < PER_SEED && cases.length < count; k++) {
      const out = sae.mutate(
        { script: seed.script, answer: seed.label },
        Rng.of('sae-soundness', i, k),
        defaultOptions(sae.info),
      );
      if (out.ok) cases.push({ seed, result: out, text: printMutant(out.mutant) });
    }
    if (cases.length >= count) break;
  }
  const tally = await judge(z3, sae, cases);
  report('SAE', tally);
  return tally;
}

/** `count` STORM instances (models of the seeds from Z3) run on both solvers. */
export async function stormSoundness(z3: Z3Engine, seeds: readonly SimpleSeed[], count: number): Promise<Tally> {
  const cases: Case[] = [];
  // Smaller bounds than the paper's 64 keep the solver time of 300 instances within the test budget.
  const options = { ...defaultOptions(storm.info), amax: 16, dmax: 16, nc: 200 };
  for (const [i, seed] of seeds.entries()) {
    if (cases.length >= count) break;
    const model = await z3Model(z3, seed);
    if (!model) continue;
    for (let k = 0; k < PER_SEED && cases.length < count; k++) {
      const incremental = k === PER_SEED - 1;
      const out = storm.mutate({ script: seed.script, model }, Rng.of('storm-soundness', i, k), {
        ...options,
        incremental,
      });
      if (out.ok)
        cases.push({
          seed,
          result: {
            ...out,
            trace: [{ ...out.trace[0]!, rule: incremental ? 'storm:incremental' : 'storm:instance' }],
          },
          text: printMutant(out.mutant),
        });
    }
  }
  const tally = await judge(z3, storm, cases);
  report('STORM', tally);
  return tally;
}

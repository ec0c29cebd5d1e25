// Janus oracle soundness, measured: mutants of small labelled seeds (Z3 and cvc5 both agree
// with the label on the seed) run on Z3 5.2.0 (wasm) and native cvc5 1.0.3, judged by the one judge
// (soundness-judge.ts) under the mutant's own oracle. If both solvers decide a mutant against the oracle, the
// mutator is wrong: there must be none. Any other finding (one solver against the oracle, an unknown where the
// answer is implied: incompleteness) is the solvers'. Counts are printed by the rule that produced the mutant.
// janus.soundness.solvers.test.ts runs a short measure on test/corpus/; `npm run bench:soundness` the long
// one (≥ 300 mutants) on the external corpus.
import { parseLane } from '../../src/solvers/lane-spec.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import type { JanusCase } from './janus-cases.js';
import { cvc5Outcome, verdictWord } from './fusion-solvers.js';
import { judgeMutant } from './soundness-judge.js';
import { NO_SPARE } from '../support/no-spare.js';

export const MAX_SEED_BYTES = 1500;
export const STEPS = [4, 24];
const TIMEOUT_MS = 2000;

const z3Lane = (() => {
  const l = parseLane('z3');
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
})();

export interface Row {
  mutants: number;
  bothAgree: number;
  undecided: number;
  findings: number;
  bugs: number;
}

export interface JanusTally {
  byRule: Map<string, Row>;
  /** Refuted by both solvers: a mutator bug. */
  bugs: string[];
  findings: string[];
}

/** Runs the cases on Z3 5.2.0 (wasm, its own pool) and native cvc5 and tallies them by rule. */
export async function janusSoundness(cases: readonly JanusCase[]): Promise<JanusTally> {
  const pool = new SolverPool([z3Lane], (l) => createNodeSolver(l, NO_SPARE), 1);
  await pool.start();
  try {
    const byRule = new Map<string, Row>();
    const bugs: string[] = [];
    const findings: string[] = [];
    const show = (c: JanusCase, what: string): string =>
      `${c.seed.path}#${c.step} [${c.chain.join(' ; ')}] ${what}\n--- parent\n${c.parent}\n--- mutant\n${c.mutant}`;
    for (const c of cases) {
      const outcomes = await Promise.all([
        pool.run(z3Lane.id, c.mutant, { timeoutMs: TIMEOUT_MS }),
        cvc5Outcome(c.mutant, TIMEOUT_MS),
      ]);
      const rule = c.chain.at(-1)!;
      const row = byRule.get(rule) ?? { mutants: 0, bothAgree: 0, undecided: 0, findings: 0, bugs: 0 };
      byRule.set(rule, row);
      row.mutants++;
      const said = outcomes.map((o) => `${o.laneId} ${verdictWord(o)}`).join(', ');
      const judged = judgeMutant(c.mutant, c.oracle, outcomes);
      if (judged.class === 'mutator-bug') {
        row.bugs++;
        bugs.push(show(c, `both contradict the oracle ${c.label} (${said})`));
      } else if (judged.class === 'finding') {
        row.findings++;
        findings.push(show(c, `${judged.findings.join('; ')} (${said})`));
      } else if (judged.class === 'agree') row.bothAgree++;
      else row.undecided++;
    }
    const lines = [...byRule.entries()]
      .sort((a, b) => b[1].mutants - a[1].mutants)
      .map(
        ([r, n]) =>
          `${r.padEnd(52)} ${n.mutants} mutants, ${n.bothAgree} agree, ${n.undecided} undecided, ${n.findings} findings, ${n.bugs} bugs`,
      );
    console.log(`janus soundness: ${cases.length} mutants (timeout ${TIMEOUT_MS} ms)\n${lines.join('\n')}`);
    if (findings.length > 0) console.log(`single-solver soundness findings:\n${findings.join('\n\n')}`);
    return { byRule, bugs, findings };
  } finally {
    pool.dispose();
  }
}

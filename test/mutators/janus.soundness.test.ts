// Janus oracle soundness, measured: mutants of small labelled public seeds (Z3 and cvc5 both agree
// with the label on the seed) run on Z3 5.2.0 (wasm) and native cvc5 1.0.3. If both solvers decide a
// mutant, agree with each other and contradict the oracle, the mutator is wrong: there must be none.
// A single solver contradicting the oracle is a soundness finding; unknowns are implication
// incompleteness candidates. Counts are printed by the rule that produced the mutant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { janusVerdict } from '../../src/oracles/janus.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import { agreedSeeds, janusCases, type JanusCase } from './janus-cases.js';
import { runCvc5, type Verdict } from './fusion-solvers.js';

const MIN_MUTANTS = 300;
const MAX_SEED_BYTES = 1500;
const STEPS = [4, 24];
const TIMEOUT_MS = 2000;

const z3Lane = (() => {
  const l = parseLane('z3');
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
})();
const pool = new SolverPool([z3Lane], (l) => createNodeSolver(l), 1);

beforeAll(() => pool.start(), 60_000);
afterAll(() => pool.dispose());

async function z3Verdict(text: string): Promise<Verdict> {
  const o = await pool.run(z3Lane.id, text, { timeoutMs: TIMEOUT_MS });
  return o.status === 'ok' ? (o.answers.at(-1) ?? 'error') : o.status;
}

interface Row {
  mutants: number;
  bothAgree: number;
  undecided: number;
  findings: number;
  bugs: number;
}

describe('Janus oracle soundness on Z3 wasm and native cvc5', () => {
  it(`builds ≥ ${MIN_MUTANTS} mutants and none is refuted by both solvers`, { timeout: 900_000 }, async () => {
    const cases = janusCases(agreedSeeds(MAX_SEED_BYTES), 'janus-soundness', STEPS);
    expect(cases.length).toBeGreaterThanOrEqual(MIN_MUTANTS);
    const byRule = new Map<string, Row>();
    const bugs: string[] = [];
    const findings: string[] = [];
    const show = (c: JanusCase, what: string): string =>
      `${c.seed.path}#${c.step} [${c.chain.join(' ; ')}] ${what}\n--- parent\n${c.parent}\n--- mutant\n${c.mutant}`;
    for (const c of cases) {
      const [z3, cvc5] = await Promise.all([z3Verdict(c.mutant), runCvc5(c.mutant, TIMEOUT_MS)]);
      const rule = c.chain.at(-1)!;
      const row = byRule.get(rule) ?? { mutants: 0, bothAgree: 0, undecided: 0, findings: 0, bugs: 0 };
      byRule.set(rule, row);
      row.mutants++;
      const verdicts = janusVerdict({
        expected: c.label,
        lanes: [
          { laneId: 'z3', seed: c.label, mutant: z3 },
          { laneId: 'cvc5', seed: c.label, mutant: cvc5.verdict },
        ],
      });
      const refuted = verdicts.filter((v) => v.kind === 'soundness');
      if (refuted.length === 2) {
        row.bugs++;
        bugs.push(show(c, `both say ${z3}, oracle ${c.label}`));
      } else if (refuted.length === 1) {
        row.findings++;
        findings.push(show(c, `${refuted[0]!.laneId} contradicts the oracle (z3 ${z3}, cvc5 ${cvc5.verdict})`));
      } else if (z3 === c.label && cvc5.verdict === c.label) row.bothAgree++;
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
    expect(bugs).toEqual([]);
  });
});

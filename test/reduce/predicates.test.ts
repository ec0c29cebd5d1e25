// The finding-built predicates on real solvers (native cvc5 and z3): incompleteness is kept while
// reducing, and a golden run without the behaviour is refused.
import { afterAll, describe, expect, it } from 'vitest';
import { resolveLanes } from '../../src/cli/lanes.js';
import {
  keepFinding,
  NotReproducible,
  planNamed,
  reduce,
  solverText,
  type PredicateName,
} from '../../src/reduce/index.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import { parsed, seedText } from './bury.js';

const lanes = await resolveLanes(['native:cvc5', 'native:z3']);
const [cvc5, z3] = [lanes[0]!.id, lanes[1]!.id];
const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), 1);
const run = (id: string, text: string, o: { timeoutMs: number }) => pool.run(id, text, o);
afterAll(() => pool.dispose());
const keep = (name: PredicateName, ids: string[], text: string) => {
  const plan = planNamed(name, ids);
  if (!plan.ok) throw new Error(plan.reason);
  return keepFinding(run, plan.target, text);
};

describe('solver predicates', () => {
  it('keeps cvc5 unknown while z3 decides, and the reduced script still shows it', { timeout: 300_000 }, async () => {
    const text = seedText('ALIA/sat/piVC_982830.sat.smt2');
    const { predicate, keeps } = await keep('unknown', [cvc5, z3], text);
    expect(keeps).toMatchObject({ kind: 'incompleteness', lanes: [cvc5, z3] });
    const result = await reduce(parsed(text), predicate, { maxCandidates: 150 });
    expect(result.text.length).toBeLessThan(text.length);
    const [a, b] = await Promise.all([
      run(cvc5, solverText(result.script), { timeoutMs: 30_000 }),
      run(z3, solverText(result.script), { timeoutMs: 30_000 }),
    ]);
    expect(a.answers).toContain('unknown');
    expect(b.answers.some((x) => x === 'sat' || x === 'unsat')).toBe(true);
  });

  it('refuses goldens without the behaviour', async () => {
    const agreeing = '(set-logic QF_LIA)(declare-const x Int)(assert (> x 2))(check-sat)';
    await expect(keep('disagree', [cvc5, z3], agreeing)).rejects.toBeInstanceOf(NotReproducible);
    await expect(keep('unknown', [cvc5, z3], agreeing)).rejects.toBeInstanceOf(NotReproducible);
    await expect(keep('crash', [cvc5], agreeing)).rejects.toBeInstanceOf(NotReproducible);
    await expect(keep('invalid-model', [z3], agreeing)).rejects.toBeInstanceOf(NotReproducible);
  });
});

// The finding-built predicates on real solvers (native cvc5 and z3): incompleteness is kept while
// reducing, and a golden run without the behaviour is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLanes } from '../../src/cli/lanes.js';
import { planNamed, type PredicateName } from '../../src/oracles/index.js';
import { keepFinding, NotReproducible, reduce, solverText } from '../../src/reduce/index.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import { ownSeeds } from '../support/seed-set.js';
import { parsed } from './bury.js';

let pool: SolverPool;
let cvc5: string;
let z3: string;
const run = (id: string, text: string, o: { timeoutMs: number }) => pool.run(id, text, o);
beforeAll(async () => {
  const lanes = await resolveLanes(['native:cvc5', 'native:z3']);
  [cvc5, z3] = [lanes[0]!.id, lanes[1]!.id];
  pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), 1);
});
afterAll(() => pool?.dispose());

/** The largest seed of the repo corpus that native cvc5 answers unknown and native z3 decides. */
function incompleteOnCvc5(): string {
  const seeds = ownSeeds()
    .filter((s) => s.row?.cvc5 === 'unknown' && /^(sat|unsat)$/.test(s.row.z3))
    .sort((a, b) => b.text.length - a.text.length);
  if (!seeds[0]) throw new Error('test/corpus has no seed cvc5 answers unknown and z3 decides');
  return seeds[0].text;
}

const keep = (name: PredicateName, ids: string[], text: string) => {
  const plan = planNamed(name, ids);
  if (!plan.ok) throw new Error(plan.reason);
  return keepFinding(run, plan.target, text);
};

describe('solver predicates', () => {
  it('keeps cvc5 unknown while z3 decides, and the reduced script still shows it', async () => {
    const text = incompleteOnCvc5();
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

// The done-when of the reducer on real solvers: each known cvc5 1.0.3 crash trigger of the external
// corpus, buried in a larger script of its public seeds, reduces back to at most 1.5× the trigger's size
// with the same crash signature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLanes } from '../../src/cli/lanes.js';
import { planNamed } from '../../src/oracles/index.js';
import { keepFinding, reduce, solverText } from '../../src/reduce/index.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { Lane } from '../../src/solvers/lane.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import { BURIALS, buryAs, parsed, triggerText } from './bury.js';

let cvc5: Lane;
let pool: SolverPool;
const run = (id: string, text: string, o: { timeoutMs: number }) => pool.run(id, text, o);
beforeAll(async () => {
  const lanes = await resolveLanes(['native:cvc5']);
  cvc5 = lanes[0]!;
  pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), 2);
});
afterAll(() => pool?.dispose());

describe.each(BURIALS)('reducing $trigger buried in two seeds', (burial) => {
  it('gets back to ≤ 1.5× the trigger with the same crash signature', async () => {
    const trigger = triggerText(burial.trigger);
    const original = await run(cvc5.id, trigger, { timeoutMs: 30_000 });
    expect(original.status).toBe('crash');

    const buried = buryAs(burial);
    expect(buried.length).toBeGreaterThan(2.5 * trigger.length);
    const plan = planNamed('crash', [cvc5.id]);
    if (!plan.ok) throw new Error(plan.reason);
    const { predicate, golden } = await keepFinding(run, plan.target, buried);
    expect(golden[0]!.message).toBe(original.message);

    // A candidate budget keeps the slow nonlinear trigger (≈0.5 s per candidate) within test time.
    const result = await reduce(parsed(buried), predicate, { jobs: 2, maxCandidates: 250 });
    expect(result.text.length).toBeLessThanOrEqual(1.5 * trigger.length);
    expect(result.stats.bytesAfter).toBe(result.text.length);

    const reparsed = parseScript(result.text);
    expect(reparsed.ok && checkScript(reparsed.value).ok).toBe(true);
    const again = await run(cvc5.id, solverText(result.script), { timeoutMs: 30_000 });
    expect(again.status).toBe('crash');
    expect(again.message).toBe(original.message);
  });
});

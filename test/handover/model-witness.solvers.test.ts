// A disagreement between two Z3 lanes that both run with options, on real Z3 WebAssembly (5.2.0 and 4.8.17) and our
// formula test/corpus/QF_S/contains-b.smt2 (live bug 3 of BENCHMARKS.md): no lane answers as shipped, so no guess
// says which side is wrong; the model Z3 5.2.0 gives for its sat falsifies an assertion, and the live check then
// varies that side and says "live in Z3 5.2.0". Without the model the finding stayed "not checked".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bisect } from '../../src/handover/bisect.js';
import { makeFinding, solverInfo } from '../../src/finding/record.js';
import { liveCheck } from '../../src/handover/live-check.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { judge, planFor } from '../../src/oracles/index.js';
import type { Oracle } from '../../src/mutators/types.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { optionLanes } from '../../src/solvers/option-lanes.js';
import { SolverPool } from '../../src/solvers/pool.js';
import type { RunLane } from '../../src/solvers/runner.js';
import { readCorpusSeed } from '../support/corpus.js';

const NEW = 'z3@5.2.0';
const OLD = 'z3@4.8.17';
const WRONG = `${NEW}+rewriter.coalesce_chars=false+sat.smt=true`;
const RIGHT = `${OLD}+smt.relevancy=0`;
const TIMEOUT_MS = 20_000;
const differential = { kind: 'differential', expected: null } as const;

/** The finding the judge makes of `outcomes` on our strings formula, as a step records it (WRONG's options drawn). */
async function findingOn(
  text: string,
  oracle: Oracle,
  outcomes: Outcome[],
  moreOptions: Record<string, string[]> = {},
) {
  const lanes = outcomes.map((o) => o.laneId);
  return makeFinding({
    raw: judge(undefined, oracle, outcomes).findings[0]!,
    logic: 'QF_S',
    rules: [],
    origin: 'step',
    mutant: text,
    seed: text,
    oracle,
    outcomes,
    solvers: (await resolveLanes(lanes.map((l) => (l === WRONG ? NEW : l === RIGHT ? OLD : l)))).map((l) =>
      solverInfo(l, undefined),
    ),
    timeoutMs: TIMEOUT_MS,
    solverOptions: { byLane: { [NEW]: ['rewriter.coalesce_chars=false', 'sat.smt=true'], ...moreOptions }, marked: [] },
  });
}

describe('a model tells which side of a disagreement between two tuned Z3 lanes is wrong', () => {
  let pool: SolverPool;
  let run: RunLane;

  beforeAll(async () => {
    const lanes = await resolveLanes([NEW, OLD]);
    pool = new SolverPool(lanes, (lane) => createNodeSolver(lane, { warmSpare: false }), 1);
    await pool.start();
    run = optionLanes((id, t, o) => pool.run(id, t, o), [NEW, OLD]);
  });

  afterAll(() => pool?.dispose());

  it('varies the sat side, whose model falsifies an assertion, and finds it live in 5.2.0', async () => {
    const text = readCorpusSeed('QF_S/contains-b.smt2').text;
    const script = parseScript(text);
    if (!script.ok) throw new Error(script.error.message);
    const outcomes = await Promise.all([WRONG, RIGHT].map((l) => run(l, text, { timeoutMs: TIMEOUT_MS })));
    expect(outcomes.map((o) => o.answers)).toEqual([['sat'], ['unsat']]);
    expect(judge(script.value, differential, outcomes).findings[0]!.kind).toBe('soundness');
    const finding = await findingOn(text, differential, outcomes, { [OLD]: ['smt.relevancy=0'] });
    const plan = planFor(finding, finding.oracle, finding.outcomes);
    if (!plan.ok) throw new Error(plan.reason);
    const b = await bisect({ text, target: plan.target, versions: ['5.2.0'], run, timeoutMs: TIMEOUT_MS });
    if (!b.ok) throw new Error(b.reason);
    expect(b.bisection.varied).toEqual([WRONG]);
    expect(b.bisection.why).toBe(`the sat side: the model of ${WRONG} makes assertion 2 false`);

    const live = await liveCheck({ finding, newest: { z3: ['z3@5.2.0'] }, run });
    expect(live).toMatchObject({ verdict: 'live', release: '5.2.0', text: 'live in Z3 5.2.0' });
  });

  it('says what is wrong with the model of a sat that is wrong by construction', async () => {
    // The same sat, judged against the formula's known answer (unsat) instead of another lane.
    const text = readCorpusSeed('QF_S/contains-b.smt2').text;
    const expected = { kind: 'expected', expected: 'unsat' } as const;
    const outcomes = [await run(WRONG, text, { timeoutMs: TIMEOUT_MS })];
    expect(judge(undefined, expected, outcomes).findings[0]).toMatchObject({
      kind: 'soundness',
      lanes: [WRONG],
      said: ['sat'],
      expected: 'unsat',
    });
    const finding = await findingOn(text, expected, outcomes);
    const live = await liveCheck({ finding, newest: { z3: ['z3@5.2.0'] }, run });
    expect(live).toMatchObject({ verdict: 'live', modelFault: 'its model makes assertion 2 false' });
  });
});

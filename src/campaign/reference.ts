// What the solver-backed mutators need before they mutate a seed, computed on a reference lane:
// STORM's model M (of the seed, or of its negation when unsat) and the values of the fragments our
// evaluator cannot establish (Z3 `eval`, only on Z3 lanes); a fragment nobody can value is dropped.
// The results are plain data, recorded with findings, so that mutants are rebuilt without a solver.
import { modelQuery, parseEvalAnswers, prepareStorm, z3EvalQuery } from '../mutators/storm/index.js';
import type { Expected, ReferenceModel } from '../mutators/types.js';
import { lastAnswer, saidWord } from '../oracles/index.js';
import type { Script, Term } from '../smtlib/ast.js';
import { printScript } from '../smtlib/printer.js';
import type { Lane } from '../solvers/lane.js';
import type { LaneRunner, RunLane } from '../solvers/runner.js';

/** Defined beside the mutator input it feeds (a finding record keeps it too). */
export type { ReferenceModel } from '../mutators/types.js';

/** STORM's reference: a lane and the runner that runs it (it need not be a lane under test). */
export interface ReferenceLane {
  lane: Pick<Lane, 'id' | 'family'>;
  run: RunLane;
}

/** The reference when none is named: the first Z3 lane under test, else the first lane. */
export function defaultReference(runner: LaneRunner): ReferenceLane {
  const lane = runner.lanes.find((l) => l.family === 'z3') ?? runner.lanes[0]!;
  return { lane, run: (laneId, text, options) => runner.run(laneId, text, options) };
}

export type ReferenceResult = ({ ok: true } & ReferenceModel) | { ok: false; reason: string };

export async function referenceModel(
  script: Script,
  label: Expected,
  lane: Pick<Lane, 'id' | 'family'>,
  run: RunLane,
  timeoutMs: number,
): Promise<ReferenceResult> {
  const negate = label === 'unsat';
  const query = printScript(modelQuery(script, negate));
  const got = await run(lane.id, query, { timeoutMs, produceModel: true });
  const what = negate ? 'the negation of the seed' : 'the seed';
  if (got.status !== 'ok' || lastAnswer(got) !== 'sat' || got.model === undefined)
    return {
      ok: false,
      reason: `${lane.id} gives no model of ${what} (${saidWord(got)}${got.message ? `: ${got.message}` : ''})`,
    };
  const model = got.model;
  const ask =
    lane.family === 'z3'
      ? async (terms: readonly Term[]): Promise<(boolean | undefined)[]> => {
          const answer = await run(lane.id, z3EvalQuery(script, negate, terms), { timeoutMs });
          return answer.status === 'ok'
            ? parseEvalAnswers(answer.stdout, terms.length)
            : new Array<undefined>(terms.length).fill(undefined);
        }
      : undefined;
  const pool = await prepareStorm(script, model, ask);
  if (!pool) return { ok: false, reason: `the model from ${lane.id} could not be read` };
  return { ok: true, laneId: lane.id, model, modelValues: [...pool.asked] };
}

/** The seed's answer on one lane (sat/unsat), or why there is none. */
export async function seedAnswer(
  text: string,
  laneId: string,
  run: RunLane,
  timeoutMs: number,
): Promise<{ ok: true; answer: Expected } | { ok: false; reason: string }> {
  const got = await run(laneId, text, { timeoutMs });
  const answer = got.status === 'ok' ? lastAnswer(got) : undefined;
  if (answer === 'sat' || answer === 'unsat') return { ok: true, answer };
  return {
    ok: false,
    reason: got.status === 'ok' ? `answers ${answer ?? 'nothing'}` : `${got.status}: ${got.message}`,
  };
}

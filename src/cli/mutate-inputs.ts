// The solver-backed part of `smtplay mutate`: the seed's answer for Janus and SAE (on --solver, else the
// seed's `(set-info :status …)`), and STORM's reference model (on --reference, default Z3 wasm).
import { stripStatusText } from '../smtlib/status.js';
import { labelOf } from '../mutators/fusion/index.js';
import type { Expected, Mutator, MutatorInput } from '../mutators/types.js';
import type { Script } from '../smtlib/ast.js';
import { referenceModel, seedAnswer } from '../campaign/reference.js';

import type { Lane } from '../solvers/lane.js';
import { createNodeSolver } from '../solvers/node-solvers.js';
import type { RunLane } from '../solvers/runner.js';
import { UsageError } from './io.js';
import { resolveLanes } from './lanes.js';
import { checkLanesAnswer } from './lane-start.js';

export interface SolverFlags {
  solver?: string;
  reference?: string;
  timeoutMs: number;
}

export interface SeedForInputs {
  path: string;
  script: Script;
  text: string;
  label?: Expected;
}

async function withLane<T>(spec: string, use: (lane: Lane, run: RunLane) => Promise<T>): Promise<T> {
  const [lane] = await resolveLanes([spec]);
  const solver = createNodeSolver(lane!, { warmSpare: false });
  try {
    const run: RunLane = (_, text, options) => solver.run(text, options);
    const started = await solver.start().then(
      (info) => info,
      (e: unknown) => ({ error: (e as Error).message }),
    );
    await checkLanesAnswer([lane!], new Map([[lane!.id, started]]), run);
    return await use(lane!, run);
  } finally {
    solver.dispose();
  }
}

async function answerOn(spec: string, seed: SeedForInputs, timeoutMs: number): Promise<Expected> {
  const got = await withLane(spec, (lane, run) => seedAnswer(stripStatusText(seed.text), lane.id, run, timeoutMs));
  if (!got.ok) throw new UsageError(`${seed.path}: ${spec} cannot decide the seed (${got.reason}); it is skipped`);
  const said = labelOf(seed.script, seed.label);
  if (said && said !== got.answer)
    throw new UsageError(`${seed.path} says (set-info :status ${said}) but ${spec} answers ${got.answer}`);
  return got.answer;
}

/** --solver and --reference given to a mutator that runs no solver are a mistake (they would be ignored). */
export function unusedSolverFlags(mutator: Mutator, flags: { solver?: string; reference?: string }): void {
  const { needs, name } = mutator.info;
  const solves = needs.model === true || (needs.label && !needs.second);
  if (flags.solver !== undefined && !solves)
    throw new UsageError(
      `${name} runs no solver, so --solver ${flags.solver} would be ignored: drop it (janus, sae and storm take --solver)`,
    );
  if (flags.reference !== undefined && needs.model !== true)
    throw new UsageError(
      `--reference is STORM's model lane and ${name} is not storm: drop --reference ${flags.reference}`,
    );
}

/** Label, answer and model for the mutators that need them; nothing for the others. */
export async function solverInputs(
  mutator: Mutator,
  seed: SeedForInputs,
  flags: SolverFlags,
): Promise<Partial<MutatorInput>> {
  const { needs, name } = mutator.info;
  if (needs.model) {
    const spec = flags.reference ?? flags.solver ?? 'z3';
    const label = labelOf(seed.script, seed.label) ?? (await answerOn(spec, seed, flags.timeoutMs));
    const ref = await withLane(spec, (lane, run) => referenceModel(seed.script, label, lane, run, flags.timeoutMs));
    if (!ref.ok) throw new UsageError(`${seed.path}: ${ref.reason}`);
    return { label, model: ref.model, modelValues: ref.modelValues };
  }
  if (!needs.label || needs.second) return {};
  if (flags.solver) {
    const answer = await answerOn(flags.solver, seed, flags.timeoutMs);
    return { label: answer, answer };
  }
  const label = labelOf(seed.script, seed.label);
  if (!label)
    throw new UsageError(
      `${name} needs the seed's answer: give --solver LANE, or put (set-info :status sat|unsat) in ${seed.path}`,
    );
  return { label };
}

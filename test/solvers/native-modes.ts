// Fresh against persistent native processes on a set of seeds (written once over `Seed[]`, see
// test/support/seed-set.ts): each seed runs on a lane in a process of its own and in the lane's persistent process,
// once as it is and once under options drawn from the lane's own option table (as option fuzzing draws them), every
// other one asking for models, the persistent process taking the seeds one after the other so that each run follows
// others with other options. Every outcome must be the same both ways: status, answers, the error's kind and words,
// the unknown's reason, the solver's own model check; and the whole output (models included) with solver-made names
// (BOUND_VARIABLE_501) renamed in order of appearance. cvc5 numbers its terms across `(reset)` (z3 starts again), and
// orders some terms by those numbers: a persistent cvc5 may print another model (`x` 4 instead of 5 under separation
// logic), or the same one in another order. Such an output is counted, and its model must not be falsified by our
// own evaluator; for z3 the output must be the same, up to the order of a model's definitions (modelOrderFree). A run that hit the time limit either way is not compared (how
// far a solver gets in its time is not deterministic), and they are counted; a fresh run is not made after a persistent
// one at the limit. The seeds run without their status line,
// as a campaign runs seeds and mutants (a script with one runs in a fresh process: persistent-plan.ts).
import { Rng } from '../../src/rng.js';
import { stripStatusText } from '../../src/smtlib/status.js';
import { drawLaneOptions } from '../../src/scheduling/solver-options.js';
import type { Lane } from '../../src/solvers/lane.js';
import { checkModelText } from '../../src/oracles/model-check.js';
import { NativeSolver } from '../../src/solvers/native/native-solver.js';
import { optionTableOf } from '../../src/solvers/options/index.js';
import type { Outcome, RunOptions } from '../../src/solvers/outcome.js';
import type { Seed } from '../support/seed-set.js';

export interface ModeComparison {
  compared: number;
  /** Compared runs whose output differed (cvc5 only: another model, or terms in another order). */
  otherOutputs: number;
  /** Runs not compared: the time limit was reached in one mode or both. */
  timeouts: number;
  /** Compared runs the persistent process answered itself (no fresh process made or re-made them). */
  persistent: number;
  differences: string[];
}

const strict = (o: Outcome): string =>
  JSON.stringify({
    status: o.status,
    answers: o.answers,
    errorKind: o.errorKind,
    message: o.message,
    unknownReason: o.unknownReason,
    modelInvalid: o.modelInvalid,
  });

/** The output with solver-made names (`BOUND_VARIABLE_501`, `@U_2`) numbered in order of appearance. */
export function canonicalOutput(text: string): string {
  const names = new Map<string, string>();
  return text.replace(/\b([A-Za-z@][A-Za-z_]*_)(\d+)\b/g, (name, prefix: string) => {
    if (!names.has(name)) names.set(name, `${prefix}#${names.size}`);
    return names.get(name)!;
  });
}

/**
 * The output with each model's definitions in one order: z3 prints a model's entries in the order of its internal
 * ids, which a run after a (reset) numbers otherwise (measured: z3 4.13.3 printed y3 before y2 in a persistent process
 * on public/BV/sat/RND_3_3.smt2, the same definitions). The same set of definitions is the same model.
 */
export function modelOrderFree(text: string): string {
  return text.replace(/^\(\n((?: {2}\(define-fun[\s\S]*?\n)+)\)$/gm, (_all, body: string) => {
    const entries = body.split(/\n(?= {2}\(define-fun )/).map((e) => e.replace(/\n$/, ''));
    return `(\n${entries.sort().join('\n')}\n)`;
  });
}

/** The options each case runs with: none, then drawn from the lane's table (rng by path), for every seed. */
async function casesOf(lane: Lane, seeds: readonly Seed[]): Promise<{ seed: Seed; options: RunOptions }[]> {
  const describer = new NativeSolver(lane, 'fresh');
  const table = optionTableOf(lane, await describer.describeOptions(), lane.version);
  return seeds.flatMap((seed, i) => [
    { seed, options: { timeoutMs: 0, ...(i % 2 === 0 ? { produceModel: true } : {}) } },
    {
      seed,
      options: { timeoutMs: 0, options: drawLaneOptions(table, lane, Rng.of(7, 'modes', seed.path, lane.id)) },
    },
  ]);
}

export async function compareModes(lane: Lane, seeds: readonly Seed[], timeoutMs: number): Promise<ModeComparison> {
  const fresh = new NativeSolver(lane, 'fresh');
  const persistent = new NativeSolver(lane, 'persistent');
  await Promise.all([fresh.start(), persistent.start()]);
  if (persistent.freshBecause !== undefined)
    throw new Error(`${lane.id} cannot keep a persistent process: ${persistent.freshBecause}`);
  const result: ModeComparison = { compared: 0, otherOutputs: 0, timeouts: 0, persistent: 0, differences: [] };
  try {
    for (const { seed, options } of await casesOf(lane, seeds)) {
      const run = { ...options, timeoutMs };
      const text = stripStatusText(seed.text);
      // The persistent process first, and the fresh one only if it answered in time: a run at the time limit in
      // either mode is not compared, so a fresh run beside a persistent one at the limit was two seconds spent on
      // nothing (about 60 seeds of 475 on each lane, half of this suite's time in CI).
      const b = await persistent.run(text, run);
      const a = b.status === 'timeout' ? undefined : await fresh.run(text, run);
      if (a === undefined || a.status === 'timeout') {
        result.timeouts++;
        continue;
      }
      result.compared++;
      if (b.cost?.processStarts === 0) result.persistent++;
      const differ = (what: string, x: string, y: string) =>
        result.differences.push(
          `${seed.path} ${(options.options ?? []).join(' ')}: ${what}\n  fresh      ${x}\n  persistent ${y}`,
        );
      if (strict(a) !== strict(b)) differ('outcome', strict(a), strict(b));
      else if (canonicalOutput(a.stdout) !== canonicalOutput(b.stdout)) {
        result.otherOutputs++;
        const sameModels = modelOrderFree(canonicalOutput(a.stdout)) === modelOrderFree(canonicalOutput(b.stdout));
        if (lane.family === 'z3' && !sameModels) differ('output', a.stdout, b.stdout);
        const check = b.model === undefined ? undefined : checkModelText(text, b.model);
        if (check?.kind === 'checked' && check.falsified > 0)
          differ('a model our evaluator falsifies', a.stdout, b.stdout);
      }
    }
  } finally {
    fresh.dispose();
    persistent.dispose();
  }
  return result;
}

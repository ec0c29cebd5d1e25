// The evaluator's budget (src/smtlib/eval/budget.ts), measured from both sides:
//  - what real model checks use: every sat seed of the repository's corpus and the external one, and OpFuzz and
//    chained OpFuzz and TypeFuzz mutants of them, each with native z3's and cvc5's models, checked as the
//    invalid-model oracle checks it: steps used (largest, 99th percentile, median) and CPU time;
//  - what a check that runs away costs before it gives up: one term per construct that could run away under the
//    default limits, with its CPU time, steps and the reason it gave up.
// Usage: npm run bench:eval-budget [-- --mutants 3 --only own,external,runaway]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { opFuzz } from '../src/mutators/opfuzz/index.js';
import { typeFuzz } from '../src/mutators/typefuzz/index.js';
import { walk } from '../src/mutators/walk.js';
import type { Script } from '../src/smtlib/ast.js';
import {
  contextFromCommands,
  DEFAULT_LIMITS,
  EvalBudget,
  evaluate,
  parseModel,
  scopeAtFirstCheckSat,
} from '../src/smtlib/eval/index.js';
import { parseScript } from '../src/smtlib/parser.js';
import { printScript } from '../src/smtlib/printer.js';
import { runNative } from '../src/solvers/native/index.js';
import { CVC5_NATIVE, Z3_NATIVE } from '../test/solvers/native-lanes.js';
import { RUNAWAY_TERMS } from '../test/eval/runaway-terms.js';
import { externalSeeds, ownSeeds, type Seed } from '../test/support/seed-set.js';

const { values } = parseArgs({
  options: { mutants: { type: 'string', default: '3' }, only: { type: 'string', default: 'own,external,runaway' } },
});
const mutantsPerSeed = Number(values.mutants);
const only = new Set(values.only.split(','));

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A model check as evaluateAssertions makes it (one budget, a quarter of it per assertion), with its use. */
function check(script: Script, model: string): { steps: number; ms: number; gaveUp: boolean } | undefined {
  const m = parseModel(model);
  if (!m.ok) return undefined;
  const started = cpuMs();
  const scope = scopeAtFirstCheckSat(script);
  const ctx = contextFromCommands(scope.commands, m.value);
  const budget = new EvalBudget(DEFAULT_LIMITS);
  let gaveUp = false;
  for (const term of scope.assertions) {
    const r = evaluate(term, ctx, budget.part(Math.ceil(DEFAULT_LIMITS.steps / 4)));
    if (r.kind === 'unknown' && r.gaveUp) gaveUp = true;
  }
  return { steps: budget.used, ms: cpuMs() - started, gaveUp };
}

/** The models of native z3 and cvc5 for a text, where they answer sat (in processes of their own). */
async function modelsOf(text: string): Promise<string[]> {
  const outcomes = await Promise.all(
    [Z3_NATIVE, CVC5_NATIVE].map((lane) => runNative(lane, text, { timeoutMs: 5000, produceModel: true })),
  );
  return outcomes.flatMap((o) => (o.status === 'ok' && o.answers.at(-1) === 'sat' && o.model ? [o.model] : []));
}

/** The seed up to its first check-sat. */
function firstQuery(script: Script): Script {
  const { checkSatIndex } = scopeAtFirstCheckSat(script);
  return checkSatIndex < 0 ? script : { commands: script.commands.slice(0, checkSatIndex + 1) };
}

interface Use {
  what: string;
  steps: number;
  ms: number;
  gaveUp: boolean;
}

async function measure(seeds: readonly Seed[]): Promise<Use[]> {
  const uses: Use[] = [];
  for (const seed of seeds) {
    const parsed = parseScript(seed.text);
    if (!parsed.ok) continue;
    const query = firstQuery(parsed.value);
    const texts: { what: string; script: Script }[] = [{ what: seed.path, script: query }];
    for (const mutator of [opFuzz, typeFuzz]) {
      const config = { rngSeed: 1, mode: 'chain' as const, iterations: mutantsPerSeed, options: {} };
      for (const step of walk(mutator, { script: query }, config))
        if (step.ok) texts.push({ what: `${seed.path} ${mutator.info.name} ${step.step}`, script: step.result.mutant });
    }
    for (const { what, script } of texts)
      for (const model of await modelsOf(printScript(script))) {
        const use = check(script, model);
        if (use) uses.push({ what, ...use });
      }
  }
  return uses;
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function report(name: string, uses: readonly Use[]): void {
  const steps = uses.map((u) => u.steps).sort((a, b) => a - b);
  const ms = uses.map((u) => u.ms).sort((a, b) => a - b);
  const top = [...uses].sort((a, b) => b.steps - a.steps)[0];
  console.log(
    `${name}: ${uses.length} model checks; steps median ${quantile(steps, 0.5)}, p99 ${quantile(steps, 0.99)}, ` +
      `max ${steps.at(-1) ?? 0} (${top?.what ?? '-'}); CPU ms p99 ${quantile(ms, 0.99).toFixed(1)}, ` +
      `max ${(ms.at(-1) ?? 0).toFixed(1)}; gave up: ${uses.filter((u) => u.gaveUp).length}`,
  );
}

console.log(
  `evaluator budget: ${DEFAULT_LIMITS.steps} steps, ${DEFAULT_LIMITS.maxBits} bits, size ${DEFAULT_LIMITS.maxSize}; ` +
    `${mutantsPerSeed} OpFuzz and TypeFuzz mutants per seed (load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')})`,
);
if (only.has('own')) report('repository corpus', await measure(ownSeeds()));
if (only.has('external')) report('external corpus', await measure(externalSeeds(['public', 'features'])));
if (!only.has('runaway')) process.exit(0);

console.log('\nruns that give up (default limits): CPU ms, steps, reason');
for (const r of RUNAWAY_TERMS) {
  const script = parseScript(r.script ?? '');
  if (!script.ok) throw new Error(`${r.name}: ${script.error.message}`);
  const term = parseScript(`(assert ${r.term})`);
  if (!term.ok || term.value.commands[0]?.cmd !== 'assert') throw new Error(`${r.name}: the term does not parse`);
  const ctx = contextFromCommands(script.value.commands);
  const budget = new EvalBudget(DEFAULT_LIMITS);
  const started = cpuMs();
  const result = evaluate(term.value.commands[0].term, ctx, budget);
  const ms = cpuMs() - started;
  const said = result.kind === 'unknown' ? result.reason : 'a value';
  console.log(`${r.name.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms ${String(budget.used).padStart(9)}  ${said}`);
}

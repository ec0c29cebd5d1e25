// Walks a mutator over every seed of a corpus and checks each mutant the way the done-when list
// asks: it sort-checks (walk.ts flags ill-sorted mutants as bugs), re-parses to an equal AST, differs
// from its parent, its spliced text equals printScript's, and one step per seed is rebuilt exactly.
import { printMutant } from '../../src/smtlib/print/printed.js';
import type { Mutator, MutatorOptions, WalkMode } from '../../src/mutators/types.js';
import { rebuild, walk, type WalkStep } from '../../src/mutators/walk.js';
import { withoutStatus } from '../../src/smtlib/status.js';
import type { Script } from '../../src/smtlib/ast.js';
import { astEqual } from '../../src/smtlib/equal.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { Seed } from '../support/seed-set.js';

export interface SeedRun {
  path: string;
  /** The seed as walk starts from it (without its :status). */
  seed: Script;
  steps: WalkStep[];
}

export interface CorpusReport {
  runs: SeedRun[];
  mutants: number;
  /** Everything that broke a property, one line each. */
  problems: string[];
}

export function parseSeed(text: string, path: string): Script {
  const r = parseScript(text);
  if (!r.ok) throw new Error(`${path}: ${r.error.message}`);
  return r.value;
}

export function walkCorpus(
  seeds: readonly Seed[],
  mutator: Mutator,
  options: MutatorOptions,
  mode: WalkMode,
  iterations: number,
  rngSeed: number | string = 'corpus',
): CorpusReport {
  const runs: SeedRun[] = [];
  const problems: string[] = [];
  let mutants = 0;
  seeds.forEach(({ path, text }, index) => {
    const config = { rngSeed, mode, iterations, options };
    const steps = [...walk(mutator, { script: parseSeed(text, path) }, config)];
    runs.push({ path, seed: withoutStatus(parseSeed(text, path)), steps });
    for (const s of steps) {
      if (!s.ok) {
        if (s.bug) problems.push(`${path} step ${s.step}: ${s.reason}`);
        continue;
      }
      mutants++;
      const where = `${path} step ${s.step}`;
      if (s.text === s.parentText) problems.push(`${where}: the mutant equals its parent`);
      if (printMutant(s.result.mutant) !== s.text) problems.push(`${where}: the spliced text differs from printScript`);
      const reparsed = parseScript(s.text);
      if (!reparsed.ok) problems.push(`${where}: the printed mutant does not parse: ${reparsed.error.message}`);
      else if (!astEqual(reparsed.value, s.result.mutant)) problems.push(`${where}: print → parse changes the mutant`);
    }
    const okSteps = steps.filter((s) => s.ok);
    if (okSteps.length > 0) {
      const target = okSteps[index % okSteps.length]!;
      const again = rebuild(mutator, { script: parseSeed(text, path) }, config, target.step);
      if (!again?.ok || !target.ok || again.text !== target.text) {
        problems.push(`${path}: step ${target.step} is not rebuilt from (seed, options, rng seed, step)`);
      }
    }
  });
  return { runs, mutants, problems };
}

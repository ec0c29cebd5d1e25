// Property tests of Semantic Fusion over a corpus, as a suite: for 50 random same-label pairs per answer, every mutant of a short walk sort-checks, re-parses to the same script, rebuilds
// from (seeds, options, rng seed, step), keeps every declaration of both seeds, and has a trace
// whose paths point at the substitutes it names, none of them under a binder of its variables.
// The text the mutator splices for the printer equals printScript's. fusion.property.test.ts runs it on
// test/corpus/, fusion.property.corpus.test.ts on the external corpus (public + features).
import { beforeAll, describe, expect, it } from 'vitest';
import { applyPlan, fusion, fusionBase } from '../../src/mutators/fusion/index.js';
import { rememberedText } from '../../src/smtlib/print/printed.js';
import { defaultOptions, type MutationStep, type MutatorInput } from '../../src/mutators/types.js';
import { Rng } from '../../src/rng.js';
import { rebuild, walk, type WalkConfig } from '../../src/mutators/walk.js';
import type { Command, Script } from '../../src/smtlib/ast.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { forEachSite, pathToString, termAt } from '../../src/smtlib/paths.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript, printTerm } from '../../src/smtlib/printer.js';
import type { Seed } from '../support/seed-set.js';
import { fusablePairs, labelledSeeds, type LabelledSeed, type SeedPair } from './fusion-pool.js';

const STEPS = 4;
const PAIRS = 50;

const isDeclaration = (c: Command): boolean => c.cmd.startsWith('declare-') || c.cmd.startsWith('define-');
const declarationsBeforeCheckSat = (s: Script): number => {
  const end = s.commands.findIndex((c) => c.cmd === 'check-sat');
  return s.commands.slice(0, end).filter(isDeclaration).length;
};

const symbolsOf = (text: string): string[] => text.match(/[^\s()]+/g) ?? [];

/** The names bound around each substitute the trace reports. */
function substitutionSites(
  mutant: Script,
  trace: readonly MutationStep[],
): { bound: readonly string[]; after: string }[] {
  const wanted = new Map(trace.filter((t) => t.path).map((t) => [pathToString(t.path!), t.after]));
  const out: { bound: readonly string[]; after: string }[] = [];
  forEachSite(mutant, (site) => {
    const after = wanted.get(pathToString(site.path));
    if (after !== undefined) out.push({ bound: site.bound, after });
  });
  return out;
}

function inputOf(pair: SeedPair): MutatorInput {
  return { script: pair.first.script, label: pair.label, second: { script: pair.second.script, label: pair.label } };
}

/** `load` runs in beforeAll; self-fusion must fuse more than `minSelfFusions` (seed, label) pairs. */
export function describeFusionProperties(name: string, load: () => Seed[], minSelfFusions: number): void {
  let pool: LabelledSeed[] | undefined;

  describe.each(['sat', 'unsat'] as const)(`fusion of %s seed pairs of ${name}`, (label) => {
    let pairs: SeedPair[] = [];
    beforeAll(() => {
      pool ??= labelledSeeds(load());
      pairs = fusablePairs(pool, label, PAIRS, 'fusion-property');
    });

    it(`finds ${PAIRS} fusable pairs in the corpus`, () => {
      expect(pairs).toHaveLength(PAIRS);
    });

    it('every mutant sort-checks, re-parses, rebuilds and keeps all declarations', () => {
      let mutants = 0;
      pairs.forEach((pair, i) => {
        const input = inputOf(pair);
        const config: WalkConfig = {
          rngSeed: `prop-${i}`,
          mode: 'reset',
          iterations: STEPS,
          options: defaultOptions(fusion.info),
        };
        for (const step of walk(fusion, input, config)) {
          const where = `${pair.first.path} + ${pair.second.path} step ${step.step}`;
          if (!step.ok) {
            expect(step.bug, `${where}: ${step.reason}`).toBe(false);
            continue;
          }
          mutants++;
          const { mutant, oracle, trace } = step.result;
          expect(oracle, where).toEqual({ kind: 'expected', expected: label });
          expect(checkScript(mutant).errors, where).toEqual([]);
          const reparsed = parseScript(step.text);
          expect(reparsed.ok, where).toBe(true);
          if (reparsed.ok) expect(printScript(reparsed.value), where).toBe(step.text);
          expect(
            mutant.commands.filter((c) => c.cmd === 'check-sat'),
            where,
          ).toHaveLength(1);

          const zs = trace.filter((t) => /^fusion:[a-z-]+$/.test(t.rule) && !t.rule.startsWith('fusion:concat')).length;
          const expectedDecls =
            declarationsBeforeCheckSat(pair.first.script) + declarationsBeforeCheckSat(pair.second.script) + zs;
          expect(mutant.commands.filter(isDeclaration), where).toHaveLength(expectedDecls);

          const substitutions = trace.filter((t) => t.path);
          expect(substitutions.length, where).toBeGreaterThan(0);
          for (const t of substitutions) expect(printTerm(termAt(mutant, t.path!)!), where).toBe(t.after);

          for (const { bound, after } of substitutionSites(mutant, trace)) {
            for (const name of symbolsOf(after)) expect(bound, `${where}: ${after} captured`).not.toContain(name);
          }

          const again = rebuild(fusion, input, config, step.step);
          expect(again?.ok && again.text, where).toBe(step.text);
        }
      });
      expect(mutants).toBeGreaterThanOrEqual(pairs.length * STEPS * 0.9);
    });

    it('the spliced text of every mutant equals printScript', () => {
      let spliced = 0;
      let total = 0;
      pairs.forEach((pair, i) => {
        for (let k = 0; k < STEPS; k++) {
          const out = fusion.mutate(inputOf(pair), Rng.of('splice', i, k), defaultOptions(fusion.info));
          if (!out.ok) continue;
          total++;
          const text = rememberedText(out.mutant);
          if (text === undefined) continue;
          spliced++;
          expect(text, `${pair.first.path} + ${pair.second.path}`).toBe(printScript(out.mutant));
        }
      });
      expect(spliced).toBeGreaterThan(total * 0.9);
    });
  });

  describe(`self-fusion on ${name}: every fusable seed fused with itself, so that every global name collides`, () => {
    beforeAll(() => {
      pool ??= labelledSeeds(load());
    });

    it('renames apart consistently: the concatenation sort-checks and keeps both copies of every declaration', () => {
      let fused = 0;
      for (const seed of pool!) {
        for (const label of ['sat', 'unsat'] as const) {
          const base = fusionBase(seed.script, seed.script, label);
          if (!('pairsBySort' in base)) continue;
          const concat = applyPlan(base, { pairs: [], guarded: true }).mutant;
          expect(checkScript(concat).errors, `${seed.path} (${label})`).toEqual([]);
          expect(concat.commands.filter(isDeclaration)).toHaveLength(2 * declarationsBeforeCheckSat(seed.script));
          fused++;
        }
      }
      expect(fused).toBeGreaterThan(minSelfFusions);
    });
  });
}

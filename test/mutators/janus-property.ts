// Over a corpus' labelled seeds, as a suite: chained Janus walks (25 steps, then restart from the seed) give mutants
// that are well-sorted, re-parse to the same text, are rebuilt from (seed, rng seed, step), and whose
// trace names the rule and the direction. janus.property.test.ts runs it on test/corpus/,
// janus.property.corpus.test.ts on the external public seeds.
import { describe, expect, it } from 'vitest';
import { janus } from '../../src/mutators/janus/index.js';
import { rebuild, walk, type WalkConfig } from '../../src/mutators/walk.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { Seed } from '../support/seed-set.js';
import { labelledSeeds } from './fusion-pool.js';

const STEPS = 36;
const MAX_SEED_BYTES = 2000;
const config: WalkConfig = {
  rngSeed: 'janus-property',
  mode: 'chain',
  iterations: STEPS,
  restartEvery: 25,
  options: {},
};

/** `load` runs in the test; at least `minSeeds` seeds must give mutants, by more than `minRules` rules. */
export function describeJanusProperties(name: string, load: () => Seed[], minSeeds: number, minRules: number): void {
  describe(`Janus walks over the labelled seeds of ${name}`, () => {
    it('produce valid, rebuildable, explained mutants', () => {
      const seeds = labelledSeeds(load()).filter((s) => s.bytes <= MAX_SEED_BYTES);
      let seedsWithMutants = 0;
      let mutants = 0;
      const bugs: string[] = [];
      const rules = new Map<string, number>();
      for (const seed of seeds) {
        const input = { script: seed.script, label: seed.label };
        let produced = 0;
        let lastOk = -1;
        for (const step of walk(janus, input, config)) {
          if (!step.ok) {
            if (step.bug) bugs.push(`${seed.path}#${step.step}: ${step.reason}`);
            continue;
          }
          produced++;
          lastOk = step.step;
          const reparsed = parseScript(step.text);
          if (!reparsed.ok) {
            bugs.push(`${seed.path}#${step.step}: does not re-parse: ${reparsed.error.message}`);
            continue;
          }
          if (!checkScript(reparsed.value).ok) bugs.push(`${seed.path}#${step.step}: re-parsed mutant is ill-sorted`);
          if (printScript(reparsed.value) !== step.text)
            bugs.push(`${seed.path}#${step.step}: print is not a fixpoint`);
          const rule = step.result.trace[0]?.rule ?? '';
          const m = /^janus:(weaken|strengthen):(.+)$/.exec(rule);
          if (!m) bugs.push(`${seed.path}#${step.step}: trace rule ${rule}`);
          else rules.set(m[2]!, (rules.get(m[2]!) ?? 0) + 1);
          if (step.result.oracle.kind !== 'expected' || step.result.oracle.expected !== seed.label)
            bugs.push(`${seed.path}#${step.step}: oracle does not carry the label`);
        }
        mutants += produced;
        if (produced > 0) seedsWithMutants++;
        if (lastOk >= 0) {
          const again = rebuild(janus, input, config, lastOk);
          const original = [...walk(janus, input, { ...config, iterations: lastOk + 1 })].at(-1);
          if (!again?.ok || !original?.ok || again.text !== original.text)
            bugs.push(`${seed.path}#${lastOk}: not rebuilt`);
        }
      }
      console.log(
        `janus property: ${seedsWithMutants}/${seeds.length} seeds, ${mutants} mutants, ${rules.size} rules used`,
      );
      expect(bugs.slice(0, 20)).toEqual([]);
      expect(seedsWithMutants).toBeGreaterThanOrEqual(minSeeds);
      expect(rules.size).toBeGreaterThan(minRules);
    });
  });
}

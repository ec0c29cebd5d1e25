// SAE's mutants on a corpus' labelled seeds, as a suite: they sort-check, keep the seed label as oracle
// and never mix directions. sae.test.ts runs it on test/corpus/, sae.corpus.test.ts on the external corpus.
import { beforeAll, describe, expect, it } from 'vitest';
import { sae, saeCnf } from '../../src/mutators/sae/index.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { Rng } from '../../src/rng.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { Seed } from '../support/seed-set.js';
import { simpleSeeds, type SimpleSeed } from './storm-sae-support.js';

const parse = (text: string) => {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  expect(checkScript(r.value).ok).toBe(true);
  return r.value;
};

/** `load` runs in beforeAll; more than `minSeeds` of its seeds must be simple labelled ones. */
export function describeSaeOnSeeds(name: string, load: () => Seed[], minSeeds: number): void {
  describe(`SAE mutants on ${name}`, () => {
    let seeds: SimpleSeed[] = [];
    beforeAll(() => {
      seeds = simpleSeeds(load(), 20_000);
    });

    it('sort-check, keep the seed label as oracle, and never mix directions', () => {
      expect(seeds.length).toBeGreaterThan(minSeeds);
      const rules = new Map<string, number>();
      let mutants = 0;
      for (const [i, seed] of seeds.entries()) {
        const cnf = saeCnf(seed.script);
        if (!cnf) {
          expect(
            seed.script.commands.some((c) => c.cmd === 'assert'),
            seed.path,
          ).toBe(false);
          continue;
        }
        expect(checkScript(cnf).ok, seed.path).toBe(true);
        for (let k = 0; k < 3; k++) {
          const out = sae.mutate(
            { script: seed.script, answer: seed.label },
            Rng.of('sae-unit', i, k),
            defaultOptions(sae.info),
          );
          if (!out.ok) continue;
          mutants++;
          const checked = checkScript(parse(printScript(out.mutant)));
          expect(checked.ok, `${seed.path}: ${checked.errors[0]?.message}`).toBe(true);
          expect(out.oracle).toEqual({ kind: 'expected', expected: seed.label });
          const want = seed.label === 'sat' ? ':over:' : ':under:';
          expect(out.trace.length).toBeGreaterThan(0);
          expect(out.trace.length).toBeLessThanOrEqual(5);
          for (const step of out.trace) {
            expect(step.rule).toContain(want);
            const key = step.rule.replace(/→.*/, '');
            rules.set(key, (rules.get(key) ?? 0) + 1);
          }
        }
      }
      expect(mutants).toBeGreaterThan(seeds.length * 2);
      expect([...rules.keys()].some((r) => r.startsWith('sae:pst:'))).toBe(true);
      console.log('SAE rule use (unit run):', Object.fromEntries([...rules].sort()));
    });

    it('skips a seed without an answer', () => {
      const out = sae.mutate({ script: seeds[0]!.script }, Rng.of(1), defaultOptions(sae.info));
      expect(out.ok).toBe(false);
    });
  });
}

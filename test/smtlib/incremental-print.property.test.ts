// The incremental printer (src/smtlib/print/) against the canonical one: over chains of mutants of the
// repo's own seeds, the text a mutator spliced (`printMutant`) and the memoized text (`printScriptMemo`)
// always equal `printScript` of the mutated AST. fast-check draws the seeds, the mutators and the rng seeds.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MUTATORS } from '../../src/mutators/registry.js';
import { defaultOptions, type Mutator } from '../../src/mutators/types.js';
import { walk } from '../../src/mutators/walk.js';
import { printScriptMemo } from '../../src/smtlib/print/memo.js';
import { printMutant, rememberedText } from '../../src/smtlib/print/printed.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { Script } from '../../src/smtlib/ast.js';
import { ownSeeds, type Seed } from '../support/seed-set.js';

/** The mutators that splice their mutants' texts, and one that never does (its texts come from printScript). */
const SPLICING = ['opfuzz', 'typefuzz', 'fusion'];
const PLAIN = ['janus'];

function parsed(seed: Seed): Script {
  const r = parseScript(seed.text);
  if (!r.ok) throw new Error(`${seed.path}: ${r.error.message}`);
  return r.value;
}

function mutatorNamed(name: string): Mutator {
  const m = MUTATORS.find((x) => x.info.name === name);
  if (!m) throw new Error(`no mutator ${name}`);
  return m;
}

describe('incremental printing equals printScript', () => {
  let seeds: Seed[] = [];
  const status = (s: Seed): string | undefined => /:status (sat|unsat)/.exec(s.text)?.[1];

  beforeAll(() => {
    // Several logics: arithmetic, bit-vectors, datatypes, strings, quantifiers, let and annotations.
    const wanted = /^(QF_LIA|QF_BV|QF_DT|QF_S|QF_UF|UFLIA|AUFLIA|QF_FP|QF_ALIA|LIA)\//;
    seeds = ownSeeds().filter((s) => wanted.test(s.path) && status(s) !== undefined);
  });

  it('has seeds from several logics', () => {
    expect(new Set(seeds.map((s) => s.path.split('/')[0])).size).toBeGreaterThanOrEqual(8);
  });

  it('over chains of mutants of many seeds', () => {
    let spliced = 0;
    let compared = 0;
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...SPLICING, ...PLAIN),
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom<'chain' | 'reset'>('chain', 'reset'),
        (i, j, name, rngSeed, mode) => {
          const seed = seeds[i % seeds.length]!;
          const label = status(seed);
          const partners = seeds.filter((s) => s !== seed && status(s) === label);
          const second = partners[j % partners.length]!;
          const mutator = mutatorNamed(name);
          const input = { script: parsed(seed), label: label as 'sat' | 'unsat', second: { script: parsed(second) } };
          const options = defaultOptions(mutator.info);
          for (const step of walk(mutator, input, { rngSeed, mode, iterations: 12, options })) {
            if (!step.ok) continue;
            const mutant = step.result.mutant;
            const expected = printScript(mutant);
            if (rememberedText(mutant) !== undefined) spliced++;
            expect(printMutant(mutant)).toBe(expected);
            expect(printScriptMemo(mutant)).toBe(expected);
            compared++;
          }
        },
      ),
      { numRuns: 60, seed: 20260113 },
    );
    // The property must have been exercised on spliced texts, not only on the printScript fallback.
    expect(compared).toBeGreaterThan(200);
    expect(spliced).toBeGreaterThan(100);
  });
});

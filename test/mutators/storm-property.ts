// STORM's cross-check, as a property over a corpus' labelled seeds (a suite): with M from Z3 (WASM; a model
// of the negation for unsat seeds), every generated instance — plain or incremental, any bounds — has
// every assertion evaluate to true under M with our evaluator. storm.property.solvers.test.ts runs it on
// test/corpus/, storm.property.corpus.test.ts on the external public seeds (≥ 100 with a model).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStorm, storm, type StormPool } from '../../src/mutators/storm/index.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { Rng } from '../../src/rng.js';
import type { Script } from '../../src/smtlib/ast.js';
import { contextFromCommands, evaluate, parseModel } from '../../src/smtlib/eval/index.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import type { Seed } from '../support/seed-set.js';
import { simpleSeeds, z3Model, type SimpleSeed } from './storm-sae-support.js';
import { startZ3 } from './fusion-solvers.js';

function falseAssertions(script: Script, model: string): string[] {
  const m = parseModel(model);
  if (!m.ok) return ['unreadable model'];
  const ctx = contextFromCommands(
    script.commands.filter((c) => c.cmd !== 'assert'),
    m.value,
  );
  return script.commands.flatMap((c) => {
    if (c.cmd !== 'assert') return [];
    const r = evaluate(c.term, ctx);
    return r.kind === 'value' && r.value.kind === 'bool' && r.value.value
      ? []
      : [r.kind === 'unknown' ? `unknown: ${r.reason}` : 'false'];
  });
}

/**
 * `load` runs in beforeAll; at least `minSeeds` seeds must get a model (at most 110 are prepared), and Z3's
 * eval must be compared with ours on more than `minCompared` fragments.
 */
export function describeStormProperties(name: string, load: () => Seed[], minSeeds: number, minCompared: number): void {
  let z3: Z3Engine;
  const prepared: { seed: SimpleSeed; model: string; pool: StormPool }[] = [];

  beforeAll(async () => {
    z3 = await startZ3(500);
    // Quantifier-free seeds first: their models come quickly; the rest only if those fall short.
    const seeds = simpleSeeds(load(), 6000);
    const ordered = [...seeds.filter((s) => s.quantifierFree), ...seeds.filter((s) => !s.quantifierFree)];
    for (const seed of ordered) {
      if (prepared.length >= 110) break;
      const model = await z3Model(z3, seed);
      if (!model) continue;
      const pool = await prepareStorm(seed.script, model);
      if (pool && pool.initial.length > 0) prepared.push({ seed, model, pool });
    }
  });
  afterAll(() => z3?.close());

  describe(`STORM instances are true under M, on ${name}`, () => {
    it(`holds for every instance over ≥ ${minSeeds} seeds`, () => {
      expect(prepared.length).toBeGreaterThanOrEqual(minSeeds);
      const unsatSeeds = prepared.filter((p) => p.seed.label === 'unsat').length;
      console.log(`STORM property: ${prepared.length} seeds with a model (${unsatSeeds} unsat, M of the negation)`);
      expect(unsatSeeds).toBeGreaterThan(0);
      fc.assert(
        fc.property(
          fc.nat({ max: prepared.length - 1 }),
          fc.integer(),
          fc.record({
            amax: fc.integer({ min: 1, max: 64 }),
            dmax: fc.integer({ min: 1, max: 64 }),
            incremental: fc.boolean(),
          }),
          (index, rngSeed, bounds) => {
            const { seed, model } = prepared[index]!;
            const out = storm.mutate({ script: seed.script, model }, Rng.of(rngSeed), {
              ...defaultOptions(storm.info),
              nc: 200,
              ...bounds,
            });
            if (!out.ok) return true; // no fragment within this Dmax
            const bad = falseAssertions(out.mutant, model);
            if (bad.length > 0) throw new Error(`${seed.path}: ${bad.join(', ')}`);
            return true;
          },
        ),
        { numRuns: 200, seed: 20260101 },
      );
      // Every seed, default bounds, at least once.
      for (const [i, p] of prepared.entries()) {
        const out = storm.mutate(
          { script: p.seed.script, model: p.model },
          Rng.of('each', i),
          defaultOptions(storm.info),
        );
        expect(out.ok, p.seed.path).toBe(true);
        if (out.ok) expect(falseAssertions(out.mutant, p.model), p.seed.path).toEqual([]);
      }
    });
  });

  describe(`STORM with the reference solver answering for the evaluator, on ${name}`, () => {
    it('Z3 eval values fragments exactly as our evaluator does under the same model M', async () => {
      const { parseEvalAnswers, z3EvalQuery } = await import('../../src/mutators/storm/index.js');
      let compared = 0;
      for (const { seed, pool } of prepared.slice(0, 20)) {
        const terms = pool.initial.slice(0, 30);
        const out = await z3.evalSmtlib(
          z3EvalQuery(
            seed.script,
            seed.label === 'unsat',
            terms.map((f) => f.term),
          ),
        );
        const answers = parseEvalAnswers(out, terms.length);
        terms.forEach((f, i) => {
          if (answers[i] === undefined) return;
          compared++;
          expect(answers[i], `${seed.path}: ${f.term.kind}`).toBe(f.value);
        });
      }
      expect(compared).toBeGreaterThan(minCompared);
    });
  });
}

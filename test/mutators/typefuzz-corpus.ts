// TypeFuzz over every seed of a corpus (50 chained mutants each), as a suite: every mutant is well-sorted,
// round-trips through the printer, differs from its parent and is rebuilt from its step; and it
// mutates seeds of every logic (bit-vector, floating-point and array seeds included).
// typefuzz-corpus.test.ts runs it on test/corpus/, typefuzz-corpus.corpus.test.ts on the external corpus.
import { beforeAll, describe, expect, it } from 'vitest';
import { typeFuzz } from '../../src/mutators/typefuzz/index.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { logicOf, type Seed } from '../support/seed-set.js';
import { walkCorpus, type CorpusReport } from './corpus-walk.js';

/**
 * `load` runs in beforeAll; the corpus must give more than `minSeeds` seeds, and every seed of each of
 * `logics` (the corpus' bit-vector, floating-point and array logics) must be mutated.
 */
export function describeTypeFuzzCorpus(
  name: string,
  load: () => Seed[],
  minSeeds: number,
  logics: readonly string[],
): void {
  let report: CorpusReport;
  const operatorCounts = new Map<string, number>();
  const perLogic = new Map<string, { seeds: number; mutated: number }>();

  describe(`TypeFuzz over ${name}`, () => {
    beforeAll(() => {
      const seeds = load();
      report = walkCorpus(seeds, typeFuzz, defaultOptions(typeFuzz.info), 'chain', 50);
      const logicByPath = new Map(seeds.map((s) => [s.path, logicOf(s)]));
      for (const run of report.runs) {
        const logic = logicByPath.get(run.path) ?? '';
        const entry = perLogic.get(logic) ?? { seeds: 0, mutated: 0 };
        entry.seeds++;
        if (run.steps.some((s) => s.ok)) entry.mutated++;
        perLogic.set(logic, entry);
        for (const s of run.steps) {
          if (s.ok) for (const t of s.result.trace) operatorCounts.set(t.rule, (operatorCounts.get(t.rule) ?? 0) + 1);
        }
      }
      const top = [...operatorCounts].sort((a, b) => b[1] - a[1]).slice(0, 40);
      console.log(
        `TypeFuzz: ${report.mutants} mutants over ${report.runs.length} seeds, ${operatorCounts.size} distinct fills; most used: ` +
          top.map(([rule, n]) => `${rule.slice('hole→'.length)} ${n}`).join(', '),
      );
    });

    it('makes well-sorted, round-tripping, rebuildable mutants that differ from their parents', () => {
      expect(report.runs.length).toBeGreaterThan(minSeeds);
      expect(report.mutants).toBeGreaterThan(report.runs.length * 45);
      expect(report.problems).toEqual([]);
    });

    it(`mutates every seed of the bit-vector, floating-point and array logics (${logics.join(', ')})`, () => {
      for (const logic of logics) {
        const entry = perLogic.get(logic);
        expect(entry, logic).toBeDefined();
        expect(entry!.mutated, logic).toBe(entry!.seeds);
      }
    });

    it('fills holes with operators of every theory, =, distinct and ite, and pool terms', () => {
      const used = (op: string): number => operatorCounts.get(`hole→${op}`) ?? 0;
      for (const op of [
        '=',
        'distinct',
        'ite',
        'pool term',
        'bvadd',
        'extract',
        'concat',
        'fp.add',
        'store',
        'select',
        'str.++',
        're.union',
        '+',
        '/',
        'div',
      ]) {
        expect(used(op), op).toBeGreaterThan(0);
      }
    });
  });
}

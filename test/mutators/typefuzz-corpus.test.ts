// TypeFuzz over every public and feature seed (50 chained mutants each): every mutant is well-sorted,
// round-trips through the printer, differs from its parent and is rebuilt from its step; and it
// mutates seeds of every logic (bit-vector, floating-point and array seeds included).
import { beforeAll, describe, expect, it } from 'vitest';
import { typeFuzz } from '../../src/mutators/typefuzz/index.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { loadManifest } from '../support/seeds.js';
import { walkCorpus, type CorpusReport } from './corpus-walk.js';

let report: CorpusReport;
const operatorCounts = new Map<string, number>();
const perLogic = new Map<string, { seeds: number; mutated: number }>();

beforeAll(() => {
  report = walkCorpus(typeFuzz, defaultOptions(typeFuzz.info), 'chain', 50);
  const logicOf = new Map(loadManifest('public').map((r) => [r.path, r.logic]));
  for (const run of report.runs) {
    const logic = logicOf.get(run.path) ?? 'features';
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
}, 600_000);

describe('TypeFuzz over the corpus', () => {
  it('makes well-sorted, round-tripping, rebuildable mutants that differ from their parents', () => {
    expect(report.runs.length).toBeGreaterThan(500);
    expect(report.mutants).toBeGreaterThan(report.runs.length * 45);
    expect(report.problems).toEqual([]);
  });

  it('mutates every seed of the bit-vector, floating-point and array logics', () => {
    for (const logic of [
      'QF_BV',
      'BV',
      'QF_ABV',
      'QF_UFBV',
      'QF_FP',
      'FP',
      'QF_BVFP',
      'QF_ABVFP',
      'QF_AX',
      'AUFBVDTLIA',
    ]) {
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

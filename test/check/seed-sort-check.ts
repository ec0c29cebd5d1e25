// The sort checker over a whole seed corpus, as a suite: every seed sort-checks without errors and every
// term node gets a sort. seeds.test.ts runs it on test/corpus/, seeds.corpus.test.ts on the external one.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { formatError } from '../../src/smtlib/result.js';
import type { Seed } from '../support/seed-set.js';
import { allTerms } from './helpers.js';

export function describeSeedSortCheck(name: string, load: () => Seed[], minSeeds: number): void {
  describe(`sort checker: ${name}`, () => {
    let seeds: Seed[] = [];
    beforeAll(() => {
      seeds = load();
    });

    it(`has at least ${minSeeds} seeds to check`, () => {
      expect(seeds.length).toBeGreaterThanOrEqual(minSeeds);
    });

    it('every seed sort-checks without errors and every term gets a sort', () => {
      const problems: string[] = [];
      let terms = 0;
      for (const seed of seeds) {
        const p = parseScript(seed.text);
        if (!p.ok) {
          problems.push(`${seed.path}: parse error ${formatError(p.error)}`);
          continue;
        }
        const r = checkScript(p.value);
        for (const e of r.errors.slice(0, 3)) problems.push(formatError(e, seed.path));
        if (!r.ok) continue;
        for (const t of allTerms(p.value)) {
          terms++;
          if (!t.sort) problems.push(`${seed.path}: a ${t.kind} term at ${t.span?.line}:${t.span?.col} has no sort`);
        }
      }
      expect(problems).toEqual([]);
      expect(terms).toBeGreaterThan(seeds.length);
    });
  });
}

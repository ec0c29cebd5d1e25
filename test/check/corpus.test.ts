// Every seed of the shared corpus is well-sorted (they are all accepted by Z3 or CVC5), and after
// checking, every term node carries its sort.
import { describe, expect, it } from 'vitest';
import { checkScript } from '../../src/smtlib/check/index.js';
import { formatError } from '../../src/smtlib/result.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { loadSeeds } from '../support/seeds.js';
import { allTerms } from './helpers.js';

describe.each(['public', 'features', 'known-bugs'])('seed corpus: %s', (sub) => {
  const seeds = loadSeeds(sub);

  it('has seeds to check', () => {
    expect(seeds.length).toBeGreaterThan(0);
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

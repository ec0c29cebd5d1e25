// Whether a finding is its seed run as itself (src/finding/seed-itself.ts), on every surface that records one: a
// campaign's seed run, the page's run of a link to one, a reduced record of either; a mutant is none of them.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/finding/record.js';
import { isSeedItself } from '../../src/finding/seed-itself.js';

const SEED = '(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n';
const RUN = SEED.replace('(set-info :status sat)\n', '');
const MUTANT = RUN.replace('>', '<');
type Origin = Pick<Finding, 'made' | 'seedId' | 'origin' | 'reducedFrom' | 'mutant' | 'seed'>;
const of = (f: Partial<Origin>): Origin => ({ origin: 'campaign', mutant: RUN, seed: SEED, ...f });

describe('isSeedItself', () => {
  it.each<[string, Origin, boolean]>([
    ["a campaign's seed run, named", of({ seedId: 'seeds/a.smt2' }), true],
    ['a campaign record written before seeds were named', of({}), true],
    [
      "the page's run of a link to a seed's own finding (the seed's text, its status left out)",
      of({ origin: 'step' }),
      true,
    ],
    ["the page's run of a link to a mutant", of({ origin: 'step', mutant: MUTANT }), false],
    [
      'a mutator step',
      of({
        origin: 'step',
        mutant: MUTANT,
        made: {
          mutantId: '1:opfuzz:3:step',
          seedId: 'step',
          mutator: 'opfuzz',
          options: {},
          walk: { rngSeed: 1, mode: 'chain', iterations: 10 },
          rngSeed: 1,
          step: 3,
        },
      }),
      false,
    ],
    [
      'a reduced record of a seed run',
      of({ origin: 'reduced', mutant: MUTANT, reducedFrom: { id: 'a', bytes: 90, seedItself: true } }),
      true,
    ],
    [
      'a reduced record of a mutant',
      of({ origin: 'reduced', mutant: MUTANT, reducedFrom: { id: 'a', bytes: 90 } }),
      false,
    ],
    [
      'a reduced record that happens to be its seed’s text',
      of({ origin: 'reduced', reducedFrom: { id: 'a', bytes: 90 } }),
      false,
    ],
  ])('%s', (_what, f, itself) => {
    expect(isSeedItself(f)).toBe(itself);
  });
});

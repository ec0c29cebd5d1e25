// The parser's round trip over every file of the external corpus (public, features, known-bugs).
import { expect } from 'vitest';
import { externalSeeds } from '../support/seed-set.js';
import { describeSeedRoundTrip } from './seed-round-trip.js';

describeSeedRoundTrip(
  'the external corpus',
  () => externalSeeds(['public', 'features', 'known-bugs']),
  (seeds) => {
    expect(seeds.length).toBeGreaterThanOrEqual(500);
    for (const folder of ['public/', 'features/', 'known-bugs/'])
      expect(seeds.some((s) => s.path.startsWith(folder))).toBe(true);
  },
);

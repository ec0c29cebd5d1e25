// The one short string hash (rng.ts cyrb53) and the finding ids made of it: the ids earlier campaigns wrote must
// come out the same (they name findings in folders, records and links).
import { describe, expect, it } from 'vitest';
import { cyrb53, hashId } from '../../src/rng.js';

describe('hashId', () => {
  it('gives the ids earlier releases gave', () => {
    expect(hashId('')).toBe('0bdcb81aee8d83');
    expect(hashId('soundness|z3@5.2.0,z3@4.8.17|QF_LIA|')).toBe('18fe3581f52eac');
    expect(hashId('x'.repeat(1000))).toBe('1a7942aee5273b');
  });

  it('is the 53-bit hash in hexadecimal', () => {
    const h = cyrb53('(check-sat)');
    expect(Number.isSafeInteger(h)).toBe(true);
    expect(hashId('(check-sat)')).toBe(h.toString(16).padStart(14, '0'));
    expect(cyrb53('(check-sat) ')).not.toBe(h);
  });
});

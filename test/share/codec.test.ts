import { describe, expect, it } from 'vitest';
import { claimOf } from '../../src/share/claim.js';
import {
  decodeShare,
  encodeRaw,
  encodeShare,
  FRAGMENT_PREFIX,
  toBase64Url,
  WARN_LINK_CHARS,
} from '../../src/share/codec.js';
import type { ShareState } from '../../src/share/state.js';

const STATE: ShareState = {
  v: 1,
  seeds: ['(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n'],
  mutator: { name: 'opfuzz', options: { mutations: 1, portable: true } },
  rngSeed: 42,
  step: 3,
  lanes: ['z3@5.2.0+model_validate=true', 'z3@4.8.17'],
  timeoutMs: 5000,
  observed: [{ lane: 'z3@5.2.0+model_validate=true', status: 'ok', answers: ['unsat'] }],
  expected: 'sat',
};

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const s = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(s).arrayBuffer());
}

describe('share links', () => {
  it('round-trips a state through the fragment', async () => {
    const link = await encodeShare(STATE);
    expect(link.startsWith(FRAGMENT_PREFIX)).toBe(true);
    expect(link).toMatch(/^#s=[A-Za-z0-9_-]+$/);
    const back = await decodeShare(link);
    expect(back).toEqual({ ok: true, state: STATE });
  });

  it('keeps a hostile formula as plain data', async () => {
    const evil = { ...STATE, seeds: ['(assert (= "<img src=x onerror=alert(1)>" ""))'] };
    const back = await decodeShare(await encodeShare(evil));
    expect(back.ok && back.state.seeds[0]).toContain('<img src=x onerror=alert(1)>');
  });

  it('refuses bad base64', async () => {
    const r = await decodeShare('#s=@@not*base64!!');
    expect(r).toEqual({ ok: false, message: expect.stringContaining('not valid base64url') });
  });

  it('refuses data that does not inflate', async () => {
    const r = await decodeShare(FRAGMENT_PREFIX + toBase64Url(new Uint8Array([0xff, 0xfe, 0xfd, 0x00, 0x12, 0x99])));
    expect(r).toEqual({ ok: false, message: expect.stringContaining('does not decompress') });
  });

  it('refuses inflated bytes that are not JSON', async () => {
    const r = await decodeShare(FRAGMENT_PREFIX + toBase64Url(await deflate(new TextEncoder().encode('{nope'))));
    expect(r).toEqual({ ok: false, message: expect.stringContaining('not valid JSON') });
  });

  it('reports a newer or unknown version', async () => {
    const newer = await decodeShare(await encodeRaw({ ...STATE, v: 7 }));
    expect(newer).toEqual({ ok: false, message: expect.stringContaining('newer playground (format version 7') });
    const none = await decodeShare(await encodeRaw({ ...STATE, v: 'x' }));
    expect(none).toEqual({ ok: false, message: expect.stringContaining('no version') });
    const zero = await decodeShare(await encodeRaw({ ...STATE, v: 0 }));
    expect(zero).toEqual({ ok: false, message: expect.stringContaining('unknown link format version 0') });
  });

  it('refuses oversized fragments and deflate bombs', async () => {
    const huge = await decodeShare('#s=' + 'A'.repeat(300_000));
    expect(huge).toEqual({ ok: false, message: expect.stringContaining('too large') });
    const bomb = await deflate(new TextEncoder().encode(`{"v":1,"seeds":["${' '.repeat(3_000_000)}"]}`));
    const r = await decodeShare(FRAGMENT_PREFIX + toBase64Url(bomb));
    expect(r).toEqual({ ok: false, message: expect.stringContaining('more than 1 MB') });
  });

  it('validates every field', async () => {
    const cases: unknown[] = [
      { ...STATE, seeds: [] },
      { ...STATE, seeds: [42] },
      { ...STATE, lanes: ['rm -rf /'] },
      { ...STATE, lanes: ['native:/bin/sh'] },
      { ...STATE, step: -1 },
      { ...STATE, timeoutMs: 1 },
      { ...STATE, mutator: { name: '<script>', options: {} } },
      { ...STATE, mutator: { name: 'opfuzz', options: { x: { nested: 1 } } } },
      { ...STATE, observed: [{ lane: 'z3', status: 'pwned', answers: [] }] },
      { ...STATE, expected: 'maybe' },
      ['not', 'an', 'object'],
    ];
    for (const c of cases)
      expect((await decodeShare(await encodeRaw(c))).ok, JSON.stringify(c).slice(0, 80)).toBe(false);
  });

  it('a big seed makes a link over the warning size', async () => {
    let seed = '';
    let n = 0;
    while (seed.length < 60_000) seed += `(declare-const v${n} Int)(assert (> v${n} ${(n++ * 7919) % 104729}))\n`;
    const link = await encodeShare({ ...STATE, seeds: [seed] });
    expect(link.length).toBeGreaterThan(WARN_LINK_CHARS);
  });

  it('states the claim', () => {
    expect(claimOf(STATE)).toBe('This link claims: Z3 5.2.0 (model_validate=true) says unsat, expected sat');
    expect(claimOf({ ...STATE, observed: undefined })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { withoutGlobalFetch } from '../../src/solvers/z3/without-global-fetch.js';

describe('withoutGlobalFetch', () => {
  it('hides fetch while overlapping tasks run and restores the same function after the last one', async () => {
    const original = globalThis.fetch;
    let release: () => void = () => undefined;
    const first = withoutGlobalFetch(() => new Promise<string>((resolve) => (release = () => resolve(typeof fetch))));
    const second = await withoutGlobalFetch(async () => typeof fetch);
    expect(second).toBe('undefined');
    expect(globalThis.fetch).toBeUndefined();
    release();
    expect(await first).toBe('undefined');
    expect(globalThis.fetch).toBe(original);
  });

  it('restores fetch when the task throws', async () => {
    const original = globalThis.fetch;
    await expect(withoutGlobalFetch(() => Promise.reject(new Error('init failed')))).rejects.toThrow('init failed');
    expect(globalThis.fetch).toBe(original);
  });
});

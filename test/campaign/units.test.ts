// The campaign's pure parts: message normalization, signatures, grouping, ids and the in-order pipeline.
import { describe, expect, it } from 'vitest';
import { FindingGroups } from '../../src/campaign/groups.js';
import { formatMutantId, parseMutantId } from '../../src/campaign/mutant-id.js';
import { stripStatusText } from '../../src/smtlib/status.js';
import { inOrder } from '../../src/campaign/pipeline.js';
import { normalizeMessage, signatureOf } from '../../src/campaign/signature.js';
import { shardOf } from '../../src/cli/commands/fuzz.js';

describe('signatures', () => {
  it('strips addresses, numbers and paths from crash messages, keeping words', () => {
    const a = normalizeMessage('Fatal failure at /build/cvc5-1.0.3/src/theory/foo.cpp:123 address 0x7ffd1234');
    const b = normalizeMessage('Fatal failure at /tmp/other/theory/bar.cpp:9 address 0xdeadbeef');
    expect(a).toBe(b);
    expect(normalizeMessage('cvc5 suffered a segfault')).toBe('cvc5 suffered a segfault');
    expect(normalizeMessage('Check failure in postProcessModel')).not.toBe(
      normalizeMessage('Check failure in getValue'),
    );
  });

  it('crash signatures ignore the logic and rules; answer bugs include them', () => {
    const crash = { kind: 'crash' as const, lanes: ['cvc5'], message: 'segfault at 0x1' };
    expect(signatureOf(crash, 'QF_LIA', ['<→<='])).toBe(
      signatureOf({ ...crash, message: 'segfault at 0x2' }, 'QF_BV', ['bvult→bvsle']),
    );
    const wrong = { kind: 'soundness' as const, lanes: ['z3', 'cvc5'], message: 'z3 sat vs cvc5 unsat' };
    expect(signatureOf(wrong, 'QF_LIA', ['<→<='])).not.toBe(signatureOf(wrong, 'QF_LRA', ['<→<=']));
    expect(signatureOf(wrong, 'QF_LIA', ['<→<='])).not.toBe(signatureOf(wrong, 'QF_LIA', ['+→-']));
    expect(signatureOf(wrong, 'QF_LIA', ['a', 'b'])).toBe(
      signatureOf({ ...wrong, lanes: ['cvc5', 'z3'] }, 'QF_LIA', ['b', 'a']),
    );
  });
});

describe('finding groups', () => {
  it('counts occurrences and keeps the smallest witness', () => {
    const groups = new FindingGroups();
    const base = { id: 'i', kind: 'crash' as const, signature: 's' };
    expect(groups.add({ ...base, mutantId: 'm1', bytes: 5 })).toBe(true);
    expect(groups.add({ ...base, mutantId: 'm2', bytes: 2 })).toBe(false);
    expect(groups.add({ ...base, mutantId: 'm3', bytes: 4 })).toBe(false);
    expect(groups.list()).toEqual([{ ...base, count: 3, smallestWitness: { mutantId: 'm2', bytes: 2 } }]);
    expect(groups.byKind().crash).toBe(1);
    groups.merge({ ...base, count: 2, smallestWitness: { mutantId: 'm0', bytes: 1 } });
    expect(groups.list()[0]).toMatchObject({ count: 5, smallestWitness: { mutantId: 'm0' } });
  });
});

describe('mutant ids, status lines and shards', () => {
  it('round-trips ids whose seed path holds colons', () => {
    const id = { rngSeed: 7, mutator: 'opfuzz', step: 12, seedId: 'C:/seeds/a:b.smt2' };
    expect(parseMutantId(formatMutantId(id))).toEqual(id);
    expect(parseMutantId('nonsense')).toBeUndefined();
  });

  it('removes status lines only', () => {
    expect(stripStatusText('(set-info :status sat)\n(set-info :source |x|)\n(check-sat)\n')).toBe(
      '(set-info :source |x|)\n(check-sat)\n',
    );
  });

  it('takes every n-th item from offset i', () => {
    expect(shardOf([0, 1, 2, 3, 4, 5, 6], '1/3')).toEqual([1, 4]);
    expect(() => shardOf([1], '3/3')).toThrow(/shard/);
  });
});

describe('in-order pipeline', () => {
  it('starts jobs ahead, at most lookahead at once, and yields them in order', async () => {
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const start = (n: number): Promise<number> | undefined => {
      if (n < 0) return undefined; // a marker
      running++;
      most = Math.max(most, running);
      return new Promise((resolve) => release.push(() => (running--, resolve(n * 10))));
    };
    const jobs = [0, 1, -1, 2, 3, 4][Symbol.iterator]();
    const seen: number[] = [];
    const drain = (async () => {
      for await (const { job } of inOrder(jobs, start, 3)) seen.push(job);
    })();
    await new Promise((r) => setTimeout(r, 10));
    expect(most).toBe(3);
    // finish out of order: later ones first
    release.reverse().forEach((r) => r());
    await new Promise((r) => setTimeout(r, 10));
    release.splice(0).forEach((r) => r());
    await new Promise((r) => setTimeout(r, 10));
    release.splice(0).forEach((r) => r());
    await drain;
    expect(seen).toEqual([0, 1, -1, 2, 3, 4]);
  });

  it('rethrows a failed job when its turn comes', async () => {
    const jobs = [1, 2][Symbol.iterator]();
    const start = (n: number): Promise<number> =>
      n === 2 ? Promise.reject(new Error('lane broke')) : Promise.resolve(n);
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const { job } of inOrder(jobs, start, 4)) seen.push(job);
      })(),
    ).rejects.toThrow('lane broke');
    expect(seen).toEqual([1]);
  });
});

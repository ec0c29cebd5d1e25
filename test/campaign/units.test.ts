// The campaign's pure parts: message normalization, signatures, grouping and ids.
import { describe, expect, it } from 'vitest';
import { FindingGroups } from '../../src/finding/groups.js';
import { formatMutantId, parseMutantId } from '../../src/campaign/mutant-id.js';
import { stripStatusText } from '../../src/smtlib/status.js';
import { signatureOf } from '../../src/finding/identity.js';
import { finding, normalizeMessage } from '../../src/oracles/index.js';
import { readShard, shardOf } from '../../src/cli/shards.js';

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
    const crash = finding({ kind: 'crash', lanes: ['cvc5'], said: ['crash'], detail: 'segfault at 0x1' });
    expect(signatureOf(crash, 'QF_LIA', ['<→<='])).toBe(
      signatureOf({ ...crash, detail: 'segfault at 0x2' }, 'QF_BV', ['bvult→bvsle']),
    );
    const wrong = finding({ kind: 'soundness', lanes: ['z3', 'cvc5'], said: ['sat', 'unsat'] });
    expect(signatureOf(wrong, 'QF_LIA', ['<→<='])).not.toBe(signatureOf(wrong, 'QF_LRA', ['<→<=']));
    expect(signatureOf(wrong, 'QF_LIA', ['<→<='])).not.toBe(signatureOf(wrong, 'QF_LIA', ['+→-']));
    expect(signatureOf(wrong, 'QF_LIA', ['a', 'b'])).toBe(
      signatureOf({ ...wrong, lanes: ['cvc5', 'z3'], said: ['unsat', 'sat'] }, 'QF_LIA', ['b', 'a']),
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
    expect(shardOf([0, 1, 2, 3, 4, 5, 6], { index: 1, count: 3 })).toEqual([1, 4]);
    expect(readShard('3/3', {})).toMatchObject({ ok: false, message: expect.stringMatching(/shard/) });
  });
});

// Known findings (finding/known.ts): a finding is known by its id and by the hash of its identity (knownIdsOf), a known record also
// matches under today's signature rule, and a run's findings split into new and known.
import { describe, expect, it } from 'vitest';
import { readFindingLines } from '../../src/finding/lines.js';
import { KnownFindings, KnownTally, knownIdsOf, splitKnown } from '../../src/finding/known.js';
import { crashFinding as crash } from '../support/crash-finding.js';

describe('the key of a known finding', () => {
  it('is the finding’s id (the hash of its signature), for records and groups alike', () => {
    const f = crash('ASSERTION VIOLATION File: PATH Line: N');
    expect(knownIdsOf(f)).toEqual([f.id]);
    expect(knownIdsOf({ id: f.id })).toEqual([f.id]);
  });

  it('a record written under another signature rule still matches by what today’s rule makes of its facts', () => {
    const today = crash('segfault in fpa2bv');
    const older = { ...today, signature: 'crash|old-scheme|segfault', id: 'old0000000000' };
    const known = new KnownFindings();
    known.addRecord(older);
    expect(known.has(today)).toBe(true);
    expect(known.has({ id: 'old0000000000' })).toBe(true);
    expect(known.size).toBe(1);
    expect(known.has(crash('another crash'))).toBe(false);
  });

  it('keys without records (a summary’s groups) count once, and not again once their record comes', () => {
    const f = crash('x');
    const known = new KnownFindings();
    known.addKey(f.id);
    known.addKey('someother0000');
    expect(known.size).toBe(2);
    known.addRecord(f);
    expect(known.size).toBe(2);
    expect(known.records).toEqual([f]);
    expect(known.bareKeys).toEqual(['someother0000']);
  });
});

describe('a run against its known set', () => {
  it('splits the distinct findings into new and known; without a set every one is new', () => {
    const [a, b, c] = [crash('a'), crash('b'), crash('c')];
    const known = new KnownFindings();
    known.addRecord(a);
    expect(splitKnown([a, b, c], known)).toEqual({ fresh: [b, c], known: [a] });
    expect(splitKnown([a, b], undefined)).toEqual({ fresh: [a, b], known: [] });
  });

  it('counts known findings seen again (also those an earlier run recorded before --resume)', () => {
    const [a, b, c] = [crash('a'), crash('b'), crash('c')];
    const known = new KnownFindings();
    known.addRecord(a);
    known.addRecord(b);
    known.sources.push('merged/');
    const tally = new KnownTally(known, [a]);
    expect(tally.seen).toBe(1);
    expect(tally.isKnown(c)).toBe(false);
    expect(tally.isKnown(b)).toBe(true);
    expect(tally.seen).toBe(2);
    expect(tally.summary([a, b, c])).toEqual({
      newFindings: [c.id],
      known: { sources: ['merged/'], size: 2, seen: [a.id, b.id] },
    });
    expect(new KnownTally(undefined).summary([a])).toEqual({ newFindings: [a.id] });
  });
});

describe('finding records as JSON Lines', () => {
  it('reads records and refuses other lines with their numbers', () => {
    const f = crash('a');
    const { findings, refused } = readFindingLines(`${JSON.stringify(f)}\n\nnot json\n{"kind":"nope"}\n`);
    expect(findings.map((x) => x.id)).toEqual([f.id]);
    expect(refused).toEqual(['line 3: not JSON', 'line 4: the record has no known finding kind']);
  });
});

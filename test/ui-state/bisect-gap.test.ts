// What a bisection in the page did not measure (ui-state/bisect-control.ts gapText): with the two releases a
// default build ships, a range spans releases it never ran; the page names them and where they are checked.
import { describe, expect, it } from 'vitest';
import { bisectRange, type VersionVerdict } from '../../src/finding/bisect-range.js';
import { Z3_RELEASES_2026_11 } from '../../src/solvers/z3/bundled.js';
import { gapText } from '../../src/ui-state/bisect-control.js';

const verdicts = (pairs: [string, VersionVerdict['verdict']][]): VersionVerdict[] =>
  pairs.map(([version, verdict]) => ({ version, verdict, detail: '' }));

describe('the gap a page’s bisection leaves', () => {
  it('names the releases between the two it ran, and says `smtplay bisect` checks them', () => {
    const v = verdicts([
      ['4.8.17', 'good'],
      ['5.2.0', 'bad'],
    ]);
    const range = bisectRange(v, Z3_RELEASES_2026_11);
    expect(range.text).toMatch(/^regression: between 4\.8\.17 \(last good\) and 5\.2\.0 \(first bad\); 21 releases/);
    const gap = gapText({ range })!;
    expect(gap).toMatch(
      /^Measured between Z3 4\.8\.17 and 5\.2\.0 only: the 21 releases between them were not checked in this page\./,
    );
    expect(gap).toContain('`smtplay bisect` checks them');
    // The setting to halve the gap: the middle release between the two that were run.
    expect(gap).toContain('SMTPLAY_Z3_RELEASES=5.2.0,4.14.0,4.8.17');
  });

  it('says nothing when the range is exact or is no range', () => {
    const exact = verdicts([
      ['4.13.3', 'bad'],
      ['4.13.4', 'good'],
    ]);
    expect(gapText({ range: bisectRange(exact, Z3_RELEASES_2026_11) })).toBeUndefined();
    const always = verdicts([
      ['4.8.17', 'bad'],
      ['5.2.0', 'bad'],
    ]);
    expect(gapText({ range: bisectRange(always, Z3_RELEASES_2026_11) })).toBeUndefined();
  });
});

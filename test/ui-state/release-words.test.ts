// The page's words for a finding against the releases: a fixed finding names the newest release that no longer shows
// it and what it was found on (never "fixed by" a release it was found on); a range that is the same on every release
// run says how many ran and how many between them did not.
import { describe, expect, it } from 'vitest';
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import type { BisectRange, VersionVerdict } from '../../src/finding/bisect-range.js';
import type { FindingKind } from '../../src/oracles/types.js';
import { checkingWords, liveWords, rangeWords } from '../../src/ui-state/release-words.js';

const check = (verdict: LiveCheck['verdict'], text: string): LiveCheck => ({
  verdict,
  release: '5.2.0',
  family: 'z3',
  checks: [{ lane: 'z3@5.2.0', title: 'Z3 5.2.0', verdict: verdict === 'live' ? 'bad' : 'good', detail: '' }],
  seenOn: ['Z3 4.8.17', 'Z3 5.2.0'],
  detail: '',
  at: '2026-11-28T00:00:00.000Z',
  text,
});

const verdicts = (...v: [string, VersionVerdict['verdict']][]): VersionVerdict[] =>
  v.map(([version, verdict]) => ({ version, verdict, detail: '' }));

describe('release words', () => {
  it('says a fixed finding no longer shows on the newest release, and what it was found on', () => {
    const words = liveWords(check('fixed', 'fixed by Z3 5.2.0 (seen on Z3 4.8.17, Z3 5.2.0)'));
    expect(words).toBe('no longer shows on Z3 5.2.0, the newest release (found on Z3 4.8.17 and Z3 5.2.0)');
    expect(words).not.toMatch(/fixed by|seen on/);
    expect(liveWords(check('live', 'live in Z3 5.2.0'))).toBe('live in Z3 5.2.0');
  });

  it('names the releases a same-everywhere range did not run', () => {
    const always: BisectRange = { kind: 'always', text: 'shows on every release that decided (4.8.17 … 5.2.0)' };
    const known = ['4.8.17', '4.9.0', '4.12.0', '4.13.4', '5.2.0', '5.3.0'];
    const b = { range: always, verdicts: verdicts(['4.8.17', 'bad'], ['5.2.0', 'bad']) };
    expect(rangeWords(b, known)).toBe(
      'always bad on the 2 releases run (4.8.17, 5.2.0; 3 releases between them not run)',
    );
    const never: BisectRange = { kind: 'never', text: 'shows on no release that decided (4.8.17 … 4.9.0)' };
    expect(rangeWords({ range: never, verdicts: verdicts(['4.8.17', 'good'], ['4.9.0', 'good']) }, known)).toBe(
      'never bad on the 2 releases run (4.8.17, 4.9.0)',
    );
    const fixed: BisectRange = {
      kind: 'fixed',
      lastBad: '4.13.3',
      firstGood: '4.13.4',
      text: 'fixed: last bad 4.13.3, first fixed 4.13.4',
    };
    expect(rangeWords({ range: fixed, verdicts: [] }, known)).toBe('fixed: last bad 4.13.3, first fixed 4.13.4');
  });
});

describe('while a finding waits for its check on the newest release', () => {
  it.each<[string, FindingKind, string[], string]>([
    ['a CVC5 crash', 'crash', ['cvc5'], 'checking on the newest CVC5 release…'],
    ['a Z3 crash under an option', 'crash', ['z3@5.2.0+sat.smt=true'], 'checking on the newest Z3 release…'],
    [
      'a wrong answer between two Z3 lanes',
      'soundness',
      ['z3@5.2.0', 'z3@4.8.17'],
      'checking on the newest Z3 release…',
    ],
    // The deciding lane is the reference: only the solver that gave up is checked.
    ['a CVC5 unknown where Z3 decides', 'incompleteness', ['cvc5', 'z3@5.2.0'], 'checking on the newest CVC5 release…'],
    [
      'a wrong answer between native cvc5 and Z3',
      'soundness',
      ['native:cvc5@1.3.2', 'z3@5.2.0'],
      'checking on the newest CVC5 and Z3 releases…',
    ],
  ])('%s', (_what, kind, lanes, words) => {
    expect(checkingWords({ kind, lanes })).toBe(words);
  });
});

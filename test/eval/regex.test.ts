import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as R from '../../src/smtlib/eval/regex.js';
import { ev } from './helpers.js';

/** Random regexes over {a, b} paired with an equivalent JavaScript pattern. */
type Pair = { re: R.Regex; js: string };
const letter = (c: string): Pair => ({ re: R.literal([c.charCodeAt(0)]), js: c });
const pairs: fc.Arbitrary<Pair> = fc.letrec<{ p: Pair }>((tie) => ({
  p: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(letter('a'), letter('b'), { re: R.EPSILON, js: '(?:)' }, { re: R.ALLCHAR, js: '[^]' }),
    fc.tuple(tie('p'), tie('p')).map(([x, y]) => ({ re: R.concat([x.re, y.re]), js: `(?:${x.js})(?:${y.js})` })),
    fc.tuple(tie('p'), tie('p')).map(([x, y]) => ({ re: R.union([x.re, y.re]), js: `(?:${x.js}|${y.js})` })),
    tie('p').map((x) => ({ re: R.star(x.re), js: `(?:${x.js})*` })),
    tie('p').map((x) => ({ re: R.option(x.re), js: `(?:${x.js})?` })),
    tie('p').map((x) => ({ re: R.loop(x.re, 1, 2), js: `(?:${x.js}){1,2}` })),
  ),
})).p;
const words = fc.array(fc.constantFrom(97, 98, 99), { maxLength: 8 });

describe('regular expression membership', () => {
  it('agrees with JavaScript regular expressions', () => {
    fc.assert(
      fc.property(pairs, words, (p, w) => {
        const expected = new RegExp(`^(?:${p.js})$`, 'u').test(String.fromCharCode(...w));
        return new R.RegexMatcher().matches(p.re, w) === expected;
      }),
      { numRuns: 500 },
    );
  });

  it('intersects, complements and subtracts languages', () => {
    fc.assert(
      fc.property(pairs, pairs, words, (x, y, w) => {
        const m = new R.RegexMatcher();
        const inX = m.matches(x.re, w);
        const inY = m.matches(y.re, w);
        return (
          m.matches(R.intersect([x.re, y.re]), w) === (inX && inY) &&
          m.matches(R.complement(x.re), w) === !inX &&
          m.matches(R.difference(x.re, y.re), w) === (inX && !inY)
        );
      }),
      { numRuns: 300 },
    );
  });

  it('evaluates str.in_re and the regex constructors', () => {
    expect(ev('(str.in_re "abab" (re.* (str.to_re "ab")))')).toBe('true');
    expect(ev('(str.in_re "aba" (re.* (str.to_re "ab")))')).toBe('false');
    expect(ev('(str.in_re "x" (re.range "a" "z"))')).toBe('true');
    expect(ev('(str.in_re "x" (re.range "a" "zz"))')).toBe('false');
    expect(ev('(str.in_re "aaa" ((_ re.loop 2 3) (str.to_re "a")))')).toBe('true');
    expect(ev('(str.in_re "aaaa" ((_ re.loop 2 3) (str.to_re "a")))')).toBe('false');
    expect(ev('(str.in_re "aa" ((_ re.^ 2) (str.to_re "a")))')).toBe('true');
    expect(ev('(str.in_re "" re.none)')).toBe('false');
    expect(ev('(str.in_re "anything" re.all)')).toBe('true');
    expect(ev('(str.in_re "ab" (re.++ re.allchar re.allchar))')).toBe('true');
    expect(ev('(str.in_re "ab" (re.comp (str.to_re "ab")))')).toBe('false');
    expect(ev('(str.in_re "ab" (re.inter (re.* re.allchar) (re.+ (str.to_re "ab"))))')).toBe('true');
    expect(ev('(str.in_re "b" (re.diff (re.range "a" "c") (str.to_re "b")))')).toBe('false');
    expect(ev('(str.in.re "a" (re.opt (str.to.re "a")))')).toBe('true');
  });

  it('replaces the leftmost shortest match', () => {
    expect(ev('(str.replace_re "baab" (re.* (str.to_re "a")) "cc")')).toBe('"ccbaab"');
    expect(ev('(str.replace_re "baab" (re.+ (str.to_re "a")) "cc")')).toBe('"bccab"');
    expect(ev('(str.replace_re "xyz" (re.+ (str.to_re "a")) "cc")')).toBe('"xyz"');
    expect(ev('(str.replace_re_all "baab" (re.* (str.to_re "a")) "cd")')).toBe('"bcdcdb"');
  });
});

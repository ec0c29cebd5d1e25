import { describe, expect, it } from 'vitest';
import { decodeStringLiteral } from '../../src/smtlib/eval/string-literal.js';
import { ev } from './helpers.js';

describe('string literals', () => {
  it('interprets \\u escapes as the Strings theory defines them', () => {
    expect(decodeStringLiteral('a\\u{48}b')).toEqual([0x61, 0x48, 0x62]);
    expect(decodeStringLiteral('\\u0041')).toEqual([0x41]);
    expect(decodeStringLiteral('\\u{2FFFF}')).toEqual([0x2ffff]);
    expect(decodeStringLiteral('\\ud800')).toEqual([0xd800]);
    // Not escapes: too large, too many digits, not hex, Z3's old \x form.
    expect(decodeStringLiteral('\\u{30000}')).toHaveLength(9);
    expect(decodeStringLiteral('\\u{000041}')).toHaveLength(10);
    expect(decodeStringLiteral('\\u00g1')).toHaveLength(6);
    expect(decodeStringLiteral('\\x41')).toHaveLength(4);
    expect(decodeStringLiteral('😀')).toEqual([0x1f600]);
  });

  it('prints strings back so they read the same', () => {
    expect(ev('"a""b"')).toBe('"a""b"');
    expect(ev('"\\u{0}\\u{5c}"')).toBe('"\\u{0}\\u{5c}"');
    expect(ev('(str.len "\\u{0}\\u{5c}")')).toBe('2');
  });
});

describe('string functions', () => {
  it('concatenates and measures by code point', () => {
    expect(ev('(str.++ "ab" "" "c")')).toBe('"abc"');
    expect(ev('(str.len "a\\u{1F600}b")')).toBe('3');
  });

  it('str.at and str.substr are empty out of range', () => {
    expect(ev('(str.at "abc" 1)')).toBe('"b"');
    expect(ev('(str.at "abc" 3)')).toBe('""');
    expect(ev('(str.at "abc" (- 1))')).toBe('""');
    expect(ev('(str.substr "abcdef" 2 3)')).toBe('"cde"');
    expect(ev('(str.substr "abc" 1 10)')).toBe('"bc"');
    expect(ev('(str.substr "abc" 3 1)')).toBe('""');
    expect(ev('(str.substr "abc" (- 1) 2)')).toBe('""');
    expect(ev('(str.substr "abc" 0 (- 2))')).toBe('""');
    expect(ev('(str.substr "abc" 99999999999999999999 1)')).toBe('""');
  });

  it('str.indexof honours the start position', () => {
    expect(ev('(str.indexof "abcabc" "c" 0)')).toBe('2');
    expect(ev('(str.indexof "abcabc" "c" 3)')).toBe('5');
    expect(ev('(str.indexof "abcabc" "c" 6)')).toBe('(- 1)');
    expect(ev('(str.indexof "abc" "" 3)')).toBe('3');
    expect(ev('(str.indexof "abc" "" 4)')).toBe('(- 1)');
    expect(ev('(str.indexof "abc" "a" (- 1))')).toBe('(- 1)');
    expect(ev('(str.indexof "abc" "d" 0)')).toBe('(- 1)');
  });

  it('replaces the first or every occurrence', () => {
    expect(ev('(str.replace "abab" "b" "x")')).toBe('"axab"');
    expect(ev('(str.replace "abc" "" "x")')).toBe('"xabc"');
    expect(ev('(str.replace "abc" "d" "x")')).toBe('"abc"');
    expect(ev('(str.replace_all "abab" "b" "xy")')).toBe('"axyaxy"');
    expect(ev('(str.replace_all "aaa" "aa" "b")')).toBe('"ba"');
    expect(ev('(str.replace_all "abc" "" "x")')).toBe('"abc"');
  });

  it('converts between strings, codes and integers', () => {
    expect(ev('(str.to_int "0042")')).toBe('42');
    expect(ev('(str.to_int "4a")')).toBe('(- 1)');
    expect(ev('(str.to_int "")')).toBe('(- 1)');
    expect(ev('(str.to_int "-3")')).toBe('(- 1)');
    expect(ev('(str.from_int 42)')).toBe('"42"');
    expect(ev('(str.from_int (- 3))')).toBe('""');
    expect(ev('(str.to_code "a")')).toBe('97');
    expect(ev('(str.to_code "ab")')).toBe('(- 1)');
    expect(ev('(str.from_code 97)')).toBe('"a"');
    expect(ev('(str.from_code 200000)')).toBe('""');
    expect(ev('(str.is_digit "7")')).toBe('true');
    expect(ev('(str.is_digit "77")')).toBe('false');
  });

  it('compares lexicographically by code point', () => {
    expect(ev('(str.< "a" "ab")')).toBe('true');
    expect(ev('(str.< "b" "ab")')).toBe('false');
    expect(ev('(str.<= "ab" "ab")')).toBe('true');
    expect(ev('(str.prefixof "ab" "abc")')).toBe('true');
    expect(ev('(str.suffixof "bc" "abc")')).toBe('true');
    expect(ev('(str.contains "abc" "")')).toBe('true');
  });
});

import { describe, expect, it } from 'vitest';
import { sortIn } from './helpers.js';

const DECLS = '(declare-const s String) (declare-const t String) (declare-const i Int) (declare-const r RegLan)';

describe('Strings and RegLan', () => {
  it('types the SMT-LIB 2.6 string operators', () => {
    const cases: [string, string][] = [
      ['(str.++ s t "x")', 'String'],
      ['(str.len s)', 'Int'],
      ['(str.< s t)', 'Bool'],
      ['(str.<= s t s)', 'Bool'],
      ['(str.at s 0)', 'String'],
      ['(str.substr s 0 i)', 'String'],
      ['(str.prefixof s t)', 'Bool'],
      ['(str.suffixof s t)', 'Bool'],
      ['(str.contains s t)', 'Bool'],
      ['(str.indexof s t 0)', 'Int'],
      ['(str.replace s t "")', 'String'],
      ['(str.replace_all s t "")', 'String'],
      ['(str.replace_re s r "")', 'String'],
      ['(str.replace_re_all s r "")', 'String'],
      ['(str.is_digit s)', 'Bool'],
      ['(str.to_code s)', 'Int'],
      ['(str.from_code i)', 'String'],
      ['(str.to_int s)', 'Int'],
      ['(str.from_int i)', 'String'],
      ['(str.in_re s r)', 'Bool'],
    ];
    for (const [term, sort] of cases) expect(sortIn(DECLS, term), term).toBe(sort);
  });

  it('types the regular expression operators', () => {
    const regexes = [
      '(str.to_re s)',
      're.none',
      're.all',
      're.allchar',
      '(re.++ r r r)',
      '(re.union r r)',
      '(re.inter r r)',
      '(re.* r)',
      '(re.+ r)',
      '(re.opt r)',
      '(re.range "a" "z")',
      '(re.comp r)',
      '(re.diff r r)',
      '((_ re.loop 1 3) r)',
      '((_ re.^ 4) r)',
    ];
    for (const term of regexes) expect(sortIn(DECLS, term), term).toBe('RegLan');
  });

  it('accepts the legacy and extension names found in seeds', () => {
    expect(sortIn(DECLS, '(str.in.re s (str.to.re t))')).toBe('Bool');
    expect(sortIn(DECLS, '(str.to.int s)')).toBe('Int');
    expect(sortIn(DECLS, '(int.to.str i)')).toBe('String');
    expect(sortIn(DECLS, 're.nostr')).toBe('RegLan');
    expect(sortIn(DECLS, '(re.loop r 1 2)')).toBe('RegLan');
    expect(sortIn(DECLS, '(str.rev s)')).toBe('String');
    expect(sortIn(DECLS, '(str.to_lower s)')).toBe('String');
    expect(sortIn(DECLS, '(str.indexof_re s r 0)')).toBe('Int');
  });

  it('rejects strings where regular expressions are expected and vice versa', () => {
    expect(sortIn(DECLS, '(str.in_re s t)')).toBe(
      'error: str.in_re expects arguments of sorts String, RegLan, got String and String',
    );
    expect(sortIn(DECLS, '(str.++ s r)')).toBe(
      'error: str.++ expects arguments of sort String or (Seq E), got String and RegLan',
    );
    expect(sortIn(DECLS, '(str.len s t)')).toBe("error: wrong number of arguments to 'str.len': expected 1, got 2");
    expect(sortIn(DECLS, '(re.* s)')).toBe(
      'error: re.* expects an argument of sort RegLan or an argument of sort (RegEx (Seq A)), got String',
    );
  });
});

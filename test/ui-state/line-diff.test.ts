import { describe, expect, it } from 'vitest';
import { lineDiff } from '../../src/ui-state/line-diff.js';

const changed = (lines: { text: string; changed: boolean }[]) => lines.filter((l) => l.changed).map((l) => l.text);

describe('lineDiff', () => {
  it('marks only the lines a reduction removed, not the unchanged ones between them', () => {
    const original = [
      '(declare-fun x () Int)',
      '(declare-fun y () Int)',
      '(declare-fun z () Int)',
      '(assert (> x 0))',
      '(assert (< y z))',
      '(assert (= x y))',
      '(check-sat)',
    ].join('\n');
    const reduced = ['(declare-fun x () Int)', '(declare-fun y () Int)', '(assert (= x y))', '(check-sat)'].join('\n');
    const d = lineDiff(original, reduced);
    expect(changed(d.before)).toEqual(['(declare-fun z () Int)', '(assert (> x 0))', '(assert (< y z))']);
    expect(changed(d.after)).toEqual([]);
    expect(d.before.map((l) => l.text).join('\n')).toBe(original);
    expect(d.after.map((l) => l.text).join('\n')).toBe(reduced);
  });

  it('marks a rewritten line on both sides, and the lines around it on neither', () => {
    const d = lineDiff('(a)\n(assert (and p q))\n(b)\n(c)', '(a)\n(assert p)\n(b)\n(c)');
    expect(changed(d.before)).toEqual(['(assert (and p q))']);
    expect(changed(d.after)).toEqual(['(assert p)']);
  });

  it('marks nothing when nothing changed', () => {
    const d = lineDiff('(a)\n(b)', '(a)\n(b)');
    expect(changed(d.before)).toEqual([]);
    expect(changed(d.after)).toEqual([]);
  });
});

// The line under the seed editor, and whether the seed can run (issue 15: an empty seed said
// "✓ 0 commands, well-sorted").
import { describe, expect, it } from 'vitest';
import { diagnose } from '../../src/smtlib/diagnose.js';
import { seedStatus } from '../../src/ui-state/seed-status.js';

describe('seed status', () => {
  it('an empty seed (or only comments) cannot run and says so', () => {
    for (const text of ['', '  \n', '; only a comment\n'])
      expect(seedStatus(diagnose(text))).toEqual({
        ok: false,
        text: 'The seed is empty: write SMT-LIB commands or pick an example.',
      });
  });

  it('counts commands in words, and errors block the run', () => {
    expect(seedStatus(diagnose('(check-sat)'))).toEqual({ ok: true, text: '✓ 1 command, well-sorted' });
    expect(seedStatus(diagnose('(declare-const x Int)(check-sat)')).text).toBe('✓ 2 commands, well-sorted');
    expect(seedStatus(diagnose('(assert (+ 1 true))'))).toMatchObject({
      ok: false,
      text: expect.stringMatching(/^✗ 1 error/),
    });
  });
});

// A reduction's checkpoints (ReduceOptions.checkpoint): after each pass that made the script smaller, a stricter
// check of the script reached so far; a pass it refuses is undone, and the reduction goes on from the last script it
// held. Here the candidates' predicate is lenient (as a race's is: a few shows within some runs) and the checkpoint
// knows what the lenient one lets slip (as the rate measured again on twenty runs does).
import { describe, expect, it } from 'vitest';
import { reduce, type Predicate } from '../../src/reduce/index.js';
import { parsed } from '../support/parsed.js';

const TEXT =
  '(set-logic QF_LIA)(declare-const x Int)(declare-const y Int)' +
  Array.from({ length: 8 }, (_, i) => `(assert (<= (+ x ${i}) (* 2 y)))`).join('') +
  '(assert (= x 42))(check-sat)';

/** What the candidates must keep. */
const lenient: Predicate = async ({ text }) => text.includes('42');
/** What the checkpoint asks besides: the assertion the lenient predicate lets go. */
const NEEDED = '(<= (+ x 3) (* 2 y))';
const strict = (text: string): boolean => text.includes('42') && text.includes(NEEDED);

describe('reduce with checkpoints', () => {
  it('without one, the lenient predicate lets the needed assertion go', async () => {
    const result = await reduce(parsed(TEXT), lenient);
    expect(result.text).toContain('42');
    expect(result.text).not.toContain(NEEDED);
    expect(result.stats.rolledBack).toBe(0);
  });

  it('undoes each pass the checkpoint refuses, and goes on reducing from the last script it held', async () => {
    const checked: string[] = [];
    const checkpoint: Predicate = async ({ text }) => {
      checked.push(text);
      return strict(text);
    };
    const undone: { pass: string; bytes: number }[] = [];
    const held: string[] = [];
    const result = await reduce(parsed(TEXT), lenient, {
      checkpoint,
      onProgress: (p) => {
        if (p.rolledBack) undone.push({ pass: p.pass, bytes: p.bytes });
        if (p.held) held.push(p.pass);
      },
    });
    expect(strict(result.text)).toBe(true);
    // The other assertions went all the same: a refused pass is not the end of the reduction.
    for (const i of [0, 1, 2, 4, 5, 6, 7]) expect(result.text).not.toContain(`(+ x ${i})`);
    expect(result.stats.rolledBack).toBeGreaterThan(0);
    expect(undone).toHaveLength(result.stats.rolledBack);
    expect(undone[0]!.pass).toMatch(/ undone$/);
    // Every check is said, the ones that kept a pass as well: each held or undone.
    expect(held.length + undone.length).toBe(checked.length);
    expect(held.length).toBe(checked.filter(strict).length);
    expect(held.every((p) => p.endsWith(' held'))).toBe(true);
    // Checked only what a pass changed, never the same text twice, and the result is the last script it held.
    expect(new Set(checked).size).toBe(checked.length);
    expect(checked.filter(strict).at(-1)).toBe(result.text);
  });

  it('is never asked when the passes change nothing', async () => {
    let asked = 0;
    const minimal = '(assert (= x 42))';
    const result = await reduce(parsed(`(declare-const x Int)${minimal}`), async ({ text }) => text.includes(minimal), {
      checkpoint: async () => {
        asked++;
        return true;
      },
    });
    expect(result.text).toContain(minimal);
    expect(asked).toBe(0);
  });
});

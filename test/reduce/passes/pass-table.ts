// Table tests of the reducer's passes, in the style of ddSMT's tests/test_mutators_*.py: for an input script, the
// exact candidates a pass proposes, in order. A candidate is shown printed on one line (commands separated by a
// space); one the same as the input is left out (the engine never tries it). The engine then keeps only smaller,
// unseen, well-sorted candidates (reduce/engine.ts): a table shows what the pass itself proposes, so a pass that
// proposes broken text shows here.
import { describe, expect, it } from 'vitest';
import type { Pass } from '../../../src/reduce/types.js';
import { wellSortedScript } from '../../../src/reduce/validate.js';
import { printScript } from '../../../src/smtlib/printer.js';

const oneLine = (text: string): string => text.trim().replace(/\n/g, ' ');

/** The candidates `pass` proposes for `text` (which must be well-sorted), one line each, in order. */
export function candidatesOf(pass: Pass, text: string): string[] {
  const script = wellSortedScript(text);
  if (!script) throw new Error(`not well-sorted: ${text}`);
  const input = oneLine(printScript(script));
  return [...pass.candidates(script)].map((c) => oneLine(printScript(c))).filter((t) => t !== input);
}

/** [what the row shows, input script, the candidates the pass proposes]. */
export type Row = readonly [what: string, input: string, candidates: readonly string[]];

/** One test per row. */
export function passTable(pass: Pass, rows: readonly Row[]): void {
  describe(`the ${pass.name} pass`, () => {
    it.each(rows)('%s', (_what, input, candidates) => {
      expect(candidatesOf(pass, input)).toEqual(candidates);
    });
  });
}

// The parser's round trip over a whole seed corpus, as a suite: every seed parses, print → parse gives
// an equal AST, printing is a fixpoint, and astEqual is not vacuous on a real seed. parser.test.ts runs it
// on test/corpus/, parser.corpus.test.ts on the external corpus.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Term } from '../../src/smtlib/ast.js';
import { astEqual } from '../../src/smtlib/equal.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { Seed } from '../support/seed-set.js';
import { parsed } from '../support/parsed.js';

/** One line per seed that fails to parse, changes under print → parse, or prints differently twice. */
export function roundTripFailures(seeds: readonly Seed[]): string[] {
  const failures: string[] = [];
  for (const s of seeds) {
    const r = parseScript(s.text);
    if (!r.ok) {
      failures.push(`${s.path}:${r.error.line}:${r.error.col}: ${r.error.message}`);
      continue;
    }
    const printed = printScript(r.value);
    const again = parseScript(printed);
    if (!again.ok) {
      failures.push(`${s.path}: printed text fails at ${again.error.line}:${again.error.col}: ${again.error.message}`);
      continue;
    }
    if (!astEqual(again.value, r.value)) failures.push(`${s.path}: print → parse changes the AST`);
    else if (printScript(again.value) !== printed) failures.push(`${s.path}: printing is not a fixpoint`);
    if (r.value.commands.length === 0) failures.push(`${s.path}: no commands`);
  }
  return failures;
}

/** `load` runs in beforeAll; `checkCorpus` asserts what the corpus must hold (its size, its folders). */
export function describeSeedRoundTrip(
  name: string,
  load: () => Seed[],
  checkCorpus: (seeds: readonly Seed[]) => void,
): void {
  describe(`parser: ${name}`, () => {
    let seeds: Seed[] = [];
    beforeAll(() => {
      seeds = load();
    });

    it('finds the corpus', () => checkCorpus(seeds));

    it('every seed parses, round-trips to an equal AST, and printing is a fixpoint', () => {
      expect(roundTripFailures(seeds)).toEqual([]);
    });

    it('astEqual is not vacuous on the corpus: a changed seed differs', () => {
      const s = seeds.find((x) => /\(assert \(/.test(x.text))!;
      const a = parsed(s.text);
      expect(astEqual(a, parsed(s.text))).toBe(true);
      const i = a.commands.findIndex((c) => c.cmd === 'assert');
      const negated = a.commands.map((c, j) =>
        j === i && c.cmd === 'assert'
          ? { ...c, term: { kind: 'app', id: { symbol: 'not', indices: [] }, args: [c.term] } as Term }
          : c,
      );
      expect(astEqual(a, { commands: negated })).toBe(false);
      expect(astEqual(a, { commands: a.commands.slice(1) })).toBe(false);
      expect(astEqual(a, parsed(s.text + '\n(check-sat)'))).toBe(false);
    });
  });
}

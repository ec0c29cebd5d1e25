// Our own files for the solvers' extension theories (test/corpus/ext/<solver>/<theory>/): each parses,
// sort-checks, round-trips through the printer, and is well-sorted in a solver's dialect exactly when
// that solver read it (manifest.tsv records what native z3 4.8.12 and cvc5 1.0.3 answered: `error` or
// `unsupported` when they could not read it).
import { describe, expect, it } from 'vitest';
import { checkScript } from '../../src/smtlib/check/index.js';
import { astEqual } from '../../src/smtlib/equal.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import { loadCorpusManifest, readCorpusSeed } from '../support/corpus.js';

const unread = (result: string): boolean => result === 'error' || result === 'unsupported';

describe('extension-theory corpus files', () => {
  it('parse, sort-check in their own dialect, and round-trip', () => {
    const rows = loadCorpusManifest().filter((r) => r.path.startsWith('ext/'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const { text } = readCorpusSeed(row.path);
      const parsed = parseScript(text);
      expect(parsed.ok, row.path).toBe(true);
      if (!parsed.ok) continue;
      const own = row.path.split('/')[1]!;
      const checked = checkScript(parsed.value, { dialects: [own] });
      expect(checked.errors.map((e) => `${row.path}:${e.line}:${e.col} ${e.message}`)).toEqual([]);
      const printed = printScript(parsed.value);
      const again = parseScript(printed);
      expect(again.ok && astEqual(parsed.value, again.value), `${row.path} round trip`).toBe(true);
    }
  });

  it('are well-sorted for a pinned solver exactly when it read them', () => {
    const disagreements: string[] = [];
    for (const row of loadCorpusManifest().filter((r) => r.path.startsWith('ext/'))) {
      const parsed = parseScript(readCorpusSeed(row.path).text);
      if (!parsed.ok) continue;
      for (const [dialect, result] of [
        ['z3@4.8.12', row.z3],
        ['cvc5@1.0.3', row.cvc5],
      ] as const) {
        const ok = checkScript(parsed.value, { dialects: [dialect] }).ok;
        if (ok === unread(result))
          disagreements.push(`${row.path}: ${dialect} ${ok ? 'accepts' : 'rejects'}, the solver said ${result}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

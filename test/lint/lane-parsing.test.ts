// Lane strings (`z3@4.8.17+model_validate=true`, `native:cvc5@1.0.3`) are read only by src/solvers/lane-spec.ts:
// everywhere else a lane is a value (parseLaneSpec → family, version, backend, options, and the helpers beside
// it: familyOf, versionOf, baseOf, withVersion, optionsAfter, familyVersion). This test reads src/ and fails on
// the ways lane strings used to be taken apart by hand. src/smtlib/ is left out: it cannot see lanes (layers),
// and the dialect names it parses (`z3@4.8.17`) are its own grammar.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');
const OWNER = 'src/solvers/lane-spec.ts';
const LEFT_OUT = ['src/smtlib/'];

/** What hand parsing of a lane string looks like, each with what to use instead. */
const HAND_PARSING: readonly { pattern: RegExp; instead: string }[] = [
  {
    pattern: /\.(?:startsWith|endsWith)\(\s*['"`](?:z3|cvc5|cvc4|native)/,
    instead: 'familyOf(spec) or parseLaneSpec(spec).value.family/.backend',
  },
  { pattern: /\.startsWith\(\s*`\$\{[^}]+\}[+@]`/, instead: 'optionsAfter(base, laneId) or compare resolved lane ids' },
  { pattern: /\.split\(\s*(['"`])[+@]\1\s*\)|\.split\(\s*\/\\?[+@]\/\w*\s*\)/, instead: 'parseLaneSpec(spec).value' },
  { pattern: /\.(?:lastIndexOf|indexOf)\(\s*(['"`])[+@]\1/, instead: 'parseLaneSpec(spec).value' },
  { pattern: /\.includes\(\s*(['"`])(?:native:?|@|\+)\1\s*\)/, instead: 'parseLaneSpec(spec).value.backend/.version' },
  {
    pattern: /\/[^/\n]*@(?:\(|\[\\d|\\d|\[0-9)[^/\n]*\/[dgimsuy]*\.(?:exec|test)\(/,
    instead: 'versionOf(spec)',
  },
  { pattern: /\/\^\(?(?:\?:)?(?:z3|cvc5|native)\b[^/\n]*\/[dgimsuy]*\.(?:exec|test)\(/, instead: 'parseLaneSpec' },
  {
    pattern:
      /\b(?:laneId|runId|laneSpec|lane\.id|\.laneId)\.(?:startsWith|endsWith|includes|split|indexOf|lastIndexOf|slice|substring|match|replace)\(/,
    instead: 'parseLaneSpec(laneId).value',
  },
  { pattern: /\$\{[\w.]*family\}@/, instead: 'printLaneSpec or familyVersion(lane)' },
];

function offences(text: string): { line: number; text: string; instead: string }[] {
  const found: { line: number; text: string; instead: string }[] = [];
  text.split('\n').forEach((line, i) => {
    for (const { pattern, instead } of HAND_PARSING)
      if (pattern.test(line)) found.push({ line: i + 1, text: line.trim(), instead });
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(e.name) ? [full] : [];
  });
}

describe('lane strings are parsed only in solvers/lane-spec.ts', () => {
  it('catches each way lanes were taken apart by hand, and leaves unrelated strings alone', () => {
    const handParsed = [
      "const isZ3 = choice.base.startsWith('z3');",
      "if (!base.startsWith('cvc5')) return undefined;",
      'const base = sorted.find((b) => laneId === b || laneId.startsWith(`${b}+`));',
      "const extra = laneId.slice(base.length + 1).split('+');",
      'const pkg = /@([\\d.]+)/.exec(base)?.[1];',
      'const lane = lanes.find((l) => l.id === id || l.id.startsWith(`${id}@`));',
      'const withVersion = `${l.family}@${l.version}`;',
      "const at = rest.lastIndexOf('@');",
      "if (laneId.includes('native:')) return;",
      'const m = /^(z3|cvc5)(?:@(.*))?$/.exec(head);',
    ];
    for (const line of handParsed) expect(offences(line), line).not.toEqual([]);
    const unrelated = [
      "if (predicate.startsWith('cmd:')) return { text, command: predicate.slice(4) };",
      "const [from = '', to = ''] = spec.split('..').map((v) => v.trim());",
      "const dir = new URL(base.endsWith('/') ? base : `${base}/`, origin);",
      "['pack', `${Z3_NPM_PACKAGE}@${version}`, '--pack-destination', dir],",
      'const LANE_CHARS = /^[A-Za-z0-9_.:@/=+-]{1,200}$/;',
      "const isZ3 = familyOf(choice.base) === 'z3';",
      'if (laneIds.includes(id)) return;',
      "if (symbol.startsWith('@')) return;",
    ];
    for (const line of unrelated) expect(offences(line), line).toEqual([]);
  });

  it('finds none in src/ outside lane-spec.ts', () => {
    const found = sourceFiles(SRC)
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .filter((file) => file !== OWNER && !LEFT_OUT.some((dir) => file.startsWith(dir)))
      .flatMap((file) =>
        offences(readFileSync(join(ROOT, file), 'utf8')).map((o) => `${file}:${o.line}: ${o.text} (use ${o.instead})`),
      );
    expect(found).toEqual([]);
  });
});

// The dialect marks of the signature tables against the solvers themselves: every operator and sort
// symbol is used once in a small script (built from the table, test/support/dialect-examples.ts) and run
// on native z3 4.8.12 and cvc5 1.0.3 and on Z3 5.2.0 and 4.8.17 (wasm); a solver reads it exactly when the
// table says so. Z3's later eras (ERAS) are checked at their edges: the first release of each and the one
// before it (fetched from npm, as `smtplay` does) run the uses whose readers change between eras. Marks for
// versions we cannot run here (`cvc5+`) are not checked.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERAS, Vocabulary } from '../../src/smtlib/dialect.js';
import { allSignatures, THEORIES, type CompiledSortSymbol } from '../../src/smtlib/theories/index.js';
import { runNative } from '../../src/solvers/native/index.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadZ3Node } from '../../src/solvers/z3/load-node.js';
import { ensureZ3Release, knownZ3Versions } from '../../src/solvers/z3/releases.js';
import { compareVersions } from '../../src/smtlib/dialect.js';
import { exampleOf, sortExampleOf, type Example } from '../support/dialect-examples.js';
import { CVC5_NATIVE, Z3_NATIVE } from '../solvers/native-lanes.js';

const PARALLEL = 2;
/**
 * Read by a solver the table does not name, with another result sort: Z3 reads `(^ Int Int)` as a Real
 * (the Reals signature), cvc5 as an Int (this one).
 */
const OTHER_SORT = /^Ints \^\/Int Int z3 /;
const Z3_PINNED = Vocabulary.of('z3@4.8.12');
const CVC5_PINNED = Vocabulary.of('cvc5@1.0.3');
/** Z3 wasm builds run on every use: the npm package and its alias (no download). */
const Z3_WASM_ALL = [
  { version: '5.2.0', source: 'z3-solver' },
  { version: '4.8.17', source: 'z3-4817' },
];

/** cvc5 refuses what it cannot read with a parse error; other errors (an option it needs) still mean it read it. */
const cvc5Reads = (out: string): boolean => !/Parse Error|not declared/.test(out);
const z3Reads = (out: string): boolean => !/\(error /.test(out);

interface Case {
  what: string;
  readers: number;
  example: Example;
}

const engines = new Map<string, Z3Engine>();
beforeAll(async () => {
  for (const { version, source } of Z3_WASM_ALL) engines.set(version, await loadZ3Node(source));
});
afterAll(() => {
  for (const e of engines.values()) e.close();
});

/** Each era of Z3 after its first two: its first release and the release before it (each release once). */
async function eraEdges(): Promise<string[]> {
  const releases = await knownZ3Versions();
  const edges = ERAS.z3.slice(2).flatMap((start) => {
    const before = releases.filter((v) => compareVersions(v, start) < 0).at(-1);
    return before ? [before, start] : [start];
  });
  return [...new Set(edges)];
}

/** Runs each use on a Z3 release fetched into the cache (loaded one at a time). */
async function onRelease(version: string, texts: readonly string[]): Promise<string[]> {
  const engine = await loadZ3Node((await ensureZ3Release(version)).dir, { onStderr: () => {} });
  try {
    const out: string[] = [];
    for (const t of texts) out.push(await engine.evalSmtlib(t));
    return out;
  } finally {
    engine.close();
  }
}

async function pool<T, R>(items: readonly T[], run: (t: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await run(items[i]!);
      }
    }),
  );
  return out;
}

it('every operator and sort is read by exactly the solvers its table names', async () => {
  const cases: Case[] = [];
  const missing: string[] = [];
  for (const sig of allSignatures()) {
    const example = exampleOf(sig);
    const what = `${sig.theory} ${sig.name}/${sig.argText.join(' ')}`;
    if (example) cases.push({ what, readers: sig.dialects, example });
    else if (!sig.indexKinds.includes('fun')) missing.push(what);
  }
  // A sort name some dialects read differently (Z3's Set) is read by the union of its symbols' readers.
  const sorts = new Map<string, { sym: CompiledSortSymbol; readers: number }>();
  for (const sym of THEORIES.flatMap((t) => t.sorts)) {
    const seen = sorts.get(sym.name);
    sorts.set(sym.name, { sym: seen?.sym ?? sym, readers: (seen?.readers ?? 0) | sym.dialects });
  }
  for (const [name, { sym, readers }] of sorts) {
    const example = sortExampleOf(sym);
    if (example) cases.push({ what: `sort ${name}`, readers, example });
  }
  const started = performance.now();
  const z3 = await pool(cases, (c) => runNative(Z3_NATIVE, c.example.text, { timeoutMs: 5000 }));
  const cvc5 = await pool(cases, (c) =>
    runNative(CVC5_NATIVE, `(set-logic ${c.example.cvc5Logic ?? 'HO_ALL'})\n${c.example.text}`, { timeoutMs: 5000 }),
  );
  const wasm = new Map<string, Map<Case, string>>();
  for (const [version, engine] of engines) {
    const out = new Map<Case, string>();
    for (const c of cases) out.set(c, await engine.evalSmtlib(c.example.text));
    wasm.set(version, out);
  }
  // The uses whose Z3 readers change from one era to another after the pinned release.
  const eras = ERAS.z3.slice(1).map((start) => Vocabulary.of(`z3@${start}`));
  const changing = cases.filter((c) => new Set(eras.map((v) => v.accepts(c.readers))).size > 1);
  const edges = await eraEdges();
  for (const version of edges) {
    const out = await onRelease(
      version,
      changing.map((c) => c.example.text),
    );
    wasm.set(version, new Map(changing.map((c, i) => [c, out[i]!])));
  }
  const wrong: string[] = [];
  cases.forEach((c, i) => {
    const said = (o: { stdout: string; stderr: string }): string => `${o.stdout}${o.stderr}`;
    const checks: [string, boolean, boolean, string][] = [
      ['z3 4.8.12', Z3_PINNED.accepts(c.readers), z3Reads(said(z3[i]!)), said(z3[i]!)],
      ['cvc5 1.0.3', CVC5_PINNED.accepts(c.readers), cvc5Reads(said(cvc5[i]!)), said(cvc5[i]!)],
    ];
    for (const [version, outs] of wasm) {
      const out = outs.get(c);
      if (out !== undefined)
        checks.push([`z3 ${version}`, Vocabulary.of(`z3@${version}`).accepts(c.readers), z3Reads(out), out]);
    }
    for (const [solver, table, reads, out] of checks) {
      if (table !== reads && !OTHER_SORT.test(`${c.what} ${solver}`)) {
        wrong.push(
          `${c.what}: ${solver} ${reads ? 'reads' : 'does not read'} ${c.example.use} (${out.trim().split('\n')[0]})`,
        );
      }
    }
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${cases.length} uses checked on z3 4.8.12, cvc5 1.0.3, Z3 ${[...engines.keys()].join(', ')}; ` +
      `${changing.length} uses that change between eras on Z3 ${edges.join(', ')}; in ${seconds} s; ` +
      `no example for: ${missing.join('; ') || 'none'}`,
  );
  // The edges are the releases the eras were measured on: a missing one would leave an era unchecked.
  expect(ERAS.z3.slice(2).every((start) => edges.includes(start))).toBe(true);
  expect(edges.length).toBeGreaterThanOrEqual(ERAS.z3.length - 1);
  expect(changing.length).toBeGreaterThan(0);
  console.log(wrong.join('\n'));
  expect(wrong).toEqual([]);
  expect(missing).toEqual([]);
});

// The dialect marks of the signature tables against the solvers themselves: every operator and sort
// symbol is used once in a small script (built from the table, test/support/dialect-examples.ts) and run
// on native z3 4.8.12 and cvc5 1.0.3 and on Z3 5.2.0 (wasm); a solver reads it exactly when the table
// says so. Marks for versions we cannot run here (`cvc5+`) are not checked.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Vocabulary } from '../../src/smtlib/dialect.js';
import { allSignatures, THEORIES, type CompiledSortSymbol } from '../../src/smtlib/theories/index.js';
import { runNative } from '../../src/solvers/native/index.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadZ3Node } from '../../src/solvers/z3/load-node.js';
import { exampleOf, sortExampleOf, type Example } from '../support/dialect-examples.js';
import { CVC5_NATIVE, Z3_NATIVE } from '../solvers/native-lanes.js';

const PARALLEL = 2;
/**
 * Read by a solver the table does not name, with another result sort: Z3 reads `(^ Int Int)` as a Real
 * (the Reals signature), cvc5 as an Int (this one).
 */
const OTHER_SORT = new Set(['Ints ^/Int Int z3 4.8.12', 'Ints ^/Int Int z3 5.2.0']);
const Z3_PINNED = Vocabulary.of('z3@4.8.12');
const Z3_NEWER = Vocabulary.of('z3@5.2.0');
const CVC5_PINNED = Vocabulary.of('cvc5@1.0.3');

/** cvc5 refuses what it cannot read with a parse error; other errors (an option it needs) still mean it read it. */
const cvc5Reads = (out: string): boolean => !/Parse Error|not declared/.test(out);
const z3Reads = (out: string): boolean => !/\(error /.test(out);

interface Case {
  what: string;
  readers: number;
  example: Example;
}

let engine: Z3Engine;
beforeAll(async () => {
  engine = await loadZ3Node();
});
afterAll(() => engine.close());

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

it('every operator and sort is read by exactly the solvers its table names', { timeout: 900_000 }, async () => {
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
  const newer: string[] = [];
  for (const c of cases) newer.push(await engine.evalSmtlib(c.example.text));
  const wrong: string[] = [];
  cases.forEach((c, i) => {
    const said = (o: { stdout: string; stderr: string }): string => `${o.stdout}${o.stderr}`;
    const checks: [string, boolean, boolean, string][] = [
      ['z3 4.8.12', Z3_PINNED.accepts(c.readers), z3Reads(said(z3[i]!)), said(z3[i]!)],
      ['cvc5 1.0.3', CVC5_PINNED.accepts(c.readers), cvc5Reads(said(cvc5[i]!)), said(cvc5[i]!)],
      ['z3 5.2.0', Z3_NEWER.accepts(c.readers), z3Reads(newer[i]!), newer[i]!],
    ];
    for (const [solver, table, reads, out] of checks) {
      if (table !== reads && !OTHER_SORT.has(`${c.what} ${solver}`)) {
        wrong.push(
          `${c.what}: ${solver} ${reads ? 'reads' : 'does not read'} ${c.example.use} (${out.trim().split('\n')[0]})`,
        );
      }
    }
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${cases.length} uses checked on 3 solvers in ${seconds} s; no example for: ${missing.join('; ') || 'none'}`,
  );
  console.log(wrong.join('\n'));
  expect(wrong).toEqual([]);
  expect(missing).toEqual([]);
});

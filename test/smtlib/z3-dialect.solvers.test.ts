// Our Z3-dialect files (test/corpus/Z3_DIALECT/) on the Z3 releases themselves: Z3 5.2.0 (the page's
// lane) and 4.8.17 (bundled) each read a file without an error exactly when our front end reads it for that
// release (`--dialect z3@VERSION`); where the marks of a file change from one era to the next (ERAS), the
// era's first release and the release before it are asked too (fetched from npm into the release cache, as
// `smtplay` does). And Z3 5.2.0's model of each sat file makes no assertion false under our evaluator.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkScript } from '../../src/smtlib/check/index.js';
import { compareVersions, ERAS } from '../../src/smtlib/dialect.js';
import { evaluateAssertions, scopeAtFirstCheckSat } from '../../src/smtlib/eval/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { Script } from '../../src/smtlib/ast.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadZ3Node } from '../../src/solvers/z3/load-node.js';
import { ensureZ3Release, knownZ3Versions } from '../../src/solvers/z3/releases.js';
import { loadCorpusManifest, readCorpusSeed } from '../support/corpus.js';

interface File {
  path: string;
  text: string;
  script: Script;
  expected: string;
}

const files: File[] = loadCorpusManifest()
  .filter((r) => r.path.startsWith('Z3_DIALECT/'))
  .map((row) => {
    const { text } = readCorpusSeed(row.path);
    const r = parseScript(text);
    if (!r.ok) throw new Error(`${row.path}: ${r.error.message}`);
    return { path: row.path, text, script: r.value, expected: row.expected };
  });

/**
 * Forms Z3 stops reading, which no corpus file carries (every file is read by Z3 5.2.0): from 5.1.0 a
 * declaration with a built-in's name and argument sorts.
 */
const PROBES: File[] = [
  { path: 'probe:builtin-signature', text: '(declare-fun abs (Real) Real)\n(assert (= (abs 1.0) 2.0))\n(check-sat)\n' },
].map((p) => {
  const r = parseScript(p.text);
  if (!r.ok) throw new Error(r.error.message);
  return { ...p, script: r.value, expected: 'sat' };
});

const accepts = (f: File, version: string): boolean => checkScript(f.script, { dialects: `z3@${version}` }).ok;
const firstError = (out: string): string | undefined => out.split('\n').find((l) => l.startsWith('(error'));

const engines = new Map<string, Z3Engine>();
beforeAll(async () => {
  engines.set('5.2.0', await loadZ3Node('z3-solver', { onStderr: () => {} }));
  engines.set('4.8.17', await loadZ3Node('z3-4817', { onStderr: () => {} }));
  for (const e of engines.values()) e.setParam('timeout', '5000');
});
afterAll(() => {
  for (const e of engines.values()) e.close();
});

/** `reads ⇔ accepts` on one release for the given files: the disagreements, one line each. */
async function disagreements(engine: Z3Engine, version: string, chosen: readonly File[]): Promise<string[]> {
  const out: string[] = [];
  for (const f of chosen) {
    const error = firstError(await engine.evalSmtlib(f.text));
    const ours = accepts(f, version);
    if (ours === (error !== undefined)) {
      out.push(
        `${f.path}: Z3 ${version} ${error ? `refuses it (${error})` : 'reads it'}, we ${ours ? 'accept' : 'refuse'} it`,
      );
    }
  }
  return out;
}

it('Z3 5.2.0 and 4.8.17 read exactly the files our front end reads for them', async () => {
  expect(files.length).toBeGreaterThanOrEqual(15);
  const wrong: string[] = [];
  for (const [version, engine] of engines) wrong.push(...(await disagreements(engine, version, files)));
  // The marks say 4.8.17 refuses some files (List, the application forms): it is checked, not assumed.
  expect(files.filter((f) => !accepts(f, '4.8.17')).length).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});

it('the release that starts an era, and the one before it, read the files whose marks change there', async () => {
  const releases = await knownZ3Versions();
  const checked: string[] = [];
  const wrong: string[] = [];
  for (let i = 2; i < ERAS.z3.length; i++) {
    const start = ERAS.z3[i]!;
    const changing = [...files, ...PROBES].filter((f) => accepts(f, ERAS.z3[i - 1]!) !== accepts(f, start));
    if (changing.length === 0) continue;
    const before = releases.filter((v) => compareVersions(v, start) < 0).at(-1)!;
    for (const version of [before, start]) {
      const engine = await loadZ3Node((await ensureZ3Release(version)).dir, { onStderr: () => {} });
      try {
        wrong.push(...(await disagreements(engine, version, changing)));
      } finally {
        engine.close();
      }
    }
    checked.push(`${before}/${start}: ${changing.map((f) => f.path.replace(/^Z3_DIALECT\//, '')).join(', ')}`);
  }
  console.log(`era edges checked: ${checked.join('; ')}`);
  // List (4.10.0), a lambda applied (4.15.4), an array constant applied (4.15.8), any term applied (5.0.0).
  expect(checked.length).toBeGreaterThanOrEqual(4);
  expect(wrong).toEqual([]);
});

it("Z3 5.2.0's models of the sat files make no assertion false under our evaluator", async () => {
  const z3 = engines.get('5.2.0')!;
  const falses: string[] = [];
  const unknowns: string[] = [];
  let trues = 0;
  for (const f of files.filter((x) => x.expected === 'sat')) {
    const end = f.script.commands[scopeAtFirstCheckSat(f.script).checkSatIndex]!.span!.end;
    const out = await z3.evalSmtlib(`${f.text.slice(0, end)}\n(get-model)\n`);
    const lines = out.split('\n');
    const at = lines.findIndex((l) => l.trim() === 'sat');
    expect(at, `${f.path}: ${out}`).toBeGreaterThanOrEqual(0);
    checkScript(f.script); // gives the terms their sorts, as the page does before a campaign
    const verdicts = evaluateAssertions(f.script, lines.slice(at + 1).join('\n'));
    if (!verdicts.ok) throw new Error(`${f.path}: the model does not parse: ${verdicts.error.message}`);
    for (const { verdict } of verdicts.value) {
      if (verdict.kind === 'false') falses.push(f.path);
      else if (verdict.kind === 'unknown') unknowns.push(`${f.path}: ${verdict.reason}`);
      else trues++;
    }
  }
  console.log(`${trues} assertions true under Z3's models; unknown: ${unknowns.join('; ') || 'none'}`);
  expect(falses).toEqual([]);
  expect(trues).toBeGreaterThan(20);
});

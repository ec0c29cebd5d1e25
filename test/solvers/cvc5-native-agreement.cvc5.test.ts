// The CVC5 WebAssembly build the page runs says, on every seed of our corpus, word for word what the native cvc5 of
// the same version prints: the program build (cvc5 1.3.2, callMain) and the library build alike (cvc5 1.3.4,
// wasm/build-cvc5-library.sh: one call of our entry point per run). The native one is the program
// scripts/newest-solvers.sh (Debian's 1.3.2) or scripts/head-solvers.sh (1.3.4, its assertions on) installed.
//
// Both get the seed's options from the manifest and the same resource limit per check (`--rlimit-per`): cvc5 counts
// its own steps, so where a seed runs out, both run out at the same step and both say `unknown`, however busy the
// machine is. Nothing here depends on time. The seeds of nonlinear real arithmetic and transcendentals are left out:
// cvc5's solvers for them do not count their steps (QF_NRA/circle-line.smt2 runs for minutes past any limit).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmscriptenCli } from '../../src/solvers/cvc5/emscripten-cli.js';
import { loadCvc5 } from '../../src/solvers/cvc5/load.js';
import { readCvc5Files } from '../../src/solvers/cvc5/node-source.js';
import { incrementalIfNeeded } from '../../src/solvers/cvc5/worker-core.js';
import { installedProgram } from '../../src/solvers/native/installed.js';
import { loadCorpus, loadCorpusManifest } from '../support/corpus.js';
import { cvc5BuildAtHand } from '../support/cvc5-build.js';

const build = cvc5BuildAtHand()!;
// The heads' folder by its default place: vitest.config.ts hides it from the other tests (the CLI's default lanes).
const native = installedProgram('cvc5', build.version, { ...process.env, SMTPLAY_HEAD_SOLVERS: '' });
/** cvc5's resource units per check: enough for most seeds, few enough that none runs for long. */
const RLIMIT = '--rlimit-per=100000';
/** Where the resource limit does not bind (see above). */
const UNBOUNDED = /(^|\/)(QF_)?NRA\/|transcendentals\//;

/** The file name in messages: the native run reads `input.smt2` in its folder, the WebAssembly run its own path. */
const sameName = (text: string): string => text.replace(/(?:[^\s"'(]*\/)?input\.smt2/g, 'input.smt2');

const ANSWER = /^(sat|unsat|unknown)$/gm;

/** The outputs differ only where one side said `unknown` (ran out of resources) and the other answered. */
function onlyALimit(a: string, b: string): boolean {
  const x = a.match(ANSWER) ?? [];
  const y = b.match(ANSWER) ?? [];
  if (x.length !== y.length || x.length === 0) return false;
  let limit = false;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    if (x[i] !== 'unknown' && y[i] !== 'unknown') return false;
    limit = true;
  }
  return limit;
}

describe(`CVC5 ${build.version} compiled to WebAssembly against native cvc5 ${build.version}`, () => {
  let cli: EmscriptenCli;
  let dir: string;
  beforeAll(async () => {
    cli = await loadCvc5(await readCvc5Files(build.js, build.wasm));
    dir = mkdtempSync(join(tmpdir(), 'cvc5-agreement-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has a native cvc5 of its version to compare with', () => {
    expect(
      native,
      `no native cvc5 ${build.version} is installed: run bash scripts/newest-solvers.sh (cvc5 1.3.2) or ` +
        'sudo bash scripts/head-solvers.sh --only cvc5-1.3.4',
    ).toBeDefined();
  });

  it('prints what the native cvc5 prints, on every seed of the corpus', async () => {
    const options = new Map(loadCorpusManifest().map((r) => [r.path, r.cvc5Options]));
    const seeds = loadCorpus().filter((s) => !UNBOUNDED.test(s.path));
    expect(seeds.length).toBeGreaterThan(150);
    const differ: string[] = [];
    const atTheLimit: string[] = [];
    let decided = 0;
    for (const seed of seeds) {
      const args = [
        RLIMIT,
        ...incrementalIfNeeded(options.get(seed.path) ?? [], seed.text),
        ...(options.get(seed.path) ?? []),
      ];
      writeFileSync(join(dir, 'input.smt2'), seed.text);
      let nativeOut: string;
      let nativeCode = 0;
      try {
        nativeOut = execFileSync(native!, ['--lang=smt2', ...args, 'input.smt2'], {
          cwd: dir,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
      } catch (e) {
        // cvc5 exits 1 after an (error …): what it printed is still the answer.
        nativeOut = (e as { stdout?: string }).stdout ?? '';
        nativeCode = (e as { status?: number }).status ?? -1;
      }
      const wasm = await cli.run({ args, script: seed.text });
      expect(wasm.trap, `${seed.path} crashed the WebAssembly build`).toBeUndefined();
      expect(wasm.exitCode, `${seed.path}: the exit code`).toBe(nativeCode);
      if (sameName(wasm.stdout) !== sameName(nativeOut)) {
        const said = `${seed.path}: native ${JSON.stringify(nativeOut.slice(0, 200))}, wasm ${JSON.stringify(wasm.stdout.slice(0, 200))}`;
        (onlyALimit(nativeOut, wasm.stdout) ? atTheLimit : differ).push(said);
      }
      if (/^(sat|unsat)$/m.test(nativeOut)) decided++;
    }
    expect(differ, differ.join('\n')).toEqual([]);
    // Debian's cvc5 1.3.2 computes with CLN where the WebAssembly builds use GMP: the steps a check counts can differ
    // a little, so a seed at the edge of the limit may run out on one side only. Such seeds must stay rare.
    expect(atTheLimit.length, atTheLimit.join('\n')).toBeLessThanOrEqual(Math.ceil(seeds.length * 0.03));
    // The comparison means something only if most seeds get an answer within the limit.
    expect(decided).toBeGreaterThan(seeds.length / 2);
    console.log(
      `cvc5 ${build.version} (${cli.kind}): ${seeds.length} seeds, the same output but for ${atTheLimit.length} ` +
        `that ran out of resources on one side only; ${decided} decided`,
    );
  });
});

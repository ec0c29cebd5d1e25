// The real CVC5 WebAssembly build (the repository's cvc5 1.3.4 library, wasm/builds/, installed into public/wasm/cvc5/
// by `npm run pretest:e2e`; or the build $SMTPLAY_CVC5_WASM names) in
// Chromium's module worker, as the page runs it: through the page's own LaneService on the `cvc5` lane (answers sat
// and unsat, every check-sat of an incremental script, a model our evaluator finds true, a query that runs past its
// limit cut off by the host's clock and the lane answering again, an abort under --nl-icp recovered), and on one
// worker for 100 runs whose instance is never replaced and whose memory stops growing. The CLI's build in Node:
// test/solvers/cvc5-build.cvc5.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateAssertions } from '../../src/smtlib/eval/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { WasmBuildInfo } from '../../src/solvers/worker-api.js';
import { lanesReady, openPage } from './playground-page.js';
import { useE2eEnv } from './shared-env.js';

/** The build the dev server serves at wasm/cvc5/ (public/wasm/cvc5/, with the release.json its install wrote). */
const PAGE_BUILD = join(import.meta.dirname, '..', '..', 'public', 'wasm', 'cvc5');

const LIA = (i: number): string =>
  `(set-logic QF_LIA)\n(declare-const x Int)\n(declare-const y Int)\n(assert (and (> x ${i}) (< y (- x 3))))\n(check-sat)\n`;
const UNSAT = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 2))\n(assert (< x 1))\n(check-sat)\n';
/** Two check-sats: the worker gives cvc5 --incremental. */
const TWO = `${LIA(4)}(assert (< x 0))\n(check-sat)\n`;
const MODEL =
  '(set-logic QF_LIA)\n(declare-const x Int)\n(declare-const y Int)\n(assert (= (+ x (* 2 y)) 7))\n(assert (> y x))\n(check-sat)\n';
// Fermat's last theorem for cubes: cvc5 searches for ever; its own polled limit is set far beyond the host's.
const FERMAT =
  '(set-logic QF_NIA)\n(declare-fun x () Int)\n(declare-fun y () Int)\n(declare-fun z () Int)\n(assert (and (> x 0) (> y 0) (> z 0)))\n(assert (= (+ (* x x x) (* y y y)) (* z z z)))\n(check-sat)\n';
// --nl-icp needs LibPoly, which this build (like Debian's) lacks: cvc5 aborts.
const ICP = '(set-logic QF_NRA)\n(declare-fun x () Real)\n(assert (= (* x x) 2.0))\n(check-sat)\n';

/** Generous limits for a busy machine; the timeout query's own limit is what the host must enforce. */
const SOLVE_MS = 60_000;
const CUT_MS = 2000;

// Runs in the page: the page's own LaneService on the CVC5 lane (availability check, the build's bytes fetched by
// the page, module worker, SolverHost). Passed as text: Vitest rewrites `import()` in this file.
const THROUGH_THE_LANE = `async ({ LIA, UNSAT, TWO, MODEL, FERMAT, ICP, SOLVE_MS, CUT_MS }) => {
  const { LaneService } = await import('/src/ui/lane-service.ts');
  const svc = new LaneService(() => {});
  const run = (script, options = {}) => svc.run('cvc5', script, { timeoutMs: SOLVE_MS, ...options });
  const out = {};
  out.sat = await run(LIA);
  out.unsat = await run(UNSAT);
  out.two = await run(TWO);
  out.model = await run(MODEL, { produceModel: true });
  out.ready = svc.state('cvc5');
  out.buildOf = svc.buildOf('cvc5', out.ready.version);
  out.cut = await run(FERMAT, { timeoutMs: CUT_MS, options: ['--tlimit-per=600000'] });
  out.afterCut = await run(LIA);
  out.cutState = svc.state('cvc5');
  out.crash = await run(ICP, { options: ['--nl-icp'] });
  out.afterCrash = await run(UNSAT);
  out.crashState = svc.state('cvc5');
  svc.dispose();
  return out;
}`;

// Runs in the page: one CVC5 worker, started as the page starts it (the bytes fetched by the page), `total` runs on
// it; after each, whether the run made a new instance and the instance's memory (emscripten-cli.ts memoryBytes,
// read through the worker's Comlink proxy).
const ON_ONE_WORKER = `async ({ scripts, SOLVE_MS }) => {
  const { checkCvc5Availability } = await import('/src/solvers/cvc5/availability.ts');
  const { spawnCvc5BrowserWorker } = await import('/src/solvers/cvc5/spawn-browser.ts');
  const avail = await checkCvc5Availability();
  const wasm = await (await fetch(avail.wasm)).arrayBuffer();
  const w = spawnCvc5BrowserWorker();
  const info = await w.api.init({ family: 'cvc5', source: avail.source, options: [], wasm });
  const runs = [];
  for (const script of scripts) {
    const r = await w.api.run(script, SOLVE_MS);
    runs.push({ stdout: r.stdout, exitCode: r.exitCode, trap: r.trap, instantiateMs: r.instantiateMs, memoryBytes: await w.api.cli.memoryBytes });
  }
  w.terminate();
  return { version: info.version, runs };
}`;

type Run = Outcome & { message: string };
type State = { status: string; version?: string; restarts?: number; lastRestart?: string; build?: WasmBuildInfo };

describe('the real CVC5 build in Chromium’s worker', () => {
  const env = useE2eEnv();
  let version: string;
  /** What the build script recorded of a library build (wasm/build-cvc5-library.sh); absent for the program's build. */
  let made: { source: string; optimisation: string; commit: string | null } | undefined;
  beforeAll(async () => {
    try {
      const release = JSON.parse(readFileSync(join(PAGE_BUILD, 'release.json'), 'utf8')) as {
        version: string;
        build?: { source: string; optimisation: string; commit: string | null };
      };
      version = release.version;
      made = release.build;
    } catch (e) {
      throw new Error(
        `no CVC5 build in ${PAGE_BUILD} (${(e as Error).message}): \`npm run pretest:e2e\` installs the repository's ` +
          'build (wasm/install-cvc5.ts; wasm/README.md)',
      );
    }
  });

  it('is, unless $SMTPLAY_CVC5_WASM names another, the repository’s own cvc5 1.3.4 build', () => {
    if (process.env.SMTPLAY_CVC5_WASM) return;
    const ours = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', 'wasm', 'builds', 'cvc5-1.3.4', 'build.json'), 'utf8'),
    ) as {
      version: string;
      commit: string;
      files: Record<string, { sha256: string }>;
    };
    const served = JSON.parse(readFileSync(join(PAGE_BUILD, 'release.json'), 'utf8')) as { wasmSha256: string };
    expect(version).toBe(ours.version);
    expect(served.wasmSha256).toBe(ours.files['cvc5-library.wasm']!.sha256);
    expect(made).toMatchObject({ source: 'cvc5-1.3.4.tar.gz', commit: ours.commit, optimisation: '-O3' });
  });

  it(
    'answers on the page’s lane, gives a model our evaluator finds true, is cut off past its limit and recovers from a crash',
    { timeout: 480_000 },
    async () => {
      const { page, errors } = await openPage(env);
      expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);
      const r = (await page.evaluate(
        `(${THROUGH_THE_LANE})(${JSON.stringify({ LIA: LIA(3), UNSAT, TWO, MODEL, FERMAT, ICP, SOLVE_MS, CUT_MS })})`,
      )) as Record<'sat' | 'unsat' | 'two' | 'model' | 'cut' | 'afterCut' | 'crash' | 'afterCrash', Run> &
        Record<'ready' | 'cutState' | 'crashState', State> & { buildOf?: WasmBuildInfo };
      expect(r.ready).toMatchObject({ status: 'ready', version });
      // A library build names itself (from the module), and the lane service hands that to reports; the program's
      // build names only its version.
      if (made) {
        expect(r.ready.build).toMatchObject({ version, source: made.source, optimisation: made.optimisation });
        expect(r.buildOf).toEqual(r.ready.build);
      } else {
        expect(r.ready.build).toBeUndefined();
      }
      expect(r.sat).toMatchObject({ status: 'ok', answers: ['sat'] });
      expect(r.unsat).toMatchObject({ status: 'ok', answers: ['unsat'] });
      expect(r.two).toMatchObject({ status: 'ok', answers: ['sat', 'unsat'] });

      // The model, read by our evaluator against the script's assertions.
      expect(r.model).toMatchObject({ status: 'ok', answers: ['sat'] });
      expect(r.model.model).toContain('define-fun');
      const script = parseScript(MODEL);
      if (!script.ok) throw new Error(script.error.message);
      const verdicts = evaluateAssertions(script.value, r.model.model!);
      if (!verdicts.ok) throw new Error(verdicts.error.message);
      expect(verdicts.value.map((v) => v.verdict.kind)).toEqual(['true', 'true']);

      // Past the host's limit the worker is terminated (cvc5 cannot be interrupted mid-run) and a new one answers.
      expect(r.cut).toMatchObject({ status: 'timeout' });
      expect(r.afterCut).toMatchObject({ status: 'ok', answers: ['sat'] });
      expect(r.cutState).toMatchObject({ status: 'ready', restarts: 1, lastRestart: 'timeout' });

      // An abort is the lane's crash, in cvc5's words; the worker is replaced and the next query answered.
      expect(r.crash).toMatchObject({ status: 'crash' });
      expect(r.crash.message).toMatch(/ICPSolver requires cvc5 to be configured with LibPoly/);
      expect(r.afterCrash).toMatchObject({ status: 'ok', answers: ['unsat'] });
      expect(r.crashState).toMatchObject({ status: 'ready', restarts: 2, lastRestart: 'crash' });
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it(
    'shows on its lane the version it reports and, for a library build, where it was built from',
    { timeout: 480_000 },
    async () => {
      const { page, errors } = await openPage(env);
      await lanesReady(page);
      const row = page.locator('lane-panel [data-lane="cvc5"]').first();
      await expect.poll(() => row.textContent()).toContain(`reports ${version}`);
      const built = row.locator('[data-testid="lane-build"]');
      if (made) {
        // A release build names its tag's commit (wasm/cvc5-library/release-tags.tsv), shortened to 12 digits.
        const at = made.commit ? ` at ${made.commit.slice(0, 12)}` : '';
        expect(await built.textContent()).toBe(`built by smtplay from ${made.source}${at}, ${made.optimisation}`);
        if (made.commit) expect(await built.getAttribute('title')).toContain(`Commit: ${made.commit}.`);
        expect(await built.getAttribute('title')).toContain('CMake options: ');
      } else {
        expect(await built.count()).toBe(0);
      }
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('answers 100 queries on one worker’s one instance, whose memory stops growing', { timeout: 480_000 }, async () => {
    const { page, errors } = await openPage(env);
    const scripts = Array.from({ length: 100 }, (_, i) => LIA(i));
    const { version: reported, runs } = (await page.evaluate(
      `(${ON_ONE_WORKER})(${JSON.stringify({ scripts, SOLVE_MS })})`,
    )) as {
      version: string;
      runs: { stdout: string; exitCode: number | null; trap?: string; instantiateMs: number; memoryBytes: number }[];
    };
    expect(reported).toBe(version);
    expect(runs).toHaveLength(100);
    for (const run of runs) expect(run).toMatchObject({ stdout: 'sat\n', exitCode: 0 });
    expect(runs.filter((run) => run.trap !== undefined)).toEqual([]);
    // The same instance throughout: none is made after the first run.
    expect(runs.slice(1).map((run) => run.instantiateMs)).toEqual(runs.slice(1).map(() => 0));
    // Wasm memory only grows: after the first ten runs it has what a query like these needs, and stays there.
    const sizes = runs.map((run) => run.memoryBytes);
    expect(sizes[10]).toBeGreaterThan(0);
    expect(sizes[99]).toBe(sizes[10]);
    console.log(`cvc5 ${reported} in Chromium: 100 runs on one instance, memory ${sizes[0]} → ${sizes[99]} bytes`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

// What one run of CVC5 compiled to WebAssembly costs, build against build, in Node and in Chromium: the library
// build of wasm/build-cvc5-library.sh (one call of our entry point per run), cvc5's program from the same build
// (callMain), the 1.3.2 program beside the checkout (../shared/wasm), and Z3 5.2.0's WebAssembly build for scale. Each
// runs behind the real SolverHost and worker (a worker_thread in Node, the page's module worker in Chromium):
// start (worker, compile, instantiate, version) and first call, then the median of `--calls` runs of each query
// (a trivial one, QF_BV, QF_S, QF_FP); then, after `--warm` more runs of the four, the trivial query's median again
// ("warm"). Why both: the engine first runs the module's Liftoff code and compiles the hot functions with TurboFan in
// background threads (in Node 20, over the first few hundred trivial runs of a 21 MB module, doubling the CPU time
// a run costs meanwhile); the first medians are what a short demo sees, the warm one what a campaign sees after its
// first seconds. And each build's download size, gzipped.
// Usage: npm run bench:cvc5-calls [-- --calls 30 --warm 400 --library DIR --no-browser]
//   DIR: a folder of wasm/build-cvc5-library.sh (default: the newest release it built, solvers/cvc5/library-builds.ts)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { newestCvc5LibraryRelease } from '../src/solvers/cvc5/library-builds.js';
import { loadCvc5 } from '../src/solvers/cvc5/load.js';
import { readCvc5Files } from '../src/solvers/cvc5/node-source.js';
import { spawnCvc5NodeWorker } from '../src/solvers/cvc5/spawn-node.js';
import { SolverHost } from '../src/solvers/host.js';
import { parseLane } from '../src/solvers/lane-spec.js';
import { spawnZ3NodeWorker } from '../src/solvers/z3/spawn-node.js';
import { startE2e } from '../test/e2e/browser.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '30' },
    warm: { type: 'string', default: '400' },
    library: { type: 'string' },
    'no-browser': { type: 'boolean', default: false },
  },
});
const CALLS = Number(values.calls);
const WARM = Number(values.warm);
const library = values.library ?? newestCvc5LibraryRelease()?.dir;
if (!library || !existsSync(join(library, 'cvc5-library.js'))) {
  console.error(
    'bench:cvc5-calls: no CVC5 library build: run sudo bash wasm/build-cvc5-library.sh, or give --library DIR',
  );
  process.exit(2);
}

const QUERIES: Record<string, string> = {
  trivial: '(check-sat)\n',
  QF_BV:
    '(set-logic QF_BV)\n(declare-const x (_ BitVec 16))\n(declare-const y (_ BitVec 16))\n' +
    '(assert (= (bvmul x y) #x1234))\n(assert (bvugt x #x0010))\n(assert (bvugt y #x0010))\n(check-sat)\n',
  QF_S:
    '(set-logic QF_S)\n(declare-const s String)\n(declare-const t String)\n' +
    '(assert (= (str.++ s "ab") (str.++ "ba" t)))\n(assert (= (str.len s) 3))\n(check-sat)\n',
  QF_FP:
    '(set-logic QF_FP)\n(declare-const x Float32)\n(declare-const y Float32)\n' +
    '(assert (fp.eq (fp.add RNE x y) ((_ to_fp 8 24) RNE 1.5)))\n(assert (fp.gt x y))\n(check-sat)\n',
};

interface Build {
  label: string;
  family: 'cvc5' | 'z3';
  /** cvc5.js (and cvc5.wasm beside it, possibly under another stem). */
  js?: string;
  wasm?: string;
}

const candidates: Build[] = [
  { label: 'library', family: 'cvc5', js: join(library, 'cvc5-library.js'), wasm: join(library, 'cvc5-library.wasm') },
  { label: 'program (same build)', family: 'cvc5', js: join(library, 'cvc5.js'), wasm: join(library, 'cvc5.wasm') },
  {
    label: 'program 1.3.2 (-O0)',
    family: 'cvc5',
    js: join(repo, '..', 'shared', 'wasm', 'cvc5-1.3.2', 'cvc5.js'),
    wasm: join(repo, '..', 'shared', 'wasm', 'cvc5-1.3.2', 'cvc5.wasm'),
  },
  { label: 'Z3 5.2.0', family: 'z3' },
];
const builds = candidates.filter((b) => b.family === 'z3' || (existsSync(b.js!) && existsSync(b.wasm!)));

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(2)} MB`;

interface Measured {
  version: string;
  startMs: number;
  queries: Record<string, { answer: string; firstMs: number; medianMs: number }>;
  /** The trivial query's median after WARM more runs of every query. */
  warmMs: number;
}

/** Runs every query in turn until `runs` runs are done, then the trivial query's median of CALLS runs. */
async function warmMedian(run: (script: string) => Promise<number>, runs: number): Promise<number> {
  const scripts = Object.values(QUERIES);
  for (let i = 0; i < runs; i++) await run(scripts[i % scripts.length]!);
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) times.push(await run(QUERIES.trivial!));
  return median(times);
}

/** Start and calls through a SolverHost in this process's worker_threads. */
async function inNode(b: Build): Promise<Measured> {
  const lane = parseLane(b.family === 'z3' ? 'z3@5.2.0' : 'cvc5@1.3.4');
  if (!lane.ok) throw new Error(lane.error.message);
  // The worker finds the wasm beside the glue under the glue's own stem (worker-core.ts parseCvc5Source).
  const host =
    b.family === 'z3'
      ? new SolverHost(lane.value, spawnZ3NodeWorker, { family: 'z3', source: lane.value.pkg!, options: [] })
      : new SolverHost(lane.value, spawnCvc5NodeWorker, { family: 'cvc5', source: b.js!, options: [] });
  const t0 = performance.now();
  const info = await host.start();
  const startMs = performance.now() - t0;
  const queries: Measured['queries'] = {};
  for (const [name, script] of Object.entries(QUERIES)) {
    const t1 = performance.now();
    const first = await host.run(script, { timeoutMs: 120_000 });
    const firstMs = performance.now() - t1;
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const t = performance.now();
      await host.run(script, { timeoutMs: 120_000 });
      times.push(performance.now() - t);
    }
    queries[name] = { answer: first.answers.join(' ') || first.status, firstMs, medianMs: median(times) };
  }
  const warmMs = await warmMedian(async (script) => {
    const t = performance.now();
    await host.run(script, { timeoutMs: 120_000 });
    return performance.now() - t;
  }, WARM);
  host.dispose();
  return { version: info.version, startMs, queries, warmMs };
}

// In the page: the same, with the page's module workers (Vitest-free, passed as text).
const IN_PAGE = `async ({ family, source, queries, calls, warm, startOnly }) => {
  const { SolverHost } = await import('/src/solvers/host.ts');
  const { parseLane } = await import('/src/solvers/lane-spec.ts');
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  let host;
  const t0 = performance.now();
  if (family === 'z3') {
    const { spawnZ3BrowserWorker } = await import('/src/solvers/z3/spawn-browser.ts');
    const { z3GlueUrl } = await import('/src/solvers/z3/bundled.ts');
    const lane = parseLane('z3').value;
    host = new SolverHost(lane, spawnZ3BrowserWorker, { family: 'z3', source: z3GlueUrl(lane.pkg, document.baseURI), options: [] }, { warmSpare: false });
  } else {
    const { spawnCvc5BrowserWorker } = await import('/src/solvers/cvc5/spawn-browser.ts');
    host = new SolverHost(parseLane('cvc5').value, spawnCvc5BrowserWorker, { family: 'cvc5', source, options: [] }, { warmSpare: false });
  }
  const info = await host.start();
  const startMs = performance.now() - t0;
  const out = { version: info.version, startMs, queries: {} };
  if (startOnly) {
    const t1 = performance.now();
    const first = await host.run(queries.trivial, { timeoutMs: 120000 });
    out.queries.trivial = { answer: first.answers.join(' ') || first.status, firstMs: performance.now() - t1, medianMs: NaN };
    out.warmMs = NaN;
    host.dispose();
    return out;
  }
  for (const [name, script] of Object.entries(queries)) {
    const t1 = performance.now();
    const first = await host.run(script, { timeoutMs: 120000 });
    const firstMs = performance.now() - t1;
    const times = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      await host.run(script, { timeoutMs: 120000 });
      times.push(performance.now() - t);
    }
    out.queries[name] = { answer: first.answers.join(' ') || first.status, firstMs, medianMs: median(times) };
  }
  const scripts = Object.values(queries);
  for (let i = 0; i < warm; i++) await host.run(scripts[i % scripts.length], { timeoutMs: 120000 });
  const times = [];
  for (let i = 0; i < calls; i++) {
    const t = performance.now();
    await host.run(queries.trivial, { timeoutMs: 120000 });
    times.push(performance.now() - t);
  }
  out.warmMs = median(times);
  host.dispose();
  return out;
}`;

// In the page: three workers in a row, each started and given its first query (a trivial one after the host's
// warm-up), as the page replaces a worker after a timeout or a crash; once with each worker compiling the bytes for
// itself, once with the module the page compiled shared by all three (the page's lane service does the latter).
const IN_PAGE_REPLACEMENTS = `async ({ family, source }) => {
  const { SolverHost } = await import('/src/solvers/host.ts');
  const { parseLane } = await import('/src/solvers/lane-spec.ts');
  const z3 = await import('/src/solvers/z3/bundled.ts');
  const lane = parseLane(family === 'z3' ? 'z3' : 'cvc5').value;
  const spawn = family === 'z3'
    ? (await import('/src/solvers/z3/spawn-browser.ts')).spawnZ3BrowserWorker
    : (await import('/src/solvers/cvc5/spawn-browser.ts')).spawnCvc5BrowserWorker;
  const glue = family === 'z3' ? z3.z3GlueUrl(lane.pkg, document.baseURI) : source;
  const wasmUrl = family === 'z3' ? new URL(z3.z3AssetBase(lane.pkg) + z3.Z3_ASSET_FILES[1], document.baseURI).href : source.replace(/\\.js$/, '.wasm');
  const bytes = await (await fetch(wasmUrl)).arrayBuffer();
  const out = {};
  for (const shared of [false, true]) {
    const c0 = performance.now();
    const wasm = shared ? await WebAssembly.compile(bytes) : bytes;
    const compileMs = performance.now() - c0;
    const workers = [];
    for (let k = 0; k < 3; k++) {
      const t0 = performance.now();
      const host = new SolverHost(lane, spawn, { family, source: glue, options: [], wasm }, { warmSpare: false });
      await host.start();
      await host.run('(check-sat)', { timeoutMs: 120000 });
      workers.push(performance.now() - t0);
      host.dispose();
    }
    out[shared ? 'shared' : 'own'] = { compileMs, workers };
  }
  return out;
}`;

function row(where: string, b: Build, m: Measured): string {
  const q = Object.entries(m.queries)
    .map(([name, x]) => `${name} ${x.medianMs.toFixed(1)} (${x.answer}; first ${x.firstMs.toFixed(0)})`)
    .join(' | ');
  return `${where.padEnd(8)} ${b.label.padEnd(21)} ${m.version.padEnd(9)} start ${m.startMs.toFixed(0).padStart(5)} ms | ${q} | trivial after ${WARM} more runs ${m.warmMs.toFixed(1)}`;
}

console.log(
  `Per-run cost, ms: median of ${CALLS} runs after the first, through a SolverHost and its worker; ` +
    `load ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
);
for (const b of builds.filter((x) => x.js)) {
  const js = readFileSync(b.js!);
  const wasm = readFileSync(b.wasm!);
  // What a cold start pays to compile the module before anything runs (V8's first tier), in this thread.
  const c0 = performance.now();
  await WebAssembly.compile(wasm);
  const compileMs = performance.now() - c0;
  console.log(
    `size     ${b.label.padEnd(21)} wasm ${mb(wasm.length)}, gzipped ${mb(gzipSync(wasm, { level: 9 }).length)}; ` +
      `glue ${mb(js.length)}, gzipped ${mb(gzipSync(js, { level: 9 }).length)}; compile ${compileMs.toFixed(0)} ms`,
  );
}
for (const b of builds) console.log(row('Node', b, await inNode(b)));
// The call alone, in this thread, without a worker in between (emscripten-cli.ts's own measure of a run).
for (const b of builds.filter((x) => x.js)) {
  const l0 = performance.now();
  const cli = await loadCvc5(await readCvc5Files(b.js!, b.wasm!));
  const loadMs = performance.now() - l0;
  const f0 = performance.now();
  await cli.run({ args: [], script: QUERIES.trivial! });
  // The cold start without a worker: reading, compiling and instantiating the module, then its first run.
  const cells: string[] = [`load ${loadMs.toFixed(0)}, first run ${(performance.now() - f0).toFixed(0)}`];
  for (const [name, script] of Object.entries(QUERIES)) {
    await cli.run({ args: [], script });
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) times.push((await cli.run({ args: [], script })).timeMs);
    cells.push(`${name} ${median(times).toFixed(2)}`);
  }
  const warm = await warmMedian(async (script) => (await cli.run({ args: [], script })).timeMs, WARM);
  cells.push(`trivial after ${WARM} more runs ${warm.toFixed(2)}`);
  console.log(`call     ${b.label.padEnd(21)} ${cli.kind.padEnd(9)} in this thread, ms: ${cells.join(' | ')}`);
}

if (!values['no-browser']) {
  // The dev server serves public/: each build goes into a folder of its own there for the run, named cvc5.js/.wasm as
  // the page's lane expects them, and is removed afterwards.
  const served = join(repo, 'public', 'wasm', 'bench-cvc5');
  // Copied before the server starts: it serves the files public/ held when it started.
  const sources = builds.map((b, i) => {
    if (!b.js) return '';
    const dir = join(served, String(i));
    mkdirSync(dir, { recursive: true });
    cpSync(b.js, join(dir, 'cvc5.js'));
    cpSync(b.wasm!, join(dir, 'cvc5.wasm'));
    return `/wasm/bench-cvc5/${i}/cvc5.js`;
  });
  const env = await startE2e();
  try {
    for (const [i, b] of builds.entries()) {
      // One browser context per build: its second page is a person coming back to the playground, with the HTTP
      // cache and the engine's cache of compiled WebAssembly that the first visit filled (a new context has neither).
      const context = await env.browser.newContext();
      const visit = async (startOnly: boolean): Promise<Measured> => {
        const page = await context.newPage();
        await page.goto(env.url);
        const args = { family: b.family, source: sources[i], queries: QUERIES, calls: CALLS, warm: WARM, startOnly };
        const m = (await page.evaluate(`(${IN_PAGE})(${JSON.stringify(args)})`)) as Measured;
        await page.close();
        return m;
      };
      console.log(row('Chromium', b, await visit(false)));
      const again = await visit(true);
      console.log(
        `Chromium ${b.label.padEnd(21)} again    start ${again.startMs.toFixed(0).padStart(5)} ms, first trivial run ${again.queries.trivial!.firstMs.toFixed(0)} ms (a second page in the same browser context: its caches filled)`,
      );
      const page = await context.newPage();
      await page.goto(env.url);
      const replaced = (await page.evaluate(
        `(${IN_PAGE_REPLACEMENTS})(${JSON.stringify({ family: b.family, source: sources[i] })})`,
      )) as Record<'own' | 'shared', { compileMs: number; workers: number[] }>;
      const ms = (xs: number[]): string => xs.map((x) => x.toFixed(0)).join(', ');
      console.log(
        `Chromium ${b.label.padEnd(21)} workers  start + first run of three workers in a row, ms: each compiling the bytes ${ms(replaced.own.workers)}; ` +
          `sharing the page's compiled module ${ms(replaced.shared.workers)} (its compile ${replaced.shared.compileMs.toFixed(0)})`,
      );
      await page.close();
      await context.close();
    }
  } finally {
    await env.close();
    rmSync(served, { recursive: true, force: true });
  }
}
process.exit(0);

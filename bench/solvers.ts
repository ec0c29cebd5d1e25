// Per-call overhead of each backend (trivial script) and median solve time over the public seeds per lane; with
// --releases, the per-call overhead of every Z3 release named (fetched into the release cache when missing); with
// --timeouts, how soon after its limit each backend reports a timeout and answers again (the figures the tests
// used to bound by the clock; they now bound CPU time or timer time), and the emscripten CLI's per-run costs.
// Usage: npm run bench:solvers [-- --timeout 5000 --lanes z3,z3@4.8.17,native:z3,native:cvc5]
//        npm run bench:solvers -- --releases 4.8.17..5.2.0 --lanes none
//        npm run bench:solvers -- --timeouts --lanes none
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureZ3Releases, resolveLanes } from '../src/cli/lanes.js';
import { EmscriptenCli } from '../src/solvers/cvc5/emscripten-cli.js';
import { spawnCvc5NodeWorker } from '../src/solvers/cvc5/spawn-node.js';
import { SolverHost } from '../src/solvers/host.js';
import { createNodeSolver } from '../src/solvers/node-solvers.js';
import { SolverPool } from '../src/solvers/pool.js';
import type { Solver } from '../src/solvers/solver.js';
import { versionsInRange } from '../src/solvers/versions.js';
import { knownZ3Versions } from '../src/solvers/z3/releases.js';
import { HARD_NIA } from '../test/solvers/fixtures/hard-queries.js';
import { loadSeeds } from '../test/support/seeds.js';

const FAKE_GLUE = fileURLToPath(new URL('../test/fixtures/emscripten-cli/fake-solver.js', import.meta.url));

const { values } = parseArgs({
  options: {
    timeout: { type: 'string', default: '5000' },
    lanes: { type: 'string', default: 'z3,z3@4.8.17,native:z3,native:cvc5+--strings-exp' },
    releases: { type: 'string' },
    calls: { type: 'string', default: '50' },
    timeouts: { type: 'boolean', default: false },
    repeat: { type: 'string', default: '5' },
  },
});
const timeoutMs = Number(values.timeout);
const CALLS = Number(values.calls);
const TRIVIAL = '(check-sat)\n';
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const load = (): string => loadavg()[0]!.toFixed(1);

/** Wall and process CPU (all threads: the solver's worker and its pthread) per call, medians over CALLS calls. */
async function overhead(solver: Solver): Promise<{ wall: number; cpu: number; answer: string }> {
  const first = await solver.run(TRIVIAL, { timeoutMs }); // the first call creates the pthread
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await solver.run(TRIVIAL, { timeoutMs });
    wall.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  const answer = first.status === 'ok' ? first.answers.join(' ') : `${first.status}: ${first.message}`;
  return { wall: median(wall), cpu: median(cpu), answer };
}

if (values.releases) {
  const range = versionsInRange(values.releases, await knownZ3Versions());
  if ('reason' in range) throw new Error(range.reason);
  await ensureZ3Releases(range.versions);
  console.log(`Z3 releases: ${CALLS} calls of (check-sat) each after the first, one release at a time, load ${load()}`);
  console.log('release  reports     start ms  answer  wall/call ms  cpu/call ms  load');
  for (const version of range.versions) {
    const [lane] = await resolveLanes([`z3@${version}`]);
    const solver = createNodeSolver(lane!, { warmSpare: false });
    const t = performance.now();
    try {
      const info = await solver.start();
      const started = performance.now() - t;
      const o = await overhead(solver);
      const row = [version.padEnd(8), info.version.padEnd(11), started.toFixed(0).padStart(8), o.answer.padStart(7)];
      console.log(
        [...row, o.wall.toFixed(1).padStart(13), o.cpu.toFixed(1).padStart(12), load().padStart(5)].join(' '),
      );
    } catch (e) {
      console.log(`${version.padEnd(8)} cannot start: ${(e as Error).message}`);
    } finally {
      solver.dispose();
    }
  }
}

if (values.timeouts) await timeouts(Number(values.repeat));

if (values.lanes !== 'none') {
  const seeds = loadSeeds('public').map((s) => s.text.replace(/\(set-info :status [a-z]+\)/g, ''));
  console.log(`public seeds: ${seeds.length}, timeout ${timeoutMs} ms, machine: ${availableParallelism()} cores`);
  console.log('lane                          overhead(median ms)  seeds: median ms  decided  timeouts  errors  wall s');
  for (const lane of await resolveLanes(values.lanes.split(','))) {
    const solver = createNodeSolver(lane, { warmSpare: false });
    await solver.start();
    const { wall } = await overhead(solver);
    solver.dispose();

    const pool = new SolverPool([lane], (l) => createNodeSolver(l, { warmSpare: false }), 2);
    await pool.start();
    const started = performance.now();
    const outcomes = await Promise.all(seeds.map((s) => pool.run(lane.id, s, { timeoutMs })));
    const seconds = (performance.now() - started) / 1000;
    pool.dispose();
    const decided = outcomes.filter((o) => o.status === 'ok' && o.answers.some((a) => a !== 'unknown'));
    const row = [
      lane.id.padEnd(30),
      wall.toFixed(2).padStart(18),
      median(outcomes.map((o) => o.timeMs))
        .toFixed(1)
        .padStart(18),
      String(decided.length).padStart(8),
      String(outcomes.filter((o) => o.status === 'timeout').length).padStart(9),
      String(outcomes.filter((o) => o.status === 'error' || o.status === 'crash').length).padStart(7),
      seconds.toFixed(1).padStart(7),
    ];
    console.log(row.join(' '));
  }
}
process.exit(0);

/**
 * Timeouts, `repeat` times each: a query that never ends (HARD_NIA on the Z3 and native lanes, the fake solver's
 * hang on the CVC5 WebAssembly host) with a 1000 ms limit, from the call to the outcome; then how long the next
 * trivial query takes (a replaced worker has to be ready). And the emscripten CLI's per-run costs.
 */
async function timeouts(repeat: number): Promise<void> {
  const LIMIT_MS = 1000;
  const cell = (xs: number[]): string =>
    `${median(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
  console.log(
    `timeouts: limit ${LIMIT_MS} ms, ${repeat} runs per row, load ${load()}, ${availableParallelism()} cores`,
  );
  console.log('backend                              timeout reported ms (median, min–max)   next answer ms   load');
  const row = async (label: string, solver: Solver, hang: string): Promise<void> => {
    await solver.start();
    const reported: number[] = [];
    const next: number[] = [];
    for (let i = 0; i < repeat; i++) {
      let t = performance.now();
      const o = await solver.run(hang, { timeoutMs: LIMIT_MS });
      reported.push(performance.now() - t);
      if (o.status !== 'timeout') throw new Error(`${label}: ${o.status}, not a timeout`);
      t = performance.now();
      await solver.run(TRIVIAL, { timeoutMs: 30_000 });
      next.push(performance.now() - t);
    }
    solver.dispose();
    console.log(`${label.padEnd(36)} ${cell(reported).padStart(38)} ${cell(next).padStart(16)} ${load().padStart(6)}`);
  };
  for (const lane of await resolveLanes(['z3', 'z3@4.8.17', 'native:z3', 'native:cvc5']))
    for (const warmSpare of lane.backend === 'wasm' ? [true, false] : [false])
      await row(
        `${lane.id}${lane.backend === 'wasm' ? ` warmSpare=${warmSpare}` : ''}`,
        createNodeSolver(lane, { warmSpare }),
        HARD_NIA,
      );
  const fake = { id: 'cvc5@fake', family: 'cvc5' as const, version: '0.1.0', backend: 'wasm' as const, options: [] };
  for (const warmSpare of [true, false])
    await row(
      `fake cvc5 wasm host warmSpare=${warmSpare}`,
      new SolverHost(fake, spawnCvc5NodeWorker, { family: 'cvc5', source: FAKE_GLUE, options: [] }, { warmSpare }),
      '(check-sat)\n; hang\n',
    );

  // The emscripten CLI in this process: instantiate + callMain per run, compiling once (for comparison).
  const glue = readFileSync(FAKE_GLUE, 'utf8');
  const wasm = readFileSync(FAKE_GLUE.replace(/\.js$/, '.wasm'));
  const cli = await EmscriptenCli.load({ glue, wasm, name: 'fake-solver' });
  const instantiate: number[] = [];
  const callMain: number[] = [];
  const compile: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    await WebAssembly.compile(wasm);
    compile.push(performance.now() - t);
    const r = await cli.run({ args: [], script: '; answer: unsat\n(check-sat)\n' });
    instantiate.push(r.instantiateMs);
    callMain.push(r.timeMs);
  }
  console.log(
    `fake-solver (${(wasm.length / 1024).toFixed(0)} KB wasm) per run, median of 15: instantiate ${median(instantiate).toFixed(1)} ms, ` +
      `callMain ${median(callMain).toFixed(1)} ms, compile ${median(compile).toFixed(1)} ms (done once per load)`,
  );

  // The CVC5 worker_thread: terminating one stuck in callMain, and a new one ready.
  const stuck = spawnCvc5NodeWorker();
  const init = { family: 'cvc5' as const, source: FAKE_GLUE, options: [] };
  await stuck.api.init(init);
  void stuck.api.run('(check-sat)\n; hang\n', LIMIT_MS).catch(() => undefined);
  let t = performance.now();
  stuck.terminate();
  await stuck.died;
  const terminateMs = performance.now() - t;
  t = performance.now();
  const fresh = spawnCvc5NodeWorker();
  await fresh.api.init(init);
  console.log(
    `cvc5 node worker: terminate ${terminateMs.toFixed(0)} ms, new worker ready ${(performance.now() - t).toFixed(0)} ms`,
  );
  fresh.terminate();
}

// The real CVC5 WebAssembly build (cvc5 1.3.2 as an ES module factory, test/support/cvc5-build.ts) the way the CLI and
// the page run it: in process through the loader (one instance for run after run with --no-early-exit, memory that
// does not grow over 100 runs, the stack a run leaves taken back), and in a Node worker behind a SolverHost (answers,
// a model our evaluator reads, several check-sats, the host's hard timeout, a crash recovered). The page's worker:
// test/e2e/cvc5-build.e2e.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCvc5 } from '../../src/solvers/cvc5/load.js';
import { readCvc5Files } from '../../src/solvers/cvc5/node-source.js';
import type { EmscriptenCli } from '../../src/solvers/cvc5/emscripten-cli.js';
import { SolverHost } from '../../src/solvers/host.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import { spawnCvc5NodeWorker } from '../../src/solvers/cvc5/spawn-node.js';
import { evaluateAssertions } from '../../src/smtlib/eval/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { cvc5BuildAtHand } from '../support/cvc5-build.js';

const build = cvc5BuildAtHand()!;
const LIA = (i: number): string =>
  `(set-logic QF_LIA)\n(declare-const x Int)\n(declare-const y Int)\n(assert (and (> x ${i}) (< y (- x 3))))\n(check-sat)\n`;
const MODEL =
  '(set-logic QF_LIA)\n(declare-const x Int)\n(declare-const y Int)\n(assert (= (+ x (* 2 y)) 7))\n(assert (> y x))\n(check-sat)\n(get-model)\n';
// Fermat's last theorem for cubes: cvc5 searches for ever; its own polled limit is set far beyond the host's.
const FERMAT =
  '(set-logic QF_NIA)\n(declare-fun x () Int)\n(declare-fun y () Int)\n(declare-fun z () Int)\n(assert (and (> x 0) (> y 0) (> z 0)))\n(assert (= (+ (* x x x) (* y y y)) (* z z z)))\n(check-sat)\n';
// --nl-icp needs LibPoly, which this build (like Debian's) lacks: cvc5 aborts.
const ICP = '(set-logic QF_NRA)\n(declare-fun x () Real)\n(assert (= (* x x) 2.0))\n(check-sat)\n';

describe(`CVC5 ${build.version} in process`, () => {
  let cli: EmscriptenCli;
  beforeAll(async () => {
    cli = await loadCvc5(await readCvc5Files(build.js, build.wasm));
  });

  it('is an ES module build (the program, or our library) that reports its version', async () => {
    expect(['es-module', 'library']).toContain(cli.kind);
    expect(await cli.version()).toBe(build.version);
    // A library build names its build; the program's build says nothing more than its version.
    const about = await cli.about();
    if (cli.kind === 'library') expect(about).toMatchObject({ version: build.version, entry: 'smtplay_cvc5_run' });
    else expect(about).toBeUndefined();
  });

  it('answers 100 queries on one instance whose memory does not grow', async () => {
    const sizes: number[] = [];
    for (let i = 0; i < 100; i++) {
      const r = await cli.run({ args: [], script: LIA(i) });
      expect(r).toMatchObject({ stdout: 'sat\n', exitCode: 0 });
      // The same instance throughout: none is made after the first run.
      if (i > 0) expect(r.instantiateMs).toBe(0);
      sizes.push(cli.memoryBytes!);
    }
    // Wasm memory only grows: after the first ten runs it has what a query like these needs, and stays there.
    expect(sizes[99]).toBe(sizes[10]);
  });

  it('gives a parse error as an (error …) line and goes on with the next query', async () => {
    const bad = await cli.run({ args: [], script: '(assert (> x\n' });
    expect(bad.trap).toBeUndefined();
    expect(bad.stdout).toMatch(/^\(error "Parse Error/);
    expect(await cli.run({ args: [], script: LIA(1) })).toMatchObject({ stdout: 'sat\n', instantiateMs: 0 });
  });
});

describe(`CVC5 ${build.version} in a Node worker behind a SolverHost`, () => {
  const lane = parseLane(`cvc5@${build.version}`, { z3: [] });
  if (!lane.ok) throw new Error(lane.error.message);
  let host: SolverHost;
  beforeAll(async () => {
    host = new SolverHost(lane.value, spawnCvc5NodeWorker, { family: 'cvc5', source: build.js, options: [] });
    expect(await host.start()).toMatchObject({ version: build.version });
  });
  afterAll(() => host?.dispose());

  it('answers, and gives a model our evaluator finds true', async () => {
    expect(await host.run(LIA(3), { timeoutMs: 20_000 })).toMatchObject({ status: 'ok', answers: ['sat'] });
    const o = await host.run(MODEL, { timeoutMs: 20_000, options: ['--produce-models'] });
    expect(o).toMatchObject({ status: 'ok', answers: ['sat'] });
    const script = parseScript(MODEL);
    if (!script.ok) throw new Error(script.error.message);
    const verdicts = evaluateAssertions(script.value, o.model ?? o.stdout.slice(o.stdout.indexOf('(')));
    if (!verdicts.ok) throw new Error(verdicts.error.message);
    expect(verdicts.value.map((v) => v.verdict.kind)).toEqual(['true', 'true']);
  });

  it('answers every check-sat of a script with several (the worker gives it --incremental)', async () => {
    const two = `${LIA(4)}(assert (< x 0))\n(check-sat)\n`;
    expect(await host.run(two, { timeoutMs: 20_000 })).toMatchObject({ status: 'ok', answers: ['sat', 'unsat'] });
  });

  it('cuts off a query that ignores its time limit, replaces the worker, and answers the next', async () => {
    const o = await host.run(FERMAT, { timeoutMs: 2000, options: ['--tlimit-per=600000'] });
    expect(o.status).toBe('timeout');
    expect(await host.run(LIA(5), { timeoutMs: 20_000 })).toMatchObject({ status: 'ok', answers: ['sat'] });
  });

  it('reports an abort as a crash with cvc5’s words, and answers the next query', async () => {
    const o = await host.run(ICP, { timeoutMs: 20_000, options: ['--nl-icp'] });
    expect(o.status).toBe('crash');
    expect(o.message).toMatch(/ICPSolver requires cvc5 to be configured with LibPoly/);
    expect(await host.run(LIA(7), { timeoutMs: 20_000 })).toMatchObject({ status: 'ok', answers: ['sat'] });
  });
});

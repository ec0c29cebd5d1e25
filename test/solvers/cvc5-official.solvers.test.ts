// cvc5's release format (the fixture built with cvc5's flags, test/fixtures/emscripten-cli/cvc5-Wasm.zip) in the
// CVC5 Node worker_thread behind a SolverHost, as the CLI's cvc5@VERSION lanes run it: queries one after another
// on one instance, --tlimit-per with the run's limit, a looping query cut off by the host's clock (the worker
// terminated and respawned) and the next one answered, an abort reported as a crash.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SolverHost } from '../../src/solvers/host.js';
import type { Lane } from '../../src/solvers/lane.js';
import { readCvc5Zip } from '../../src/solvers/cvc5/release-zip.js';
import { spawnCvc5NodeWorker } from '../../src/solvers/cvc5/spawn-node.js';
import { FIXTURE_ZIP } from '../support/cvc5-fixture.js';

const lane: Lane = { id: 'cvc5@0.1.0', family: 'cvc5', version: '0.1.0', backend: 'wasm', options: [] };
let dir: string;
let glue: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cvc5-official-'));
  const pair = readCvc5Zip(readFileSync(FIXTURE_ZIP));
  glue = join(dir, 'cvc5.js');
  writeFileSync(glue, pair.glue);
  writeFileSync(join(dir, 'cvc5.wasm'), pair.wasm);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const counterOf = (stdout: string): number => Number(/counter (\d+)/.exec(stdout)?.[1]);

describe("cvc5's release format in the Node worker behind a SolverHost", () => {
  let host: SolverHost | undefined;
  afterEach(() => {
    host?.dispose();
    host = undefined;
  });

  it('answers query after query on one instance, with --tlimit-per set to the run’s limit', async () => {
    host = new SolverHost(lane, spawnCvc5NodeWorker, { family: 'cvc5', source: glue, options: ['--check-models'] });
    expect(await host.start()).toEqual({ version: '0.1.0' });
    const first = await host.run(
      '(set-logic QF_LIA)\n(declare-const x Int)\n(assert false)\n(check-sat)\n; counter\n',
      {
        timeoutMs: 4000,
      },
    );
    expect(first).toMatchObject({ status: 'ok', answers: ['unsat'] });
    const second = await host.run('; args\n; counter\n(check-sat)\n', { timeoutMs: 4000 });
    expect(second).toMatchObject({ status: 'ok', answers: ['sat'] });
    expect(second.stdout).toContain('arg --tlimit-per=4000\narg --check-models\n');
    // The same instance: main's run counter went on from the first query.
    expect(counterOf(second.stdout)).toBe(counterOf(first.stdout) + 1);
    expect(host.restarts).toBe(0);
  });

  it('a looping query is cut off by the host’s clock; the worker is replaced and the next query answers', async () => {
    host = new SolverHost(
      lane,
      spawnCvc5NodeWorker,
      { family: 'cvc5', source: glue, options: [] },
      { warmSpare: false },
    );
    await host.start();
    const hung = await host.run('(check-sat)\n; hang\n', { timeoutMs: 1000 });
    expect(hung.status).toBe('timeout');
    expect(host.restarts).toBe(1);
    const next = await host.run('; answer: unsat\n(check-sat)\n', { timeoutMs: 10_000 });
    expect(next).toMatchObject({ status: 'ok', answers: ['unsat'] });
  });

  it('an abort is a crash, and the lane answers the next query', async () => {
    host = new SolverHost(lane, spawnCvc5NodeWorker, { family: 'cvc5', source: glue, options: [] });
    await host.start();
    const crash = await host.run('(check-sat)\n; crash\n', { timeoutMs: 5000 });
    expect(crash.status).toBe('crash');
    expect(crash.message).toMatch(/Aborted/);
    const next = await host.run('(assert false)\n(check-sat)\n', { timeoutMs: 5000 });
    expect(next).toMatchObject({ status: 'ok', answers: ['unsat'] });
  });
});

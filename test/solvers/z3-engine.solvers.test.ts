// Z3Engine on the real z3-solver WASM build, in Node.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpuMsOf, processCpuMs } from '../support/cpu-time.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadZ3Node, z3PackageVersion } from '../../src/solvers/z3/load-node.js';
import { ownSeeds } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { pigeonhole } from './fixtures/pigeonhole.js';

const DEFAULT_TIMEOUT = '4294967295';

describe('Z3Engine (z3-solver in Node)', () => {
  let engine: Z3Engine;
  beforeAll(async () => {
    engine = await loadZ3Node();
  });
  afterAll(() => engine.close());

  it('reports the version Z3 gives itself, and the package version apart', () => {
    expect(engine.version).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(z3PackageVersion()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('gives the global fetch back after loading', () => {
    expect(typeof fetch).toBe('function');
  });

  it('answers trivial sat and unsat queries', async () => {
    expect(await engine.evalSmtlib('(declare-const p Bool)(assert p)(check-sat)')).toBe('sat\n');
    expect(await engine.evalSmtlib('(declare-const p Bool)(assert (and p (not p)))(check-sat)')).toBe('unsat\n');
  });

  it('prints the model asked for with (get-model)', async () => {
    const output = await engine.evalSmtlib('(declare-const x Int)(assert (> x 41))(check-sat)(get-model)');
    const value = /\(define-fun x \(\) Int\s+(\d+)\)/.exec(output)?.[1];
    expect(output.startsWith('sat\n')).toBe(true);
    expect(Number(value)).toBeGreaterThan(41);
  });

  it('returns Z3 errors as (error …) text and keeps going', async () => {
    const output = await engine.evalSmtlib('(assert (> y 0))(check-sat)');
    expect(output).toMatch(/^\(error "line 1 column \d+: unknown constant y/);
    expect(output.trimEnd().endsWith('sat')).toBe(true);
  });

  it('keeps the script UTF-8 intact', async () => {
    expect(await engine.evalSmtlib('(echo "ünïcødé → ok")')).toBe('ünïcødé → ok\n');
  });

  it('does not let declarations or options reach the next call', async () => {
    await engine.evalSmtlib(
      '(declare-const x Int)(set-option :timeout 7)(set-option :pp.decimal true)(set-option :produce-models false)',
    );
    const output = await engine.evalSmtlib(
      '(get-option :timeout)(simplify (/ 1.0 3.0))(assert (> x 0))(declare-const z Int)(check-sat)(get-model)',
    );
    const [timeout, simplified, unknownX, answer] = output.split('\n');
    expect(timeout).toBe(DEFAULT_TIMEOUT);
    expect(simplified).toBe('(/ 1.0 3.0)');
    expect(unknownX).toMatch(/unknown constant x/);
    expect(answer).toBe('sat');
    expect(output).not.toMatch(/model generation turned off/);
  });

  it('applies setParam to every later call, over what a script set, until reset()', async () => {
    try {
      engine.setParam('timeout', '1234');
      expect(await engine.evalSmtlib('(get-option :timeout)(set-option :timeout 5)')).toBe('1234\n');
      expect(await engine.evalSmtlib('(get-option :timeout)')).toBe('1234\n');
    } finally {
      engine.reset();
    }
    expect(await engine.evalSmtlib('(get-option :timeout)')).toBe(`${DEFAULT_TIMEOUT}\n`);
  });

  it('answers 10 calls issued at once, each with its own answer', async () => {
    const outputs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        engine.evalSmtlib(`(declare-const x Int)(assert (= x ${i}))(check-sat)(get-value (x))`),
      ),
    );
    expect(outputs).toEqual(Array.from({ length: 10 }, (_, i) => `sat\n((x ${i}))\n`));
  });

  it('stops a hard query on interrupt()', async () => {
    const { value: output, cpuMs } = await cpuMsOf(processCpuMs, async () => {
      const running = engine.evalSmtlib(pigeonhole(12));
      // Again every 300 ms until the query ends: on a busy machine (load 16) the first interrupt came before Z3 had
      // begun the query, was lost, and the query ran on past the hang guard.
      const interrupts = setInterval(() => engine.interrupt(), 300);
      return running.finally(() => clearInterval(interrupts));
    });
    expect(output).toBe('unknown\n');
    // Z3 runs the query on one pthread of this process: about 300 ms of CPU to the interrupt, then it stops; a query
    // that ran on would take its minutes of CPU (a busy machine only lowers the figure).
    expect(cpuMs).toBeLessThan(5000);
    expect(await engine.evalSmtlib('(check-sat)')).toBe('sat\n');
  });

  it('runs 200 seeds in a row without a made-up "invalid command" error', async () => {
    // The seeds native z3 decided and Z3 wasm decides quickly, cycled through until there are 200 runs.
    const seeds = quickForZ3Wasm(ownSeeds()).filter((seed) => /^(sat|unsat)(;(sat|unsat))*$/.test(seed.row?.z3 ?? ''));
    const sample = Array.from({ length: 200 }, (_, i) => seeds[i % seeds.length]!);
    engine.setParam('timeout', '1000');
    const outputs: string[] = [];
    const started = performance.now();
    try {
      for (const seed of sample) outputs.push(await engine.evalSmtlib(seed.text));
    } finally {
      engine.reset();
    }
    console.log(`z3-engine: 200 seeds in ${Math.round(performance.now() - started)} ms`);
    expect(outputs.filter((output) => /invalid command/.test(output))).toEqual([]);
    expect(outputs.filter((output) => /^(sat|unsat|unknown)$/m.test(output))).toHaveLength(200);
  });
});

describe('Z3Engine process lifetime (child processes)', () => {
  const child = fileURLToPath(new URL('./fixtures/z3-child.ts', import.meta.url));
  const run = async (mode: string): Promise<Record<string, unknown>> => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', child, mode], {
      timeout: 600_000,
    });
    return JSON.parse(stdout) as Record<string, unknown>;
  };

  it('rejects the call and later ones when Z3 exits on its thread, without setting the exit code', async () => {
    expect(await run('crash')).toEqual({
      crashed: { error: 'Z3 exited with status 101' },
      after: { error: 'Z3 exited with status 101' },
      exitCode: 0,
    });
  });

  it('close() rejects the running query at once', async () => {
    const report = await run('close-running');
    expect(report.running).toEqual({ error: 'Z3 engine closed' });
    // CPU of the child process from the call to its rejection: a call that waited for the query would spend minutes.
    expect(report.settledCpuMs).toBeLessThan(5000);
  });

  it('lets the process exit by itself after close() on an idle engine', async () => {
    expect(await run('idle')).toEqual({ output: { output: 'sat\n' }, exitCode: 0 });
  });
});

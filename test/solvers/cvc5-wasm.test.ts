// The CVC5 WASM backend, exercised against a real emscripten module that behaves like a CLI solver
// (test/fixtures/emscripten-cli/fake-solver.c, built by build.sh with Debian's emscripten 3.1.6).
// A real cvc5.wasm cannot be built on these machines; wasm/check-cvc5.ts checks one when it exists.
// In this process only: the worker_thread is tested in cvc5-wasm-worker.solvers.test.ts.
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmscriptenCli, type EmscriptenCliSource } from '../../src/solvers/cvc5/emscripten-cli.js';
import { cvc5RunArgs, cvc5Source, parseCvc5Source } from '../../src/solvers/cvc5/worker-core.js';

const FIXTURES = new URL('../fixtures/emscripten-cli/', import.meta.url);
const readWasm = () => readFileSync(new URL('fake-solver.wasm', FIXTURES));
let wasm: ReturnType<typeof readWasm> | undefined;
/** Read on first use, never at module scope. */
const wasmBytes = (): ReturnType<typeof readWasm> => (wasm ??= readWasm());

function source(glueFile = 'fake-solver.js'): EmscriptenCliSource {
  return { glue: readFileSync(new URL(glueFile, FIXTURES), 'utf8'), wasm: wasmBytes(), name: 'fake-solver' };
}

describe('EmscriptenCli: a MODULARIZE build run in-process', () => {
  let cli: EmscriptenCli;
  beforeAll(async () => {
    cli = await EmscriptenCli.load(source());
  });

  it('recognises the MODULARIZE factory and reads the version', async () => {
    expect(cli.kind).toBe('modularized');
    expect(await cli.version()).toBe('0.1.0');
  });

  it('writes the script to the virtual FS and prints one answer per check-sat', async () => {
    const r = await cli.run({
      args: [],
      script: '; answer: unsat\n(check-sat)\n; answer: sat\n(check-sat)\n(check-sat-assuming (a))\n',
    });
    expect(r).toMatchObject({ stdout: 'unsat\nsat\nsat\n', stderr: '', exitCode: 0, signal: null, timedOut: false });
    expect(r.trap).toBeUndefined();
    expect(r.timeMs).toBeGreaterThanOrEqual(0);
  });

  it('passes the options before the input file', async () => {
    const r = await cli.run({ args: ['--incremental', '--strings-exp'], script: '; args\n' });
    expect(r.stdout).toBe('arg --incremental\narg --strings-exp\n');
  });

  it('captures stderr separately from stdout', async () => {
    const r = await cli.run({ args: [], script: '(check-sat)\n; stderr\n; error\n' });
    expect(r.stdout).toBe('sat\n(error "fake-solver: requested error")\n');
    expect(r.stderr).toBe('fake-solver: a warning on stderr\n');
    expect(r.exitCode).toBe(0);
  });

  it('maps exit(n) to exitCode and keeps the output printed before it', async () => {
    const three = await cli.run({ args: [], script: '; answer: unsat\n(check-sat)\n; exit 3\n(check-sat)\n' });
    expect(three).toMatchObject({ stdout: 'unsat\n', exitCode: 3 });
    expect(three.trap).toBeUndefined();
    const zero = await cli.run({ args: [], script: '; exit 0\n(check-sat)\n' });
    expect(zero).toMatchObject({ stdout: '', exitCode: 0 });
  });

  it('maps abort() to a trap (a crash), with the output printed before it', async () => {
    const r = await cli.run({ args: [], script: '(check-sat)\n; crash\n(check-sat)\n' });
    expect(r.stdout).toBe('sat\n');
    expect(r.trap).toMatch(/^RuntimeError: Aborted\(/);
    expect(r.stderr).toContain('Aborted()');
    expect(r.exitCode).toBeNull();
  });

  it('maps a WASM trap (unreachable) to a trap', async () => {
    const r = await cli.run({ args: [], script: '; trap\n' });
    expect(r.trap?.split('\n')[0]).toBe('RuntimeError: unreachable');
    expect(r.exitCode).toBeNull();
  });

  it('gives every run a fresh instance: C globals never carry over, not even after a crash', async () => {
    const counts: string[] = [];
    for (const script of ['; counter\n', '; counter\n; crash\n', '; counter\n; exit 2\n', '; counter\n']) {
      counts.push((await cli.run({ args: [], script })).stdout);
    }
    expect(counts).toEqual(['counter 1\n', 'counter 1\n', 'counter 1\n', 'counter 1\n']);
  });

  it('control: the counter does detect reuse when main runs twice in one instance', async () => {
    // Without the loader: instantiate the factory once and call main twice, as the cvc5 web app does.
    const out: string[] = [];
    const mod = { exports: undefined as unknown };
    new Function('module', 'exports', 'process', `${source().glue}\n`)(mod, {}, undefined);
    const factory = mod.exports as (
      arg: object,
    ) => Promise<{ callMain(a: string[]): number; FS: { writeFile(p: string, d: string): void } }>;
    const em = await factory({
      wasmBinary: wasmBytes(),
      print: (l: string) => out.push(l),
      printErr: () => {},
      stdin: () => null,
    });
    em.FS.writeFile('/c.smt2', '; counter\n');
    em.callMain(['/c.smt2']);
    em.callMain(['/c.smt2']);
    expect(out).toEqual(['counter 1', 'counter 2']);
  });

  it('flushes a last line that has no newline', async () => {
    expect((await cli.run({ args: [], script: '; partial\n' })).stdout).toBe('partial\n');
  });

  it('grows memory on demand', async () => {
    expect((await cli.run({ args: [], script: '; alloc 64\n' })).stdout).toBe('alloc 64 MiB ok\n');
  });

  it('reports output beyond the cap instead of keeping it', async () => {
    const small = await EmscriptenCli.load(source(), { maxOutputChars: 20 });
    const r = await small.run({ args: [], script: '(check-sat)\n'.repeat(10) });
    expect(r.stdout).toBe('sat\nsat\nsat\nsat\nsat\n[… 20 characters of output dropped]\n');
  });
});

describe('EmscriptenCli: isolation from the host environment', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('serves stdin from the request and never calls prompt()', async () => {
    // emscripten's default stdin calls window.prompt when a window exists (the cvc5 web app overrides it).
    const prompt = vi.fn<() => string | null>().mockReturnValueOnce('typed').mockReturnValue(null);
    vi.stubGlobal('window', { prompt });
    const cli = await EmscriptenCli.load(source());
    expect((await cli.run({ args: [], script: '; stdin\n' })).stdout).toBe('stdin: 0 bytes\n');
    expect((await cli.run({ args: [], script: '; stdin\n', stdin: 'abc' })).stdout).toBe('stdin: 3 bytes\n');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('leaves the Node process alone: no handlers added, exit codes not set', async () => {
    const cli = await EmscriptenCli.load(source());
    const before = {
      uncaught: process.listenerCount('uncaughtException'),
      rejection: process.listenerCount('unhandledRejection'),
      exitCode: process.exitCode,
    };
    for (const script of ['(check-sat)\n', '; exit 3\n', '; crash\n']) await cli.run({ args: [], script });
    expect({
      uncaught: process.listenerCount('uncaughtException'),
      rejection: process.listenerCount('unhandledRejection'),
      exitCode: process.exitCode,
    }).toEqual(before);
  });
});

describe('EmscriptenCli: compile once, instantiate per run', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('compiles the WebAssembly.Module once and instantiates that same module for every run', async () => {
    const compile = vi.spyOn(WebAssembly, 'compile');
    const instantiate = vi.spyOn(WebAssembly, 'instantiate');
    const cli = await EmscriptenCli.load(source());
    for (let i = 0; i < 3; i++) await cli.run({ args: [], script: '(check-sat)\n' });
    expect(compile).toHaveBeenCalledTimes(1);
    expect(instantiate).toHaveBeenCalledTimes(3);
    for (const call of instantiate.mock.calls) expect(call[0]).toBe(cli.wasmModule);
  });

  it('accepts an already compiled module (e.g. posted from another worker) and does not compile', async () => {
    const compiled = await WebAssembly.compile(wasmBytes());
    const compile = vi.spyOn(WebAssembly, 'compile');
    const cli = await EmscriptenCli.load({ ...source(), wasm: compiled });
    expect((await cli.run({ args: [], script: '(check-sat)\n' })).stdout).toBe('sat\n');
    expect(compile).not.toHaveBeenCalled();
    expect(cli.wasmModule).toBe(compiled);
    expect(cli.compileMs).toBe(0);
  });
});

describe('EmscriptenCli: other glue shapes and bad input', () => {
  it('runs a non-MODULARIZE build with only callMain exported: a fresh instance per run, script on stdin', async () => {
    // Without FS the script goes to stdin, whose EOF sticks in C's stdio: each run needs a fresh instance. Its
    // main ran once on load (with --version), so the counter says 2 in every run.
    const cli = await EmscriptenCli.load(source('fake-solver-plain.js'));
    expect(cli.kind).toBe('plain');
    expect(await cli.version()).toBe('0.1.0');
    const a = await cli.run({ args: ['--incremental'], script: '; answer: unsat\n(check-sat)\n; counter\n; args\n' });
    expect(a).toMatchObject({ stdout: 'unsat\ncounter 2\narg --incremental\n', exitCode: 0 });
    const b = await cli.run({ args: [], script: '; counter\n; crash\n' });
    expect(b.stdout).toBe('counter 2\n');
    expect(b.trap).toMatch(/^RuntimeError: Aborted\(/);
    expect((await cli.run({ args: [], script: '; counter\n' })).stdout).toBe('counter 2\n');
    expect(cli.reruns).toBe(0);
  });

  it('returns a trap (never rejects) when the instance cannot be created', async () => {
    const emptyModule = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
    const cli = await EmscriptenCli.load({ ...source(), wasm: emptyModule });
    const r = await cli.run({ args: [], script: '(check-sat)\n' });
    expect(r.trap).toBeDefined();
    expect(r.exitCode).toBeNull();
    expect(r.stdout).toBe('');
  });

  it('rejects text that is not emscripten glue, and ES-module glue, with a clear message', async () => {
    await expect(EmscriptenCli.load({ glue: 'var x = 1;', wasm: wasmBytes() })).rejects.toThrow(
      /does not look like emscripten glue/,
    );
    await expect(
      EmscriptenCli.load({ glue: 'export default function Module() {}', wasm: wasmBytes() }),
    ).rejects.toThrow(/EXPORT_ES6/);
    await expect(EmscriptenCli.load({ glue: source().glue, wasm: new Uint8Array([1, 2, 3]) })).rejects.toThrow();
  });
});

describe('parseCvc5Source', () => {
  it('puts cvc5.wasm beside cvc5.js unless the wasm is named explicitly', () => {
    expect(parseCvc5Source('/wasm/cvc5/cvc5.js')).toEqual({ js: '/wasm/cvc5/cvc5.js', wasm: '/wasm/cvc5/cvc5.wasm' });
    expect(parseCvc5Source('https://x.test/a/cvc5.js?v=2')).toEqual({
      js: 'https://x.test/a/cvc5.js?v=2',
      wasm: 'https://x.test/a/cvc5.wasm?v=2',
    });
    const blob = cvc5Source('blob:http://x.test/1-2', 'blob:http://x.test/3-4');
    expect(parseCvc5Source(blob)).toEqual({ js: 'blob:http://x.test/1-2', wasm: 'blob:http://x.test/3-4' });
  });
});

describe('cvc5RunArgs', () => {
  const ONE = '(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n';
  it('gives the run its time limit, and --incremental when the script has several check-sats or push/pop', () => {
    expect(cvc5RunArgs(['--strings-exp'], ONE, 5000)).toEqual(['--tlimit-per=5000', '--strings-exp']);
    expect(cvc5RunArgs([], `${ONE}(check-sat)\n`, 5000)).toEqual(['--tlimit-per=5000', '--incremental']);
    expect(cvc5RunArgs([], `(push 1)\n${ONE}(pop 1)\n`, 5000)).toEqual(['--tlimit-per=5000', '--incremental']);
  });

  it('never gives a limit or --incremental twice', () => {
    expect(cvc5RunArgs(['--incremental', '--tlimit-per=9'], `${ONE}(check-sat)\n`, 5000)).toEqual([
      '--incremental',
      '--tlimit-per=9',
    ]);
  });
});

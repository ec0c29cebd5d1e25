// The loader (src/solvers/cvc5/emscripten-cli.ts) on the format of cvc5's released cvc5-Wasm.zip: a classic
// ENVIRONMENT=web script with INVOKE_RUN=1, EXIT_RUNTIME=0 and a restricted INCOMING_MODULE_JS_API, here the
// test fixture built with exactly those flags (test/fixtures/emscripten-cli/cvc5-Wasm.zip), run in this process.
// The Node worker and the host are in cvc5-official.solvers.test.ts, Chromium in cvc5-release.e2e.test.ts.
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmscriptenCli } from '../../src/solvers/cvc5/emscripten-cli.js';
import { readCvc5Zip, type Cvc5Pair } from '../../src/solvers/cvc5/release-zip.js';
import { FIXTURE_ZIP } from '../support/cvc5-fixture.js';

let pair: Cvc5Pair;
beforeAll(() => {
  pair = readCvc5Zip(readFileSync(FIXTURE_ZIP));
});
const load = (options = {}) => EmscriptenCli.load({ glue: pair.glue, wasm: pair.wasm, name: 'cvc5' }, options);

describe("cvc5's release format: a classic web script, main run on load", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('control: evaluated as it is, the glue refuses this environment and the Module settings a MODULARIZE loader gives', () => {
    // Outside a page (Node, and a module worker has no window either) it stops at its environment check …
    expect(() => new Function('Module', pair.glue)({ print() {}, printErr() {} })).toThrow(
      /not compiled for this environment/,
    );
    // … and with a window it aborts on the settings it does not accept: instantiateWasm, noInitialRun.
    vi.stubGlobal('window', {});
    const printed: string[] = [];
    const Module = {
      noInitialRun: true,
      instantiateWasm: () => ({}),
      print: (l: string) => printed.push(l),
      printErr: (l: string) => printed.push(l),
    };
    expect(() => new Function('Module', pair.glue)(Module)).toThrow(/Aborted/);
    expect(printed.join('\n')).toMatch(/`Module\.\w+` was supplied but `\w+` not included in INCOMING_MODULE_JS_API/);
  });

  it('loads in Node (no window, no document), reads the version from the run on load, and answers', async () => {
    const cli = await load();
    expect(cli.kind).toBe('plain');
    expect(await cli.version()).toBe('0.1.0');
    const r = await cli.run({ args: ['--incremental'], script: '(assert false)\n(check-sat)\n' });
    expect(r).toMatchObject({ stdout: 'unsat\n', stderr: '', exitCode: 0, signal: null, timedOut: false });
    expect(r.trap).toBeUndefined();
  });

  it('runs query after query on one instance (callMain again, EXIT_RUNTIME=0), output per run', async () => {
    const cli = await load();
    const runs = [];
    for (const script of ['; counter\n(check-sat)\n', '; answer: unsat\n; counter\n(check-sat)\n', '; counter\n'])
      runs.push(await cli.run({ args: [], script }));
    // main ran once on load (--version), then once per query, in the same instance: C globals persist.
    expect(runs.map((r) => r.stdout)).toEqual(['counter 2\nsat\n', 'counter 3\nunsat\n', 'counter 4\n']);
    expect(runs.map((r) => r.instantiateMs)).toEqual([0, 0, 0]);
  });

  it('passes exit(n) on as the exit code, without the glue’s own remark on stderr', async () => {
    const cli = await load();
    const r = await cli.run({ args: [], script: '(check-sat)\n; exit 3\n' });
    expect(r).toMatchObject({ stdout: 'sat\n', stderr: '', exitCode: 3 });
    expect(r.trap).toBeUndefined();
    expect((await cli.run({ args: [], script: '; counter\n' })).stdout).toBe('counter 3\n');
  });

  it('flushes a last line without a newline at the end of its run, so it never joins the next run’s output', async () => {
    const cli = await load();
    expect((await cli.run({ args: [], script: '; partial\n' })).stdout).toBe('partial\n');
    expect((await cli.run({ args: [], script: '(check-sat)\n' })).stdout).toBe('sat\n');
  });

  it('leaves the wasm stack where it found it after every run (callMain never takes argv off it; exit() unwinds)', async () => {
    const instantiate = vi.spyOn(WebAssembly, 'instantiate');
    const cli = await load();
    const instance = (await instantiate.mock.results[0]!.value) as WebAssembly.Instance;
    const stackPointer = instance.exports.stackSave as () => number;
    const before = stackPointer();
    for (const script of ['(check-sat)\n', '; exit 3\n', '; args\n', '(assert false)\n(check-sat)\n'])
      await cli.run({ args: ['--incremental', '--tlimit-per=5000'], script });
    expect(stackPointer()).toBe(before);
    expect((await cli.run({ args: [], script: '; counter\n' })).stdout).toBe('counter 6\n');
  });

  it('an abort is a crash; the dead instance is replaced and the next query answers', async () => {
    const cli = await load();
    const crash = await cli.run({ args: [], script: '(check-sat)\n; crash\n' });
    expect(crash).toMatchObject({ stdout: 'sat\n', exitCode: null });
    expect(crash.trap).toMatch(/^RuntimeError: Aborted\(/);
    expect(crash.stderr).toContain('Aborted(');
    // The instance had run nothing before: no second opinion was needed.
    expect(cli.reruns).toBe(0);
    const next = await cli.run({ args: [], script: '; counter\n(check-sat)\n' });
    expect(next.stdout).toBe('counter 2\nsat\n');
    expect(next.instantiateMs).toBeGreaterThan(0);
  });

  it('a crash on a reused instance is run again on a fresh one, and the fresh run is the result', async () => {
    const cli = await load();
    await cli.run({ args: [], script: '(check-sat)\n' });
    await cli.run({ args: [], script: '(check-sat)\n' });
    // Aborts only where main already ran more than 3 times: on this instance, not on a fresh one.
    const r = await cli.run({ args: [], script: '; crash-after 3\n(check-sat)\n' });
    expect(cli.reruns).toBe(1);
    expect(r).toMatchObject({ stdout: 'sat\n', stderr: '', exitCode: 0 });
    expect(r.trap).toBeUndefined();
    // A crash the query causes by itself stays a crash after the second opinion.
    await cli.run({ args: [], script: '(check-sat)\n' });
    const real = await cli.run({ args: [], script: '; crash\n' });
    expect(cli.reruns).toBe(2);
    expect(real.trap).toMatch(/Aborted/);
  });

  it('replaces an instance whose memory grew past recycleAboveBytes (wasm memory never shrinks)', async () => {
    const cli = await load({ recycleAboveBytes: 32 * 1024 * 1024 });
    expect((await cli.run({ args: [], script: '; counter\n' })).stdout).toBe('counter 2\n');
    expect((await cli.run({ args: [], script: '; alloc 8\n; counter\n' })).stdout).toBe('alloc 8 MiB ok\ncounter 3\n');
    expect((await cli.run({ args: [], script: '; alloc 64\n' })).stdout).toBe('alloc 64 MiB ok\n');
    expect((await cli.run({ args: [], script: '; counter\n' })).stdout).toBe('counter 2\n');
  });

  it('never reaches the network, prompt() or the Node process: the glue sees the loader’s stand-ins', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('no network in this test')));
    vi.stubGlobal('fetch', fetchSpy);
    const prompt = vi.fn(() => 'typed');
    vi.stubGlobal('window', { prompt });
    const before = {
      uncaught: process.listenerCount('uncaughtException'),
      rejection: process.listenerCount('unhandledRejection'),
      exitCode: process.exitCode,
    };
    const cli = await load();
    // stdin reaches an instance's first reader; its EOF then sticks in C's stdio, so later runs read nothing
    // (the script itself always goes through the file system).
    expect((await cli.run({ args: [], script: '; stdin\n', stdin: 'abc' })).stdout).toBe('stdin: 3 bytes\n');
    expect((await cli.run({ args: [], script: '; stdin\n', stdin: 'abc' })).stdout).toBe('stdin: 0 bytes\n');
    for (const script of ['; exit 3\n', '; crash\n', '(check-sat)\n']) await cli.run({ args: [], script });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(prompt).not.toHaveBeenCalled();
    expect({
      uncaught: process.listenerCount('uncaughtException'),
      rejection: process.listenerCount('unhandledRejection'),
      exitCode: process.exitCode,
    }).toEqual(before);
  });

  it('compiles the wasm once for every instance it starts', async () => {
    const compile = vi.spyOn(WebAssembly, 'compile');
    const instantiate = vi.spyOn(WebAssembly, 'instantiate');
    const cli = await load();
    await cli.run({ args: [], script: '; crash\n' });
    await cli.run({ args: [], script: '(check-sat)\n' });
    expect(compile).toHaveBeenCalledTimes(1);
    // The first instance, and the one after the crash.
    expect(instantiate).toHaveBeenCalledTimes(2);
    for (const call of instantiate.mock.calls) expect(call[0]).toBe(cli.wasmModule);
  });
});

// Runs an emscripten-compiled command-line program (cvc5.js + cvc5.wasm) like a process: the script in the
// virtual file system, `callMain([...options, file])`, stdout/stderr captured line by line, exit() as the
// exit code and abort() or a WASM trap as a crash. The WebAssembly.Module is compiled once per loader.
//
// Environment-neutral: no DOM, no `node:` imports. The caller supplies the glue code as text and the wasm
// as bytes (or a compiled module), from a URL, a file, IndexedDB or anything else. glue-scope.ts makes the
// glue run alike in a Web Worker, a worker_thread and the test process, whatever ENVIRONMENT it was built for.
//
// Four shapes of glue (detected when loading):
//   - a library (wasm/build-cvc5-library.sh): an ES module factory whose wasm exports our entry point
//     `smtplay_cvc5_run(args, script)` (wasm/cvc5-library/entry.cpp). A run is that call, with the options one per
//     line and the script as text: a fresh solver inside a module that stays loaded, no program start, no exit. The
//     output arrives through print/printErr as the program's would. One instance serves run after run, with the
//     same care as the ES module program below (stack taken back, a crash re-run on a fresh instance, recycling).
//   - an ES module whose default export is a factory (-sMODULARIZE -sEXPORT_ES6: the cvc5 1.3.2 build of
//     wasm/build-cvc5-debian.sh). Its caller imports it (`import()` of the file or URL: the worker entries) and hands
//     over the factory. One instance serves run after run, as cvc5's own web app does, when every run passes the
//     program's "clean up before returning" flag (`reuseArgs`: cvc5's `--no-early-exit`; without it cvc5 ends a
//     run with _exit() and never destroys its solver, and the third run on one instance trapped). As with the
//     classic script below: the stack a run leaves behind is taken back, a crash on a reused instance is run again
//     on a fresh one, and an instance whose memory grew past `recycleAboveBytes` is replaced.
//   - MODULARIZE (wasm/build-cvc5.sh): a factory; every run gets a fresh instance, so C++ globals never carry
//     over and a trap never leaves a half-dead instance behind.
//   - a classic script reading a global `Module` (cvc5's released cvc5-Wasm.zip: ENVIRONMENT=web,
//     INVOKE_RUN=1, EXIT_RUNTIME=0, a restricted INCOMING_MODULE_JS_API). Evaluating it creates an instance
//     and runs main once (we pass `--version`). Queries then run one after another on that instance with
//     callMain, as cvc5's own web app does, with the wasm stack pointer put back after each run (callMain and
//     exit() leave stack behind). A new instance replaces it after a crash (the runtime is dead then), and when
//     its memory has grown past `recycleAboveBytes` (wasm memory never shrinks, and exits that skip C++
//     destructors leak). A crash on an instance that had run other queries is run again on a fresh instance,
//     and that run is the result: a crash is reported only when the query alone causes it, as a solver process
//     would. A build without FS exported (the script then goes to stdin, whose EOF sticks in C's stdio), or
//     whose stack pointer the loader cannot reach, gets a fresh instance per run.
import type { RawRun } from '../worker-api.js';
import { evaluateGlue, type GlueFn, type ModuleArg } from './glue-scope.js';
import { LineSink, stdinFrom } from './output-sink.js';

/** Where the program comes from: the glue as text, or an ES module glue's factory (imported by the caller). */
export interface EmscriptenCliSource {
  /** The emscripten glue code (`cvc5.js`), as text (a classic script, or MODULARIZE without EXPORT_ES6). */
  glue?: string;
  /** The default export of an ES module glue (`-sMODULARIZE -sEXPORT_ES6`), in place of `glue`. */
  factory?: (moduleArg: Record<string, unknown>) => Promise<unknown>;
  /** The `.wasm` bytes, or a module compiled earlier (WebAssembly.Module can be posted between workers). */
  wasm: ArrayBuffer | ArrayBufferView | WebAssembly.Module;
  /** Used for argv[0] and in messages (default `cvc5`). */
  name?: string;
}

export interface EmscriptenRunRequest {
  /** Command-line options; the input file path is appended after them. */
  args: readonly string[];
  /** The script. Written to `inputPath` in the virtual FS (or fed on stdin when the build has no FS). */
  script?: string;
  /** Default `/input.smt2`. */
  inputPath?: string;
  /** Text on standard input; default empty (EOF at once, so nothing ever blocks or calls `prompt`). */
  stdin?: string;
}

export interface EmscriptenRun extends RawRun {
  /** Time to create a fresh instance for this run (glue + instantiate + constructors); 0 on a reused one. */
  instantiateMs: number;
}

/** How the glue code exposes the program. */
export type GlueKind =
  /** `-sMODULARIZE -sEXPORT_ES6` with our entry point exported: a run is one call; one instance serves many runs. */
  | 'library'
  /** `-sMODULARIZE -sEXPORT_ES6`: an ES module's factory; one instance serves many runs. */
  | 'es-module'
  /** `-s MODULARIZE=1`: a factory function, one call per instance. */
  | 'modularized'
  /** No MODULARIZE: a classic script that fills a global `Module` (cvc5's released build). */
  | 'plain';

export interface EmscriptenCliOptions {
  /** Each of stdout and stderr keeps at most this many characters (default 4 MiB); the rest is dropped. */
  maxOutputChars?: number;
  /** A reused instance whose memory has grown past this many bytes is replaced after its run (default 1 GiB). */
  recycleAboveBytes?: number;
  /**
   * An ES module glue's instance is reused only with these arguments first on every run (the program's flag to
   * clean up before it returns, cvc5's `--no-early-exit`); without them it gets a fresh instance per run.
   */
  reuseArgs?: readonly string[];
}

/** What we use of an emscripten Module once the runtime is initialised. */
interface EmModule {
  callMain?: (args: string[]) => unknown;
  FS?: EmFS;
  /** The library's entry point and what calling it needs (wasm/cvc5-library/entry.cpp). */
  _smtplay_cvc5_run?: (args: number, script: number) => number;
  _smtplay_cvc5_about?: () => number;
  _free?: (ptr: number) => void;
  stringToNewUTF8?: (text: string) => number;
  UTF8ToString?: (ptr: number) => string;
}

/** The name of the library's entry point among the wasm's exports (emscripten adds the `_` on the JS side). */
const LIBRARY_ENTRY = 'smtplay_cvc5_run';

interface EmStream {
  stream_ops?: { flush?: (s: EmStream) => void; fsync?: (s: EmStream) => void };
}

interface EmFS {
  writeFile(path: string, data: string): void;
  getStream?: (fd: number) => EmStream | undefined;
  streams?: (EmStream | undefined)[];
}

/** One instance of the program, and where its output goes during the current run. */
interface Instance {
  em: EmModule;
  stdout: LineSink;
  stderr: LineSink;
  stdinText: string;
  memory?: WebAssembly.Memory;
  /** The wasm's own stack pointer, to undo what a run leaves on it (see `stackOf`). */
  stack?: StackPointer;
  /** callMain runs so far (the boot run of a classic glue not counted). */
  runs: number;
}

type Factory = (moduleArg: ModuleArg) => Promise<EmModule> | EmModule;

const now = (): number => performance.now();
const DEFAULT_MAX_OUTPUT = 4 * 1024 * 1024;
const DEFAULT_RECYCLE_BYTES = 1024 * 1024 * 1024;
/** argv of a classic glue's run on load: harmless, and it prints the version. */
const BOOT_ARGS = ['--version'];

function ownFunction(obj: object, key: string): boolean {
  // Builds with ASSERTIONS put throwing getters on unexported names; never trigger them.
  const d = Object.getOwnPropertyDescriptor(obj, key);
  return d !== undefined && 'value' in d && typeof d.value === 'function';
}

function ownObject(obj: object, key: string): boolean {
  const d = Object.getOwnPropertyDescriptor(obj, key);
  return d !== undefined && 'value' in d && typeof d.value === 'object' && d.value !== null;
}

function describeThrown(e: unknown): string {
  // The stack's lines after the message carry the solver's frames (classify/stack.ts keeps those).
  if (e instanceof Error)
    return `${e.name}: ${e.message}${e.stack?.includes('\n') ? e.stack.slice(e.stack.indexOf('\n')) : ''}`;
  return String(e);
}

function exitStatusOf(e: unknown): number | undefined {
  if (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'ExitStatus') {
    const status = (e as { status?: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

interface StackPointer {
  save(): number;
  restore(sp: number): void;
}

/**
 * emscripten's callMain puts argv on the wasm stack and never takes it off, and an exit() unwinds main's frames
 * without their epilogues: every run on a reused instance would leave stack behind (80 bytes per plain query
 * with the fixture, all of main's frames after an exit()), until a later query overflows a stack a fresh cvc5
 * process would not. The instance's own exports reset it: `stackSave`/`stackRestore` (emscripten ≤ 3.1.5x) or
 * `emscripten_stack_get_current`/`_emscripten_stack_restore` (later releases, cvc5's 3.1.70 among them).
 */
function stackOf(instance: WebAssembly.Instance): StackPointer | undefined {
  const x = instance.exports as Record<string, unknown>;
  const save = x.stackSave ?? x.emscripten_stack_get_current;
  const restore = x.stackRestore ?? x._emscripten_stack_restore;
  if (typeof save === 'function' && typeof restore === 'function')
    return { save: () => save() as number, restore: (sp) => void restore(sp) };
  // emscripten 4+ may export only `_emscripten_stack_alloc(size)`: sp = (sp - size) & ~15 in 32-bit unsigned
  // arithmetic, returning the new sp. alloc(0) reads the (16-aligned) stack pointer, and alloc(sp - saved), a
  // "negative" size, moves it back up to `saved`.
  const alloc = x._emscripten_stack_alloc;
  if (typeof alloc !== 'function') return undefined;
  return {
    save: () => alloc(0) as number,
    restore: (sp) => void alloc(((alloc(0) as number) - sp) | 0),
  };
}

function memoryOf(instance: WebAssembly.Instance): WebAssembly.Memory | undefined {
  const m = Object.values(instance.exports).find((x) => x instanceof WebAssembly.Memory);
  return m as WebAssembly.Memory | undefined;
}

/** Hands the last output line that has no newline to print (emscripten's TTY holds it until a newline). */
function flushStdStreams(fs: EmFS): void {
  for (const fd of [1, 2]) {
    try {
      const stream = fs.getStream ? fs.getStream(fd) : fs.streams?.[fd];
      const flush = stream?.stream_ops?.flush ?? stream?.stream_ops?.fsync;
      if (stream && flush) flush(stream);
    } catch {
      // A failed flush loses at most a partial line.
    }
  }
}

/** Checks what a run needs of a started instance; drops a non-object FS (unexported, behind a getter). */
function usable(em: EmModule, name: string): EmModule {
  if (ownFunction(em, `_${LIBRARY_ENTRY}`)) {
    const missing = ['stringToNewUTF8', 'UTF8ToString', '_free'].filter((k) => !ownFunction(em, k));
    if (missing.length > 0)
      throw new Error(
        `${name}.js exports ${LIBRARY_ENTRY} but not ${missing.join(', ')}: rebuild it (wasm/build-cvc5-library.sh)`,
      );
    if (!ownObject(em, 'FS')) delete em.FS;
    return em;
  }
  if (!ownFunction(em, 'callMain')) {
    throw new Error(
      `${name}.js does not export callMain: rebuild with -s EXPORTED_RUNTIME_METHODS=["callMain","FS"] (see wasm/README.md)`,
    );
  }
  if (!ownObject(em, 'FS')) delete em.FS;
  return em;
}

interface Boot {
  /** Where a MODULARIZE glue put its factory. */
  exports: unknown;
  /** How many keys the Module had before the glue ran (a classic glue adds its runtime to it). */
  keysBefore: number;
  moduleArg: ModuleArg;
  /** The instance the evaluation started (a classic glue only; never settles for a MODULARIZE one). */
  ready: Promise<Instance>;
}

/**
 * Evaluates the glue with a Module that gives only what cvc5's build accepts (its INCOMING_MODULE_JS_API):
 * arguments, print, printErr, stdin, locateFile, onAbort, onRuntimeInitialized. A classic glue starts an
 * instance and runs main once with `--version`.
 */
function bootGlue(glueFn: GlueFn, wasmModule: WebAssembly.Module, name: string, maxOutput: number): Boot {
  const inst: Instance = {
    em: {},
    stdout: new LineSink(maxOutput),
    stderr: new LineSink(maxOutput),
    stdinText: '',
    runs: 0,
  };
  let aborted: string | undefined;
  let resolve: (i: Instance) => void = () => {};
  let reject: (e: unknown) => void = () => {};
  const ready = new Promise<Instance>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const moduleArg: ModuleArg = {
    arguments: [...BOOT_ARGS],
    print: (line: unknown) => inst.stdout.push(line),
    printErr: (line: unknown) => inst.stderr.push(line),
    stdin: stdinFrom(() => inst.stdinText),
    locateFile: (path: string) => path,
    onAbort: (what: unknown) => {
      aborted ??= `Aborted(${what === undefined ? '' : String(what)})`;
      reject(new Error(`${name} aborted while starting: ${aborted}`));
    },
    // Called just before the run on load; that run is synchronous, so look once it is over.
    onRuntimeInitialized: () => {
      void Promise.resolve().then(() => {
        if (aborted) return reject(new Error(`${name} aborted while starting: ${aborted}`));
        try {
          inst.em = usable(moduleArg as EmModule, name);
          resolve(inst);
        } catch (e) {
          reject(e);
        }
      });
    },
  };
  const keysBefore = Object.keys(moduleArg).length;
  const mod = { exports: {} as unknown };
  try {
    const onInstance = (i: WebAssembly.Instance): void => {
      inst.memory = memoryOf(i);
      inst.stack = stackOf(i);
    };
    glueFn({ Module: moduleArg, module: mod, wasmModule, name, onInstance });
  } catch (e) {
    reject(e);
  }
  ready.catch(() => undefined);
  return { exports: mod.exports, keysBefore, moduleArg, ready };
}

export class EmscriptenCli {
  /** The instance a classic glue's queries run on, while it is fit for more. */
  private live: Instance | undefined;
  private bootStdout = '';
  private rerunCount = 0;

  private constructor(
    /** The compiled program, shared by every instance. */
    readonly wasmModule: WebAssembly.Module,
    readonly kind: GlueKind,
    /** Time spent compiling the wasm (0 when a compiled module was given). */
    readonly compileMs: number,
    private readonly glueFn: GlueFn | undefined,
    private readonly factory: Factory | undefined,
    private readonly name: string,
    private readonly maxOutput: number,
    private readonly recycleAboveBytes: number,
    /** Arguments put first on every run (an ES module glue's `reuseArgs`, when given). */
    private readonly leadArgs: readonly string[] = [],
  ) {}

  /** Compiles the wasm once and evaluates the glue; a classic glue's first instance is started here. */
  static async load(source: EmscriptenCliSource, options: EmscriptenCliOptions = {}): Promise<EmscriptenCli> {
    const t0 = now();
    const wasmModule =
      source.wasm instanceof WebAssembly.Module ? source.wasm : await WebAssembly.compile(source.wasm as BufferSource);
    const compileMs = source.wasm instanceof WebAssembly.Module ? 0 : now() - t0;
    const name = source.name ?? 'cvc5';
    const maxOutput = options.maxOutputChars ?? DEFAULT_MAX_OUTPUT;
    const recycle = options.recycleAboveBytes ?? DEFAULT_RECYCLE_BYTES;
    if (source.factory) {
      const library = WebAssembly.Module.exports(wasmModule).some((e) => e.name === LIBRARY_ENTRY);
      const reuse = library ? [] : options.reuseArgs;
      const kind = library ? 'library' : reuse ? 'es-module' : 'modularized';
      const factory = source.factory as Factory;
      return new EmscriptenCli(wasmModule, kind, compileMs, undefined, factory, name, maxOutput, recycle, reuse);
    }
    if (source.glue === undefined) throw new Error(`${name}: neither glue code nor a factory was given`);
    const glueFn = evaluateGlue(source.glue);
    const boot = bootGlue(glueFn, wasmModule, name, maxOutput);
    const factory = typeof boot.exports === 'function' ? (boot.exports as Factory) : undefined;
    // A classic glue assigns its runtime onto Module as it evaluates; nothing there means it is not emscripten glue.
    if (!factory && Object.keys(boot.moduleArg).length <= boot.keysBefore) {
      throw new Error(`${name}.js does not look like emscripten glue code (no MODULARIZE factory, no Module)`);
    }
    const cli = new EmscriptenCli(
      wasmModule,
      factory ? 'modularized' : 'plain',
      compileMs,
      glueFn,
      factory,
      name,
      maxOutput,
      recycle,
    );
    if (!factory) {
      const first = await boot.ready;
      cli.bootStdout = first.stdout.text();
      cli.live = first;
    }
    return cli;
  }

  /** How often a crash on a reused instance was run again on a fresh one (diagnostics, tests). */
  get reruns(): number {
    return this.rerunCount;
  }

  /** The reused instance's memory (wasm memory only grows), undefined between instances (diagnostics, tests). */
  get memoryBytes(): number | undefined {
    return this.live?.memory?.buffer.byteLength;
  }

  /** Runs the program once. Never rejects because of what the program did. */
  async run(request: EmscriptenRunRequest): Promise<EmscriptenRun> {
    if (this.kind === 'modularized') {
      const fresh = await this.fresh(() => this.instantiateModularized());
      return fresh.ok ? this.callOn(fresh.inst, request, fresh.ms) : fresh.run;
    }
    let inst = this.live;
    let instantiateMs = 0;
    if (!inst) {
      const fresh = await this.fresh(() =>
        this.kind === 'es-module' || this.kind === 'library'
          ? this.instantiateModularized()
          : bootGlue(this.glueFn!, this.wasmModule, this.name, this.maxOutput).ready,
      );
      if (!fresh.ok) return fresh.run;
      inst = fresh.inst;
      instantiateMs = fresh.ms;
    }
    const reused = inst.runs > 0;
    const run = this.callOn(inst, { ...request, args: [...this.leadArgs, ...request.args] }, instantiateMs);
    // Without FS the script came on stdin, whose EOF now sticks; without the stack pointer each run leaves stack
    // behind: such an instance serves one run.
    const fit =
      (inst.em.FS !== undefined || this.kind === 'library') && inst.stack !== undefined && run.trap === undefined;
    const small = (inst.memory?.buffer.byteLength ?? 0) <= this.recycleAboveBytes;
    this.live = fit && small ? inst : undefined;
    if (run.trap !== undefined && reused) {
      // Maybe the crash is what earlier queries left behind (leaks, state): the query alone decides.
      this.rerunCount++;
      return this.run(request);
    }
    return run;
  }

  /**
   * What a library build says of itself (`smtplay_cvc5_about`: version, build options, compiler), parsed; undefined
   * for a build of the program, which says only what `--version` prints.
   */
  async about(): Promise<Record<string, unknown> | undefined> {
    if (this.kind !== 'library') return undefined;
    let inst = this.live;
    if (!inst) {
      const fresh = await this.fresh(() => this.instantiateModularized());
      if (!fresh.ok) throw new Error(`${this.name} did not start: ${fresh.run.trap}`);
      inst = this.live = fresh.inst;
    }
    const em = inst.em;
    return JSON.parse(em.UTF8ToString!(em._smtplay_cvc5_about!())) as Record<string, unknown>;
  }

  /** Runs `--version` (or the given args) and returns the version string the program reports. */
  async version(args: readonly string[] = ['--version']): Promise<string> {
    if (this.kind === 'library' && args.join(' ') === BOOT_ARGS.join(' ')) {
      const version = (await this.about())?.version;
      if (typeof version === 'string' && version) return version;
    }
    let text = args.join(' ') === BOOT_ARGS.join(' ') ? this.bootStdout : '';
    if (!text) {
      const r = await this.run({ args });
      if (r.trap !== undefined || r.exitCode !== 0) {
        throw new Error(
          `${this.name} ${args.join(' ')} failed: ${r.trap ?? `exit code ${r.exitCode}`} ${r.stderr}`.trim(),
        );
      }
      text = r.stdout;
    }
    const m = /\bversion\s+([0-9][\w.+-]*)/i.exec(text);
    return m?.[1] ?? text.split('\n')[0]?.trim() ?? '';
  }

  /** A new instance, or the trap that kept it from starting (a failing constructor, a link error, OOM). */
  private async fresh(
    start: () => Promise<Instance>,
  ): Promise<{ ok: true; inst: Instance; ms: number } | { ok: false; run: EmscriptenRun }> {
    const t0 = now();
    try {
      const inst = await start();
      return { ok: true, inst, ms: now() - t0 };
    } catch (e) {
      const ms = now() - t0;
      const run: EmscriptenRun = {
        stdout: '',
        stderr: '',
        exitCode: null,
        signal: null,
        trap: describeThrown(e),
        timedOut: false,
        timeMs: ms,
        instantiateMs: ms,
      };
      return { ok: false, run };
    }
  }

  /**
   * One run on an instance, with this run's output sinks and input: callMain with the script in the virtual FS, or
   * one call of a library build's entry point with the options one per line and the script as text.
   */
  private callOn(inst: Instance, request: EmscriptenRunRequest, instantiateMs: number): EmscriptenRun {
    const stdout = (inst.stdout = new LineSink(this.maxOutput));
    const stderr = (inst.stderr = new LineSink(this.maxOutput));
    inst.stdinText = request.stdin ?? '';
    const em = inst.em;
    const fs = em.FS;
    // What the call returns, and what to free once it returned (nothing is freed on a trapped instance).
    let call: () => unknown;
    let free = (): void => {};
    if (this.kind === 'library') {
      const argsPtr = em.stringToNewUTF8!(request.args.join('\n'));
      const scriptPtr = em.stringToNewUTF8!(request.script ?? '');
      call = () => em._smtplay_cvc5_run!(argsPtr, scriptPtr);
      free = () => {
        em._free!(argsPtr);
        em._free!(scriptPtr);
      };
    } else {
      const args = [...request.args];
      if (request.script !== undefined) {
        if (fs) {
          const path = request.inputPath ?? '/input.smt2';
          fs.writeFile(path, request.script);
          args.push(path);
        } else {
          // Built without FS exported: a CLI solver reads its script from stdin when given no file.
          inst.stdinText = request.script;
        }
      }
      call = () => (em.callMain as (a: string[]) => unknown)(args);
    }
    let exitCode: number | null = null;
    let trap: string | undefined;
    const sp = inst.stack?.save();
    const t1 = now();
    try {
      const ret = call();
      exitCode = typeof ret === 'number' ? ret : 0;
    } catch (e) {
      const status = exitStatusOf(e);
      if (status !== undefined) exitCode = status;
      else trap = describeThrown(e);
    }
    const timeMs = now() - t1;
    if (trap === undefined) {
      free();
      if (sp !== undefined) inst.stack?.restore(sp);
    }
    inst.runs++;
    if (fs) flushStdStreams(fs);
    const run: EmscriptenRun = {
      stdout: stdout.text(),
      stderr: stderr.text(),
      exitCode,
      signal: null,
      timedOut: false,
      timeMs,
      instantiateMs,
    };
    if (trap !== undefined) run.trap = trap;
    return run;
  }

  /** A fresh instance from the MODULARIZE factory (wasm/build-cvc5.sh's build accepts these Module settings). */
  private instantiateModularized(): Promise<Instance> {
    const inst: Instance = {
      em: {},
      stdout: new LineSink(this.maxOutput),
      stderr: new LineSink(this.maxOutput),
      stdinText: '',
      runs: 0,
    };
    let fail: (e: unknown) => void = () => {};
    const failed = new Promise<never>((_, reject) => (fail = reject));
    const wasmModule = this.wasmModule;
    const moduleArg: ModuleArg = {
      noInitialRun: true,
      noExitRuntime: true,
      thisProgram: this.name,
      arguments: [],
      print: (line: unknown) => inst.stdout.push(line),
      printErr: (line: unknown) => inst.stderr.push(line),
      stdin: stdinFrom(() => inst.stdinText),
      // Keep every exit a thrown ExitStatus, whatever environment the glue believes it is in.
      quit: (_status: number, toThrow: unknown) => {
        throw toThrow;
      },
      locateFile: (path: string) => path,
      instantiateWasm: (
        imports: WebAssembly.Imports,
        receive: (i: WebAssembly.Instance, m: WebAssembly.Module) => void,
      ) => {
        WebAssembly.instantiate(wasmModule, imports).then((instance) => {
          inst.memory = memoryOf(instance);
          inst.stack = stackOf(instance);
          try {
            receive(instance, wasmModule);
          } catch (e) {
            fail(e);
          }
        }, fail);
        return {};
      },
      onAbort: (what: unknown) => fail(new Error(`Aborted(${what === undefined ? '' : String(what)})`)),
    };
    const ready = Promise.resolve((this.factory as Factory)(moduleArg));
    return Promise.race([ready, failed]).then((em) => {
      // From here on an abort is reported by callMain throwing; the run owns it.
      moduleArg.onAbort = undefined;
      inst.em = usable(em, this.name);
      return inst;
    });
  }
}

// Runs an emscripten-compiled command-line program (cvc5.js + cvc5.wasm) like a process: one fresh
// WebAssembly instance per run, the script in the virtual file system, stdout/stderr captured line by line.
//
// Environment-neutral: no DOM, no `node:` imports. The caller supplies the glue code as text and the wasm
// as bytes (or a compiled module), from a URL, a file, IndexedDB or anything else.
//
// Why a fresh instance per run: cvc5's C++ globals (statistics, options, static caches) would otherwise
// carry over between `callMain` calls, and a trap leaves an instance in an undefined state. The
// WebAssembly.Module is compiled once; instantiating it again is cheap compared with compiling.
import type { RawRun } from '../worker-api.js';

/** Where the program comes from. */
export interface EmscriptenCliSource {
  /** The emscripten glue code (`cvc5.js`), as text. */
  glue: string;
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
  /** Time to create the fresh instance (glue setup + WebAssembly.instantiate + C/C++ constructors). */
  instantiateMs: number;
}

/** How the glue code exposes the program. */
export type GlueKind =
  /** `-s MODULARIZE=1`: a factory function, one call per instance. */
  | 'modularized'
  /** No MODULARIZE: the glue fills a global `Module`; re-evaluated per instance. */
  | 'plain';

export interface EmscriptenCliOptions {
  /** Each of stdout and stderr keeps at most this many characters (default 4 MiB); the rest is dropped. */
  maxOutputChars?: number;
}

/** What we use of an emscripten Module once the runtime is initialised. */
interface EmModule {
  callMain?: (args: string[]) => unknown;
  FS?: EmFS;
}

interface EmFS {
  writeFile(path: string, data: string): void;
  getStream?: (fd: number) => unknown;
  streams?: unknown[];
  close(stream: unknown): void;
}

type ModuleArg = Record<string, unknown>;
type Factory = (moduleArg: ModuleArg) => Promise<EmModule> | EmModule;
/** The glue code wrapped in a function; see `evaluateGlue`. */
type GlueFn = (Module: ModuleArg | undefined, module: { exports: unknown }, exports: unknown) => void;

const now = (): number => performance.now();
const DEFAULT_MAX_OUTPUT = 4 * 1024 * 1024;

/**
 * Wraps the glue code in a function whose parameters shadow the globals emscripten uses to detect Node:
 * the program then takes the same web-like code path in a worker_thread as in a browser worker. In
 * particular it never installs `process.on('uncaughtException')` handlers, never reads the real stdin,
 * and never sets `process.exitCode`. `module`/`exports` catch the MODULARIZE factory.
 */
function evaluateGlue(glue: string): GlueFn {
  if (/^\s*export\s+default\b/m.test(glue) || /\bimport\.meta\b/.test(glue)) {
    throw new Error('the glue code is an ES module (built with -s EXPORT_ES6=1); rebuild without EXPORT_ES6');
  }
  const body = `${glue}\n;/* end of glue */\n`;
  const fn = new Function(
    'Module',
    'module',
    'exports',
    'define',
    'require',
    'process',
    '__filename',
    '__dirname',
    body,
  ) as (...args: unknown[]) => void;
  return (Module, module, exports) =>
    fn(Module, module, exports, undefined, undefined, undefined, undefined, undefined);
}

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
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  return String(e);
}

function exitStatusOf(e: unknown): number | undefined {
  if (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'ExitStatus') {
    const status = (e as { status?: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

/** Collects lines from `print`/`printErr`, bounded. */
class LineSink {
  private parts: string[] = [];
  private size = 0;
  private dropped = 0;
  constructor(private readonly max: number) {}
  readonly push = (line: unknown): void => {
    const text = `${String(line)}\n`;
    if (this.size + text.length > this.max) {
      this.dropped += text.length;
      return;
    }
    this.parts.push(text);
    this.size += text.length;
  };
  text(): string {
    const body = this.parts.join('');
    return this.dropped > 0 ? `${body}[… ${this.dropped} characters of output dropped]\n` : body;
  }
}

/** A stdin device that serves `text` once, then EOF (emscripten's `Module.stdin` contract: a char code or null). */
function stdinFrom(read: () => string): () => number | null {
  let bytes: Uint8Array | undefined;
  let pos = 0;
  return () => {
    bytes ??= new TextEncoder().encode(read());
    return pos < bytes.length ? (bytes[pos++] as number) : null;
  };
}

export class EmscriptenCli {
  private constructor(
    /** The compiled program, shared by every instance. */
    readonly wasmModule: WebAssembly.Module,
    readonly kind: GlueKind,
    /** Time spent compiling the wasm (0 when a compiled module was given). */
    readonly compileMs: number,
    private readonly glueFn: GlueFn,
    private readonly factory: Factory | undefined,
    private readonly name: string,
    private readonly maxOutput: number,
  ) {}

  /** Compiles the wasm once and evaluates the glue; no instance is created yet. */
  static async load(source: EmscriptenCliSource, options: EmscriptenCliOptions = {}): Promise<EmscriptenCli> {
    const t0 = now();
    const wasmModule =
      source.wasm instanceof WebAssembly.Module ? source.wasm : await WebAssembly.compile(source.wasm as BufferSource);
    const compileMs = source.wasm instanceof WebAssembly.Module ? 0 : now() - t0;
    const glueFn = evaluateGlue(source.glue);
    // Evaluating a MODULARIZE'd glue only defines the factory. A plain glue would start an instance right
    // away, so probe it with a Module whose instantiateWasm never answers: that instance stays unborn.
    const probe: ModuleArg = { noInitialRun: true, instantiateWasm: () => ({}), print: () => {}, printErr: () => {} };
    const PROBE_KEYS = Object.keys(probe).length;
    const mod = { exports: {} as unknown };
    glueFn(probe, mod, mod.exports);
    const factory = typeof mod.exports === 'function' ? (mod.exports as Factory) : undefined;
    // A plain glue assigns its runtime onto Module as it evaluates; nothing there means it is not emscripten glue.
    if (!factory && Object.keys(probe).length <= PROBE_KEYS) {
      throw new Error(
        `${source.name ?? 'cvc5'}.js does not look like emscripten glue code (no MODULARIZE factory, no Module)`,
      );
    }
    return new EmscriptenCli(
      wasmModule,
      factory ? 'modularized' : 'plain',
      compileMs,
      glueFn,
      factory,
      source.name ?? 'cvc5',
      options.maxOutputChars ?? DEFAULT_MAX_OUTPUT,
    );
  }

  /** Runs the program once, in a fresh instance. Never rejects because of what the program did. */
  async run(request: EmscriptenRunRequest): Promise<EmscriptenRun> {
    const stdout = new LineSink(this.maxOutput);
    const stderr = new LineSink(this.maxOutput);
    let stdinText = request.stdin ?? '';
    const t0 = now();
    let em: EmModule;
    try {
      em = await this.instantiate(stdout.push, stderr.push, () => stdinText);
    } catch (e) {
      // The program died before main (a failing static constructor, a link error, out of memory).
      const ms = now() - t0;
      return {
        stdout: stdout.text(),
        stderr: stderr.text(),
        exitCode: null,
        signal: null,
        trap: describeThrown(e),
        timedOut: false,
        timeMs: ms,
        instantiateMs: ms,
      };
    }
    const instantiateMs = now() - t0;

    const args = [...request.args];
    const fs = em.FS;
    if (request.script !== undefined) {
      if (fs) {
        const path = request.inputPath ?? '/input.smt2';
        fs.writeFile(path, request.script);
        args.push(path);
      } else {
        // Built without FS exported: a CLI solver reads its script from stdin when given no file.
        stdinText = request.script;
      }
    }

    let exitCode: number | null = null;
    let trap: string | undefined;
    const t1 = now();
    try {
      const ret = (em.callMain as (a: string[]) => unknown)(args);
      exitCode = typeof ret === 'number' ? ret : 0;
    } catch (e) {
      const status = exitStatusOf(e);
      if (status !== undefined) exitCode = status;
      else trap = describeThrown(e);
    }
    const timeMs = now() - t1;
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

  /** Runs `--version` (or the given args) and returns the version string the program reports. */
  async version(args: readonly string[] = ['--version']): Promise<string> {
    const r = await this.run({ args });
    if (r.trap !== undefined || r.exitCode !== 0) {
      throw new Error(
        `${this.name} ${args.join(' ')} failed: ${r.trap ?? `exit code ${r.exitCode}`} ${r.stderr}`.trim(),
      );
    }
    const m = /\bversion\s+([0-9][\w.+-]*)/i.exec(r.stdout);
    return m?.[1] ?? r.stdout.split('\n')[0]?.trim() ?? '';
  }

  private instantiate(
    print: (l: unknown) => void,
    printErr: (l: unknown) => void,
    stdin: () => string,
  ): Promise<EmModule> {
    let fail: (e: unknown) => void = () => {};
    const failed = new Promise<never>((_, reject) => (fail = reject));
    const wasmModule = this.wasmModule;
    const moduleArg: ModuleArg = {
      noInitialRun: true,
      noExitRuntime: true,
      thisProgram: this.name,
      arguments: [],
      print,
      printErr,
      stdin: stdinFrom(stdin),
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
    let ready: Promise<EmModule>;
    if (this.factory) {
      ready = Promise.resolve(this.factory(moduleArg));
    } else {
      ready = new Promise<EmModule>((resolve) => {
        moduleArg.onRuntimeInitialized = () => resolve(moduleArg as EmModule);
      });
      const mod = { exports: {} as unknown };
      this.glueFn(moduleArg, mod, mod.exports);
    }
    return Promise.race([ready, failed]).then((em) => {
      // From here on an abort is reported by callMain throwing; the run owns it.
      moduleArg.onAbort = undefined;
      if (!ownFunction(em, 'callMain')) {
        throw new Error(
          `${this.name}.js does not export callMain: rebuild with -s EXPORTED_RUNTIME_METHODS=["callMain","FS"] -s INVOKE_RUN=0 (see wasm/README.md)`,
        );
      }
      if (!ownObject(em, 'FS')) delete em.FS;
      return em;
    });
  }
}

/** Flushes a last output line that has no newline (emscripten's TTY holds it until a newline or close). */
function flushStdStreams(fs: EmFS): void {
  for (const fd of [1, 2]) {
    try {
      const stream = fs.getStream ? fs.getStream(fd) : fs.streams?.[fd];
      if (stream) fs.close(stream);
    } catch {
      // The instance is thrown away after this run; a failed flush loses at most a partial line.
    }
  }
}

// Evaluates emscripten glue code (cvc5.js) inside a function whose parameters shadow the globals the glue
// looks at, so the same glue runs the same way in a module Web Worker, a Node worker_thread and the test
// process, whatever environment it was built for:
//   - Node's globals (process, require, module, __filename …) are hidden: the glue never installs process
//     handlers, reads the real stdin or sets process.exitCode, and a MODULARIZE factory lands in `module`;
//   - `window` is a stand-in with a `prompt` that answers EOF: a build for ENVIRONMENT=web (cvc5's released
//     cvc5-Wasm.zip) passes its "not compiled for this environment" check outside a page's main thread, and
//     emscripten's default stdin (which calls window.prompt) ends at once instead of opening a dialog;
//   - `document`, `importScripts`, `WorkerGlobalScope`, `XMLHttpRequest` and `readline` are absent, and `fetch`
//     answers only the request for the .wasm: the glue reads no file and no URL of its own;
//   - `WebAssembly.instantiate`/`instantiateStreaming` instantiate the module the loader compiled once, with
//     the glue's imports. This also serves builds that refuse `Module.instantiateWasm` and
//     `Module.wasmBinary` (cvc5's build restricts INCOMING_MODULE_JS_API and aborts when either is given).

/** What the glue sees as `Module` (the global of a classic script; the factory's argument). */
export type ModuleArg = Record<string, unknown>;

export interface GlueScope {
  /** The global `Module` a classic (non-MODULARIZE) glue reads and fills. */
  Module: ModuleArg;
  /** Where a MODULARIZE glue puts its factory (`module.exports`). */
  module: { exports: unknown };
  /** The compiled program: what `WebAssembly.instantiate*` called by the glue instantiate. */
  wasmModule: WebAssembly.Module;
  /** Called with every instance the glue creates (the loader watches its memory). */
  onInstance?: (instance: WebAssembly.Instance) => void;
  /** Used in messages (default `cvc5`). */
  name?: string;
}

export type GlueFn = (scope: GlueScope) => void;

const SHADOWED = [
  'Module',
  'module',
  'exports',
  'define',
  'require',
  'process',
  '__filename',
  '__dirname',
  'window',
  'document',
  'importScripts',
  'WorkerGlobalScope',
  'XMLHttpRequest',
  'readline',
  'fetch',
  'WebAssembly',
] as const;

/** A window whose prompt() answers "no input" (emscripten's TTY then reads EOF). */
const WINDOW_STAND_IN = Object.freeze({ prompt: (): null => null });

/** The real WebAssembly namespace with instantiation redirected to the loader's compiled module. */
function webAssemblyFor(scope: GlueScope): typeof WebAssembly {
  const compiled = scope.wasmModule;
  const instantiate = async (
    imports: WebAssembly.Imports | undefined,
  ): Promise<WebAssembly.WebAssemblyInstantiatedSource> => {
    const instance = await WebAssembly.instantiate(compiled, imports);
    scope.onInstance?.(instance);
    return { instance, module: compiled };
  };
  return Object.create(WebAssembly, {
    instantiate: {
      value: (source: unknown, imports?: WebAssembly.Imports) =>
        // A module the glue compiled itself (emscripten's small helper modules) keeps the real behaviour.
        source instanceof WebAssembly.Module ? WebAssembly.instantiate(source, imports) : instantiate(imports),
    },
    instantiateStreaming: { value: (_source: unknown, imports?: WebAssembly.Imports) => instantiate(imports) },
    compile: { value: async () => compiled },
    compileStreaming: { value: async () => compiled },
  }) as typeof WebAssembly;
}

/** The glue's only request is its .wasm, which the loader already has: an empty stand-in answers it. */
function fetchFor(scope: GlueScope): (url: unknown) => Promise<unknown> {
  return async (url) => {
    const href = String((url as { url?: unknown })?.url ?? url);
    if (!/\.wasm([?#].*)?$/.test(href)) {
      throw new Error(`${scope.name ?? 'cvc5'}.js asked for ${href}; the loader serves only the program's .wasm`);
    }
    return {
      ok: true,
      status: 200,
      url: href,
      headers: { get: (h: string) => (h.toLowerCase() === 'content-type' ? 'application/wasm' : null) },
      arrayBuffer: async () => new ArrayBuffer(0),
      clone() {
        return this;
      },
    };
  };
}

/** An ES module glue (`-sEXPORT_ES6`): it cannot be evaluated here; the caller imports it (worker-core.ts). */
export function isEsModuleGlue(glue: string): boolean {
  return /^\s*export\s+default\b/m.test(glue) || /\bimport\.meta\b/.test(glue);
}

/** Compiles the glue text once into a function that evaluates it in a fresh scope per call. */
export function evaluateGlue(glue: string): GlueFn {
  if (isEsModuleGlue(glue)) {
    throw new Error('the glue code is an ES module (built with -s EXPORT_ES6=1): import it and pass its factory');
  }
  const body = `${glue}\n;/* end of glue */\n`;
  const fn = new Function(...SHADOWED, body) as (...args: unknown[]) => void;
  return (scope) => {
    const values: Record<(typeof SHADOWED)[number], unknown> = {
      Module: scope.Module,
      module: scope.module,
      exports: scope.module.exports,
      define: undefined,
      require: undefined,
      process: undefined,
      __filename: undefined,
      __dirname: undefined,
      window: WINDOW_STAND_IN,
      document: undefined,
      importScripts: undefined,
      WorkerGlobalScope: undefined,
      XMLHttpRequest: undefined,
      readline: undefined,
      fetch: fetchFor(scope),
      WebAssembly: webAssemblyFor(scope),
    };
    fn(...SHADOWED.map((k) => values[k]));
  };
}

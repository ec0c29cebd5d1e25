// Browser entry of the Z3 WASM backend: a module worker started by `spawnZ3BrowserWorker()`.
// WorkerInit.source is the URL of a bundled version's z3-built.js (z3GlueUrl: a worker does not know the
// page's URL, so the page resolves it and a site under a sub-path works), or the npm package (or alias)
// when the site is at the origin's root. The files are served under z3/<package>/ (vite/z3-assets.ts). The
// glue is classic script code that must stay a separate file (its pthreads start Workers from it), so it is
// fetched and evaluated here rather than bundled; the release's low-level wrapper is an ES module beside it
// (z3-wrapper.js, made by the build from the package), imported from there, so any release loads the same way.
import * as Comlink from 'comlink';
import { crashHooks } from './crash-hooks.js';
import { Z3Engine } from './engine.js';
import type { Z3Module } from './module-types.js';
import { createZ3WorkerApi } from './worker-core.js';
import { BUNDLED_Z3, Z3_WRAPPER_FILE, z3AssetBase } from './bundled.js';

type GlueFactory = (overrides?: object) => Promise<unknown>;
type LowLevelInit = (factory: GlueFactory) => Promise<Z3Module>;

/** The engine this worker runs (one per worker). */
let current: Z3Engine | undefined;

async function loadWrapper(url: string): Promise<LowLevelInit> {
  const module = (await import(/* @vite-ignore */ url)) as { default?: { init?: LowLevelInit } };
  const init = module.default?.init;
  if (typeof init !== 'function') throw new Error(`${url} is not a Z3 low-level wrapper`);
  return init;
}

/**
 * Appended to the glue Z3's pthreads run (not to the copy this worker evaluates). A trap in a pthread (`RuntimeError:
 * remainder by zero`) is rethrown by the glue to the pthread's global scope, where, uncaught, Chromium reports it as
 * the page's error (17 of them in one crash campaign of the gallery's horner seed) before it reaches this worker.
 * Caught there instead, it is reported to this worker in the words crash-hooks.ts reads as a thread's trap (through
 * the glue's own printErr proxy: `callHandler` in newer emscripten, `printErr` in older), so the run is a crash with
 * the trap's message, and nothing is left for the page to see.
 */
function pthreadTrapHandler(glue: string): string {
  const report = glue.includes("'callHandler'")
    ? "{ cmd: 'callHandler', handler: 'printErr', args: [line] }"
    : "{ cmd: 'printErr', threadId: 0, text: line }";
  return `
;self.addEventListener('error', function (e) {
  e.preventDefault();
  var line = 'worker sent an error! ' + e.filename + ':' + e.lineno + ': ' + e.message;
  postMessage(${report});
});
`;
}

/**
 * The glue, evaluated here (it defines `initZ3`), and the script its pthreads start from: the same text, as a Blob,
 * so that no pthread fetches z3-built.js again (a page load fetched it three times: here and once per pthread).
 */
async function loadGlue(url: string): Promise<{ factory: GlueFactory; pthreads: Blob }> {
  const res = await fetch(url);
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('text/html')) {
    throw new Error(`cannot load ${url} (HTTP ${res.status})`);
  }
  const text = await res.text();
  // Indirect eval runs the classic glue at global scope, where it declares `var initZ3`.
  (0, eval)(text);
  const factory = (globalThis as { initZ3?: GlueFactory }).initZ3;
  if (!factory) throw new Error(`${url} did not define initZ3`);
  return { factory, pthreads: new Blob([text, pthreadTrapHandler(text)], { type: 'text/javascript' }) };
}

function locate(source: string): { pkg: string; base: string } {
  if (!URL.canParse(source))
    return { pkg: source, base: new URL(`/${z3AssetBase(source)}`, self.location.origin).href };
  const base = new URL('./', source).href;
  const pkg = BUNDLED_Z3.find((z) => base.endsWith(`/${z3AssetBase(z.pkg)}`))?.pkg;
  if (!pkg) throw new Error(`${source} is not the glue of a bundled Z3 version`);
  return { pkg, base };
}

/** Emscripten's hook for a module compiled elsewhere: instantiated here, and handed on to Z3's pthreads. */
function instantiateCompiled(module: WebAssembly.Module) {
  return {
    instantiateWasm: (
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ): Record<string, never> => {
      void WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module));
      return {};
    },
  };
}

async function load(
  source: string,
  onStderr: (line: string) => void,
  wasm?: ArrayBuffer | WebAssembly.Module,
): Promise<Z3Engine> {
  const { base } = locate(source);
  const [glue, init] = await Promise.all([loadGlue(`${base}z3-built.js`), loadWrapper(base + Z3_WRAPPER_FILE)]);
  const created: { engine?: Z3Engine } = {};
  const overrides = {
    locateFile: (path: string) => base + path,
    mainScriptUrlOrBlob: glue.pthreads,
    // The module the page compiled (shared by the build's workers), or bytes the page fetched already (emscripten
    // instantiates them instead of fetching z3-built.wasm).
    ...(wasm instanceof WebAssembly.Module ? instantiateCompiled(wasm) : wasm ? { wasmBinary: wasm } : {}),
    ...crashHooks({ onFatal: (error) => created.engine?.fail(error), onStderr }),
  };
  created.engine = new Z3Engine(await init((given) => glue.factory({ ...(given as object), ...overrides })));
  current = created.engine;
  return created.engine;
}

// A trap in one of Z3's pthreads (`RuntimeError: remainder by zero`) reaches this worker as an uncaught
// ErrorEvent that the glue rethrows; its own message says only "[object ErrorEvent]". Fail the engine with the
// trap's message (the host reports the crash and replaces this worker) and keep it from the page.
self.addEventListener('error', (e) => {
  const inner: unknown = e.error;
  const message = inner instanceof ErrorEvent ? inner.message : inner instanceof Error ? inner.message : e.message;
  e.preventDefault();
  current?.fail(new Error(message.replace(/^Uncaught /, '')));
});

Comlink.expose(createZ3WorkerApi(load));

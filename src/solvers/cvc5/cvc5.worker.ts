// Browser entry of the CVC5 WASM backend: a *module* worker (Vite builds workers as ES modules, see
// vite.config.ts). Start it with `spawnCvc5BrowserWorker()` (spawn-browser.ts).
//
// cvc5.js is fetched as text. Classic emscripten glue (cvc5's release zip) is evaluated by the loader
// (emscripten-cli.ts, `new Function`: `importScripts` throws in module workers; a page that sets a
// Content-Security-Policy must allow 'unsafe-eval' for this worker); an ES module glue is imported from a blob:. The wasm is compiled once with
// compileStreaming (falling back to bytes when the server does not send `application/wasm`), or from the bytes the
// page fetched already (WorkerInit.wasm).
import * as Comlink from 'comlink';
import type { EmscriptenCliSource } from './emscripten-cli.js';
import { isEsModuleGlue } from './glue-scope.js';
import { createCvc5WorkerApi, type Cvc5SourceUrls } from './worker-core.js';

async function fetchOk(url: string): Promise<Response> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const type = res.headers.get('content-type') ?? '';
  // Dev servers answer a missing file with the app's index.html (SPA fallback).
  if (type.includes('text/html')) throw new Error(`${url}: the server sent an HTML page, not the file`);
  return res;
}

async function compileWasm(url: string): Promise<WebAssembly.Module> {
  const res = await fetchOk(url);
  if ((res.headers.get('content-type') ?? '').includes('application/wasm')) {
    return WebAssembly.compileStreaming(res);
  }
  return WebAssembly.compile(await res.arrayBuffer());
}

async function load(urls: Cvc5SourceUrls, bytes?: ArrayBuffer | WebAssembly.Module): Promise<EmscriptenCliSource> {
  const base = self.location.href;
  const js = new URL(urls.js, base).href;
  const wasmUrl = new URL(urls.wasm, base).href;
  const [glue, wasm] = await Promise.all([
    fetchOk(js).then((r) => r.text()),
    bytes instanceof WebAssembly.Module ? bytes : bytes ? WebAssembly.compile(bytes) : compileWasm(wasmUrl),
  ]);
  if (!isEsModuleGlue(glue)) return { glue, wasm, name: 'cvc5' };
  // An ES module glue (wasm/build-cvc5-debian.sh) is imported from the text already fetched.
  const url = URL.createObjectURL(new Blob([glue], { type: 'text/javascript' }));
  try {
    const mod = (await import(/* @vite-ignore */ url)) as { default?: unknown };
    if (typeof mod.default !== 'function') throw new Error(`${js} has no default export (an emscripten factory)`);
    return { factory: mod.default as NonNullable<EmscriptenCliSource['factory']>, wasm, name: 'cvc5' };
  } finally {
    URL.revokeObjectURL(url);
  }
}

Comlink.expose(createCvc5WorkerApi(load));

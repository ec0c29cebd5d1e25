// Browser entry of the CVC5 WASM backend: a *module* worker (Vite builds workers as ES modules, see
// vite.config.ts). Start it with `spawnCvc5BrowserWorker()` (spawn-browser.ts).
//
// cvc5.js is classic emscripten glue, not an ES module, and `importScripts` throws in module workers. So
// the glue is fetched as text and evaluated by the loader (emscripten-cli.ts, `new Function`; a page that
// sets a Content-Security-Policy must allow 'unsafe-eval' for this worker). The wasm is compiled once with
// compileStreaming (falling back to bytes when the server does not send `application/wasm`).
import * as Comlink from 'comlink';
import type { EmscriptenCliSource } from './emscripten-cli.js';
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

async function load(urls: Cvc5SourceUrls): Promise<EmscriptenCliSource> {
  const base = self.location.href;
  const js = new URL(urls.js, base).href;
  const wasmUrl = new URL(urls.wasm, base).href;
  const [glue, wasm] = await Promise.all([fetchOk(js).then((r) => r.text()), compileWasm(wasmUrl)]);
  return { glue, wasm, name: 'cvc5' };
}

Comlink.expose(createCvc5WorkerApi(load));

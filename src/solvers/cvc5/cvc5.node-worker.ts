// Node worker_thread entry of the CVC5 WASM backend (the CLI and the tests). Start it with
// `spawnCvc5NodeWorker()` (spawn-node.ts), which starts it from the sources or from the CLI's build.
// WorkerInit.source: a path, a file: URL or an http(s): URL of cvc5.js (see parseCvc5Source).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/umd/node-adapter.js';
import type { EmscriptenCliSource } from './emscripten-cli.js';
import { isEsModuleGlue } from './glue-scope.js';
import { readCvc5Files } from './node-source.js';
import { createCvc5WorkerApi, type Cvc5SourceUrls } from './worker-core.js';

async function readBytes(location: string): Promise<Uint8Array> {
  if (/^https?:/.test(location)) {
    const res = await fetch(location);
    if (!res.ok) throw new Error(`${location}: HTTP ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }
  return readFile(location.startsWith('file:') ? fileURLToPath(location) : location);
}

async function load(urls: Cvc5SourceUrls, given?: ArrayBuffer | WebAssembly.Module): Promise<EmscriptenCliSource> {
  // A module compiled elsewhere is used as it is; bytes given are compiled here.
  const compiled = given instanceof WebAssembly.Module ? given : undefined;
  const bytesGiven = given instanceof WebAssembly.Module ? undefined : given;
  const wasmBytes = (): Promise<Uint8Array> =>
    compiled
      ? Promise.resolve(new Uint8Array())
      : bytesGiven
        ? Promise.resolve(new Uint8Array(bytesGiven))
        : readBytes(urls.wasm);
  const withModule = (source: EmscriptenCliSource): EmscriptenCliSource =>
    compiled ? { ...source, wasm: compiled } : source;
  if (!/^https?:/.test(urls.js))
    return withModule(
      await readCvc5Files(urls.js.startsWith('file:') ? fileURLToPath(urls.js) : urls.js, await wasmBytes()),
    );
  const [bytes, wasm] = await Promise.all([readBytes(urls.js), wasmBytes()]);
  const glue = new TextDecoder().decode(bytes);
  if (isEsModuleGlue(glue)) throw new Error(`${urls.js}: an ES module build is read from a file in Node`);
  return withModule({ glue, wasm, name: 'cvc5' });
}

if (!parentPort) throw new Error('cvc5.node-worker.ts must run in a worker_thread');
Comlink.expose(createCvc5WorkerApi(load), nodeEndpoint(parentPort));

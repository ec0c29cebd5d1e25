// A CVC5 WebAssembly build read from files in Node (the worker_thread, the build check, the cache): classic or
// MODULARIZE glue as text, an ES module glue imported from its file (Node 20.19+ reads ES module syntax in a .js
// file) and handed over as its factory.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { EmscriptenCliSource } from './emscripten-cli.js';
import { isEsModuleGlue } from './glue-scope.js';

export async function readCvc5Files(jsPath: string, wasm: Uint8Array | string): Promise<EmscriptenCliSource> {
  const [glue, bytes] = await Promise.all([
    readFile(jsPath, 'utf8'),
    typeof wasm === 'string' ? readFile(wasm) : Promise.resolve(wasm),
  ]);
  if (!isEsModuleGlue(glue)) return { glue, wasm: bytes, name: 'cvc5' };
  const mod = (await import(/* @vite-ignore */ pathToFileURL(jsPath).href)) as { default?: unknown };
  if (typeof mod.default !== 'function') throw new Error(`${jsPath} has no default export (an emscripten factory)`);
  return { factory: mod.default as NonNullable<EmscriptenCliSource['factory']>, wasm: bytes, name: 'cvc5' };
}

import type { Pointer, Z3Emscripten } from './module-types.js';

/**
 * Copies `text` into the WASM heap as NUL-terminated UTF-8; the caller must `_free` it.
 * A heap copy (not ccall's stack copy) stays valid while a pthread reads it after the call returned.
 */
export function copyStringToHeap(em: Z3Emscripten, text: string): Pointer {
  // encode() then set(): encodeInto() refuses views of a SharedArrayBuffer in browsers.
  const bytes = new TextEncoder().encode(text);
  const pointer = em._malloc(bytes.length + 1);
  if (pointer === 0) throw new Error(`Z3 heap: cannot allocate ${bytes.length + 1} bytes for the script`);
  const heap = em.HEAPU8; // read after _malloc: a growable heap may have been replaced
  heap.set(bytes, pointer);
  heap[pointer + bytes.length] = 0;
  return pointer;
}

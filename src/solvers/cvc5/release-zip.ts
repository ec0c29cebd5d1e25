// What cvc5's CI uploads with a release as cvc5-Wasm.zip: a folder cvc5-Wasm/ holding cvc5.js (emscripten
// glue) and cvc5.wasm (.github/actions/add-wasm in cvc5's repository). Reads the pair out of such a zip and
// says plainly what is wrong with one that is not like that. Node only (unzip.ts).
import { createHash } from 'node:crypto';
import { readZip, ZipError } from './unzip.js';

export const CVC5_ZIP = 'cvc5-Wasm.zip';

export interface Cvc5Pair {
  /** The glue code, as text. */
  glue: string;
  wasm: Uint8Array;
  /** Where the pair was inside the zip (`cvc5-Wasm/`). */
  folder: string;
}

export class Cvc5ZipError extends Error {
  override name = 'Cvc5ZipError';
}

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The cvc5.js + cvc5.wasm of a cvc5-Wasm.zip (in any one folder of it, as long as there is one pair). */
export function readCvc5Zip(bytes: Uint8Array): Cvc5Pair {
  let entries;
  try {
    entries = readZip(bytes);
  } catch (e) {
    if (e instanceof ZipError) throw new Cvc5ZipError(`${CVC5_ZIP}: ${e.message}`);
    throw e;
  }
  const named = (base: string) => entries.filter((e) => e.path === base || e.path.endsWith(`/${base}`));
  const js = named('cvc5.js');
  const wasm = named('cvc5.wasm');
  const listing = entries.map((e) => e.path).join(', ') || 'nothing';
  if (js.length !== 1 || wasm.length !== 1)
    throw new Cvc5ZipError(`${CVC5_ZIP} must hold one cvc5.js and one cvc5.wasm; it holds ${listing}`);
  const folder = js[0]!.path.slice(0, -'cvc5.js'.length);
  if (wasm[0]!.path !== `${folder}cvc5.wasm`)
    throw new Cvc5ZipError(`${CVC5_ZIP}: cvc5.js and cvc5.wasm are in different folders (${listing})`);
  if (!WASM_MAGIC.every((b, i) => wasm[0]!.data[i] === b))
    throw new Cvc5ZipError(`${CVC5_ZIP}: ${wasm[0]!.path} is not a WebAssembly binary`);
  return { glue: new TextDecoder().decode(js[0]!.data), wasm: wasm[0]!.data, folder };
}

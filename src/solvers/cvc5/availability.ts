// Is a CVC5 WASM build (cvc5.js + cvc5.wasm) served at a base URL, and if not, how does a person get one?
// Used by the app before it offers a CVC5 lane. Loading a pair picked from disk belongs to the UI.

export const CVC5_FILES = ['cvc5.js', 'cvc5.wasm'] as const;

/** Where the app looks by default: Vite serves `public/` at the site root. */
export const DEFAULT_CVC5_BASE = 'wasm/cvc5/';

export interface FileCheck {
  file: (typeof CVC5_FILES)[number];
  url: string;
  present: boolean;
  /** Why the file counts as missing (HTTP status, HTML fallback page, not a wasm binary, network error). */
  problem?: string;
}

export interface Cvc5Availability {
  available: boolean;
  /** URL of cvc5.js, to pass as `WorkerInit.source`. */
  source: string;
  /** URL of cvc5.wasm (beside cvc5.js). */
  wasm: string;
  files: FileCheck[];
  /** Empty when available; otherwise what is missing and how to get a build (plain text, several lines). */
  help: string;
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];

export const CVC5_SETUP_HELP = `CVC5 runs in the browser from a WebAssembly build that is not part of this repository
(cvc5's sources cannot come through npm). To enable it here, install a build into public/wasm/cvc5/:

  Option A — a build beside this checkout (../shared/wasm/cvc5-VERSION/, or a folder you name):
    npx tsx wasm/install-cvc5.ts [DIR]   # checks it and installs it for this page and the CLI (npm start does this)

  Option B — cvc5's released cvc5-Wasm.zip (needs a machine that reaches GitHub):
    npx tsx wasm/fetch-cvc5.ts           # the pinned release: downloads, verifies, checks and installs it

  Option C — build cvc5 1.3.4 as a library from ../shared/vendor (about 75 minutes on 2 cores, in the background):
    sudo bash wasm/build-cvc5-library.sh --background    # then: npx tsx wasm/install-cvc5.ts --library
  Option D — build cvc5 1.3.2's program from Debian's packages and its release tarball (about 70 minutes):
    sudo bash wasm/build-cvc5-debian.sh cvc5-1.3.2.tar.gz cadical-2.1.3.tar.gz

Then reload the page. Details and troubleshooting: wasm/README.md.`;

function isHtml(res: Response): boolean {
  return (res.headers.get('content-type') ?? '').toLowerCase().includes('text/html');
}

async function firstBytes(res: Response, n: number): Promise<Uint8Array> {
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array(await res.arrayBuffer()).subarray(0, n);
  const out = new Uint8Array(n);
  let got = 0;
  try {
    while (got < n) {
      const { done, value } = await reader.read();
      if (done) break;
      const take = Math.min(n - got, value.length);
      out.set(value.subarray(0, take), got);
      got += take;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return out.subarray(0, got);
}

async function checkFile(file: FileCheck['file'], url: string, fetchImpl: FetchLike): Promise<FileCheck> {
  const missing = (problem: string): FileCheck => ({ file, url, present: false, problem });
  try {
    // HEAD first: cvc5.wasm is tens of megabytes. Some static hosts refuse HEAD; then GET and stop early.
    let res = await fetchImpl(url, { method: 'HEAD', cache: 'no-store' });
    let isGet = false;
    if (res.status === 405 || res.status === 501) {
      res = await fetchImpl(url, { method: 'GET', cache: 'no-store' });
      isGet = true;
    }
    if (!res.ok) return missing(`HTTP ${res.status}`);
    if (isHtml(res)) return missing('the server answered with an HTML page (a dev-server fallback), not the file');
    if (file === 'cvc5.wasm') {
      // Look at the first bytes (a ranged GET; servers that ignore Range are cut off after 4 bytes).
      // (Chromium gives a HEAD response an empty body stream, so never read bytes from the HEAD.)
      const body = isGet ? res : await fetchImpl(url, { headers: { Range: 'bytes=0-3' }, cache: 'no-store' });
      const head = await firstBytes(body, 4);
      if (!WASM_MAGIC.every((b, i) => head[i] === b)) return missing('not a WebAssembly binary');
    }
    return { file, url, present: true };
  } catch (e) {
    return missing(`could not fetch: ${(e as Error).message}`);
  }
}

/** Checks that `base` serves cvc5.js and cvc5.wasm. `base` is a directory URL (relative URLs use `origin`). */
export async function checkCvc5Availability(
  base: string = DEFAULT_CVC5_BASE,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
  origin: string = typeof location === 'undefined' ? 'http://localhost/' : location.href,
): Promise<Cvc5Availability> {
  const dir = new URL(base.endsWith('/') ? base : `${base}/`, origin);
  const files = await Promise.all(CVC5_FILES.map((f) => checkFile(f, new URL(f, dir).href, fetchImpl)));
  const available = files.every((f) => f.present);
  const source = new URL('cvc5.js', dir).href;
  const wasm = new URL('cvc5.wasm', dir).href;
  if (available) return { available, source, wasm, files, help: '' };
  const lines = files.filter((f) => !f.present).map((f) => `  ${f.url}: ${f.problem ?? 'missing'}`);
  return {
    available,
    source,
    wasm,
    files,
    help: `No CVC5 WebAssembly build found:\n${lines.join('\n')}\n\n${CVC5_SETUP_HELP}`,
  };
}

// A POSIX ustar archive of a few text files: the finding bundle a person downloads from the playground
// (the browser has no archive API, and one flat folder of small files needs nothing more than this).
export interface TarFile {
  name: string;
  text: string;
  /** Permission bits, e.g. 0o755 for a script. */
  mode?: number;
}

const BLOCK = 512;

function octal(n: number, width: number): string {
  return n.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, mode: number, mtime: number): Uint8Array {
  const h = new Uint8Array(BLOCK);
  const put = (text: string, at: number): void => h.set(new TextEncoder().encode(text), at);
  put(name, 0);
  put(octal(mode, 8), 100);
  put(octal(0, 8), 108);
  put(octal(0, 8), 116);
  put(octal(size, 12), 124);
  put(octal(mtime, 12), 136);
  put('        ', 148); // the checksum counts its own field as spaces
  put('0', 156);
  put('ustar\0' + '00', 257);
  const sum = h.reduce((a, b) => a + b, 0);
  put(sum.toString(8).padStart(6, '0') + '\0 ', 148);
  return h;
}

/** The archive's bytes; names must be plain ASCII file names of at most 99 characters. */
export function tarArchive(files: readonly TarFile[], mtimeSeconds = 0): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const f of files) {
    if (!/^[\w.+-]{1,99}$/.test(f.name)) throw new Error(`not a plain file name: ${f.name}`);
    const data = new TextEncoder().encode(f.text);
    parts.push(header(f.name, data.length, f.mode ?? 0o644, mtimeSeconds), data);
    const pad = (BLOCK - (data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(new Uint8Array(pad));
  }
  parts.push(new Uint8Array(2 * BLOCK));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

// Reads the entries of a tar archive (an npm package tarball once gunzipped). Node has no tar reader and the
// release cache must work wherever `npm` does (also from a Vite plugin on any OS), so this reads the little npm
// writes: ustar headers (with the name prefix field), pax `path` records and GNU long names. Regular files and
// folders are returned; links and devices are skipped, since a package needs none.

export interface TarEntry {
  /** The path inside the archive, `/`-separated. */
  path: string;
  type: 'file' | 'directory';
  /** Permission bits (0o755 for an executable). */
  mode: number;
  data: Uint8Array;
}

const BLOCK = 512;
const decoder = new TextDecoder();

function text(block: Uint8Array, at: number, width: number): string {
  const field = block.subarray(at, at + width);
  const end = field.indexOf(0);
  return decoder.decode(end < 0 ? field : field.subarray(0, end));
}

/** Numeric fields are octal text, or base-256 when the high bit of the first byte is set (big files). */
function number(block: Uint8Array, at: number, width: number): number {
  const field = block.subarray(at, at + width);
  if ((field[0]! & 0x80) !== 0) {
    let n = field[0]! & 0x7f;
    for (const byte of field.subarray(1)) n = n * 256 + byte;
    return n;
  }
  const digits = text(block, at, width).trim();
  const n = digits === '' ? 0 : parseInt(digits, 8);
  if (!Number.isFinite(n)) throw new Error(`tar: bad number field '${digits}'`);
  return n;
}

/** Pax extended header records: `<length> <key>=<value>\n`. */
function paxRecords(data: Uint8Array): Map<string, string> {
  const records = new Map<string, string>();
  const all = decoder.decode(data);
  let at = 0;
  while (at < all.length) {
    const space = all.indexOf(' ', at);
    const length = Number(all.slice(at, space));
    if (space < 0 || !Number.isInteger(length) || length <= 0) break;
    // The length counts bytes; the records npm writes are ASCII, where bytes and characters agree.
    const record = all.slice(space + 1, at + length - 1);
    const eq = record.indexOf('=');
    if (eq > 0) records.set(record.slice(0, eq), record.slice(eq + 1));
    at += length;
  }
  return records;
}

function checksumOk(block: Uint8Array): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum === number(block, 148, 8);
}

export function readTar(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let nextPath: string | undefined;
  let at = 0;
  while (at + BLOCK <= archive.length) {
    const header = archive.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break; // end of archive
    if (!checksumOk(header)) throw new Error(`tar: bad header checksum at byte ${at}`);
    const size = number(header, 124, 12);
    const type = String.fromCharCode(header[156]!);
    const dataStart = at + BLOCK;
    if (dataStart + size > archive.length) throw new Error('tar: archive ends inside an entry');
    const data = archive.subarray(dataStart, dataStart + size);
    at = dataStart + Math.ceil(size / BLOCK) * BLOCK;

    if (type === 'x') {
      nextPath = paxRecords(data).get('path') ?? nextPath;
      continue;
    }
    if (type === 'L') {
      nextPath = text(data, 0, data.length);
      continue;
    }
    if (type === 'g') continue; // global pax header: nothing npm needs
    const ustar = text(header, 257, 6) === 'ustar';
    const prefix = ustar ? text(header, 345, 155) : '';
    const name = text(header, 0, 100);
    const path = nextPath ?? (prefix ? `${prefix}/${name}` : name);
    nextPath = undefined;
    const mode = number(header, 100, 8) & 0o7777;
    if (type === '0' || type === '\0' || type === '7') entries.push({ path, type: 'file', mode, data });
    else if (type === '5') entries.push({ path, type: 'directory', mode, data: new Uint8Array(0) });
  }
  return entries;
}

/**
 * The entry's path below its first folder (npm packs everything under `package/`), or undefined when the
 * path would leave the target folder (absolute, or with a `..` part) or names the folder itself.
 */
export function pathBelowTop(path: string): string | undefined {
  const parts = path.split('/').filter((p) => p !== '' && p !== '.');
  if (path.startsWith('/') || parts.some((p) => p === '..' || p.includes('\\'))) return undefined;
  const rest = parts.slice(1);
  return rest.length ? rest.join('/') : undefined;
}

// Reads the entries of a zip archive (cvc5's released cvc5-Wasm.zip, written by Info-ZIP's `zip -r`). Node has
// no zip reader; this reads what such an archive holds: the central directory, stored and deflated entries,
// each checked against its CRC-32 and size. Encrypted entries, ZIP64 and multi-disk archives are refused
// with a message, never half read. Node only (node:zlib).
import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  /** The path inside the archive, `/`-separated; a folder's ends with `/`. */
  path: string;
  data: Uint8Array;
}

export class ZipError extends Error {
  override name = 'ZipError';
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function findEndRecord(view: DataView): number {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw new ZipError('not a zip archive (no end-of-central-directory record)');
}

/** Every entry of the archive, in the order of its central directory. */
export function readZip(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 22) throw new ZipError('not a zip archive (too short)');
  const end = findEndRecord(view);
  const count = view.getUint16(end + 10, true);
  const dirSize = view.getUint32(end + 12, true);
  const dirOffset = view.getUint32(end + 16, true);
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0)
    throw new ZipError('multi-disk zip archives are not supported');
  if (count === 0xffff || dirOffset === 0xffffffff || dirOffset + dirSize > end)
    throw new ZipError('ZIP64 or damaged central directory');
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== CENTRAL) throw new ZipError(`damaged central directory at entry ${i + 1}`);
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const path = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) throw new ZipError(`${path} is encrypted`);
    if (size === 0xffffffff || compressedSize === 0xffffffff || localOffset === 0xffffffff)
      throw new ZipError(`${path}: ZIP64 entries are not supported`);
    if (path.startsWith('/') || path.split('/').includes('..'))
      throw new ZipError(`${path}: a path outside the archive's folder`);
    if (view.getUint32(localOffset, true) !== LOCAL) throw new ZipError(`${path}: damaged local header`);
    const dataAt = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    const stored = bytes.subarray(dataAt, dataAt + compressedSize);
    if (stored.byteLength !== compressedSize) throw new ZipError(`${path}: the archive is cut short`);
    let data: Uint8Array;
    if (method === 0) data = stored;
    else if (method === 8) {
      try {
        data = new Uint8Array(inflateRawSync(stored));
      } catch (e) {
        throw new ZipError(`${path}: cannot inflate (${(e as Error).message})`);
      }
    } else throw new ZipError(`${path}: compression method ${method} is not supported (only stored and deflate)`);
    if (data.byteLength !== size) throw new ZipError(`${path}: ${data.byteLength} bytes, the directory says ${size}`);
    if (crc32(data) >>> 0 !== crc) throw new ZipError(`${path}: CRC-32 mismatch (damaged archive)`);
    entries.push({ path, data });
  }
  return entries;
}

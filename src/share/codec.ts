// Share links: `#s=` + base64url(deflate-raw(JSON of a versioned state)). Works in browsers and Node ≥ 18.
import { validateShare, type ShareState } from './state.js';

export const FRAGMENT_PREFIX = '#s=';
/** Links longer than this may be cut by chat tools and mail clients: warn. */
export const WARN_LINK_CHARS = 8 * 1024;
/** Fragments longer than this are refused before anything is decoded. */
export const MAX_FRAGMENT_CHARS = 256 * 1024;
/** Decompressed JSON larger than this is refused (a deflate bomb stops here). */
export const MAX_JSON_BYTES = 1024 * 1024;

export type Decoded = { ok: true; state: ShareState } | { ok: false; message: string };

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const bin = atob(b64);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return undefined;
  }
}

async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | 'too-big'> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return 'too-big';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function through(bytes: Uint8Array, transform: CompressionStream | DecompressionStream): ReadableStream<Uint8Array> {
  const source = new Blob([bytes as BlobPart]).stream();
  return source.pipeThrough(transform as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
}

export async function encodeShare(state: ShareState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(state));
  const packed = await collect(through(json, new CompressionStream('deflate-raw')), Number.MAX_SAFE_INTEGER);
  if (packed === 'too-big') throw new Error('unreachable');
  return FRAGMENT_PREFIX + toBase64Url(packed);
}

/** Decodes a location hash (with or without `#s=`). Never throws; every failure is a message. */
export async function decodeShare(fragment: string): Promise<Decoded> {
  const fail = (message: string): Decoded => ({ ok: false, message });
  const body = fragment.startsWith(FRAGMENT_PREFIX)
    ? fragment.slice(FRAGMENT_PREFIX.length)
    : fragment.replace(/^#/, '');
  if (body.length > MAX_FRAGMENT_CHARS)
    return fail(
      `This link is too large (${body.length} characters; at most ${MAX_FRAGMENT_CHARS}). Nothing was loaded.`,
    );
  const bytes = fromBase64Url(body);
  if (!bytes || bytes.length === 0)
    return fail('This link is damaged: its data is not valid base64url. Nothing was loaded.');
  let json: Uint8Array | 'too-big';
  try {
    json = await collect(through(bytes, new DecompressionStream('deflate-raw')), MAX_JSON_BYTES);
  } catch {
    return fail('This link is damaged: its data does not decompress. Nothing was loaded.');
  }
  if (json === 'too-big') return fail('This link unpacks to more than 1 MB and was refused. Nothing was loaded.');
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  } catch {
    return fail('This link is damaged: its data is not valid JSON. Nothing was loaded.');
  }
  const checked = validateShare(raw);
  if (!checked.ok) return fail(`This link cannot be opened: ${checked.message}. Nothing was loaded.`);
  return { ok: true, state: checked.value };
}

/** Only for tests and tools: packs arbitrary JSON the way a link does (e.g. to build a wrong-version link). */
export async function encodeRaw(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const packed = await collect(through(json, new CompressionStream('deflate-raw')), Number.MAX_SAFE_INTEGER);
  return FRAGMENT_PREFIX + toBase64Url(packed as Uint8Array);
}

export { toBase64Url, fromBase64Url };

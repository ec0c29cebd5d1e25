// The tar reader of the release cache: what our own writer (share/tar.ts) writes reads back byte for byte, and
// the ustar prefix field, pax paths, GNU long names, checksums and unsafe paths are handled as npm tarballs need.
import { describe, expect, it } from 'vitest';
import { tarArchive } from '../../src/share/tar.js';
import { pathBelowTop, readTar } from '../../src/solvers/z3/untar.js';

const BLOCK = 512;
const enc = new TextEncoder();

/** One raw header + data, for the cases our writer does not produce. */
function entry(fields: { name: string; type: string; data?: Uint8Array; prefix?: string; mode?: number }): Uint8Array {
  const data = fields.data ?? new Uint8Array(0);
  const h = new Uint8Array(BLOCK);
  h.set(enc.encode(fields.name), 0);
  h.set(enc.encode(`${(fields.mode ?? 0o644).toString(8).padStart(7, '0')}\0`), 100);
  h.set(enc.encode(`${data.length.toString(8).padStart(11, '0')}\0`), 124);
  h.set(enc.encode(fields.type), 156);
  h.set(enc.encode('ustar\u000000'), 257);
  if (fields.prefix) h.set(enc.encode(fields.prefix), 345);
  h.set(enc.encode('        '), 148);
  const sum = h.reduce((a, b) => a + b, 0);
  h.set(enc.encode(`${sum.toString(8).padStart(6, '0')}\0 `), 148);
  const padded = new Uint8Array(Math.ceil(data.length / BLOCK) * BLOCK);
  padded.set(data);
  const out = new Uint8Array(BLOCK + padded.length);
  out.set(h);
  out.set(padded, BLOCK);
  return out;
}

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0) + 2 * BLOCK);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const paxRecord = (key: string, value: string): string => {
  const body = ` ${key}=${value}\n`;
  let length = body.length + 1;
  while (`${length}${body}`.length !== length) length = `${length}${body}`.length;
  return `${length}${body}`;
};

describe('readTar', () => {
  it('reads back what share/tar.ts writes, with modes', () => {
    const files = [
      { name: 'a.txt', text: 'hello\n' },
      { name: 'run.sh', text: '#!/bin/sh\n'.repeat(100), mode: 0o755 },
    ];
    const read = readTar(tarArchive(files));
    expect(read.map((e) => [e.path, e.type, e.mode, new TextDecoder().decode(e.data)])).toEqual([
      ['a.txt', 'file', 0o644, 'hello\n'],
      ['run.sh', 'file', 0o755, '#!/bin/sh\n'.repeat(100)],
    ]);
  });

  it('joins the ustar prefix, and takes pax and GNU long names for the next entry only', () => {
    const long = `package/${'d/'.repeat(80)}file.js`;
    const archive = concat(
      entry({ name: 'z3-built.js', prefix: 'package/build', type: '0', data: enc.encode('glue') }),
      entry({ name: 'PaxHeader', type: 'x', data: enc.encode(paxRecord('path', long)) }),
      entry({ name: 'truncated', type: '0', data: enc.encode('pax') }),
      entry({ name: '././@LongLink', type: 'L', data: enc.encode(`${long}2\0`) }),
      entry({ name: 'truncated2', type: '0', data: enc.encode('gnu') }),
      entry({ name: 'package/build', type: '5' }),
      entry({ name: 'package/link', type: '2' }),
      entry({ name: 'package/plain.txt', type: '0' }),
    );
    expect(readTar(archive).map((e) => [e.path, e.type])).toEqual([
      ['package/build/z3-built.js', 'file'],
      [long, 'file'],
      [`${long}2`, 'file'],
      ['package/build', 'directory'],
      ['package/plain.txt', 'file'],
    ]);
  });

  it('rejects a damaged header and an archive cut inside an entry', () => {
    const good = entry({ name: 'package/a', type: '0', data: enc.encode('x'.repeat(600)) });
    const damaged = good.slice();
    damaged[0] = 'q'.charCodeAt(0);
    expect(() => readTar(concat(damaged))).toThrow(/checksum/);
    expect(() => readTar(good.subarray(0, BLOCK + 100))).toThrow(/ends inside/);
  });
});

describe('pathBelowTop', () => {
  it("strips npm's package/ folder and refuses paths that leave the target", () => {
    expect(pathBelowTop('package/build/z3-built.wasm')).toBe('build/z3-built.wasm');
    expect(pathBelowTop('package/./a')).toBe('a');
    expect(pathBelowTop('package/')).toBeUndefined();
    expect(pathBelowTop('package/../../etc/passwd')).toBeUndefined();
    expect(pathBelowTop('/abs/path')).toBeUndefined();
  });
});

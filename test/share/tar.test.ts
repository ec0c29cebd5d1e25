// The bundle archive is read back by the system's tar: names, contents (UTF-8) and modes survive.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tarArchive } from '../../src/share/tar.js';

describe('tarArchive', () => {
  it('extracts with tar to the same files', () => {
    const files = [
      { name: 'mutant.smt2', text: '(assert (str.< x "é"))\n'.repeat(40) },
      { name: 'reproduce.sh', text: '#!/bin/sh\necho hi\n', mode: 0o755 },
      { name: 'empty.txt', text: '' },
    ];
    const dir = mkdtempSync(join(tmpdir(), 'tar-'));
    const archive = join(dir, 'bundle.tar');
    writeFileSync(archive, tarArchive(files, 1_700_000_000));
    expect(execFileSync('tar', ['-tf', archive], { encoding: 'utf8' }).trim().split('\n')).toEqual(
      files.map((f) => f.name),
    );
    execFileSync('tar', ['-xf', archive, '-C', dir]);
    for (const f of files) expect(readFileSync(join(dir, f.name), 'utf8')).toBe(f.text);
    expect(statSync(join(dir, 'reproduce.sh')).mode & 0o777).toBe(0o755);
  });

  it('refuses names that are not plain file names', () => {
    expect(() => tarArchive([{ name: '../x', text: '' }])).toThrow(/plain file name/);
  });
});

// Which CVC5 library builds wasm/install-cvc5.ts finds in the build script's folder (solvers/cvc5/library-builds.ts),
// and what a worker passes on of the module's account of itself (worker-core.ts `wasmBuildInfo`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cvc5LibraryBuilds, newestCvc5LibraryRelease } from '../../src/solvers/cvc5/library-builds.js';
import { wasmBuildInfo } from '../../src/solvers/cvc5/worker-core.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function buildDir(
  builds: Record<string, { version?: string; commit?: string; files?: boolean } | 'no-record'>,
): string {
  const root = mkdtempSync(join(tmpdir(), 'cvc5-library-'));
  dirs.push(root);
  for (const [name, b] of Object.entries(builds)) {
    const dir = join(root, 'out', name);
    mkdirSync(dir, { recursive: true });
    if (b === 'no-record' || b.files !== false) {
      writeFileSync(join(dir, 'cvc5-library.js'), 'export default 1;');
      writeFileSync(join(dir, 'cvc5-library.wasm'), '');
    }
    if (b !== 'no-record')
      writeFileSync(join(dir, 'build.json'), JSON.stringify({ version: b.version, commit: b.commit ?? null }));
  }
  return root;
}

describe('the library builds at hand', () => {
  it('lists releases newest first, then builds of main; skips builds under way and folders without the pair', () => {
    const root = buildDir({
      'cvc5-1.3.4-O2': { version: '1.3.4' },
      'cvc5-main-190adc3-O2': { version: '1.3.5.dev', commit: '190adc3' },
      'cvc5-1.3.3-O3': { version: '1.3.3' },
      'cvc5-1.4.0-O2': 'no-record',
      'cvc5-1.5.0-O2': { version: '1.5.0', files: false },
    });
    const env = { SMTPLAY_CVC5_WASM_BUILD: root };
    expect(cvc5LibraryBuilds(env).map((b) => [b.version, b.commit])).toEqual([
      ['1.3.4', undefined],
      ['1.3.3', undefined],
      ['1.3.5.dev', '190adc3'],
    ]);
    expect(newestCvc5LibraryRelease(env)?.dir).toBe(join(root, 'out', 'cvc5-1.3.4-O2'));
  });

  it('finds none where nothing was built', () => {
    expect(cvc5LibraryBuilds({ SMTPLAY_CVC5_WASM_BUILD: join(tmpdir(), 'no-such-smtplay-dir') })).toEqual([]);
    expect(newestCvc5LibraryRelease({ SMTPLAY_CVC5_WASM_BUILD: buildDir({}) })).toBeUndefined();
  });
});

describe("a worker's account of its build", () => {
  it('keeps what a report quotes, as plain data, and nothing for a build of the program', () => {
    const about = {
      version: '1.3.4',
      gitInfo: '',
      assertions: false,
      source: 'cvc5-1.3.4.tar.gz',
      sourceSha256: 'ab',
      commit: '',
      configure: '-DCMAKE_BUILD_TYPE=Production',
      optimisation: '-O2',
      dependencies: 'GMP',
      compiler: 'emcc',
      entry: 'smtplay_cvc5_run',
    };
    expect(wasmBuildInfo(about)).toEqual({
      version: '1.3.4',
      source: 'cvc5-1.3.4.tar.gz',
      sourceSha256: 'ab',
      commit: '',
      configure: '-DCMAKE_BUILD_TYPE=Production',
      optimisation: '-O2',
      dependencies: 'GMP',
      compiler: 'emcc',
      assertions: false,
    });
    expect(wasmBuildInfo(undefined)).toBeUndefined();
    expect(wasmBuildInfo({ source: 'x' })).toBeUndefined();
  });
});

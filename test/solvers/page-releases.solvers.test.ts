// The Z3 releases a page build ships (vite/z3-releases.ts): the setting's list, newest first, the npm packages
// by default, a clear error for a word that is no release; every release (a fetched one too) comes with its
// low-level wrapper as an ES module whose default export is the package's wrapper (init), which the page's
// worker imports from beside the glue.
import { describe, expect, it } from 'vitest';
import { NPM_Z3 } from '../../src/solvers/z3/bundled.js';
import { z3PackageVersion } from '../../src/solvers/z3/load-node.js';
import { pageReleases, releasesNamed } from '../../vite/z3-releases.js';

describe('the page build’s Z3 releases', () => {
  it('names each npm package (package.json alias) by the version installed', () => {
    for (const z of NPM_Z3) expect(z3PackageVersion(z.pkg), z.pkg).toBe(z.version);
  });

  it('reads the setting: newest first, each once; the npm packages without one', () => {
    expect(releasesNamed(undefined)).toEqual(['5.2.0', '4.8.17']);
    expect(releasesNamed('  ')).toEqual(['5.2.0', '4.8.17']);
    expect(releasesNamed('4.8.17, 4.13.3,5.2.0 4.13.3')).toEqual(['5.2.0', '4.13.3', '4.8.17']);
    expect(() => releasesNamed('5.2.0,latest')).toThrow(/SMTPLAY_Z3_RELEASES: 'latest' is not a Z3 release number/);
  });

  it('gives each release its files and a wrapper module the worker can import', async () => {
    const releases = await pageReleases('4.13.3,4.8.17');
    expect(releases.map((r) => [r.version, r.pkg])).toEqual([
      ['4.13.3', 'z3-4.13.3'],
      ['4.8.17', 'z3-4817'],
    ]);
    for (const r of releases) {
      expect(r.wasmBytes).toBeGreaterThan(10_000_000);
      expect(r.wrapper).not.toMatch(/\brequire\(["']/);
      expect(r.wrapper).not.toContain('.cache');
      const mod = (await import(`data:text/javascript;base64,${Buffer.from(r.wrapper).toString('base64')}`)) as {
        default: { init?: unknown };
      };
      expect(typeof mod.default.init).toBe('function');
    }
  });
});

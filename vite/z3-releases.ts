// The Z3 releases a page build ships: `SMTPLAY_Z3_RELEASES=5.2.0,4.13.4,4.13.3,4.8.17 npm run build` (or the
// dev server, `npm start`); without it, the npm packages (NPM_Z3: the newest and 4.8.17). A release that is no
// npm package of ours is fetched from the npm registry into the CLI's cache first (solvers/z3/releases.ts), so
// the build fails with the registry's message when offline. Each release's low-level wrapper (CommonJS in the
// package) becomes one ES module here with esbuild, so the page loads any release the same way, on demand.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { NPM_Z3, pagePkgOf, type BundledZ3 } from '../src/solvers/z3/bundled.js';
import { lowLevelWrapperPath } from '../src/solvers/z3/load-node.js';
import { ensureZ3Release } from '../src/solvers/z3/releases.js';
import { isReleaseVersion, sortVersions } from '../src/solvers/versions.js';

export const RELEASES_SETTING = 'SMTPLAY_Z3_RELEASES';

export interface PageRelease extends Required<BundledZ3> {
  /** The folder with z3-built.js, z3-built.wasm (and z3-built.worker.js). */
  build: string;
  /** The wrapper as an ES module. */
  wrapper: string;
}

/** The versions a setting names, newest first; throws on a word that is not a release number. */
export function releasesNamed(setting: string | undefined): string[] {
  const words = (setting ?? '').split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return NPM_Z3.map((z) => z.version);
  const bad = words.find((w) => !isReleaseVersion(w));
  if (bad !== undefined)
    throw new Error(`${RELEASES_SETTING}: '${bad}' is not a Z3 release number (e.g. 5.2.0,4.13.4,4.8.17)`);
  return sortVersions(new Set(words)).reverse();
}

/** The package's low-level wrapper (CommonJS, no imports of its own) as one ES module whose default is it. */
async function wrapperModule(buildDir: string): Promise<string> {
  const result = await build({
    entryPoints: [lowLevelWrapperPath(buildDir)],
    // Paths in the module's comments are then relative to the release, not this machine's cache.
    absWorkingDir: buildDir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Each named release with its files, fetching the ones not at hand. */
export async function pageReleases(setting = process.env[RELEASES_SETTING]): Promise<PageRelease[]> {
  const out: PageRelease[] = [];
  for (const version of releasesNamed(setting)) {
    const release = await ensureZ3Release(version);
    const wasm = join(release.build, 'z3-built.wasm');
    if (!existsSync(wasm)) throw new Error(`Z3 ${version} at ${release.dir} has no build/z3-built.wasm`);
    out.push({
      version,
      pkg: pagePkgOf(version),
      wasmBytes: statSync(wasm).size,
      build: release.build,
      wrapper: await wrapperModule(release.build),
    });
  }
  return out;
}

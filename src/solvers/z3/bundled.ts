// The Z3 versions this environment ships. The CLI and the tests: the npm packages installed side by side
// through npm aliases (package.json; a test checks the list against them so it cannot drift). The page: the
// releases its build was given (`SMTPLAY_Z3_RELEASES`, vite/z3-releases.ts), each served with its glue,
// wasm and low-level wrapper under z3/<pkg>/ (vite/z3-assets.ts) and loaded only when a lane uses it.

export interface BundledZ3 {
  /** npm package (or alias) that provides this version; in a page build, the folder its files are under. */
  pkg: string;
  /** The package version (the engine may report a different build number about itself). */
  version: string;
  /** Page builds only: the size of its z3-built.wasm (the page shows "12.3 of 30.5 MB" when compressed). */
  wasmBytes?: number;
}

/** The npm packages: what the CLI runs without a download, and the page build's default list. */
export const NPM_Z3: readonly BundledZ3[] = [
  { pkg: 'z3-solver', version: '5.2.0' },
  { pkg: 'z3-4817', version: '4.8.17' },
];

/**
 * The z3-solver releases on npm as of 2026-11-26, oldest first: what a page knows exists when its build could not
 * ask npm. A range is stated against this list (finding/bisect-range.ts); the CLI asks npm itself.
 */
export const Z3_RELEASES_2026_11: readonly string[] = [
  '4.8.17',
  '4.10.0',
  '4.11.2',
  '4.12.1',
  '4.12.2',
  '4.12.4',
  '4.12.5',
  '4.12.6',
  '4.13.0',
  '4.13.3',
  '4.13.4',
  '4.14.0',
  '4.14.1',
  '4.15.0',
  '4.15.1',
  '4.15.2',
  '4.15.3',
  '4.15.4',
  '4.15.8',
  '4.16.0',
  '5.0.0',
  '5.1.0',
  '5.2.0',
];

/** Defined by a page build (vite/z3-assets.ts): npm's list of releases when the build could reach it. */
declare const __Z3_KNOWN_RELEASES__: readonly string[] | undefined;

/** Every Z3 release this environment knows exists, oldest first (the page's ranges name those it did not run). */
export const KNOWN_Z3_RELEASES: readonly string[] =
  typeof __Z3_KNOWN_RELEASES__ === 'undefined' ? Z3_RELEASES_2026_11 : __Z3_KNOWN_RELEASES__;

/** Defined by a page build (vite/z3-assets.ts), newest first; undefined in Node. */
declare const __Z3_RELEASES__: readonly BundledZ3[] | undefined;

/** The Z3 builds at hand without a download, newest first. */
export const BUNDLED_Z3: readonly BundledZ3[] = typeof __Z3_RELEASES__ === 'undefined' ? NPM_Z3 : __Z3_RELEASES__;

export const NEWEST_Z3 = BUNDLED_Z3[0]!;

/** Files of a z3-solver build that must be served as they are (not bundled). */
export const Z3_ASSET_FILES = ['z3-built.js', 'z3-built.wasm', 'z3-built.worker.js'] as const;
/** The release's low-level wrapper as one ES module (a page build makes it from the package's CommonJS). */
export const Z3_WRAPPER_FILE = 'z3-wrapper.js';

export function z3AssetBase(pkg: string): string {
  return `z3/${pkg}/`;
}

/** The npm package (alias) of a release, when it is one of ours. */
export function npmZ3(version: string): BundledZ3 | undefined {
  return NPM_Z3.find((z) => z.version === version);
}

/** The folder a page build serves a release from: its npm alias when it has one, else `z3-VERSION`. */
export function pagePkgOf(version: string): string {
  return npmZ3(version)?.pkg ?? `z3-${version}`;
}

/** URL of a bundled version's glue for the page at `pageUrl`: relative, so a site under a sub-path works. */
export function z3GlueUrl(pkg: string, pageUrl: string): string {
  return new URL(`${z3AssetBase(pkg)}${Z3_ASSET_FILES[0]}`, pageUrl).href;
}

export function bundledZ3(version: string): BundledZ3 | undefined {
  return BUNDLED_Z3.find((z) => z.version === version);
}

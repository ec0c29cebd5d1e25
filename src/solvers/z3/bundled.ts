// The Z3 versions the product ships, side by side through npm aliases (package.json). The build serves
// each one's glue and wasm under /z3/<package>/ (see vite/z3-assets.ts); a test checks the versions
// against the installed packages so this list cannot drift.

export interface BundledZ3 {
  /** npm package (or alias) that provides this version. */
  pkg: string;
  /** The package version (the engine may report a different build number about itself). */
  version: string;
}

export const BUNDLED_Z3: readonly BundledZ3[] = [
  { pkg: 'z3-solver', version: '5.2.0' },
  { pkg: 'z3-4817', version: '4.8.17' },
];

export const NEWEST_Z3 = BUNDLED_Z3[0]!;

/** Files of a z3-solver build that must be served as they are (not bundled). */
export const Z3_ASSET_FILES = ['z3-built.js', 'z3-built.wasm', 'z3-built.worker.js'] as const;

export function z3AssetBase(pkg: string): string {
  return `z3/${pkg}/`;
}

/** URL of a bundled version's glue for the page at `pageUrl`: relative, so a site under a sub-path works. */
export function z3GlueUrl(pkg: string, pageUrl: string): string {
  return new URL(`${z3AssetBase(pkg)}${Z3_ASSET_FILES[0]}`, pageUrl).href;
}

export function bundledZ3(version: string): BundledZ3 | undefined {
  return BUNDLED_Z3.find((z) => z.version === version);
}

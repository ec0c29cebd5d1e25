// The CVC5 library builds wasm/build-cvc5-library.sh made on this machine: `<build dir>/out/<name>-<opt>/`, each with
// cvc5-library.js + .wasm (our entry point linked with cvc5) and build.json (what the module and the script know of
// the build). `wasm/install-cvc5.ts --library` and bench:cvc5-calls take the newest release among them. Node only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareVersions, isReleaseVersion } from '../versions.js';
import { smtplayCacheDir } from '../z3/cache-dir.js';

export interface Cvc5LibraryBuild {
  /** `1.3.4`, or `1.3.5.dev` for a build of cvc5's main branch. */
  version: string;
  /** The folder holding the pair and build.json. */
  dir: string;
  /** The commit of a main-branch build, or of the release tag its archive is (wasm/cvc5-library/release-tags.tsv). */
  commit?: string;
}

/** `$SMTPLAY_CVC5_WASM_BUILD`, else `<cache>/cvc5-wasm` (the same rule as the build script). */
export function cvc5LibraryBuildDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SMTPLAY_CVC5_WASM_BUILD || join(smtplayCacheDir(env), 'cvc5-wasm');
}

/** The finished library builds: releases newest first, then builds of main. */
export function cvc5LibraryBuilds(env: NodeJS.ProcessEnv = process.env): Cvc5LibraryBuild[] {
  const out = join(cvc5LibraryBuildDir(env), 'out');
  const found: Cvc5LibraryBuild[] = [];
  for (const name of existsSync(out) ? readdirSync(out) : []) {
    const dir = join(out, name);
    if (!existsSync(join(dir, 'cvc5-library.js')) || !existsSync(join(dir, 'cvc5-library.wasm'))) continue;
    try {
      const record = JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')) as {
        version?: unknown;
        commit?: unknown;
      };
      if (typeof record.version !== 'string') continue;
      found.push({
        version: record.version,
        dir,
        ...(typeof record.commit === 'string' && record.commit ? { commit: record.commit } : {}),
      });
    } catch {
      // A build under way (no build.json yet) or a broken record: not a build to take.
    }
  }
  // A main build's version (`1.3.5.dev`) is not a number to compare: releases first, newest first.
  const rank = (b: Cvc5LibraryBuild): number => Number(!isReleaseVersion(b.version));
  return found.sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? compareVersions(b.version, a.version) : 0));
}

/** The newest release built as a library, if any: what the page should run. */
export function newestCvc5LibraryRelease(env: NodeJS.ProcessEnv = process.env): Cvc5LibraryBuild | undefined {
  return cvc5LibraryBuilds(env).find((b) => isReleaseVersion(b.version));
}

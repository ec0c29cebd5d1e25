// CVC5 WebAssembly builds for the CLI's `cvc5@VERSION` lanes: cvc5's released cvc5-Wasm.zip, the same file the
// Pages workflow ships, kept in `<cache>/cvc5/<version>/cvc5-Wasm.zip` next to the Z3 release cache
// (`$SMTPLAY_CACHE`, else `$XDG_CACHE_HOME/smtplay`, else `~/.cache/smtplay`). A person puts the zip there (or
// `npx tsx wasm/fetch-cvc5.ts --cache` downloads it, on a machine that reaches GitHub). On first use the pair
// is taken out of the zip, checked (check-build.ts: it answers, and `--version` says this version), and kept
// in `<cache>/cvc5/<version>/build/`, which appears by an atomic rename: a build folder that exists is
// complete and checked. Nothing is downloaded here. Node only.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { isReleaseVersion, sortVersions } from '../versions.js';
import { cvc5ReleasesDir } from './cache-dir.js';
import { checkCvc5Build, type BuildReport } from './check-build.js';
import { isEsModuleGlue } from './glue-scope.js';
import { CVC5_ZIP, readCvc5Zip, sha256 } from './release-zip.js';

export interface Cvc5Build {
  version: string;
  /** `<cache>/cvc5/<version>/build/`: cvc5.js, cvc5.wasm and build.json. */
  dir: string;
  /** The glue's path (a WorkerInit.source for the Node worker); cvc5.wasm is beside it. */
  js: string;
}

/** Why a version cannot be run; the CLI prints the message and exits 2. */
export class Cvc5BuildError extends Error {
  override name = 'Cvc5BuildError';
  constructor(
    readonly kind: 'missing' | 'broken',
    message: string,
  ) {
    super(message);
  }
}

export interface Cvc5CacheOptions {
  /** Where SMTPLAY_CACHE, XDG_CACHE_HOME and HOME are read (default: process.env). */
  env?: NodeJS.ProcessEnv;
}

/** Where cvc5's CI publishes a release's zip (the release tag is `cvc5-VERSION`). */
export function cvc5ZipUrl(version: string): string {
  return `https://github.com/cvc5/cvc5/releases/download/cvc5-${version}/${CVC5_ZIP}`;
}

const buildOf = (versionDir: string, version: string): Cvc5Build => {
  const dir = join(versionDir, 'build');
  return { version, dir, js: join(dir, 'cvc5.js') };
};

/** A version's checked build, when it was taken out of its zip before. */
export function cvc5BuildAt(version: string, options: Cvc5CacheOptions = {}): Cvc5Build | undefined {
  const build = buildOf(join(cvc5ReleasesDir(options.env), version), version);
  return existsSync(join(build.dir, 'build.json')) ? build : undefined;
}

/** The versions whose zip (or checked build) is in the cache, oldest first. */
export function cachedCvc5Versions(options: Cvc5CacheOptions = {}): string[] {
  const root = cvc5ReleasesDir(options.env);
  if (!existsSync(root)) return [];
  const versions = readdirSync(root).filter(
    (v) => isReleaseVersion(v) && (existsSync(join(root, v, CVC5_ZIP)) || cvc5BuildAt(v, options) !== undefined),
  );
  return sortVersions(versions);
}

/** What to do about a version that is not in the cache. */
export function missingCvc5Help(version: string, options: Cvc5CacheOptions = {}): string {
  const dir = join(cvc5ReleasesDir(options.env), version);
  const atHand = cachedCvc5Versions(options);
  const lines = [
    `CVC5 ${version} is not in the cache. Put cvc5's ${CVC5_ZIP} of that release into ${dir}/`,
    `(from ${cvc5ZipUrl(version)}; in a clone of smtplay on a machine that reaches GitHub,`,
    `\`npx tsx wasm/fetch-cvc5.ts --version ${version} --cache\` downloads it there).`,
  ];
  if (atHand.length) lines.push(`At hand: ${atHand.map((v) => `cvc5@${v}`).join(', ')}.`);
  lines.push('Or use native:cvc5, an installed cvc5.');
  return lines.join(' ');
}

/**
 * Takes the pair out of a cvc5-Wasm.zip, checks it, and keeps it as `version`'s build (the zip is written
 * beside it when `keepZip`). A build already there is kept (another process may be running it) unless
 * `replace`. Throws a Cvc5BuildError when the zip is not a working build of that version.
 */
export async function installCvc5Zip(
  zip: Uint8Array,
  version: string,
  options: Cvc5CacheOptions & { keepZip?: boolean; replace?: boolean } = {},
): Promise<Cvc5Build> {
  const versionDir = join(cvc5ReleasesDir(options.env), version);
  let pair;
  try {
    pair = readCvc5Zip(zip);
  } catch (e) {
    throw new Cvc5BuildError('broken', `${join(versionDir, CVC5_ZIP)}: ${(e as Error).message}`);
  }
  const report = await checkCvc5Build({ glue: pair.glue, wasm: pair.wasm }, { expectVersion: version });
  if (!report.ok)
    throw new Cvc5BuildError(
      'broken',
      `the ${CVC5_ZIP} for CVC5 ${version} does not work here: ${failedChecks(report)}` +
        ` (check it with \`npx tsx wasm/check-cvc5.ts DIR\` after unzipping; wasm/README.md)`,
    );
  mkdirSync(versionDir, { recursive: true });
  if (options.keepZip) writeFileSync(join(versionDir, CVC5_ZIP), zip);
  const record = { version, zipSha256: sha256(zip), checked: report.checks.map((c) => c.what) };
  return keepBuild(version, { js: pair.glue, wasm: pair.wasm }, record, options);
}

/** The checks a build failed, for a message. */
export function failedChecks(report: BuildReport): string {
  return report.checks
    .filter((c) => !c.ok)
    .map((c) => `${c.what}${c.detail ? ` (${c.detail})` : ''}`)
    .join('; ');
}

/**
 * An ES module glue (wasm/build-cvc5-debian.sh) gets a package.json saying so beside it: a `.js` file is then an ES
 * module to every loader (Node's own and tsx's, which otherwise loads it as CommonJS in a worker run from the sources).
 */
export function markEsModule(dir: string, js: string | Uint8Array): void {
  const text = typeof js === 'string' ? js : new TextDecoder().decode(js);
  if (isEsModuleGlue(text)) writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
}

/**
 * Keeps a checked pair as `version`'s build in the cache: written into a scratch folder, then renamed into place,
 * so a build folder that exists is complete. A build already there is kept unless `replace`.
 */
export function keepBuild(
  version: string,
  files: { js: string | Uint8Array; wasm: Uint8Array },
  record: object,
  options: Cvc5CacheOptions & { replace?: boolean } = {},
): Cvc5Build {
  const versionDir = join(cvc5ReleasesDir(options.env), version);
  mkdirSync(versionDir, { recursive: true });
  const work = mkdtempSync(join(versionDir, '.build-'));
  try {
    writeFileSync(join(work, 'cvc5.js'), files.js);
    writeFileSync(join(work, 'cvc5.wasm'), files.wasm);
    markEsModule(work, files.js);
    writeFileSync(join(work, 'build.json'), `${JSON.stringify(record, null, 2)}\n`);
    const build = buildOf(versionDir, version);
    if (existsSync(join(build.dir, 'build.json')) && !options.replace) return build;
    if (existsSync(build.dir)) rmSync(build.dir, { recursive: true, force: true });
    try {
      renameSync(work, build.dir);
    } catch (e) {
      // Another process finished first: its build is as good as ours.
      if (!existsSync(join(build.dir, 'build.json'))) throw e;
    }
    return build;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The version's build: taken out of its cached zip on first use. Throws a Cvc5BuildError without one. */
export async function ensureCvc5Build(version: string, options: Cvc5CacheOptions = {}): Promise<Cvc5Build> {
  if (!isReleaseVersion(version)) throw new Cvc5BuildError('missing', `'${version}' is not a release number`);
  const built = cvc5BuildAt(version, options);
  if (built) return built;
  const zipPath = join(cvc5ReleasesDir(options.env), version, CVC5_ZIP);
  if (!existsSync(zipPath)) throw new Cvc5BuildError('missing', missingCvc5Help(version, options));
  return installCvc5Zip(readFileSync(zipPath), version, options);
}

// Any z3-solver release from npm, fetched on demand into a cache folder and loaded from there (Node only: the
// CLI, benchmarks, and the page's build, which copies a chosen set of releases). A release lives in
// `<cache>/z3/<version>/` as its npm package unpacked (package.json, build/z3-built.js, build/z3-built.wasm …);
// the folder appears by an atomic rename, so a folder that exists is complete, and several processes may fetch
// at once. The cache is `$SMTPLAY_CACHE`, else `$XDG_CACHE_HOME/smtplay`, else `~/.cache/smtplay`. The releases
// the package bundles (bundled.ts) are their installed packages: no cache, no network.
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
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { compareVersions, isReleaseVersion, sortVersions } from '../versions.js';
import { NPM_Z3, npmZ3 } from './bundled.js';
import { z3ReleasesDir } from './cache-dir.js';
import { npmPackZ3, npmZ3Versions } from './npm-client.js';
import { pathBelowTop, readTar } from './untar.js';

export interface Z3Release {
  version: string;
  /** The unpacked package (what the Node loader takes as its source). */
  dir: string;
  /** The folder with z3-built.js and z3-built.wasm (what a page build serves). */
  build: string;
}

/** Why a release cannot be had; the CLI prints the message and exits 2. */
export class Z3ReleaseError extends Error {
  override name = 'Z3ReleaseError';
  constructor(
    readonly kind: 'missing' | 'unreachable' | 'no-npm' | 'broken',
    message: string,
  ) {
    super(message);
  }
}

export interface ReleaseOptions {
  /** Where SMTPLAY_CACHE, XDG_CACHE_HOME, HOME and npm's settings are read (default: process.env). */
  env?: NodeJS.ProcessEnv;
}

const VERSIONS_FILE = 'versions.json';

function releaseAt(dir: string, version: string): Z3Release {
  return { version, dir, build: join(dir, 'build') };
}

/** The releases already in the cache, oldest first. */
export function cachedZ3Releases(options: ReleaseOptions = {}): Z3Release[] {
  const root = z3ReleasesDir(options.env);
  if (!existsSync(root)) return [];
  const versions = readdirSync(root).filter((v) => isReleaseVersion(v) && existsSync(join(root, v, 'package.json')));
  return sortVersions(versions).map((v) => releaseAt(join(root, v), v));
}

const fetching = new Map<string, Promise<Z3Release>>();

const require = createRequire(import.meta.url);

/**
 * The release's folder: a bundled one's installed package, else its folder in the cache, fetched from npm first
 * when it is not there.
 */
export function ensureZ3Release(version: string, options: ReleaseOptions = {}): Promise<Z3Release> {
  if (!isReleaseVersion(version))
    return Promise.reject(new Z3ReleaseError('missing', `'${version}' is not a release number`));
  const bundled = npmZ3(version);
  if (bundled) return Promise.resolve(releaseAt(dirname(require.resolve(`${bundled.pkg}/package.json`)), version));
  const dir = join(z3ReleasesDir(options.env), version);
  if (existsSync(join(dir, 'package.json'))) return Promise.resolve(releaseAt(dir, version));
  const key = dir;
  let pending = fetching.get(key);
  if (!pending) {
    pending = fetchRelease(version, dir, options).finally(() => fetching.delete(key));
    fetching.set(key, pending);
  }
  return pending;
}

async function fetchRelease(version: string, dir: string, options: ReleaseOptions): Promise<Z3Release> {
  const root = dirname(dir);
  mkdirSync(root, { recursive: true });
  const work = mkdtempSync(join(root, `.fetch-${version}-`));
  try {
    const packed = await npmPackZ3(version, work, options.env);
    if (!packed.ok) {
      if (packed.kind === 'missing') {
        const known = await knownZ3Versions(options).catch(() => [] as string[]);
        throw new Z3ReleaseError(
          'missing',
          `Z3 ${version} is not on npm${known.length ? `; known: ${known.join(', ')}` : ''}`,
        );
      }
      if (packed.kind === 'no-npm') throw new Z3ReleaseError('no-npm', `cannot fetch Z3 ${version}: ${packed.reason}`);
      throw new Z3ReleaseError('unreachable', `cannot reach the npm registry to fetch Z3 ${version}: ${packed.reason}`);
    }
    const unpacked = join(work, 'package');
    unpack(readFileSync(join(work, packed.value)), unpacked);
    if (!existsSync(join(unpacked, 'build', 'z3-built.wasm')))
      throw new Z3ReleaseError('broken', `z3-solver@${version} from npm has no build/z3-built.wasm`);
    try {
      renameSync(unpacked, dir);
    } catch (e) {
      // Another process finished first: its folder is as good as ours.
      if (!existsSync(join(dir, 'package.json'))) throw e;
    }
    return releaseAt(dir, version);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function unpack(tgz: Buffer, into: string): void {
  for (const entry of readTar(gunzipSync(tgz))) {
    const rel = pathBelowTop(entry.path);
    if (rel === undefined) continue;
    const target = join(into, rel);
    if (entry.type === 'directory') {
      mkdirSync(target, { recursive: true });
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, entry.data, { mode: entry.mode || 0o644 });
  }
}

/**
 * The z3-solver releases on npm, oldest first (pre-releases left out). The list is kept in the cache; when
 * the registry cannot be reached the kept list is used, and without one this rejects with a Z3ReleaseError.
 */
export async function knownZ3Versions(options: ReleaseOptions = {}): Promise<string[]> {
  const file = join(z3ReleasesDir(options.env), VERSIONS_FILE);
  const asked = await npmZ3Versions(options.env);
  if (asked.ok) {
    const versions = sortVersions(asked.value.filter(isReleaseVersion));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), versions })}\n`);
    return versions;
  }
  const kept = readKeptVersions(file);
  if (kept) return kept;
  if (asked.kind === 'no-npm') throw new Z3ReleaseError('no-npm', `cannot list Z3 releases: ${asked.reason}`);
  throw new Z3ReleaseError('unreachable', `cannot reach the npm registry to list Z3 releases: ${asked.reason}`);
}

function readKeptVersions(file: string): string[] | undefined {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { versions?: unknown };
    return Array.isArray(kept.versions)
      ? sortVersions(kept.versions.filter((v): v is string => typeof v === 'string'))
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Z3 builds at hand in Node, newest first (a LaneCatalog's `z3`): the bundled npm packages, and the cached
 * releases they lack, whose `pkg` is their folder (the Node loader takes either).
 */
export function z3BuildsAtHand(options: ReleaseOptions = {}): { version: string; pkg: string }[] {
  const cached = cachedZ3Releases(options)
    .filter((r) => !npmZ3(r.version))
    .map((r) => ({ version: r.version, pkg: r.dir }));
  return [...NPM_Z3, ...cached].sort((a, b) => compareVersions(b.version, a.version));
}

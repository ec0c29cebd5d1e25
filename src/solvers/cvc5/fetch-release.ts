// What the Pages workflow does to ship CVC5 (wasm/fetch-cvc5.ts runs it): get cvc5's released cvc5-Wasm.zip
// named by a pin (wasm/cvc5-release.json), verify its SHA-256 against the pin and against the digest GitHub
// records for the release asset, take cvc5.js + cvc5.wasm out of it, check them the way the playground runs
// them (check-build.ts, expecting the pinned version), and install them where the page serves them
// (public/wasm/cvc5/), and on request into the CLI's cache. Each step says what went wrong; nothing is
// installed unless every step passed. Node only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isReleaseVersion } from '../versions.js';
import { checkCvc5Build, type BuildReport } from './check-build.js';
import { CVC5_ZIP, readCvc5Zip, sha256 } from './release-zip.js';
import { cvc5ZipUrl, installCvc5Zip, type Cvc5CacheOptions } from './releases.js';

/** One cvc5 release's zip, as wasm/cvc5-release.json records it. */
export interface Cvc5Pin {
  version: string;
  /** The release tag (`cvc5-1.3.3`). */
  tag: string;
  /** The asset's name (`cvc5-Wasm.zip`). */
  asset: string;
  /** Where to download it. */
  url: string;
  /** GitHub's API for the release (its assets carry a `digest`); absent: no second source asked. */
  api?: string;
  /** The zip's SHA-256 as measured when the pin was written; null when it could not be measured yet. */
  sha256: string | null;
}

export class Cvc5FetchError extends Error {
  override name = 'Cvc5FetchError';
}

type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** Reads and checks a pin file. */
export function readPin(path: string): Cvc5Pin {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const str = (k: string): string => {
    if (typeof raw[k] !== 'string' || raw[k] === '') throw new Cvc5FetchError(`${path}: "${k}" must be a string`);
    return raw[k] as string;
  };
  const sha = raw.sha256;
  if (sha !== null && (typeof sha !== 'string' || !/^[0-9a-f]{64}$/.test(sha)))
    throw new Cvc5FetchError(`${path}: "sha256" must be 64 lower-case hex digits, or null when not measured yet`);
  const pin: Cvc5Pin = { version: str('version'), tag: str('tag'), asset: str('asset'), url: str('url'), sha256: sha };
  if (!isReleaseVersion(pin.version)) throw new Cvc5FetchError(`${path}: "version" must be a release number`);
  if (raw.api !== undefined) pin.api = str('api');
  return pin;
}

/** The pin of a release nobody measured: verified by GitHub's digest alone. */
export function unmeasuredPin(version: string): Cvc5Pin {
  return {
    version,
    tag: `cvc5-${version}`,
    asset: CVC5_ZIP,
    url: cvc5ZipUrl(version),
    api: `https://api.github.com/repos/cvc5/cvc5/releases/tags/cvc5-${version}`,
    sha256: null,
  };
}

export interface FetchOptions {
  /** Take the zip from this file instead of downloading it. */
  zipFile?: string;
  /** Do not ask the release API for the asset's digest. */
  offline?: boolean;
  /** Sent to GitHub's API (a workflow's GITHUB_TOKEN: higher rate limits). */
  token?: string;
  fetchImpl?: FetchLike;
  /** Install cvc5.js + cvc5.wasm (+ release.json) into this folder. */
  dest?: string;
  /** Also keep the zip and its checked build in the CLI's cache. */
  cache?: boolean | Cvc5CacheOptions;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface FetchResult {
  pin: Cvc5Pin;
  sha256: string;
  /** What the SHA-256 was compared with: 'the pin', 'GitHub's asset digest'. */
  verifiedBy: string[];
  report: BuildReport;
  /** Where the pair was installed. */
  installed: string[];
}

async function download(url: string, fetchImpl: FetchLike): Promise<Uint8Array> {
  let res: Response;
  try {
    res = await fetchImpl(url, { redirect: 'follow' });
  } catch (e) {
    throw new Cvc5FetchError(`cannot download ${url}: ${(e as Error).message}`);
  }
  if (!res.ok) throw new Cvc5FetchError(`cannot download ${url}: HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/** The digest GitHub records for the pinned asset (`sha256:…`), or undefined when it records none. */
async function githubDigest(pin: Cvc5Pin, options: FetchOptions, fetchImpl: FetchLike): Promise<string | undefined> {
  const headers: Record<string, string> = { accept: 'application/vnd.github+json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let res: Response;
  try {
    res = await fetchImpl(pin.api!, { headers });
  } catch (e) {
    throw new Cvc5FetchError(`cannot ask ${pin.api} for the asset's digest: ${(e as Error).message}`);
  }
  if (!res.ok) throw new Cvc5FetchError(`cannot ask ${pin.api} for the asset's digest: HTTP ${res.status}`);
  const release = (await res.json()) as { tag_name?: unknown; assets?: { name?: unknown; digest?: unknown }[] };
  if (release.tag_name !== undefined && release.tag_name !== pin.tag)
    throw new Cvc5FetchError(`${pin.api} describes release ${String(release.tag_name)}, not ${pin.tag}`);
  const asset = (release.assets ?? []).find((a) => a.name === pin.asset);
  if (!asset) throw new Cvc5FetchError(`release ${pin.tag} has no asset ${pin.asset}`);
  return typeof asset.digest === 'string' && asset.digest.startsWith('sha256:')
    ? asset.digest.slice('sha256:'.length)
    : undefined;
}

/** Every step of shipping a pinned cvc5-Wasm.zip; throws a Cvc5FetchError at the first one that fails. */
export async function fetchCvc5Release(pin: Cvc5Pin, options: FetchOptions = {}): Promise<FetchResult> {
  const log = options.log ?? (() => {});
  const fetchImpl = options.fetchImpl ?? ((url, init) => fetch(url, init));
  const source = options.zipFile ?? pin.url;
  log(`cvc5 ${pin.version}: ${options.zipFile ? `reading ${options.zipFile}` : `downloading ${pin.url}`}`);
  const zip = options.zipFile ? new Uint8Array(readFileSync(options.zipFile)) : await download(pin.url, fetchImpl);
  const measured = sha256(zip);
  log(`SHA-256 ${measured} (${zip.byteLength} bytes)`);

  const verifiedBy: string[] = [];
  if (pin.sha256 !== null) {
    if (measured !== pin.sha256)
      throw new Cvc5FetchError(
        `${source}: SHA-256 ${measured} is not the pinned ${pin.sha256}. The release asset changed (or the download ` +
          `is damaged): look at it before trusting it; if cvc5 replaced it on purpose, record the new hash in the pin.`,
      );
    verifiedBy.push('the pin');
  }
  if (pin.api && !options.offline) {
    const digest = await githubDigest(pin, options, fetchImpl);
    if (digest !== undefined) {
      if (digest !== measured)
        throw new Cvc5FetchError(`${source}: SHA-256 ${measured} is not the ${digest} GitHub records for ${pin.asset}`);
      verifiedBy.push("GitHub's asset digest");
    } else log(`GitHub records no digest for ${pin.tag}/${pin.asset}`);
  }
  if (verifiedBy.length === 0)
    throw new Cvc5FetchError(
      `${source}: nothing to compare its SHA-256 ${measured} with (the pin records none, and GitHub gave no digest). ` +
        `If you trust this file, record "sha256": "${measured}" in the pin.`,
    );
  log(`verified against ${verifiedBy.join(' and ')}`);

  let pair;
  try {
    pair = readCvc5Zip(zip);
  } catch (e) {
    throw new Cvc5FetchError((e as Error).message);
  }
  const report = await checkCvc5Build({ glue: pair.glue, wasm: pair.wasm }, { expectVersion: pin.version });
  for (const c of report.checks)
    log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.what}${c.detail && !c.ok ? `  — ${c.detail}` : ''}`);
  for (const n of report.notes) log(`      ${n}`);
  if (!report.ok) throw new Cvc5FetchError(`${pin.asset} of ${pin.tag} failed the checks above (wasm/README.md)`);

  const installed: string[] = [];
  if (options.dest) {
    mkdirSync(options.dest, { recursive: true });
    writeFileSync(join(options.dest, 'cvc5.js'), pair.glue);
    writeFileSync(join(options.dest, 'cvc5.wasm'), pair.wasm);
    const provenance = { version: pin.version, tag: pin.tag, url: pin.url, sha256: measured, verifiedBy };
    writeFileSync(join(options.dest, 'release.json'), `${JSON.stringify(provenance, null, 2)}\n`);
    installed.push(options.dest);
  }
  if (options.cache) {
    const cacheOptions = typeof options.cache === 'object' ? options.cache : {};
    const build = await installCvc5Zip(zip, pin.version, { ...cacheOptions, keepZip: true, replace: true });
    installed.push(build.dir);
  }
  for (const where of installed) log(`installed into ${where}`);
  return { pin, sha256: measured, verifiedBy, report, installed };
}

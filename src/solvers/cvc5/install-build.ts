// Installs a CVC5 WebAssembly build from a folder holding cvc5.js + cvc5.wasm (a build of ours, wasm/build-cvc5-
// debian.sh, or an unzipped release): checked once (check-build.ts, which also tells its version), then kept as the
// CLI's `cvc5@VERSION` build in the cache (releases.ts) and, when asked, where the page serves it
// (public/wasm/cvc5/, with a release.json naming the version, so the page's lane is `cvc5@VERSION`). A folder whose
// files are already installed (the same SHA-256) is not checked again. Node only.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { cvc5ReleasesDir } from './cache-dir.js';
import { checkCvc5Build } from './check-build.js';
import { readCvc5Files } from './node-source.js';
import {
  Cvc5BuildError,
  failedChecks,
  keepBuild,
  markEsModule,
  type Cvc5Build,
  type Cvc5CacheOptions,
} from './releases.js';

export interface InstalledCvc5 {
  version: string;
  build: Cvc5Build;
  /** Where the page serves it, when asked (`pageDir`). */
  page?: string;
  /** False when the same files were installed before (nothing was checked or written). */
  changed: boolean;
}

/** What an installed build's build.json and the page's release.json say of it. */
interface Provenance {
  version: string;
  from: string;
  jsSha256: string;
  wasmSha256: string;
  /** For a library build: what wasm/build-cvc5-library.sh recorded of it. */
  build?: LibraryProvenance;
}

/** The part of a library build's record that reports quote. */
export interface LibraryProvenance {
  source: string;
  commit: string | null;
  optimisation: string;
  configure: string;
  dependencies: string;
  compiler: string;
}

function builtBy(path: string): LibraryProvenance | undefined {
  const r = readJson(path) as Record<string, unknown> | undefined;
  if (!r) return undefined;
  const text = (k: string): string => (typeof r[k] === 'string' ? (r[k] as string) : '');
  return {
    source: text('source'),
    commit: text('commit') || null,
    optimisation: text('optimisation'),
    configure: text('configure'),
    dependencies: text('dependencies'),
    compiler: text('compiler'),
  };
}

const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

function readJson(path: string): Partial<Provenance> | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Partial<Provenance>;
  } catch {
    return undefined;
  }
}

/** The cached build made from exactly these files, if any. */
function cachedFrom(js: string, wasm: string, options: Cvc5CacheOptions): Cvc5Build | undefined {
  const root = cvc5ReleasesDir(options.env);
  if (!existsSync(root)) return undefined;
  for (const version of readdirSync(root)) {
    const dir = join(root, version, 'build');
    const p = readJson(join(dir, 'build.json'));
    if (p?.jsSha256 === js && p.wasmSha256 === wasm) return { version, dir, js: join(dir, 'cvc5.js') };
  }
  return undefined;
}

export async function installCvc5Build(
  from: string,
  options: Cvc5CacheOptions & {
    pageDir?: string;
    /**
     * False: for the page alone, not as the CLI's `cvc5@VERSION` (a build in the cache becomes the CLI's newest cvc5,
     * its default lane). The build is still checked first.
     */
    cli?: boolean;
  } = {},
): Promise<InstalledCvc5> {
  // A library build (wasm/build-cvc5-library.sh) holds cvc5's program beside it, for measuring: the library is taken.
  const stem = existsSync(join(from, 'cvc5-library.js')) ? 'cvc5-library' : 'cvc5';
  const jsPath = join(from, `${stem}.js`);
  const wasmPath = join(from, `${stem}.wasm`);
  // The repository keeps its build's wasm gzipped (wasm/builds/): a fifth of the size in every clone.
  const zipped = !existsSync(wasmPath) && existsSync(`${wasmPath}.gz`);
  if (!existsSync(jsPath) || (!existsSync(wasmPath) && !zipped))
    throw new Cvc5BuildError('missing', `${from} holds no cvc5.js and cvc5.wasm: give the folder of a CVC5 build`);
  // What the build script recorded (version, commit, configure options, optimisation), carried to the page.
  const made = stem === 'cvc5-library' ? builtBy(join(from, 'build.json')) : undefined;
  const js = readFileSync(jsPath);
  const wasm = zipped ? gunzipSync(readFileSync(`${wasmPath}.gz`)) : readFileSync(wasmPath);
  const sums = { jsSha256: sha256(js), wasmSha256: sha256(wasm) };
  if (options.cli === false) return installForPageOnly(from, jsPath, js, wasm, sums, made, options.pageDir);
  let build = cachedFrom(sums.jsSha256, sums.wasmSha256, options);
  // A build installed before the ES module mark existed gets it now.
  if (build) markEsModule(build.dir, js);
  let changed = false;
  if (!build) {
    const report = await checkCvc5Build(await readCvc5Files(jsPath, wasm));
    if (!report.ok)
      throw new Cvc5BuildError('broken', `the CVC5 build in ${from} does not work here: ${failedChecks(report)}`);
    const record: Provenance & { checked: string[] } = {
      version: report.version,
      from,
      ...sums,
      ...(made ? { build: made } : {}),
      checked: report.checks.map((c) => c.what),
    };
    build = keepBuild(report.version, { js, wasm }, record, { ...options, replace: true });
    changed = true;
  }
  if (!options.pageDir) return { version: build.version, build, changed };
  const page = options.pageDir;
  const served = readJson(join(page, 'release.json'));
  if (
    served?.jsSha256 !== sums.jsSha256 ||
    served.wasmSha256 !== sums.wasmSha256 ||
    !existsSync(join(page, 'cvc5.wasm'))
  ) {
    mkdirSync(page, { recursive: true });
    writeFileSync(join(page, 'cvc5.js'), js);
    writeFileSync(join(page, 'cvc5.wasm'), wasm);
    const provenance: Provenance = { version: build.version, from, ...sums, ...(made ? { build: made } : {}) };
    writeFileSync(join(page, 'release.json'), `${JSON.stringify(provenance, null, 2)}\n`);
    changed = true;
  }
  return { version: build.version, build, page, changed };
}

/** The page's copy alone (`cli: false`), checked unless the page serves these very files already. */
async function installForPageOnly(
  from: string,
  jsPath: string,
  js: Uint8Array,
  wasm: Uint8Array,
  sums: { jsSha256: string; wasmSha256: string },
  made: LibraryProvenance | undefined,
  page: string | undefined,
): Promise<InstalledCvc5> {
  if (!page) throw new Cvc5BuildError('missing', 'installing for the page alone needs the page folder');
  const served = readJson(join(page, 'release.json'));
  if (served?.version && served.jsSha256 === sums.jsSha256 && served.wasmSha256 === sums.wasmSha256)
    return {
      version: served.version,
      build: { version: served.version, dir: page, js: join(page, 'cvc5.js') },
      page,
      changed: false,
    };
  const report = await checkCvc5Build(await readCvc5Files(jsPath, wasm));
  if (!report.ok)
    throw new Cvc5BuildError('broken', `the CVC5 build in ${from} does not work here: ${failedChecks(report)}`);
  mkdirSync(page, { recursive: true });
  writeFileSync(join(page, 'cvc5.js'), js);
  writeFileSync(join(page, 'cvc5.wasm'), wasm);
  const provenance: Provenance = { version: report.version, from, ...sums, ...(made ? { build: made } : {}) };
  writeFileSync(join(page, 'release.json'), `${JSON.stringify(provenance, null, 2)}\n`);
  return {
    version: report.version,
    build: { version: report.version, dir: page, js: join(page, 'cvc5.js') },
    page,
    changed: true,
  };
}

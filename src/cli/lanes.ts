// Turns `--solver` specs into lanes: every native binary is asked its version once, and a Z3 release the
// package does not bundle (`z3@4.12.2`) is fetched from npm into the cache first (solvers/z3/releases.ts), so
// that resolving (solvers/lane-spec.ts) stays synchronous. A bare `z3` is the newest bundled build, whatever the
// cache holds, so its meaning does not change with what was fetched before. A `cvc5@VERSION` lane runs cvc5's
// released cvc5-Wasm.zip from the cache (solvers/cvc5/releases.ts), taken out of the zip and checked first;
// nothing is downloaded, so a version without its zip is a usage error that says where the zip goes. A lane the
// CLI cannot run (a bare `cvc5`, a native program that is not there) is refused here, with what to type instead.
import { formatError } from '../smtlib/result.js';
import type { Lane } from '../solvers/lane.js';
import { parseLaneSpec, printLaneSpec, resolveLane, type LaneCatalog, type LaneRequest } from '../solvers/lane-spec.js';
import { detectNativeVersion } from '../solvers/native/version.js';
import { installedProgram, installedSolvers } from '../solvers/native/installed.js';
import { cvc5ReleasesDir } from '../solvers/cvc5/cache-dir.js';
import { cachedCvc5Versions, Cvc5BuildError, ensureCvc5Build } from '../solvers/cvc5/releases.js';
import { bundledZ3, NEWEST_Z3 } from '../solvers/z3/bundled.js';
import { ensureZ3Release, z3BuildsAtHand, Z3ReleaseError, type ReleaseOptions } from '../solvers/z3/releases.js';
import { UsageError } from './io.js';
import { nativeBinaryProblem } from './native-binary.js';

const LANES_HELP = 'z3, z3@VERSION, cvc5@VERSION (cvc5-Wasm.zip in the cache), native:z3, native:cvc5, native:PATH';

const usageError = (message: string): UsageError => new UsageError(message.replace(/^\?: /, ''));

/**
 * Why the CLI cannot run a bare `cvc5` lane: it names the CVC5 WebAssembly build, which the CLI runs by release
 * (`cvc5@VERSION`, cvc5's cvc5-Wasm.zip in the cache); `native:cvc5` runs the cvc5 program instead.
 */
export function cvc5WasmProblem(request: LaneRequest, options: ReleaseOptions = {}): string {
  const spec = printLaneSpec(request);
  const atHand = cachedCvc5Versions(options);
  const native = printLaneSpec({ ...request, backend: 'native', binary: 'cvc5' });
  const where = `${cvc5ReleasesDir(options.env)}/VERSION/`;
  return atHand.length
    ? `'${spec}' names the CVC5 WebAssembly build, which the CLI runs by release: type ${atHand.map((v) => printLaneSpec({ ...request, version: v })).join(' or ')} (in ${where}), or ${native} to run the cvc5 program`
    : `'${spec}' names the CVC5 WebAssembly build and none is installed (npx tsx wasm/install-cvc5.ts DIR installs a build, or put cvc5's cvc5-Wasm.zip in ${where}; wasm/README.md): type ${native} to run the cvc5 program`;
}

/** Fetches the Z3 releases that are neither bundled nor cached; a release that cannot be had is a usage error. */
export async function ensureZ3Releases(versions: Iterable<string>, options: ReleaseOptions = {}): Promise<void> {
  const missing = [...new Set(versions)].filter((v) => !bundledZ3(v));
  try {
    await Promise.all(missing.map((v) => ensureZ3Release(v, options)));
  } catch (e) {
    if (e instanceof Z3ReleaseError) throw usageError(e.message);
    throw e;
  }
}

/** Takes the cached cvc5-Wasm.zip of every version out of its zip (checked once); a missing one is a usage error. */
export async function ensureCvc5Builds(versions: Iterable<string>, options: ReleaseOptions = {}): Promise<void> {
  try {
    for (const v of new Set(versions)) await ensureCvc5Build(v, options);
  } catch (e) {
    if (e instanceof Cvc5BuildError) throw usageError(e.message);
    throw e;
  }
}

/**
 * What the CLI can run: the bundled Z3 builds, the cached releases, the cached CVC5 builds the requests name
 * (made ready here), and native binaries (asked once each).
 */
export async function cliCatalog(requests: readonly LaneRequest[], options: ReleaseOptions = {}): Promise<LaneCatalog> {
  await ensureCvc5Builds(
    requests.flatMap((r) => (r.family === 'cvc5' && r.backend === 'wasm' && r.version ? [r.version] : [])),
    options,
  );
  const versions = new Map<string, string | undefined>();
  const installed = (family: LaneRequest['family'], version: string): string | undefined =>
    installedProgram(family, version, options.env);
  for (const r of requests) {
    if (r.backend !== 'native' || versions.has(r.binary!)) continue;
    // An installed program of the version named runs whatever PATH holds (or lacks).
    if (r.version && r.binary === r.family && installed(r.family, r.version)) continue;
    const spec = printLaneSpec(r);
    const problem = await nativeBinaryProblem(r.binary!, spec);
    if (problem) throw new UsageError(problem);
    const version = await detectNativeVersion(r.binary!);
    if (version === undefined)
      throw new UsageError(
        `${spec}: '${r.binary} --version' names no version, so it is not z3 or cvc5: give the path of a z3 or cvc5 program`,
      );
    versions.set(r.binary!, version);
  }
  return {
    z3: z3BuildsAtHand(options),
    nativeVersion: (b) => versions.get(b),
    nativeProgram: installed,
    nativeVersions: (family) =>
      installedSolvers(options.env)
        .filter((s) => s.family === family)
        .map((s) => s.version),
  };
}

export function parseLaneRequest(spec: string, options: ReleaseOptions = {}): LaneRequest {
  const r = parseLaneSpec(spec);
  if (!r.ok) throw usageError(formatError(r.error));
  const request = r.value;
  if (request.family === 'cvc5' && request.backend === 'wasm' && !request.version)
    throw new UsageError(cvc5WasmProblem(request, options));
  return request.family === 'z3' && request.backend === 'wasm' && !request.version
    ? { ...request, version: NEWEST_Z3.version }
    : request;
}

export async function resolveLanes(specs: readonly string[], options: ReleaseOptions = {}): Promise<Lane[]> {
  if (specs.length === 0) throw new UsageError(`give at least one --solver (${LANES_HELP})`);
  const requests = specs.map((s) => parseLaneRequest(s, options));
  await ensureZ3Releases(
    requests.flatMap((r) => (r.family === 'z3' && r.backend === 'wasm' && r.version ? [r.version] : [])),
    options,
  );
  const catalog = await cliCatalog(requests, options);
  const lanes = requests.map((r) => {
    const lane = resolveLane(r, catalog);
    if (!lane.ok) throw usageError(formatError(lane.error));
    return lane.value;
  });
  lanes.forEach((lane, i) => {
    const first = lanes.findIndex((l) => l.id === lane.id);
    if (first !== i)
      throw new UsageError(
        `${specs[first]} and ${specs[i]} are the same lane (${lane.id}): give each lane once, or add an option to one (z3+smt.arith.solver=2)`,
      );
  });
  return lanes;
}

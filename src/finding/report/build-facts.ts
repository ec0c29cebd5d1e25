// What a report says of the solver build a lane ran: where the executable or module came from, the version it prints,
// and for a build the reporter made, its commit and configure options (cvc5's bug form asks for both). The
// environment that ran it knows (the CLI: finding/node/build-facts.ts reads what scripts/newest-solvers.sh and
// scripts/head-solvers.sh installed; the page: its WebAssembly builds); without it, the lane and the record's
// solver info say what they can, and a lane whose version is not known gets no report (a tracker cannot act on it).
import { parseLaneSpec, type LaneRequest } from '../../solvers/lane-spec.js';
import { commitOf, isHeadVersion, versionWords } from '../../solvers/versions.js';
import type { WasmBuildInfo } from '../../solvers/worker-api.js';
import type { Finding, SolverInfo } from '../record.js';
import { baseLaneId } from '../options.js';

export interface BuildFacts {
  /** Where it came from, in a few words: `Debian unstable's cvc5 1.3.2 package`, `npm z3-solver 5.2.0`. */
  origin: string;
  /** The version as the build itself prints it (`This is cvc5 version 1.3.2`, `Z3 version 4.13.3 - 64 bit`, `5.1.0.0`). */
  printed?: string;
  /** The commit of a build of the main branch. */
  commit?: string;
  /** Built by the reporter: the configure options … */
  configure?: string;
  /** … given to this command (default cvc5's `./configure.sh`; `emcmake cmake` for a WebAssembly build) … */
  configureCommand?: string;
  /** … what configure printed (cvc5's summary) … */
  configureSummary?: string;
  /** … and the libraries it was built with. */
  dependencies?: string;
  /** A build with the solver's assertions compiled in. */
  assertions?: boolean;
  /** A WebAssembly build (a module, not an executable). */
  wasm: boolean;
  /**
   * A cvc5 build of the main branch with a SymFPU older than the one cvc5 main names (1.2.0, not to be had here): its
   * floating-point word blaster is not main's, so a floating-point crash may be this build's alone.
   */
  olderSymfpu?: string;
}

/**
 * A CVC5 WebAssembly library build as a report states it, from what the module says of itself (its version, source
 * archive and commit, CMake options, optimisation and libraries: wasm/build-cvc5-library.sh compiles them in).
 */
export function wasmBuildFacts(b: WasmBuildInfo): BuildFacts {
  const at = b.commit ? ` at commit ${b.commit}` : '';
  return {
    origin: `cvc5 ${b.version}${at} compiled to WebAssembly by smtplay's wasm/build-cvc5-library.sh (${b.optimisation}, ${b.compiler}) from ${b.source}`,
    printed: b.version,
    ...(b.commit ? { commit: b.commit } : {}),
    configure: b.configure,
    configureCommand: 'emcmake cmake',
    dependencies: b.dependencies,
    assertions: b.assertions,
    wasm: true,
  };
}

/** A build as a report names it: `cvc5 1.3.2`, `cvc5 main at 190adc3`, `Z3 5.2.0 (WebAssembly)`. */
export function buildName(laneId: string): string {
  const lane = parseLaneSpec(laneId);
  if (!lane.ok) return laneId;
  const { family, version, backend } = lane.value;
  const name = family === 'z3' ? (backend === 'wasm' ? 'Z3' : 'z3') : 'cvc5';
  return `${name}${version ? ` ${versionWords(version)}` : ''}${backend === 'wasm' ? ' (WebAssembly)' : ''}`;
}

/** How an environment describes the builds it runs (ReportContext.builds). */
export type BuildFactsOf = (lane: LaneRequest) => BuildFacts | undefined;

const solverOf = (f: Finding, laneId: string): SolverInfo | undefined =>
  f.solvers.find((s) => s.id === baseLaneId(laneId, f.solverOptions));

/**
 * The version a lane ran: its own, else what the record's solver info says, else what the build printed (the page's
 * `cvc5` lane names no version: its WebAssembly build says `This is cvc5 version 1.3.2` when it starts); undefined
 * when nobody knows.
 */
export function versionOfLane(f: Finding, laneId: string): string | undefined {
  const lane = parseLaneSpec(laneId);
  const info = solverOf(f, laneId);
  return (lane.ok && lane.value.version) || info?.version || info?.reportedVersion || undefined;
}

/** The facts of a lane's build: the environment's, else what the lane itself says; undefined without a version. */
export function buildFactsOf(f: Finding, laneId: string, builds?: BuildFactsOf): BuildFacts | undefined {
  const lane = parseLaneSpec(laneId);
  const version = versionOfLane(f, laneId);
  if (!lane.ok || !version) return undefined;
  const request: LaneRequest = { ...lane.value, version, options: [] };
  const printed = solverOf(f, laneId)?.reportedVersion;
  const known = builds?.(request);
  if (known) return known.printed || !printed ? known : { ...known, printed };
  const { family, backend } = lane.value;
  if (backend === 'wasm')
    return family === 'z3'
      ? { origin: `npm z3-solver ${version}`, ...(printed ? { printed } : {}), wasm: true }
      : { origin: `cvc5 ${version} compiled to WebAssembly`, ...(printed ? { printed } : {}), wasm: true };
  const commit = commitOf(version);
  return {
    origin: commit ? `${family} main at ${commit}` : '',
    ...(printed ? { printed } : {}),
    ...(commit ? { commit } : {}),
    wasm: false,
  };
}

/**
 * The version in one line, as the build prints it and where it came from: `4.13.3 (Debian unstable's z3 4.13.3
 * package; z3 --version prints "Z3 version 4.13.3 - 64 bit")`, `npm z3-solver 5.2.0, which reports 5.1.0.0`.
 */
export function versionLine(
  version: string,
  b: BuildFacts,
  name = isHeadVersion(version) ? `commit ${b.commit ?? commitOf(version)}` : version,
): string {
  if (b.wasm) return b.printed && b.printed !== version ? `${b.origin}, which reports ${b.printed}` : b.origin;
  const about = [
    ...(b.origin ? [`${b.origin}${b.assertions ? ', assertions on' : ''}`] : []),
    ...(b.printed ? [`\`--version\` prints "${b.printed}"`] : []),
  ];
  return about.length ? `${name} (${about.join('; ')})` : name;
}

// The newest build of each solver at hand. (1) The lanes a campaign hunts on when none are named: the solvers' heads
// when scripts/head-solvers.sh built them (cvc5 main, Z3 main, with their assertions on: where the teams fix bugs),
// else the newest releases, so a finding is on code its team still maintains. (2) The builds a finding's live check
// runs it on (handover/live-check.ts), newest first, the first deciding: each head, then the releases installed
// beside it (which of them still show it), npm's newest z3-solver (fetched when newer than the bundled one). Native
// cvc5 and z3: those scripts/newest-solvers.sh and scripts/head-solvers.sh installed (solvers/native/installed.ts)
// and those on PATH; Z3's newest WebAssembly build (the z3-solver package); a CVC5 WebAssembly build (cvc5@VERSION
// in the cache) when no native cvc5 is as new. Each lane validates its own models (Z3 `model_validate=true`, cvc5 `--check-models`): a solver's
// own check reads its sat answers, and its words say when an input is outside what it handles (oracles/by-design.ts).
// Every choice is said in `notes`, for the command to print.
import { laneTitle, modelValidationOption, printLaneSpec, type LaneRequest } from '../solvers/lane-spec.js';
import type { SolverFamily } from '../solvers/lane.js';
import { cachedCvc5Versions } from '../solvers/cvc5/releases.js';
import { installedSolvers } from '../solvers/native/installed.js';
import { detectNativeVersion } from '../solvers/native/version.js';
import { compareVersions, isHeadVersion, versionWords } from '../solvers/versions.js';
import { NEWEST_Z3 } from '../solvers/z3/bundled.js';
import type { NewestReleases } from '../finding/live-verdict.js';
import { newestZ3 } from './newest-z3.js';

export interface NewestLanes {
  /** Lane specs, the native families first. */
  specs: string[];
  /** One line per family: what runs, and what was found beside it. */
  notes: string[];
}

interface Candidate {
  request: LaneRequest;
  version: string;
  where: string;
  /** Installed by scripts/newest-solvers.sh or scripts/head-solvers.sh (not the system's own on PATH). */
  installed?: boolean;
}

const withChecks = (r: Omit<LaneRequest, 'options'>): LaneRequest => ({
  ...r,
  options: [modelValidationOption(r.family)],
});

/** Where an installed solver came from, as its notes say it. */
const whereOf = (path: string, headBuilt: boolean): string =>
  headBuilt ? `built here with its assertions on, ${path}` : path;

async function nativeCandidates(family: SolverFamily, env: NodeJS.ProcessEnv): Promise<Candidate[]> {
  const installed = installedSolvers(env)
    .filter((s) => s.family === family)
    .map((s) => ({
      request: withChecks({ family, backend: 'native' as const, binary: family, version: s.version }),
      version: s.version,
      where: whereOf(s.path, s.build !== undefined),
      installed: true,
    }));
  const onPath = await detectNativeVersion(family);
  const path =
    onPath && !installed.some((c) => c.version === onPath)
      ? [
          {
            request: withChecks({ family, backend: 'native' as const, binary: family, version: onPath }),
            version: onPath,
            where: `${family} on PATH`,
            installed: false,
          },
        ]
      : [];
  return [...installed, ...path];
}

const newest = (cs: readonly Candidate[]): Candidate | undefined =>
  [...cs].sort((a, b) => compareVersions(b.version, a.version))[0];

/** The newest cvc5 at hand: native or WebAssembly (a native program runs a release faster: it wins a tie). */
async function cvc5Candidates(env: NodeJS.ProcessEnv): Promise<{ all: Candidate[]; best?: Candidate }> {
  const native = await nativeCandidates('cvc5', env);
  const wasm = cachedCvc5Versions({ env }).map((v) => ({
    request: withChecks({ family: 'cvc5' as const, backend: 'wasm' as const, version: v }),
    version: v,
    where: 'WebAssembly build in the cache',
  }));
  const best = newest([...native, ...wasm.filter((w) => !native.some((n) => n.version === w.version))]);
  return { all: [...native, ...wasm], ...(best ? { best } : {}) };
}

const headOf = (c: Candidate): string => printLaneSpec({ ...c.request, options: [] });

/**
 * The releases a live check runs a finding on, newest first per solver: npm's newest z3-solver (fetched on demand;
 * the newest at hand without the registry, said in `notes`) and the newest native z3, the newest cvc5.
 */
export interface NewestAtHand {
  releases: NewestReleases;
  /** What is not sure (npm out of reach: a newer Z3 may exist), one sentence each. */
  notes: string[];
}

export async function newestReleases(env: NodeJS.ProcessEnv = process.env): Promise<NewestAtHand> {
  const notes: string[] = [];
  const wasm = await newestZ3({ env });
  if (wasm.note) notes.push(wasm.note);
  const byVersion = (a: { version: string }, b: { version: string }) => compareVersions(b.version, a.version);
  // Each solver's head build (scripts/head-solvers.sh) decides; the releases installed beside it say which of them
  // still show the bug. Without installed ones, the newest at hand (the system's own, or a WebAssembly cvc5).
  const releasesOf = (cs: readonly Candidate[], best?: Candidate): { head: string; version: string }[] => {
    const chosen = cs.filter((c) => c.installed);
    if (best && !chosen.some((c) => c.version === best.version)) chosen.push(best);
    return chosen.map((c) => ({ head: headOf(c), version: c.version }));
  };
  const z3Native = await nativeCandidates('z3', env);
  const z3 = [{ head: `z3@${wasm.version}`, version: wasm.version }, ...releasesOf(z3Native, newest(z3Native))].sort(
    byVersion,
  );
  const cvc5 = await cvc5Candidates(env);
  const cvc5Releases = releasesOf(
    cvc5.all.filter((c) => c.request.backend === 'native'),
    cvc5.best,
  ).sort(byVersion);
  return {
    releases: { z3: z3.map((x) => x.head), ...(cvc5Releases.length ? { cvc5: cvc5Releases.map((x) => x.head) } : {}) },
    notes,
  };
}

export async function newestLanes(env: NodeJS.ProcessEnv = process.env): Promise<NewestLanes> {
  const specs: string[] = [];
  const notes: string[] = [];
  const seen = (cs: readonly Candidate[], chosen: Candidate): string => {
    const others = cs.filter((c) => c !== chosen).map((c) => `${versionWords(c.version)} (${c.where})`);
    return others.length ? `; also at hand: ${others.join(', ')}` : '';
  };

  const { all: cvc5All, best: cvc5 } = await cvc5Candidates(env);
  if (cvc5) {
    specs.push(printLaneSpec(cvc5.request));
    notes.push(`cvc5 ${versionWords(cvc5.version)} (${cvc5.where})${seen(cvc5All, cvc5)}`);
  } else notes.push('no cvc5 at hand (bash scripts/newest-solvers.sh installs the newest): the lanes are Z3 only');

  const z3Native = await nativeCandidates('z3', env);
  const z3 = newest(z3Native);
  if (z3) {
    specs.push(printLaneSpec(z3.request));
    notes.push(`z3 ${versionWords(z3.version)} (${z3.where})${seen(z3Native, z3)}`);
  }
  specs.push(printLaneSpec(withChecks({ family: 'z3', backend: 'wasm', version: NEWEST_Z3.version })));
  notes.push(`Z3 ${NEWEST_Z3.version} (WebAssembly, the z3-solver package)`);
  if (![...cvc5All, ...z3Native].some((c) => isHeadVersion(c.version)))
    notes.push(
      "the solvers' heads are not built here: bash scripts/head-solvers.sh --background builds cvc5 main and Z3 main (about an hour and a half), and they become the default lanes",
    );
  return { specs, notes };
}

/** `Z3 5.2.0, z3 4.13.3 (native), cvc5 1.3.2 (native)`. */
export function releasesText(releases: NewestReleases): string {
  return Object.values(releases)
    .flatMap((heads) => heads.map((h) => laneTitle(h)))
    .join(', ');
}

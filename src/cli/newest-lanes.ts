// The lanes a campaign hunts on when none are named: the newest release of each solver family at hand, so a finding
// is on a release its team still maintains (an old release's bugs are mostly fixed). Native cvc5 and z3: the newest
// of those scripts/newest-solvers.sh installed (solvers/native/installed.ts) and those on PATH; Z3's newest
// WebAssembly build (the z3-solver package); a CVC5 WebAssembly build (cvc5@VERSION in the cache) when no native
// cvc5 is as new. Each lane validates its own models (Z3 `model_validate=true`, cvc5 `--check-models`): a solver's
// own check reads its sat answers, and its words say when an input is outside what it handles (oracles/by-design.ts).
// Every choice is said in `notes`, for the command to print.
import { modelValidationOption, printLaneSpec, type LaneRequest } from '../solvers/lane-spec.js';
import type { SolverFamily } from '../solvers/lane.js';
import { cachedCvc5Versions } from '../solvers/cvc5/releases.js';
import { installedSolvers } from '../solvers/native/installed.js';
import { detectNativeVersion } from '../solvers/native/version.js';
import { compareVersions } from '../solvers/versions.js';
import { NEWEST_Z3 } from '../solvers/z3/bundled.js';

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
}

const withChecks = (r: Omit<LaneRequest, 'options'>): LaneRequest => ({
  ...r,
  options: [modelValidationOption(r.family)],
});

async function nativeCandidates(family: SolverFamily, env: NodeJS.ProcessEnv): Promise<Candidate[]> {
  const installed = installedSolvers(env)
    .filter((s) => s.family === family)
    .map((s) => ({
      request: withChecks({ family, backend: 'native' as const, binary: family, version: s.version }),
      version: s.version,
      where: s.path,
    }));
  const onPath = await detectNativeVersion(family);
  const path = onPath
    ? [
        {
          request: withChecks({ family, backend: 'native' as const, binary: family }),
          version: onPath,
          where: `${family} on PATH`,
        },
      ]
    : [];
  return [...installed, ...path];
}

const newest = (cs: readonly Candidate[]): Candidate | undefined =>
  [...cs].sort((a, b) => compareVersions(b.version, a.version))[0];

export async function newestLanes(env: NodeJS.ProcessEnv = process.env): Promise<NewestLanes> {
  const specs: string[] = [];
  const notes: string[] = [];
  const seen = (cs: readonly Candidate[], chosen: Candidate): string => {
    const others = cs.filter((c) => c !== chosen).map((c) => `${c.version} (${c.where})`);
    return others.length ? `; also at hand: ${others.join(', ')}` : '';
  };

  const cvc5Native = await nativeCandidates('cvc5', env);
  const cvc5Wasm = cachedCvc5Versions({ env }).map((v) => ({
    request: withChecks({ family: 'cvc5' as const, backend: 'wasm' as const, version: v }),
    version: v,
    where: 'WebAssembly build in the cache',
  }));
  // A native program runs the same release faster than the WebAssembly build: it wins a tie.
  const cvc5 = newest([...cvc5Native, ...cvc5Wasm.filter((w) => !cvc5Native.some((n) => n.version === w.version))]);
  if (cvc5) {
    specs.push(printLaneSpec(cvc5.request));
    notes.push(`cvc5 ${cvc5.version} (${cvc5.where})${seen([...cvc5Native, ...cvc5Wasm], cvc5)}`);
  } else notes.push('no cvc5 at hand (bash scripts/newest-solvers.sh installs the newest): the lanes are Z3 only');

  const z3Native = await nativeCandidates('z3', env);
  const z3 = newest(z3Native);
  if (z3) {
    specs.push(printLaneSpec(z3.request));
    notes.push(`z3 ${z3.version} (${z3.where})${seen(z3Native, z3)}`);
  }
  specs.push(printLaneSpec(withChecks({ family: 'z3', backend: 'wasm', version: NEWEST_Z3.version })));
  notes.push(`Z3 ${NEWEST_Z3.version} (WebAssembly, the z3-solver package)`);
  return { specs, notes };
}

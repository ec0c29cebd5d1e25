// How a lane's solver was obtained (the release as the project names it) and how to reproduce a finding on it, with
// only commands that were run.
import { parseLaneSpec, printLaneSpec } from '../../solvers/lane-spec.js';
import { onHead } from '../suspect-lanes.js';
import type { Finding, SolverInfo } from '../record.js';
import { baseLaneId } from '../options.js';
import { nativeCommand } from './commands.js';
import { fence } from './words.js';

const solverOf = (f: Finding, laneId: string): SolverInfo | undefined =>
  f.solvers.find((s) => s.id === baseLaneId(laneId, f.solverOptions));

/**
 * How the solver of a lane was obtained and what it is: the release as the project names it (npm's `z3-solver@5.2.0`,
 * whatever version string the build prints), and for a native binary the version it printed.
 */
export function buildOf(f: Finding, laneId: string): { version: string; install: string; wasm: boolean } {
  const lane = parseLaneSpec(laneId);
  const info = solverOf(f, laneId);
  const version = (lane.ok && lane.value.version) || info?.version || 'unknown version';
  const family = lane.ok ? lane.value.family : 'z3';
  if (lane.ok && lane.value.backend === 'native')
    return { version, install: `a released ${family} ${version} executable`, wasm: false };
  return {
    version,
    install:
      family === 'z3'
        ? `npm install z3-solver@${version} (the official WebAssembly build)`
        : `cvc5 ${version} compiled to WebAssembly from its release source with emscripten (https://github.com/cvc5/cvc5/releases), run as its command-line program`,
    wasm: true,
  };
}

/**
 * How to reproduce it, with only commands that were run: a native lane's own command line (the binary's name, the
 * release it printed); a WebAssembly lane names the build and adds the native command only when the live check ran
 * the native release of that solver and it showed the bug there too.
 */
export function reproduceText(f: Finding, subject: string): string {
  const lane = parseLaneSpec(subject);
  if (!lane.ok) return '';
  const name = lane.value.family === 'z3' ? 'z3' : 'cvc5';
  const file = '(the formula above saved as `bug.smt2`)';
  if (lane.value.backend === 'native') {
    const command = nativeCommand(subject, f.mutant, 'bug.smt2', f.timeoutMs, name);
    return `Reproduce with the ${name} executable, release ${buildOf(f, subject).version} ${file}:\n\n${fence('sh', command)}`;
  }
  const native = f.live?.checks
    ?.map((c) => ({ verdict: c.verdict, lane: parseLaneSpec(c.lane) }))
    .find((c) => c.verdict === 'bad' && c.lane.ok && c.lane.value.backend === 'native' && c.lane.value.version)?.lane;
  const build =
    lane.value.family === 'z3'
      ? `The run was made with npm's z3-solver ${lane.value.version} (WebAssembly), its SMT-LIB text interface with the options as global parameters.`
      : `The run was made with cvc5 ${lane.value.version} compiled to WebAssembly, its command-line program with the options as arguments.`;
  if (!native) return `${build} The ${name} executable was not run on it.`;
  if (!native.ok) return build;
  const release = native.value.version!;
  const command = nativeCommand(
    onNative(subject, printLaneSpec(native.value)),
    f.mutant,
    'bug.smt2',
    f.timeoutMs,
    name,
  );
  return `${build} The ${name} executable, release ${release}, shows it too ${file}:\n\n${fence('sh', command)}`;
}

/** A lane's options on the native release the live check ran. */
const onNative = (laneId: string, nativeLane: string): string => onHead(laneId, nativeLane);

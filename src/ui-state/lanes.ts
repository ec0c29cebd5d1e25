// The lane choices the playground offers (a base lane, model validation, Z3's arithmetic solver, other
// options) and how they become lanes: names, parsing and titles are solvers/lane-spec.ts's.
import type { RestartReason } from '../solvers/host.js';
import type { WasmBuildInfo } from '../solvers/worker-api.js';
import {
  baseOf,
  familyOf,
  modelValidationOption,
  offeredLanes,
  optionProblem,
  parseLaneSpec,
  printLaneSpec,
  versionOf,
  laneTitle,
  resolveLane,
  withOptions,
} from '../solvers/lane-spec.js';

export type ArithSolver = 'default' | '2' | '6';

/** The page's CVC5 lane: the WebAssembly build it serves (solvers/cvc5/availability.ts). */
export const CVC5_LANE = 'cvc5';

export interface LaneChoice {
  /** The lane without options: `z3@5.2.0`, `z3@4.8.17` or `cvc5` (the CVC5 WebAssembly build). */
  base: string;
  enabled: boolean;
  modelValidate: boolean;
  arith: ArithSolver;
  /** Any other solver options, e.g. `smt.string_solver=z3str3` (Z3) or `--strings-exp` (CVC5). */
  extra?: string[];
}

/** A lane's other options from what a person typed (space separated), or which one is not an option. */
export function parseExtraOptions(
  text: string,
  base: string,
): { ok: true; options: string[] } | { ok: false; message: string } {
  const options = text.split(/\s+/).filter(Boolean);
  const family = familyOf(base);
  if (!family) return { ok: false, message: `'${base}' is not a lane` };
  for (const o of options) {
    const problem = optionProblem(family, o);
    if (problem) return { ok: false, message: problem };
  }
  return { ok: true, options };
}

export const ARITH_LABELS: Record<ArithSolver, string> = {
  default: 'default',
  '2': 'smt.arith.solver=2 (old simplex)',
  '6': 'smt.arith.solver=6 (new core)',
};

const arithOption = (a: ArithSolver): string | undefined => (a === 'default' ? undefined : `smt.arith.solver=${a}`);

export const DEFAULT_TIMEOUT_MS = 5000;

/**
 * Every lane the page can run, with the newest release of each solver on: the newest Z3 against CVC5, so a
 * disagreement between the two families shows at once (the papers' bugs came from Z3 against CVC4/cvc5). The oldest
 * Z3 is a reference a click away; it is on instead of CVC5 where CVC5 cannot run (`problems`: no build served). A
 * build may ship more Z3 releases: they are offered, and loaded only once a person enables one or a bisection runs it.
 */
export function defaultLaneChoices(problems: LaneProblems = {}): LaneChoice[] {
  const lanes = offeredLanes();
  const z3 = lanes.filter((l) => l.family === 'z3');
  const second = problems[CVC5_LANE] === undefined ? CVC5_LANE : z3.at(-1)?.id;
  const on = new Set([z3[0]?.id, second]);
  return lanes.map((lane) => ({
    base: lane.id,
    enabled: on.has(lane.id),
    modelValidate: false,
    arith: 'default' as const,
  }));
}

/** The lane id of a choice: `z3@4.8.17+model_validate=true+smt.arith.solver=2`, `cvc5+--check-models`. */
export function laneSpecOf(choice: LaneChoice): string {
  const base = parseLaneSpec(choice.base);
  if (!base.ok) return choice.base;
  const family = base.value.family;
  const options = [
    ...(choice.modelValidate ? [modelValidationOption(family)] : []),
    ...(family === 'z3' && arithOption(choice.arith) ? [arithOption(choice.arith)!] : []),
    ...(choice.extra ?? []),
  ];
  return printLaneSpec(withOptions(base.value, options));
}

/** Back from a lane (any spelling a link may hold) to a choice; undefined for one the playground cannot run. */
export function laneChoiceOf(spec: string): LaneChoice | undefined {
  const parsed = parseLaneSpec(spec);
  if (!parsed.ok || parsed.value.backend !== 'wasm') return undefined;
  const lane = resolveLane(parsed.value);
  if (!lane.ok) return undefined;
  const base = printLaneSpec(baseOf(lane.value));
  const known = defaultLaneChoices().find((c) => c.base === base);
  if (!known) return undefined;
  const choice: LaneChoice = { ...known, enabled: true };
  for (const o of lane.value.options) {
    if (o === modelValidationOption(lane.value.family)) choice.modelValidate = true;
    else if (lane.value.family === 'z3' && (o === 'smt.arith.solver=2' || o === 'smt.arith.solver=6'))
      choice.arith = o.slice(-1) as ArithSolver;
    else choice.extra = [...(choice.extra ?? []), o];
  }
  return choice;
}

const RESTART_WHY: Readonly<Record<RestartReason, string>> = {
  timeout: 'a query ignored its timeout',
  crash: 'the solver crashed',
  stale: "it could no longer apply the lane's options, so a fresh copy of the solver took over",
};

/** How often a lane's worker was replaced, and why the last time (see SolverHost's RestartReason). */
export interface LaneRestarts {
  restarts?: number;
  lastRestart?: RestartReason;
}

/** The restart record after one more restart. */
export function withRestart<T extends LaneRestarts>(state: T, reason: RestartReason): T {
  return { ...state, restarts: (state.restarts ?? 0) + 1, lastRestart: reason };
}

/**
 * What the lane panel says about restarts, or undefined before the first one. A restart is brief (the
 * status badge shows 'restarting' while the new worker loads) and the next query follows at once, so the
 * count is what stays visible.
 */
export function restartNote(state: LaneRestarts): string | undefined {
  const n = state.restarts ?? 0;
  if (n === 0) return undefined;
  const why = RESTART_WHY[state.lastRestart ?? 'crash'];
  return `restarts: ${n} (last: ${why})`;
}

/**
 * What the lane panel says of the version a solver names itself (`version`) beside the lane's (`base`): `reports
 * 1.3.2` when they agree; else both, said for what they are (Z3's npm release 5.2.0 holds a build that calls itself
 * 5.1.0.0), with a longer explanation for a tooltip.
 */
export function versionWords(base: string, version: string): { text: string; title?: string } {
  const named = versionOf(base);
  if (named === undefined || version.startsWith(named)) return { text: `reports ${version}` };
  return {
    text: `release ${named}, which calls itself ${version}`,
    title:
      `The lane is named after the npm release of the solver (${named}); the solver inside that release prints ` +
      `its own version number, ${version}. Both name the same program.`,
  };
}

/**
 * What the lane panel says of a build that describes itself (the CVC5 library build): where it came from in a few
 * words (`built by smtplay from cvc5-1.3.4.tar.gz, -O2`), and how, for a tooltip (its CMake options and libraries).
 */
export function buildWords(build: WasmBuildInfo): { text: string; title: string } {
  // A release tag's full commit is 40 digits: the panel shows 12, as git's short form does on a large repository.
  const commit = build.commit ? ` at ${build.commit.slice(0, 12)}` : '';
  return {
    text: `built by smtplay from ${build.source}${commit}, ${build.optimisation}${build.assertions ? ', assertions on' : ''}`,
    title:
      `cvc5 ${build.version} compiled to WebAssembly by wasm/build-cvc5-library.sh with ${build.compiler}; ` +
      `a run is one call into the loaded module.${build.commit ? ` Commit: ${build.commit}.` : ''} ` +
      `CMake options: ${build.configure}. Libraries: ${build.dependencies}.`,
  };
}

/** Why a lane (by its base, e.g. `cvc5`) cannot run on this page; a base that is absent can run. */
export type LaneProblems = Record<string, string>;

/** The choices with every lane that cannot run switched off: such a lane is never run nor counted. */
export function runnable(choices: readonly LaneChoice[], problems: LaneProblems): LaneChoice[] {
  return choices.map((c) => (c.enabled && problems[c.base] ? { ...c, enabled: false } : c));
}

/** A lane's loading state as the page sees it (LaneService's status and the bytes of its build). */
export interface LaneLoad {
  status: string;
  /** Bytes of the solver's build downloaded so far, and how many there are (when known). */
  loaded?: number;
  total?: number;
}

const MB = (n: number): string => (n / 1e6).toFixed(1);

/** "12.3 of 30.5 MB", "12.3 MB", or '' before the first byte. */
export function bytesText(load: LaneLoad | undefined): string {
  if (!load?.loaded) return '';
  return load.total ? `${MB(load.loaded)} of ${MB(load.total)} MB` : `${MB(load.loaded)} MB`;
}

const USABLE = new Set(['ready', 'busy', 'restarting']);

/**
 * Whether Mutate (or Start) may run now, and if not, why: it waits until one enabled lane is ready. Lanes
 * still loading then are waited for by their own rows.
 */
export function readiness(
  laneIds: readonly string[],
  load: (laneId: string) => LaneLoad | undefined,
): { ok: true; waiting: string[] } | { ok: false; why: string } {
  if (laneIds.length === 0) return { ok: false, why: 'enable a solver lane first' };
  const loading = laneIds.filter((id) => !USABLE.has(load(id)?.status ?? 'loading'));
  if (loading.length < laneIds.length) return { ok: true, waiting: loading.filter((id) => isLoading(load(id))) };
  const pending = loading.filter((id) => isLoading(load(id)));
  if (pending.length === 0) return { ok: false, why: 'no enabled lane could start (see the lane panel)' };
  const what = pending.map((id) => {
    const bytes = bytesText(load(id));
    return `${laneTitle(id)}${bytes ? ` (${bytes})` : ''}`;
  });
  return { ok: false, why: `waiting for ${what.join(' and ')} to load` };
}

/** Whether Mutate and Start may run now (the seed can run and a lane is ready) and, if not, why. */
export function runGate(
  seedOk: boolean,
  laneIds: readonly string[],
  load: (laneId: string) => LaneLoad | undefined,
): { canRun: boolean; why: string } {
  if (!seedOk) return { canRun: false, why: 'the seed cannot run yet (see under the editor)' };
  const ready = readiness(laneIds, load);
  return ready.ok ? { canRun: true, why: '' } : { canRun: false, why: ready.why };
}

function isLoading(load: LaneLoad | undefined): boolean {
  return !load || load.status === 'loading' || load.status === 'off';
}

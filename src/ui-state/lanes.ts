// The lane choices the playground offers (a base lane, model validation, Z3's arithmetic solver, other
// options) and how they become lanes: names, parsing and titles are solvers/lane-spec.ts's.
import type { Lane } from '../solvers/lane.js';
import {
  modelValidationOption,
  offeredLanes,
  optionProblem,
  parseLaneSpec,
  printLaneSpec,
  resolveLane,
  withOptions,
} from '../solvers/lane-spec.js';

export type ArithSolver = 'default' | '2' | '6';

export interface LaneChoice {
  /** The lane without options: `z3@5.2.0`, `z3@4.8.17` or `cvc5` (the CVC5 WebAssembly build). */
  base: string;
  enabled: boolean;
  modelValidate: boolean;
  arith: ArithSolver;
  /** Any other solver options, e.g. `smt.string_solver=z3str3` (Z3) or `--strings-exp` (CVC5). */
  extra?: string[];
}

const familyOf = (base: string): Lane['family'] => (base.startsWith('z3') ? 'z3' : 'cvc5');

/** A lane's other options from what a person typed (space separated), or which one is not an option. */
export function parseExtraOptions(
  text: string,
  base: string,
): { ok: true; options: string[] } | { ok: false; message: string } {
  const options = text.split(/\s+/).filter(Boolean);
  for (const o of options) {
    const problem = optionProblem(familyOf(base), o);
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

export function defaultLaneChoices(): LaneChoice[] {
  return offeredLanes().map((lane) => ({
    base: lane.id,
    enabled: lane.family === 'z3',
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
  const base = printLaneSpec(withOptions(lane.value, []));
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

/** How often a lane's worker was replaced, and why the last time (see SolverHost's RestartReason). */
export interface LaneRestarts {
  restarts?: number;
  lastRestart?: 'timeout' | 'crash';
}

/** The restart record after one more restart. */
export function withRestart<T extends LaneRestarts>(state: T, reason: 'timeout' | 'crash'): T {
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
  const why = state.lastRestart === 'timeout' ? 'a query ignored its timeout' : 'the solver crashed';
  return `restarts: ${n} (last: ${why})`;
}

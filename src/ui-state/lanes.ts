// The lanes the playground offers and how a person's choices become lane specs (see solvers/lane-spec.ts).
import { BUNDLED_Z3 } from '../solvers/z3/bundled.js';

export type ArithSolver = 'default' | '2' | '6';

export interface LaneChoice {
  /** `z3@5.2.0`, `z3@4.8.17` or `cvc5` (the CVC5 WebAssembly build, when one is served). */
  base: string;
  enabled: boolean;
  modelValidate: boolean;
  arith: ArithSolver;
  /** Any other solver options, e.g. `smt.string_solver=z3str3` (Z3) or `--strings-exp` (CVC5). */
  extra?: string[];
}

const Z3_OPTION = /^[A-Za-z_][A-Za-z0-9_.]*=[A-Za-z0-9_.-]+$/;
const CVC5_OPTION = /^--[a-z0-9][a-z0-9-]*(=[A-Za-z0-9_.-]+)?$/;

/** A lane's other options from what a person typed (space separated), or which one is not an option. */
export function parseExtraOptions(
  text: string,
  base: string,
): { ok: true; options: string[] } | { ok: false; message: string } {
  const options = text.split(/\s+/).filter(Boolean);
  const shape = base.startsWith('z3') ? Z3_OPTION : CVC5_OPTION;
  const bad = options.find((o) => !shape.test(o));
  if (bad)
    return {
      ok: false,
      message: `'${bad}' is not ${base.startsWith('z3') ? 'a Z3 option (name=value)' : 'a CVC5 option (--name or --name=value)'}`,
    };
  return { ok: true, options };
}

export const ARITH_LABELS: Record<ArithSolver, string> = {
  default: 'default',
  '2': 'smt.arith.solver=2 (old simplex)',
  '6': 'smt.arith.solver=6 (new core)',
};

export const DEFAULT_TIMEOUT_MS = 5000;

export function defaultLaneChoices(): LaneChoice[] {
  return [
    ...BUNDLED_Z3.map((z) => ({
      base: `z3@${z.version}`,
      enabled: true,
      modelValidate: false,
      arith: 'default' as const,
    })),
    { base: 'cvc5', enabled: false, modelValidate: false, arith: 'default' },
  ];
}

/** The lane spec string of a choice: `z3@4.8.17+model_validate=true+smt.arith.solver=2`, `cvc5+--check-models`. */
export function laneSpecOf(choice: LaneChoice): string {
  const parts = [choice.base];
  if (choice.base.startsWith('z3')) {
    if (choice.modelValidate) parts.push('model_validate=true');
    if (choice.arith !== 'default') parts.push(`smt.arith.solver=${choice.arith}`);
  } else if (choice.modelValidate) parts.push('--check-models');
  parts.push(...(choice.extra ?? []));
  return parts.join('+');
}

/** Back from a spec to a choice; undefined for a spec the playground cannot run. */
export function laneChoiceOf(spec: string): LaneChoice | undefined {
  const [base = '', ...opts] = spec.split('+');
  const known = defaultLaneChoices().find(
    (c) => c.base === base || (base === 'z3' && c.base === `z3@${BUNDLED_Z3[0]!.version}`),
  );
  if (!known) return undefined;
  const choice: LaneChoice = { ...known, enabled: true };
  for (const o of opts) {
    if (o === 'model_validate=true' || o === '--check-models') choice.modelValidate = true;
    else if (o === 'smt.arith.solver=2' || o === 'smt.arith.solver=6') choice.arith = o.slice(-1) as ArithSolver;
    else if (parseExtraOptions(o, base).ok) choice.extra = [...(choice.extra ?? []), o];
    else return undefined;
  }
  return choice;
}

/** A human name for a lane spec: `Z3 5.2.0`, `Z3 4.8.17 (model_validate=true)`, `CVC5`. */
export function laneTitle(spec: string): string {
  const [base = '', ...opts] = spec.split('+');
  const name = base.startsWith('z3@') ? `Z3 ${base.slice(3)}` : base === 'z3' ? `Z3 ${BUNDLED_Z3[0]!.version}` : 'CVC5';
  return opts.length ? `${name} (${opts.join(', ')})` : name;
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

// What a solver run returns: plain data, never handles.
import type { Lane } from './lane.js';

export type Answer = 'sat' | 'unsat' | 'unknown';

/**
 * ok: the solver ran to completion (its answers may still include `unknown`).
 * timeout: only the host's clock makes a timeout (the run was cut off).
 * crash: abort, failed assertion, segfault, WASM trap, "Fatal failure", internal error.
 * error: the solver rejected the script with its own `(error …)` (or printed nothing and exited cleanly where the
 *   script has a command that prints; a clean run of a script that prints nothing is ok with no answers).
 */
export type OutcomeStatus = 'ok' | 'timeout' | 'crash' | 'error';

/**
 * Why a solver rejected a script: it could not parse it, it parsed it but does not support it, or it refused
 * an option (on its command line, or another solver's `set-option` in the script): a rejected configuration.
 */
export const ERROR_KIND_NAMES = ['parse', 'unsupported', 'option', 'other'] as const;
export type ErrorKind = (typeof ERROR_KIND_NAMES)[number];

export interface Outcome {
  laneId: string;
  /** One answer per check-sat (check-sat-assuming, check-sat-using) that completed. */
  answers: Answer[];
  /** The reason the solver gave for an `unknown` (`timeout`, `canceled`, `incomplete`, …), when it gave one. */
  unknownReason?: string;
  /** The model text of the last `sat` answer, when a model was asked for. */
  model?: string;
  stdout: string;
  stderr: string;
  status: OutcomeStatus;
  /** Human-readable detail; for crashes, the normalized message used for de-duplication. */
  message: string;
  errorKind?: ErrorKind;
  /** A crash's innermost solver frames, one per line, as the host saw them (a WebAssembly trap's stack). */
  stack?: string;
  /** The solver itself reported that its model failed validation (Z3 model_validate, CVC5 --check-models). */
  modelInvalid?: boolean;
  timeMs: number;
  /** What the run cost beyond its time, where the backend can tell (native lanes): the campaign's profile reads it. */
  cost?: RunCost;
}

/** Plain data about a run's cost (campaign/profile.ts). */
export interface RunCost {
  /**
   * Of `timeMs`, the part spent starting solver processes: a process per run, its start as measured on the lane (a
   * trivial `(check-sat)` in a fresh process); a persistent process, its own measured start, charged to its first run.
   */
  startMs: number;
  /** Solver processes started for the run (0: it ran in a process already running). */
  processStarts: number;
  /** A persistent process could not vouch for the outcome, so the run was made again in a fresh process. */
  freshRerun?: boolean;
}

export interface RunOptions {
  timeoutMs: number;
  produceModel?: boolean;
  /**
   * Solver options for this run only, after the lane's own (option fuzzing): the run is the one the lane
   * `lane+options` would make (lane-spec.ts `withExtraOptions` names it).
   */
  options?: readonly string[];
  /**
   * A run still waiting for a solver when this aborts never starts (the pool rejects it with `RunNotStarted`
   * when a solver comes free); one already running goes on to its end. A campaign out of time drops its queue
   * this way.
   */
  signal?: AbortSignal;
  /**
   * The same text run again to see whether it shows a bug that shows on some runs only (oracles/intermittent.ts): an
   * outcome kept from an earlier run (the CLI's outcome cache) will not do.
   */
  again?: boolean;
}

/** A queued run dropped before any solver started it (RunOptions.signal). */
export class RunNotStarted extends Error {
  constructor() {
    super('not run: dropped from the queue before a solver started it');
    this.name = 'RunNotStarted';
  }
}

export type LaneInfo = Pick<Lane, 'id' | 'family' | 'version' | 'backend' | 'options'>;

// The contract between a SolverHost and the worker that runs one solver instance (exposed with Comlink).
// Everything that crosses it is plain data.
import type { SolverFamily } from './lane.js';

export interface WorkerInit {
  family: SolverFamily;
  /** Z3: npm package name or URL of the z3-built.js glue; CVC5: URL or path of cvc5.js. */
  source: string;
  /** Solver options of the lane (see Lane.options). */
  options: readonly string[];
  /**
   * The solver's WebAssembly bytes, when the caller fetched them (the page does, to show bytes loaded and
   * to download one build at a time); else the worker fetches them itself.
   */
  wasm?: ArrayBuffer;
}

export interface WorkerInfo {
  /** The version the solver reports about itself. */
  version: string;
}

/** What one run produced, before classification. */
export interface RawRun {
  stdout: string;
  stderr: string;
  /** Process-like exit code: 0 for a normal return; null when the run ended with a trap or signal. */
  exitCode: number | null;
  signal: string | null;
  /** A WASM trap or JS exception message (`RuntimeError: unreachable`, `Aborted()` …). */
  trap?: string;
  timedOut: boolean;
  timeMs: number;
}

export interface SolverWorkerApi {
  init(config: WorkerInit): Promise<WorkerInfo>;
  /** `options`: solver options for this run only, after the lane's (option fuzzing). */
  run(script: string, timeoutMs: number, options?: readonly string[]): Promise<RawRun>;
  /** The solver's own description of its options (Z3: the layout of `z3 -pm:MODULE`), where the build can give it. */
  describeOptions?(): Promise<string>;
  /** Ask the running query to stop early (Z3_interrupt); a no-op where the solver cannot be interrupted. */
  interrupt(): Promise<void>;
}

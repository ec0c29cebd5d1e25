// What any backend observed about one solver run, before classification.

export interface RawRun {
  stdout: string;
  stderr: string;
  /** Process exit code, or a WASM module's `callMain` return value; null when killed by a signal. */
  exitCode: number | null;
  /** Signal name (`SIGSEGV`, `SIGABRT`, …) when a native process was killed by one. */
  signal: string | null;
  /** A WASM trap or JS exception message caught around the solver call (`RuntimeError: unreachable`). */
  trap?: string;
  /** The host's clock cut the run off. Only this makes a `timeout`. */
  timedOut: boolean;
}

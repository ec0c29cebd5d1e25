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
   * The solver's WebAssembly, when the caller has it: its bytes (fetched by the caller), or the module compiled from
   * them, which every worker of the build shares (the page does: the engine compiles a function when it first runs,
   * and a shared module keeps that code, so a new worker after a timeout or a crash does not compile it again); else
   * the worker fetches the bytes itself.
   */
  wasm?: ArrayBuffer | WebAssembly.Module;
}

export interface WorkerInfo {
  /** The version the solver reports about itself. */
  version: string;
  /** What a build says of how it was made (a CVC5 library build: wasm/build-cvc5-library.sh), when it can. */
  build?: WasmBuildInfo;
}

/** A WebAssembly build's own account of itself (the CVC5 library's `smtplay_cvc5_about`). */
export interface WasmBuildInfo {
  version: string;
  /** The source archive it was built from (`cvc5-1.3.4.tar.gz`) and that archive's SHA-256. */
  source: string;
  sourceSha256?: string;
  /**
   * The commit: a main-branch build's, or a release tag's when the archive is the tag's
   * (wasm/cvc5-library/release-tags.tsv); '' for an archive of neither.
   */
  commit: string;
  /** cvc5's CMake options, as its bug form asks for them. */
  configure: string;
  /** `-O2`. */
  optimisation: string;
  dependencies: string;
  compiler: string;
  assertions: boolean;
}

/** What any backend observed about one solver run, before classification (solvers/classify/). */
export interface RawRun {
  stdout: string;
  stderr: string;
  /**
   * How the program ended: a native process's exit code, the cvc5 WebAssembly build's `callMain` return or
   * `exit()` status, 0 when a Z3 API call returned. null when it did not end by itself: a trap or JS exception
   * (`trap`), a signal (`signal`), or the host's timeout.
   */
  exitCode: number | null;
  /** Signal name (`SIGSEGV`, `SIGABRT`, …) when a native process was killed by one. */
  signal: string | null;
  /** A WASM trap or JS exception message caught around the solver call (`RuntimeError: unreachable`, `Aborted()`). */
  trap?: string;
  /** The host's clock cut the run off. Only this makes a `timeout`. */
  timedOut: boolean;
  timeMs: number;
  /**
   * The instance can no longer run the configuration it was asked for (why, in one sentence), and the run was not
   * made: the host replaces the worker and runs the script again on a fresh one. Z3's WebAssembly module, after
   * `Z3_global_param_reset_all` of some parameter sets, forgets a parameter module for good ("invalid parameter,
   * unknown module 'rewriter'") and would run on without the lane's options (z3/worker-core.ts).
   */
  stale?: string;
}

export interface SolverWorkerApi {
  init(config: WorkerInit): Promise<WorkerInfo>;
  /** `options`: solver options for this run only, after the lane's (option fuzzing). */
  run(script: string, timeoutMs: number, options?: readonly string[]): Promise<RawRun>;
  /**
   * The solver's own description of its options (Z3: the layout of `z3 -pm:MODULE`); undefined where the build
   * cannot give one. Every worker answers it: through Comlink an absent method would be a call that rejects.
   */
  describeOptions(): Promise<string | undefined>;
  /** Ask the running query to stop early (Z3_interrupt); a no-op where the solver cannot be interrupted. */
  interrupt(): Promise<void>;
}

// A lane is one solver configuration: family, version, backend and options. It is a value: the spec a
// person types, the id in a finding and the name in a share link are the same canonical text
// (solvers/lane-spec.ts parses and prints it).
export type SolverFamily = 'z3' | 'cvc5';
export type Backend = 'wasm' | 'native';

export interface Lane {
  /**
   * The canonical spec, also the lane's id: `z3@5.2.0`, `z3@4.8.17+model_validate=true`, `cvc5` (the CVC5
   * WebAssembly build), `native:cvc5@1.0.3+--strings-exp` (a process).
   */
  id: string;
  family: SolverFamily;
  /** Exact solver version when known ('5.2.0' for the npm package, '1.0.3' for Debian's cvc5), else ''. */
  version: string;
  backend: Backend;
  /**
   * Solver options. Z3: `key=value` global parameters (`model_validate=true`, `smt.arith.solver=2`).
   * CVC5: command-line flags (`--check-models`, `--strings-exp`).
   */
  options: readonly string[];
  /** Native backend only: the program the spec names (`cvc5`, `z3`, or a user-named path). */
  binary?: string;
  /**
   * Native backend only: the executable that runs, when it is not `binary` itself: `native:cvc5@1.3.2` runs the
   * cvc5 1.3.2 that scripts/newest-solvers.sh installed (solvers/native/installed.ts) when PATH's cvc5 is another.
   */
  program?: string;
  /** Z3 wasm only: the npm package (or alias) that provides the build (`z3-solver`, `z3-4817`). */
  pkg?: string;
}

/** The executable a native lane runs. */
export function programOf(lane: Pick<Lane, 'family' | 'binary' | 'program'>): string {
  return lane.program ?? lane.binary ?? lane.family;
}

// A lane is one solver configuration: family, version, backend and options.
export type SolverFamily = 'z3' | 'cvc5';
export type Backend = 'wasm' | 'native';

export interface Lane {
  /** Stable display/id string, e.g. `z3@5.2.0`, `z3@4.8.17+model_validate=true`, `cvc5@1.0.3(native)`. */
  id: string;
  family: SolverFamily;
  /** Exact solver version when known (e.g. '5.2.0' for the npm package, '1.0.3' for Debian's cvc5). */
  version: string;
  backend: Backend;
  /**
   * Solver options. Z3: `key=value` global parameters (`model_validate=true`, `smt.arith.solver=2`).
   * CVC5: command-line flags (`--check-models`, `--strings-exp`).
   */
  options: readonly string[];
  /** Native backend only: the executable to run (`cvc5`, `z3`, or a user-named path). */
  binary?: string;
  /** npm package that provides a Z3 wasm version (`z3-solver`, or an alias such as `z3-4817`). */
  pkg?: string;
}

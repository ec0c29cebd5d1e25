// The slice of an initialised z3-solver low-level module (`{ Z3, em }` from its `init`) that the
// engine uses. Typed structurally so old package versions (4.8.17 ships another layout) and test
// doubles fit too.

/** Handles are raw WASM pointers. */
export type Pointer = number;

export interface Z3Api {
  mk_config(): Pointer;
  del_config(config: Pointer): void;
  mk_context_rc(config: Pointer): Pointer;
  del_context(context: Pointer): void;
  global_param_set(name: string, value: string): void;
  global_param_reset_all(): void;
  interrupt(context: Pointer): void;
  get_full_version(): string;
  // Parameter descriptions (option fuzzing reads a release's documentation from the release itself).
  mk_tactic?(context: Pointer, name: string): Pointer;
  tactic_inc_ref?(context: Pointer, tactic: Pointer): void;
  tactic_dec_ref?(context: Pointer, tactic: Pointer): void;
  tactic_get_param_descrs?(context: Pointer, tactic: Pointer): Pointer;
  param_descrs_inc_ref?(context: Pointer, descrs: Pointer): void;
  param_descrs_dec_ref?(context: Pointer, descrs: Pointer): void;
  param_descrs_size?(context: Pointer, descrs: Pointer): number;
  param_descrs_get_name?(context: Pointer, descrs: Pointer, i: number): Pointer;
  param_descrs_get_documentation?(context: Pointer, descrs: Pointer, name: Pointer): string;
  get_symbol_string?(context: Pointer, symbol: Pointer): string;
}

export interface Z3Emscripten {
  HEAPU8: Uint8Array;
  _malloc(bytes: number): Pointer;
  _free(pointer: Pointer): void;
  /** Starts `fn(...args)` on a new pthread; settles with what the thread reports. One at a time. */
  async_call(fn: (...args: number[]) => void, ...args: number[]): Promise<unknown>;
  _async_Z3_eval_smtlib2_string(context: Pointer, script: Pointer): void;
  PThread?: { terminateAllThreads(): void };
}

export interface Z3Module {
  Z3: Z3Api;
  em: Z3Emscripten;
}

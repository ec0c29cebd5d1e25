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

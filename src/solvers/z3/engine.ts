// Runs SMT-LIB scripts on one initialised z3-solver module. Environment-neutral: the loader (Node, or
// a Web Worker later) creates the module; this class only talks to its `{ Z3, em }`.
import { asError } from './as-error.js';
import { copyStringToHeap } from './heap-string.js';
import type { Pointer, Z3Module } from './module-types.js';
import { SerialQueue } from './serial-queue.js';

export class Z3Engine {
  /** What Z3 reports about itself, e.g. `5.1.0.0` (z3-solver 5.2.0 reports 5.1.0.0). */
  readonly version: string;
  private readonly params = new Map<string, string>();
  private readonly queue = new SerialQueue();
  private runningContext: Pointer | undefined;
  private rejectRunning: ((error: Error) => void) | undefined;
  private failure: Error | undefined;

  constructor(private readonly module: Z3Module) {
    this.version = module.Z3.get_full_version().replace(/^Z3\s+/, '');
  }

  /**
   * Runs `script` in a fresh Z3 context with Z3's default global parameters plus those from
   * `setParam`, so nothing a script declares or sets (even `(set-option :timeout …)`, which Z3
   * stores globally) reaches a later call. Calls run one at a time, in call order.
   * Resolves with Z3's whole textual output, `(error …)` lines included; rejects only when Z3
   * throws, crashes or the engine is closed.
   */
  evalSmtlib(script: string): Promise<string> {
    return this.queue.run(() => this.evalInFreshContext(script));
  }

  /** A Z3 global parameter (`timeout`, `model_validate`, `smt.random_seed`, …) for every later call. */
  setParam(name: string, value: string): void {
    this.params.set(name, value);
  }

  /**
   * Sets a global parameter once and forgets it again, so that Z3 says now (through the stderr hook) whether
   * it knows the parameter and the value's type.
   */
  checkParam(name: string, value: string): void {
    const { Z3 } = this.module;
    Z3.global_param_set(name, value);
    Z3.global_param_reset_all();
  }

  /** Forgets every `setParam`; later calls start from Z3's defaults. */
  reset(): void {
    this.params.clear();
  }

  /** Asks the running call, if any, to stop soon; it then resolves with its output so far. */
  interrupt(): void {
    if (this.runningContext !== undefined && this.failure === undefined) {
      this.module.Z3.interrupt(this.runningContext);
    }
  }

  /** Set once the module crashed or was closed; every later call rejects with it. */
  get failed(): Error | undefined {
    return this.failure;
  }

  /**
   * Marks the module as dead (the loader calls this when Z3 exits or aborts on a pthread): the
   * running call rejects with `error`, and so does every later one.
   */
  fail(error: Error): void {
    if (this.failure !== undefined) return;
    this.failure = error;
    this.rejectRunning?.(error);
  }

  /** Stops the module's threads (also a running query) so the process or worker can exit. */
  close(): void {
    this.fail(new Error('Z3 engine closed'));
    this.module.em.PThread?.terminateAllThreads();
  }

  private async evalInFreshContext(script: string): Promise<string> {
    if (this.failure !== undefined) throw this.failure;
    const { Z3, em } = this.module;
    const context = this.freshContext();
    const input = copyStringToHeap(em, script);
    this.runningContext = context;
    try {
      const output = await Promise.race([
        em.async_call(em._async_Z3_eval_smtlib2_string, context, input),
        new Promise<never>((_, reject) => (this.rejectRunning = reject)),
      ]);
      return String(output);
    } catch (reason) {
      throw asError(reason);
    } finally {
      this.runningContext = undefined;
      this.rejectRunning = undefined;
      // After a crash the dead thread may hold the allocator's lock: touch nothing.
      if (this.failure === undefined) {
        em._free(input);
        Z3.del_context(context);
      }
    }
  }

  private freshContext(): Pointer {
    const { Z3 } = this.module;
    Z3.global_param_reset_all();
    for (const [name, value] of this.params) Z3.global_param_set(name, value);
    const config = Z3.mk_config();
    const context = Z3.mk_context_rc(config);
    Z3.del_config(config);
    return context;
  }
}

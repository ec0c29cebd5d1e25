// Runs SMT-LIB scripts on one initialised z3-solver module. Environment-neutral: the loader (Node, or
// a Web Worker later) creates the module; this class only talks to its `{ Z3, em }`.
import { asError } from './as-error.js';
import { copyStringToHeap } from './heap-string.js';
import { guardLateThreadExits, type ThreadGuard } from './late-exit-guard.js';
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
  private readonly threads: ThreadGuard;

  constructor(private readonly module: Z3Module) {
    this.version = module.Z3.get_full_version().replace(/^Z3\s+/, '');
    this.threads = guardLateThreadExits(module.em);
  }

  /**
   * Runs `script` in a fresh Z3 context with Z3's default global parameters plus those from
   * `setParam`, so nothing a script declares or sets (even `(set-option :timeout …)`, which Z3
   * stores globally) reaches a later call. Calls run one at a time, in call order.
   * Resolves with Z3's whole textual output, `(error …)` lines included; rejects only when Z3
   * throws, crashes or the engine is closed.
   */
  evalSmtlib(script: string, extra: readonly (readonly [string, string])[] = []): Promise<string> {
    return this.queue.run(() => this.evalInFreshContext(script, extra));
  }

  /**
   * The release's own parameter listing for option fuzzing, in the layout of `z3 -pm:MODULE`
   * (`[module] smt` then `    name (type) description (default: value)`): names, types and defaults from
   * the listing Z3 prints for an unknown parameter of the module, descriptions from the parameter
   * descriptions of the module's tactic (`smt`, `sat`, `nlsat`, `simplify` for `rewriter`).
   */
  describeParams(modules: readonly { module: string; tactic?: string }[]): Promise<string> {
    return this.queue.run(async () => {
      const out: string[] = [];
      for (const { module, tactic } of modules) {
        const listing = await this.evalInFreshContext(`(set-option :${module}.smtplay_no_such_parameter 0)`, []);
        const docs = tactic ? this.tacticDocs(tactic) : new Map<string, string>();
        out.push(`[module] ${module}`);
        for (const line of listing.split('\n')) {
          const m = /^\s+([\w.]+) \(([^)]+)\)(?: \(default: (.*)\))?\s*$/.exec(line);
          if (!m) continue;
          const doc = docs.get(m[1]!);
          out.push(
            `    ${m[1]} (${m[2]})${doc ? ` ${doc.replace(/\s+/g, ' ')}` : ''}${m[3] !== undefined ? ` (default: ${m[3]})` : ''}`,
          );
        }
      }
      return out.join('\n') + '\n';
    });
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

  /**
   * Sets the global parameters a call with `extra` would run under, and nothing else (no context): so that Z3 says
   * now, through the stderr hook, whether it still takes them all (worker-core.ts). Calls in the queue keep their order.
   */
  applyParams(extra: readonly (readonly [string, string])[]): Promise<void> {
    return this.queue.run(async () => this.setGlobals(extra));
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
    this.threads.close();
    this.module.em.PThread?.terminateAllThreads();
  }

  /** Parameter name → description, from a tactic's parameter descriptions (empty when the build lacks them). */
  private tacticDocs(name: string): Map<string, string> {
    const Z3 = this.module.Z3;
    const docs = new Map<string, string>();
    if (!Z3.mk_tactic || !Z3.tactic_get_param_descrs || !Z3.param_descrs_size || !Z3.param_descrs_get_name) return docs;
    const context = this.freshContext([]);
    try {
      const tactic = Z3.mk_tactic(context, name);
      Z3.tactic_inc_ref?.(context, tactic);
      const descrs = Z3.tactic_get_param_descrs(context, tactic);
      Z3.param_descrs_inc_ref?.(context, descrs);
      const n = Z3.param_descrs_size(context, descrs);
      for (let i = 0; i < n; i++) {
        const symbol = Z3.param_descrs_get_name(context, descrs, i);
        const key = Z3.get_symbol_string?.(context, symbol);
        const doc = Z3.param_descrs_get_documentation?.(context, descrs, symbol);
        if (key && doc) docs.set(key, doc);
      }
      Z3.param_descrs_dec_ref?.(context, descrs);
      Z3.tactic_dec_ref?.(context, tactic);
    } catch {
      // an unknown tactic in this release: no descriptions
    } finally {
      Z3.del_context(context);
    }
    return docs;
  }

  private async evalInFreshContext(script: string, extra: readonly (readonly [string, string])[]): Promise<string> {
    if (this.failure !== undefined) throw this.failure;
    const { Z3, em } = this.module;
    const context = this.freshContext(extra);
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

  /** Z3's defaults, then the lane's parameters and this call's `extra` ones (option fuzzing), as global parameters. */
  private setGlobals(extra: readonly (readonly [string, string])[]): void {
    const { Z3 } = this.module;
    Z3.global_param_reset_all();
    for (const [name, value] of this.params) Z3.global_param_set(name, value);
    for (const [name, value] of extra) Z3.global_param_set(name, value);
  }

  /** A context under Z3's defaults, the lane's parameters and this call's `extra` ones (option fuzzing). */
  private freshContext(extra: readonly (readonly [string, string])[]): Pointer {
    const { Z3 } = this.module;
    this.setGlobals(extra);
    const config = Z3.mk_config();
    const context = Z3.mk_context_rc(config);
    Z3.del_config(config);
    return context;
  }
}

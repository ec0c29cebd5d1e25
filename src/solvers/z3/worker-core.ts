// The SolverWorkerApi of a Z3 WASM worker, shared by the browser worker (z3.worker.ts) and the Node
// worker_thread (z3.node-worker.ts). Only how the z3-solver module is loaded differs between the two.
import type { RawRun, SolverWorkerApi, WorkerInfo, WorkerInit } from '../worker-api.js';
import type { Z3Engine } from './engine.js';

/** Loads the z3-solver module named by WorkerInit.source (with its wasm bytes when given); stderr lines go to `onStderr`. */
export type Z3Loader = (
  source: string,
  onStderr: (line: string) => void,
  wasm?: ArrayBuffer | WebAssembly.Module,
) => Promise<Z3Engine>;

/** The Z3 modules option fuzzing draws from, with the tactic whose parameter descriptions document each. */
export const Z3_OPTION_MODULES = [
  { module: 'smt', tactic: 'smt' },
  { module: 'sat', tactic: 'sat' },
  { module: 'nlsat', tactic: 'nlsat' },
  { module: 'rewriter', tactic: 'simplify' },
] as const;

/** Lane options are Z3 global parameters written `name=value`. */
export function parseZ3Option(option: string): [string, string] {
  const at = option.indexOf('=');
  if (at <= 0) throw new Error(`Z3 option '${option}' must be written name=value`);
  return [option.slice(0, at).trim(), option.slice(at + 1).trim()];
}

/**
 * Through the API, Z3 only warns about a parameter it does not know or a value of the wrong type, and goes on
 * without it (the z3 binary refuses such a command line). A release that lacks a parameter would silently run
 * another configuration than the lane names, so the worker checks each option once and refuses the lane.
 */
const PARAM_WARNING = /^WARNING: ((?:unknown parameter|Expected values? for parameter|invalid parameter)\b.*)$/;

/**
 * A parameter module the instance took when the lane started (its options were checked then, and drawn options come
 * from the release's own table) that it no longer knows: after `Z3_global_param_reset_all` of some parameter sets
 * (one from `rewriter`, `smt` and `nlsat` each, in 4.8.17 and 5.2.0 alike) Z3 forgets the module `rewriter` for the
 * rest of the module's life, and `global_param_set` only warns. A fresh instance knows it again.
 */
const LOST_MODULE = /^WARNING: invalid parameter, unknown module '([^']+)'/;

/** What each run reports when the lane's options were refused: the z3 binary's own words for it. */
function refusedRun(warning: string, option: string): RawRun {
  return {
    stdout: '',
    stderr: `ERROR: ${warning} (lane option ${option})`,
    exitCode: 0,
    signal: null,
    timedOut: false,
    timeMs: 0,
  };
}

export function createZ3WorkerApi(load: Z3Loader): SolverWorkerApi {
  let engine: Z3Engine | undefined;
  let stderr: string[] = [];
  let refused: RawRun | undefined;
  return {
    async init(config: WorkerInit): Promise<WorkerInfo> {
      if (config.family !== 'z3') throw new Error(`the Z3 worker cannot run ${config.family}`);
      const params = config.options.map(parseZ3Option);
      engine = await load(config.source, (line) => stderr.push(line), config.wasm);
      for (const [name, value] of params) {
        stderr = [];
        engine.checkParam(name, value);
        const warning = stderr.map((line) => PARAM_WARNING.exec(line)?.[1]).find((w) => w !== undefined);
        if (warning !== undefined) refused ??= refusedRun(warning, `${name}=${value}`);
        engine.setParam(name, value);
      }
      stderr = [];
      return { version: engine.version };
    },
    async run(script: string, timeoutMs: number, options: readonly string[] = []): Promise<RawRun> {
      if (!engine) throw new Error('run() before init()');
      if (refused) return refused;
      // Z3's own timeout is the soft limit; the host's clock is the hard one.
      engine.setParam('timeout', String(Math.max(1, Math.round(timeoutMs))));
      const extra = options.map(parseZ3Option);
      stderr = [];
      await engine.applyParams(extra);
      const lost = stderr.map((line) => LOST_MODULE.exec(line)?.[1]).find((m) => m !== undefined);
      if (lost !== undefined)
        return {
          stdout: '',
          stderr: stderr.join('\n'),
          exitCode: 0,
          signal: null,
          timedOut: false,
          timeMs: 0,
          stale: `this Z3 instance no longer knows the parameter module '${lost}' (lost in Z3_global_param_reset_all), so it would run without the options ${extra.map(([n, v]) => `${n}=${v}`).join(' ') || 'of the lane'}`,
        };
      stderr = [];
      const started = performance.now();
      try {
        const stdout = await engine.evalSmtlib(script, extra);
        return {
          stdout,
          stderr: stderr.join('\n'),
          exitCode: 0,
          signal: null,
          timedOut: false,
          timeMs: performance.now() - started,
        };
      } catch (e) {
        // The stack's lines after the message carry Z3's frames when the trap happened on this thread
        // (classify/stack.ts keeps those; a pthread's trap arrives as a message only).
        const frames = e instanceof Error && e.stack?.includes('\n') ? e.stack.slice(e.stack.indexOf('\n')) : '';
        const trap = e instanceof Error ? `${e.message}${frames}` : String(e);
        return {
          stdout: '',
          stderr: stderr.join('\n'),
          exitCode: null,
          signal: null,
          trap,
          timedOut: false,
          timeMs: performance.now() - started,
        };
      }
    },
    async interrupt(): Promise<void> {
      engine?.interrupt();
    },
    async describeOptions(): Promise<string> {
      if (!engine) throw new Error('describeOptions() before init()');
      return engine.describeParams(Z3_OPTION_MODULES);
    },
  };
}

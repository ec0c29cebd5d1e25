// The SolverWorkerApi of a CVC5 WASM worker, shared by the browser worker (cvc5.worker.ts) and the Node
// worker_thread (cvc5.node-worker.ts). Only how the glue + wasm are fetched differs between the two.
import { needsIncremental } from '../script-commands.js';
import type { RawRun, SolverWorkerApi, WasmBuildInfo, WorkerInfo, WorkerInit } from '../worker-api.js';
import type { EmscriptenCli, EmscriptenCliSource } from './emscripten-cli.js';
import { loadCvc5 } from './load.js';

/**
 * Fetches the glue code and the wasm named by `WorkerInit.source` (see `parseCvc5Source`); the wasm's bytes or its
 * compiled module when the caller has them already (`WorkerInit.wasm`: the page does, to show the bytes, download one
 * build at a time and compile it once for all its workers).
 */
export type SourceLoader = (
  source: Cvc5SourceUrls,
  wasm?: ArrayBuffer | WebAssembly.Module,
) => Promise<EmscriptenCliSource>;

export interface Cvc5SourceUrls {
  js: string;
  wasm: string;
}

const WASM_MARK = '#wasm=';

/**
 * `WorkerInit.source` for CVC5 names `cvc5.js`; the wasm is `cvc5.wasm` beside it, unless the source is
 * `<js>#wasm=<url-encoded wasm>` (for blob: URLs or renamed files; build one with `cvc5Source`).
 */
export function parseCvc5Source(source: string): Cvc5SourceUrls {
  const at = source.indexOf(WASM_MARK);
  if (at >= 0) return { js: source.slice(0, at), wasm: decodeURIComponent(source.slice(at + WASM_MARK.length)) };
  const m = /^(.*?)(\.m?js)?([?#].*)?$/.exec(source);
  const base = m?.[1] ?? source;
  return { js: source, wasm: `${base}.wasm${m?.[3] ?? ''}` };
}

export function cvc5Source(js: string, wasm: string): string {
  return `${js}${WASM_MARK}${encodeURIComponent(wasm)}`;
}

/** The library's account of itself as plain data (a worker returns nothing else); undefined for a program build. */
export function wasmBuildInfo(about: Record<string, unknown> | undefined): WasmBuildInfo | undefined {
  if (!about || typeof about.version !== 'string') return undefined;
  const text = (k: string): string => (typeof about[k] === 'string' ? (about[k] as string) : '');
  return {
    version: about.version,
    source: text('source'),
    ...(text('sourceSha256') ? { sourceSha256: text('sourceSha256') } : {}),
    commit: text('commit'),
    configure: text('configure'),
    optimisation: text('optimisation'),
    dependencies: text('dependencies'),
    compiler: text('compiler'),
    assertions: about.assertions === true,
  };
}

/** `--tlimit-per=MS` for a run, unless its options set a time limit of their own. */
export function ownTimeLimit(args: readonly string[], timeoutMs: number): string[] {
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0 || args.some((a) => /^--tlimit(-per)?(=|$)/.test(a))) return [];
  return [`--tlimit-per=${Math.max(1, Math.round(timeoutMs))}`];
}

/**
 * `--incremental` for a script with several check-sats or push/pop, unless the options give it: without it cvc5 answers
 * the first check-sat and stops with "cannot make multiple queries unless incremental solving is enabled", as a
 * native cvc5 would without the flag its command line gets (native/command-line.ts).
 */
export function incrementalIfNeeded(args: readonly string[], script: string): string[] {
  return needsIncremental(script) && !args.includes('--incremental') ? ['--incremental'] : [];
}

/** The arguments of one run: the time limit and `--incremental` the run needs, then the lane's and the run's options. */
export function cvc5RunArgs(args: readonly string[], script: string, timeoutMs: number): string[] {
  return [...ownTimeLimit(args, timeoutMs), ...incrementalIfNeeded(args, script), ...args];
}

export function createCvc5WorkerApi(load: SourceLoader): SolverWorkerApi & { readonly cli: EmscriptenCli | undefined } {
  let cli: EmscriptenCli | undefined;
  let options: readonly string[] = [];
  return {
    get cli() {
      return cli;
    },
    async init(config: WorkerInit): Promise<WorkerInfo> {
      if (config.family !== 'cvc5') throw new Error(`the CVC5 worker cannot run ${config.family}`);
      const urls = parseCvc5Source(config.source);
      const loaded = await load(urls, config.wasm);
      cli = await loadCvc5(loaded);
      options = [...config.options];
      const build = wasmBuildInfo(await cli.about());
      return { version: await cli.version(), ...(build ? { build } : {}) };
    },
    async run(script: string, timeoutMs: number, extra: readonly string[] = []): Promise<RawRun> {
      // The hard limit is the host's: callMain blocks this thread, so only terminating the worker stops a run
      // that does not stop itself. cvc5's --tlimit needs a timer signal or thread that single-threaded WASM
      // lacks, but --tlimit-per is polled: given the same limit, cvc5 usually stops by itself (unknown) and
      // the host keeps this worker instead of loading the build again (Z3's lanes do the same with `timeout`).
      if (!cli) throw new Error('run() before init()');
      return cli.run({ args: cvc5RunArgs([...options, ...extra], script, timeoutMs), script });
    },
    async interrupt(): Promise<void> {
      // Nothing to do: while callMain runs, this worker cannot even receive the message.
    },
    async describeOptions(): Promise<undefined> {
      // cvc5's build has no listing of its options to read (Z3's is `z3 -pm`): no option table for its lanes.
      return undefined;
    },
  };
}

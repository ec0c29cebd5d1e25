// Browser side of the lanes: one SolverHost per lane spec, started on demand, with live status. Each lane's
// WebAssembly build (a Z3 release's, the CVC5 build's) is fetched here (bytes loaded shown in the lane panel), one
// build at a time so the first lane is ready as soon as possible, and each build once for all lanes that use it. The
// CVC5 lane is offered only when a CVC5 WebAssembly build is served (problem()).
import { checkCvc5Availability, type Cvc5Availability } from '../solvers/cvc5/availability.js';
import { spawnCvc5BrowserWorker } from '../solvers/cvc5/spawn-browser.js';
import { SolverHost, type HostStatus, type SpawnWorker } from '../solvers/host.js';
import type { Lane } from '../solvers/lane.js';
import { familyOf, parseLane } from '../solvers/lane-spec.js';
import type { Outcome, RunOptions } from '../solvers/outcome.js';
import type { LaneRunner } from '../solvers/runner.js';
import type { WasmBuildInfo, WorkerInit } from '../solvers/worker-api.js';
import { BUNDLED_Z3, Z3_ASSET_FILES, z3AssetBase, z3GlueUrl } from '../solvers/z3/bundled.js';
import { fetchWithProgress } from './fetch-progress.js';
import { spawnZ3BrowserWorker } from '../solvers/z3/spawn-browser.js';
import { withRestart, type LaneRestarts } from '../ui-state/lanes.js';

export type LaneStatus = HostStatus | 'unavailable' | 'off';

export interface LaneState extends LaneRestarts {
  status: LaneStatus;
  version?: string;
  /** What the lane's build says of how it was made (the CVC5 library build), when it says. */
  build?: WasmBuildInfo;
  message?: string;
  /** Bytes of the lane's build downloaded so far, and of the whole (when known). */
  loaded?: number;
  total?: number;
}

/**
 * Marks on the page's performance timeline as a lane starts (bench/cvc5-cold-start.ts reads them): its build's bytes
 * in, that build compiled, the lane answering. The cold start of a lane is from its bytes in to its answer: what the
 * page pays on any link, once the build has arrived.
 */
export const START_MARKS = {
  bytes: (url: string) => `smtplay:bytes ${url}`,
  compiled: (url: string) => `smtplay:compiled ${url}`,
  ready: (spec: string) => `smtplay:ready ${spec}`,
};

/** The uncompressed size of a shipped Z3's wasm (the build records it). */
const wasmBytes = (pkg: string): number | undefined => BUNDLED_Z3.find((z) => z.pkg === pkg)?.wasmBytes;

export class LaneService {
  private readonly hosts = new Map<string, SolverHost>();
  private readonly states = new Map<string, LaneState>();
  private cvc5: Promise<Cvc5Availability> | undefined;
  /**
   * Each build by URL, fetched and compiled once for all the workers that run it: the engine compiles a function when
   * it first runs, and the code stays with the module, so a worker that replaces one after a timeout or a crash starts
   * without compiling again (a CVC5 worker's start and first run: about 1.1 s each time, against 0.2–0.3 s). The bytes
   * are not kept once compiled.
   */
  private readonly modules = new Map<string, Promise<WebAssembly.Module>>();
  /** Downloads run one after another. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Each lane's start; `token` tells a start still wanted from one whose lane was switched off since. */
  private readonly starting = new Map<string, { token: object; done: Promise<void> }>();

  constructor(private readonly onChange: () => void) {}

  state(spec: string): LaneState {
    return this.states.get(spec) ?? { status: 'off' };
  }

  cvc5Availability(): Promise<Cvc5Availability> {
    this.cvc5 ??= checkCvc5Availability();
    return this.cvc5;
  }

  /** Why a lane (by base) cannot run on this page: the CVC5 lane without a served WebAssembly build. */
  async problem(base: string): Promise<string | undefined> {
    if (familyOf(base) !== 'cvc5') return undefined;
    const avail = await this.cvc5Availability();
    return avail.available ? undefined : avail.help;
  }

  /** A Z3 build, fetched after the downloads asked for before it (bytes reported to its lanes) and compiled once. */
  private z3Wasm(pkg: string): Promise<WebAssembly.Module> {
    const url = new URL(`${z3AssetBase(pkg)}${Z3_ASSET_FILES[1]}`, document.baseURI).href;
    return this.compiledOnce(url, (spec) => this.pkgOf(spec) === pkg, wasmBytes(pkg));
  }

  /** The build at `url`, fetched and compiled once; a failed download or compile is tried again by the next start. */
  private compiledOnce(
    url: string,
    usesIt: (spec: string) => boolean,
    knownTotal?: number,
  ): Promise<WebAssembly.Module> {
    let got = this.modules.get(url);
    if (!got) {
      got = this.download(url, usesIt, knownTotal).then(async (bytes) => {
        performance.mark(START_MARKS.bytes(url));
        const module = await WebAssembly.compile(bytes);
        performance.mark(START_MARKS.compiled(url));
        return module;
      });
      got.catch(() => this.modules.delete(url));
      this.modules.set(url, got);
    }
    return got;
  }

  /**
   * The wasm at `url`, fetched after the downloads asked for before it, with the bytes reported to the lanes that
   * load it (`usesIt`); `knownTotal`: its uncompressed size, when the page knows it.
   */
  private download(url: string, usesIt: (spec: string) => boolean, knownTotal?: number): Promise<ArrayBuffer> {
    const report = (loaded: number, total: number | undefined): void => {
      for (const [id, state] of this.states)
        if (state.status === 'loading' && usesIt(id)) this.set(id, { ...state, loaded, ...(total ? { total } : {}) });
    };
    const got = this.queue.then(() => fetchWithProgress(url, report, knownTotal));
    this.queue = got.catch(() => undefined);
    return got;
  }

  private pkgOf(spec: string): string | undefined {
    const parsed = parseLane(spec);
    return parsed.ok && parsed.value.family === 'z3' ? parsed.value.pkg : undefined;
  }

  /** Starts the hosts of `specs` and stops every other one. */
  async sync(specs: readonly string[]): Promise<void> {
    for (const [spec, host] of this.hosts)
      if (!specs.includes(spec)) {
        host.dispose();
        this.hosts.delete(spec);
      }
    for (const spec of [...this.starting.keys()])
      if (!specs.includes(spec)) {
        this.starting.delete(spec);
        this.states.delete(spec);
      }
    await Promise.all(specs.map((s) => this.ensure(s)));
    this.onChange();
  }

  private set(spec: string, state: LaneState): void {
    this.states.set(spec, state);
    this.onChange();
  }

  /** Starts a lane once (later calls wait for the same start). */
  private ensure(spec: string): Promise<void> {
    let started = this.starting.get(spec);
    if (!started) {
      const token = {};
      started = { token, done: this.start(spec, () => this.starting.get(spec)?.token === token) };
      this.starting.set(spec, started);
    }
    return started.done;
  }

  private async start(spec: string, current: () => boolean): Promise<void> {
    await Promise.resolve(); // `current` holds once ensure() has recorded this start
    const parsed = parseLane(spec);
    if (!parsed.ok) return this.set(spec, { status: 'failed', message: parsed.error.message });
    const lane = parsed.value;
    if (lane.backend !== 'wasm')
      return this.set(spec, {
        status: 'unavailable',
        message: `${spec} is a solver process: the page runs WebAssembly builds only`,
      });
    let init: WorkerInit;
    let spawn: SpawnWorker;
    this.set(spec, { status: 'loading' });
    try {
      if (lane.family === 'cvc5') {
        const avail = await this.cvc5Availability();
        if (!avail.available) return this.set(spec, { status: 'unavailable', message: avail.help });
        const wasm = await this.compiledOnce(avail.wasm, (id) => familyOf(id) === 'cvc5');
        init = { family: 'cvc5', source: avail.source, options: lane.options, wasm };
        spawn = spawnCvc5BrowserWorker;
      } else {
        const pkg = lane.pkg ?? '';
        const wasm = await this.z3Wasm(pkg);
        init = { family: 'z3', source: z3GlueUrl(pkg, document.baseURI), options: lane.options, wasm };
        spawn = spawnZ3BrowserWorker;
      }
    } catch (e) {
      if (current()) this.set(spec, { status: 'failed', message: (e as Error).message });
      return;
    }
    if (!current()) return;
    const host: SolverHost = new SolverHost(lane, spawn, init, {
      warmSpare: false,
      onStatus: (status) => {
        if (this.hosts.get(spec) === host) this.set(spec, { ...this.state(spec), status });
      },
      onRestart: (reason) => {
        if (this.hosts.get(spec) === host) this.set(spec, withRestart(this.state(spec), reason));
      },
    });
    this.hosts.set(spec, host);
    try {
      const info = await host.start();
      performance.mark(START_MARKS.ready(spec));
      if (this.hosts.get(spec) === host)
        this.set(spec, {
          ...this.state(spec),
          status: host.currentStatus,
          version: info.version,
          ...(info.build ? { build: info.build } : {}),
        });
    } catch (e) {
      if (this.hosts.get(spec) === host) this.set(spec, { status: 'failed', message: (e as Error).message });
    }
  }

  readonly run = async (spec: string, script: string, options: RunOptions): Promise<Outcome> => {
    await this.ensure(spec);
    const host = this.hosts.get(spec);
    if (!host) {
      const message = this.state(spec).message ?? `${spec} is not available`;
      return { laneId: spec, answers: [], stdout: '', stderr: '', status: 'error', message, timeMs: 0 };
    }
    return host.run(script, options);
  };

  /** What a lane's release says of its options (its parameter listing), started on demand; undefined when it cannot. */
  async describeOptions(spec: string): Promise<string | undefined> {
    await this.ensure(spec);
    return this.hosts.get(spec)?.describeOptions();
  }

  /** What a started lane's build of this family and version says of itself, if one does (reports quote it). */
  buildOf(family: string, version: string): WasmBuildInfo | undefined {
    for (const [spec, state] of this.states)
      if (state.build && state.build.version === version && familyOf(spec) === family) return state.build;
    return undefined;
  }

  /** The lanes of `specs` as a runner (campaigns, reductions). */
  runner(specs: readonly string[]): LaneRunner {
    const lanes: Lane[] = specs.flatMap((spec) => {
      const parsed = parseLane(spec);
      return parsed.ok ? [parsed.value] : [];
    });
    return { lanes, run: this.run };
  }

  dispose(): void {
    for (const h of this.hosts.values()) h.dispose();
    this.hosts.clear();
    this.starting.clear();
  }
}

// Browser side of the lanes: one SolverHost per lane spec, started on demand, with live status.
import { checkCvc5Availability, type Cvc5Availability } from '../solvers/cvc5/availability.js';
import { spawnCvc5BrowserWorker } from '../solvers/cvc5/spawn-browser.js';
import { SolverHost, type HostStatus, type RestartReason } from '../solvers/host.js';
import type { Lane } from '../solvers/lane.js';
import { parseLane } from '../solvers/lane-spec.js';
import type { Outcome, RunOptions } from '../solvers/outcome.js';
import type { LaneRunner } from '../solvers/runner.js';
import { z3GlueUrl } from '../solvers/z3/bundled.js';
import { spawnZ3BrowserWorker } from '../solvers/z3/spawn-browser.js';
import { withRestart, type LaneRestarts } from '../ui-state/lanes.js';

export type LaneStatus = HostStatus | 'unavailable' | 'off';

export interface LaneState extends LaneRestarts {
  status: LaneStatus;
  version?: string;
  message?: string;
}

export class LaneService {
  private readonly hosts = new Map<string, SolverHost>();
  private readonly states = new Map<string, LaneState>();
  private cvc5: Promise<Cvc5Availability> | undefined;

  constructor(private readonly onChange: () => void) {}

  state(spec: string): LaneState {
    return this.states.get(spec) ?? { status: 'off' };
  }

  cvc5Availability(): Promise<Cvc5Availability> {
    this.cvc5 ??= checkCvc5Availability();
    return this.cvc5;
  }

  /** Starts the hosts of `specs` and stops every other one. */
  async sync(specs: readonly string[]): Promise<void> {
    for (const [spec, host] of this.hosts)
      if (!specs.includes(spec)) {
        host.dispose();
        this.hosts.delete(spec);
        this.states.delete(spec);
      }
    await Promise.all(specs.map((s) => this.ensure(s)));
    this.onChange();
  }

  private set(spec: string, state: LaneState): void {
    this.states.set(spec, state);
    this.onChange();
  }

  private async ensure(spec: string): Promise<void> {
    if (this.hosts.has(spec)) return;
    const parsed = parseLane(spec);
    if (!parsed.ok) return this.set(spec, { status: 'failed', message: parsed.error.message });
    const lane = parsed.value;
    if (lane.backend !== 'wasm')
      return this.set(spec, {
        status: 'unavailable',
        message: `${spec} is a solver process: the page runs WebAssembly builds only`,
      });
    let host: SolverHost;
    const onStatus = (status: HostStatus): void => {
      if (this.hosts.get(spec) === host) this.set(spec, { ...this.state(spec), status });
    };
    const onRestart = (reason: RestartReason): void => {
      if (this.hosts.get(spec) === host) this.set(spec, withRestart(this.state(spec), reason));
    };
    if (lane.family === 'cvc5') {
      this.set(spec, { status: 'loading', message: 'looking for a CVC5 WebAssembly build…' });
      const avail = await this.cvc5Availability();
      if (!avail.available) return this.set(spec, { status: 'unavailable', message: avail.help });
      host = new SolverHost(
        lane,
        spawnCvc5BrowserWorker,
        { family: 'cvc5', source: avail.source, options: lane.options },
        { onStatus, onRestart, warmSpare: false },
      );
    } else {
      host = new SolverHost(
        lane,
        spawnZ3BrowserWorker,
        { family: 'z3', source: lane.pkg ? z3GlueUrl(lane.pkg, document.baseURI) : '', options: lane.options },
        { onStatus, onRestart, warmSpare: false },
      );
    }
    this.hosts.set(spec, host);
    this.set(spec, { status: 'loading' });
    try {
      const info = await host.start();
      if (this.hosts.get(spec) === host) this.set(spec, { status: host.currentStatus, version: info.version });
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
  }
}

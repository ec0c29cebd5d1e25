// Browser side of the lanes: one SolverHost per lane spec, started on demand, with live status.
import { checkCvc5Availability, type Cvc5Availability } from '../solvers/cvc5/availability.js';
import { spawnCvc5BrowserWorker } from '../solvers/cvc5/spawn-browser.js';
import { SolverHost, type HostStatus, type RestartReason } from '../solvers/host.js';
import type { LaneRunner } from '../campaign/index.js';
import type { Lane } from '../solvers/lane.js';
import { parseLaneSpec } from '../solvers/lane-spec.js';
import type { Outcome } from '../solvers/outcome.js';
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
    const cvc5 = spec === 'cvc5' || spec.startsWith('cvc5+');
    let host: SolverHost;
    const onStatus = (status: HostStatus): void => {
      if (this.hosts.get(spec) === host) this.set(spec, { ...this.state(spec), status });
    };
    const onRestart = (reason: RestartReason): void => {
      if (this.hosts.get(spec) === host) this.set(spec, withRestart(this.state(spec), reason));
    };
    if (cvc5) {
      this.set(spec, { status: 'loading', message: 'looking for a CVC5 WebAssembly build…' });
      const avail = await this.cvc5Availability();
      if (!avail.available) return this.set(spec, { status: 'unavailable', message: avail.help });
      const options = spec.split('+').slice(1);
      const lane = { id: spec, family: 'cvc5' as const, version: 'wasm', backend: 'wasm' as const, options };
      host = new SolverHost(
        lane,
        spawnCvc5BrowserWorker,
        { family: 'cvc5', source: avail.source, options },
        { onStatus, onRestart, warmSpare: false },
      );
    } else {
      const parsed = parseLaneSpec(spec);
      if (!parsed.ok) return this.set(spec, { status: 'failed', message: parsed.error.message });
      const lane = parsed.value;
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

  async run(spec: string, script: string, timeoutMs: number, produceModel = false): Promise<Outcome> {
    await this.ensure(spec);
    const host = this.hosts.get(spec);
    if (!host) {
      const message = this.state(spec).message ?? `${spec} is not available`;
      return { laneId: spec, answers: [], stdout: '', stderr: '', status: 'error', message, timeMs: 0 };
    }
    return host.run(script, { timeoutMs, produceModel });
  }

  /** The lanes of `specs` as the campaign engine's runner. */
  runner(specs: readonly string[]): LaneRunner {
    const lanes: Lane[] = [];
    for (const spec of specs) {
      if (spec === 'cvc5' || spec.startsWith('cvc5+')) {
        lanes.push({ id: spec, family: 'cvc5', version: 'wasm', backend: 'wasm', options: spec.split('+').slice(1) });
        continue;
      }
      const parsed = parseLaneSpec(spec);
      if (parsed.ok) lanes.push(parsed.value);
    }
    return { lanes, run: (id, script, o) => this.run(id, script, o.timeoutMs, o.produceModel ?? false) };
  }

  dispose(): void {
    for (const h of this.hosts.values()) h.dispose();
    this.hosts.clear();
  }
}

// Runs lanes in parallel: each lane gets `instances` solvers, and a run goes to the first idle one.
import type { Lane } from './lane.js';
import { RunNotStarted, type Outcome, type RunOptions } from './outcome.js';
import type { Solver } from './solver.js';

export interface PoolSizing {
  cores: number;
  /** Bytes of memory the pool may plan with. */
  memory: number;
}

/** Z3's wasm build reserves 2 GiB of fixed shared memory per instance. */
const WASM_INSTANCE_BYTES = 2 * 1024 ** 3;

/**
 * Instances per lane: as many as there are cores, whatever the number of lanes, and wasm instances capped by
 * memory. A query that runs into its timeout holds its instance for the whole timeout while the same lane's
 * other mutants wait behind it; with one instance per core each lane keeps going past its hard queries. The
 * cores are shared (lanes × cores solvers), which measured 1.8× the throughput of cores ÷ lanes on 2 cores
 * (BENCHMARKS.md, campaign); the cost is that a query near its timeout gets less CPU.
 */
export function instancesPerLane(lanes: readonly Lane[], sizing: PoolSizing): number {
  const byCores = Math.max(1, Math.floor(sizing.cores));
  const wasmLanes = lanes.filter((l) => l.backend === 'wasm').length;
  if (wasmLanes === 0) return byCores;
  const byMemory = Math.max(1, Math.floor(sizing.memory / WASM_INSTANCE_BYTES / wasmLanes));
  return Math.min(byCores, byMemory);
}

class LaneSlots {
  private readonly idle: Solver[];
  /** Runs waiting for a solver, in order; one whose signal aborted is dropped when its turn comes. */
  private readonly waiting: { take: (s: Solver) => void; drop: () => void; signal?: AbortSignal }[] = [];

  constructor(readonly solvers: readonly Solver[]) {
    this.idle = [...solvers];
  }

  async run(script: string, options: RunOptions): Promise<Outcome> {
    const { signal, ...runOptions } = options;
    if (signal?.aborted) throw new RunNotStarted();
    const solver =
      this.idle.pop() ??
      (await new Promise<Solver>((take, reject) =>
        this.waiting.push({ take, drop: () => reject(new RunNotStarted()), ...(signal ? { signal } : {}) }),
      ));
    try {
      return await solver.run(script, runOptions);
    } finally {
      this.handOver(solver);
    }
  }

  /** Gives a free solver to the first waiting run still wanted (dropping the others on the way). */
  private handOver(solver: Solver): void {
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      if (next.signal?.aborted) next.drop();
      else return next.take(solver);
    }
    this.idle.push(solver);
  }
}

export class SolverPool {
  private readonly slots = new Map<string, LaneSlots>();

  constructor(
    readonly lanes: readonly Lane[],
    create: (lane: Lane) => Solver,
    instances: number,
  ) {
    for (const lane of lanes) {
      this.slots.set(lane.id, new LaneSlots(Array.from({ length: instances }, () => create(lane))));
    }
  }

  /** Loads every solver; resolves with each lane's self-reported version (or the load error). */
  async start(): Promise<Map<string, { version: string } | { error: string }>> {
    const out = new Map<string, { version: string } | { error: string }>();
    await Promise.all(
      [...this.slots].map(async ([id, slots]) => {
        try {
          const infos = await Promise.all(slots.solvers.map((s) => s.start()));
          out.set(id, infos[0]!);
        } catch (e) {
          out.set(id, { error: (e as Error).message });
        }
      }),
    );
    return out;
  }

  run(laneId: string, script: string, options: RunOptions): Promise<Outcome> {
    const slots = this.slots.get(laneId);
    if (!slots) throw new Error(`no lane ${laneId} in this pool`);
    return slots.run(script, options);
  }

  /** A lane's description of its options (option fuzzing), from its first solver. */
  async describeOptions(laneId: string): Promise<string | undefined> {
    const solver = this.slots.get(laneId)?.solvers[0];
    return solver?.describeOptions ? solver.describeOptions() : undefined;
  }

  /** The same script on every lane at once. */
  runAll(script: string, options: RunOptions): Promise<Outcome[]> {
    return Promise.all(this.lanes.map((l) => this.run(l.id, script, options)));
  }

  dispose(): void {
    for (const slots of this.slots.values()) for (const s of slots.solvers) s.dispose();
  }
}

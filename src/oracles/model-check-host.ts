// Model checks in a worker, under a time bound, as the solvers run (solvers/host.ts): one check at a time, each
// given `timeBoundMs` from when the worker starts it; a check past its bound, or a worker that dies, is a check that
// gave up (no finding, counted by the judge), and the worker is replaced before the next check. Environment-
// neutral: the page spawns a Web Worker (spawn-model-check-browser.ts); a test spawns a fake.
import type { ModelCheck, ModelChecker } from './model-check.js';

/** What a model-check worker offers (exposed with Comlink): checkModelText, there. */
export interface ModelCheckWorkerApi {
  check(mutant: string, model: string): Promise<ModelCheck>;
}

export interface SpawnedModelChecker {
  api: ModelCheckWorkerApi;
  terminate(): void;
  /** Settles (never rejects) with a message when the worker dies on its own. */
  died: Promise<string>;
}

/**
 * How long one check may take in the page. The evaluator's default budget gives up within about 4 s of one core's
 * work at worst (BENCHMARKS.md, "Evaluator budget"); a check that is still running after this on a page whose
 * cores the solvers share is given up on.
 */
export const MODEL_CHECK_TIME_BOUND_MS = 5000;

type Settled = { kind: 'done'; check: ModelCheck } | { kind: 'failed'; message: string } | { kind: 'timeout' };

export class ModelCheckHost implements ModelChecker {
  private worker: SpawnedModelChecker | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private replaced = 0;

  constructor(
    private readonly spawn: () => SpawnedModelChecker,
    private readonly timeBoundMs = MODEL_CHECK_TIME_BOUND_MS,
  ) {}

  /** How many times a worker was thrown away (a check past its bound, or a worker that died). */
  get restarts(): number {
    return this.replaced;
  }

  check(mutant: string, model: string): Promise<ModelCheck> {
    const result = this.tail.then(() => this.checkNow(mutant, model));
    this.tail = result.catch(() => undefined);
    return result;
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }

  private async checkNow(mutant: string, model: string): Promise<ModelCheck> {
    let worker: SpawnedModelChecker;
    try {
      worker = this.worker ??= this.spawn();
    } catch (e) {
      return { kind: 'gave-up', reason: `the model checker could not start: ${(e as Error).message}` };
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settled: Settled = await Promise.race([
      worker.api.check(mutant, model).then(
        (check): Settled => ({ kind: 'done', check }),
        (e: unknown): Settled => ({ kind: 'failed', message: String((e as Error)?.message ?? e) }),
      ),
      worker.died.then((message): Settled => ({ kind: 'failed', message })),
      new Promise<Settled>((resolve) => {
        timer = setTimeout(() => resolve({ kind: 'timeout' }), this.timeBoundMs);
      }),
    ]);
    clearTimeout(timer);
    if (settled.kind === 'done') return settled.check;
    this.replace(worker);
    return settled.kind === 'timeout'
      ? { kind: 'gave-up', reason: `the model check ran past its ${this.timeBoundMs} ms` }
      : { kind: 'gave-up', reason: `the model checker failed: ${settled.message}` };
  }

  private replace(worker: SpawnedModelChecker): void {
    worker.terminate();
    if (this.worker === worker) this.worker = undefined;
    this.replaced++;
  }
}

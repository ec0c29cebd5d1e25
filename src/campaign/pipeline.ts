// Runs generated work through the solvers ahead of time, but hands results back in generation order:
// mutation never waits for a solver (up to `lookahead` jobs are in flight), and the order findings are
// recorded in does not depend on which solver finished first.

interface Pending<J, R> {
  job: J;
  started: boolean;
  result?: { ok: true; value: R } | { ok: false; error: unknown };
}

/**
 * `start` returns the work for a job, or undefined for a marker that needs none (it still keeps its
 * place in the order). A rejected job rethrows when its turn comes.
 */
export async function* inOrder<J, R>(
  jobs: Iterator<J>,
  start: (job: J) => Promise<R> | undefined,
  lookahead: number,
): AsyncGenerator<{ job: J; value: R | undefined }> {
  const queue: Pending<J, R>[] = [];
  let running = 0;
  let exhausted = false;
  let wake: (() => void) | undefined;
  const settle = (entry: Pending<J, R>, result: NonNullable<Pending<J, R>['result']>): void => {
    entry.result = result;
    running--;
    const w = wake;
    wake = undefined;
    w?.();
  };
  for (;;) {
    while (!exhausted && running < lookahead) {
      const next = jobs.next();
      if (next.done) {
        exhausted = true;
        break;
      }
      const promise = start(next.value);
      const entry: Pending<J, R> = { job: next.value, started: promise !== undefined };
      if (promise) {
        running++;
        promise.then(
          (value) => settle(entry, { ok: true, value }),
          (error: unknown) => settle(entry, { ok: false, error }),
        );
      }
      queue.push(entry);
    }
    const head = queue[0];
    if (!head) return;
    if (head.started && head.result === undefined) {
      await new Promise<void>((resolve) => (wake = resolve));
      continue;
    }
    queue.shift();
    if (head.result && !head.result.ok) throw head.result.error;
    yield { job: head.job, value: head.result?.value };
  }
}

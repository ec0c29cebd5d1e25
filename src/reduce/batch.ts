// Runs a speculative batch of candidates at once; the earliest success (in proposal order) wins and
// aborts the rest, so the outcome does not depend on which solver happened to finish first. An outer
// `cancel` signal abandons the whole batch at once (resolving with no winner).
import type { Script } from '../smtlib/ast.js';
import type { Predicate } from './types.js';

export interface Candidate {
  script: Script;
  text: string;
  /** Position in the pass's proposal order. */
  index: number;
}

export async function firstSuccess(
  batch: readonly Candidate[],
  predicate: Predicate,
  cancel?: AbortSignal,
): Promise<Candidate | undefined> {
  if (cancel?.aborted) return undefined;
  const controller = new AbortController();
  const results: (boolean | undefined)[] = batch.map(() => undefined);
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (settle: () => void): void => {
      if (settled) return;
      settled = true;
      cancel?.removeEventListener('abort', onCancel);
      controller.abort();
      settle();
    };
    const onCancel = (): void => finish(() => resolve(undefined));
    cancel?.addEventListener('abort', onCancel, { once: true });
    const decide = (): void => {
      for (let i = 0; i < batch.length; i++) {
        if (results[i] === undefined) return;
        if (results[i]) return finish(() => resolve(batch[i]));
      }
      finish(() => resolve(undefined));
    };
    batch.forEach((c, i) => {
      predicate({ script: c.script, text: c.text }, controller.signal).then(
        (ok) => {
          if (settled) return;
          results[i] = ok;
          decide();
        },
        (e: unknown) => finish(() => reject(e instanceof Error ? e : new Error(String(e)))),
      );
    });
  });
}

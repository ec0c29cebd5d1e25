// Runs a speculative batch of candidates at once; the earliest success (in proposal order) wins and
// aborts the rest, so the outcome does not depend on which solver happened to finish first.
import type { Script } from '../smtlib/ast.js';
import type { Predicate } from './types.js';

export interface Candidate {
  script: Script;
  text: string;
  /** Position in the pass's proposal order. */
  index: number;
}

export async function firstSuccess(batch: readonly Candidate[], predicate: Predicate): Promise<Candidate | undefined> {
  const controller = new AbortController();
  const results: (boolean | undefined)[] = batch.map(() => undefined);
  return new Promise((resolve, reject) => {
    let settled = false;
    const decide = (): void => {
      if (settled) return;
      for (let i = 0; i < batch.length; i++) {
        if (results[i] === undefined) return;
        if (results[i]) {
          settled = true;
          controller.abort();
          resolve(batch[i]);
          return;
        }
      }
      settled = true;
      resolve(undefined);
    };
    batch.forEach((c, i) => {
      predicate({ script: c.script, text: c.text }, controller.signal).then(
        (ok) => {
          results[i] = ok;
          decide();
        },
        (e: unknown) => {
          if (controller.signal.aborted) return;
          settled = true;
          controller.abort();
          reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    });
  });
}

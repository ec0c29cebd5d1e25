// The host's clock made a fake one: a test advances setTimeout time by hand (Vitest fake timers) and asks whether a
// run has settled, so "a timeout is reported after timeoutMs plus the grace" is checked by counting timer time, not
// by a wall-clock bound a busy machine would break. The solvers and their workers stay real.
import { vi } from 'vitest';

export interface Tracked<T> {
  promise: Promise<T>;
  readonly settled: boolean;
}

/** `promise`, with whether it has settled yet. */
export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const t = { promise, settled: false };
  promise.then(
    () => (t.settled = true),
    () => (t.settled = true),
  );
  return t;
}

/** Runs `work` with setTimeout and clearTimeout faked (performance.now and the event loop stay real). */
export async function withFakeTimers<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

// Hides globalThis.fetch while `task` runs. Nested or overlapping uses share one hiding, so the real
// fetch is restored only when the last of them settles.
let hiders = 0;
let saved: PropertyDescriptor | undefined;

export async function withoutGlobalFetch<T>(task: () => Promise<T>): Promise<T> {
  if (hiders++ === 0) {
    saved = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    Object.defineProperty(globalThis, 'fetch', { value: undefined, configurable: true, writable: true });
  }
  try {
    return await task();
  } finally {
    if (--hiders === 0) {
      if (saved) Object.defineProperty(globalThis, 'fetch', saved);
      else delete (globalThis as { fetch?: unknown }).fetch;
      saved = undefined;
    }
  }
}

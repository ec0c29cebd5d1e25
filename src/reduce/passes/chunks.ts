// ddmin's complement tests: remove chunks of size n/2, n/4, …, 1 from a list, each chunk in turn.
export function* chunkRemovals<T>(items: readonly T[], minKeep = 0): Generator<T[]> {
  for (let size = Math.max(1, Math.floor(items.length / 2)); ; size = Math.floor(size / 2)) {
    for (let start = 0; start < items.length; start += size) {
      const kept = [...items.slice(0, start), ...items.slice(start + size)];
      if (kept.length >= minKeep && kept.length < items.length) yield kept;
    }
    if (size <= 1) return;
  }
}

// Remembers which candidate texts were tried, by a 53-bit hash so large scripts cost no memory.
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export class CandidateCache {
  private readonly seen = new Set<number>();

  /** True the first time a text is offered, false for every repeat. */
  add(text: string): boolean {
    const h = hash53(`${text.length}:${text}`);
    if (this.seen.has(h)) return false;
    this.seen.add(h);
    return true;
  }
}

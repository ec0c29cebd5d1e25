// Remembers which candidate texts were tried, by a 53-bit hash so large scripts cost no memory.
import { cyrb53 } from '../rng.js';

export class CandidateCache {
  private readonly seen = new Set<number>();

  /** True the first time a text is offered, false for every repeat. */
  add(text: string): boolean {
    const h = cyrb53(`${text.length}:${text}`);
    if (this.seen.has(h)) return false;
    this.seen.add(h);
    return true;
  }
}

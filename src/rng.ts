// The one seeded random number generator of the product (sfc32, seeded by hashing a path of labels).
// Every random choice flows from a campaign seed through labelled forks, so any mutant can be rebuilt
// from (seed, mutator, options, rng seed, step). Beside it, the one short string hash (cyrb53) for stable ids.

/** 128-bit string hash (cyrb128): spreads a label path into four 32-bit seeds. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * 53-bit string hash (cyrb53): a text's short, stable name (finding ids, the reducer's memory of candidates tried).
 * Not a random number: the same text hashes the same in every run.
 */
export function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A text's stable id: its cyrb53 in 14 hexadecimal digits (finding ids, fact-cache keys, bundle names). */
export function hashId(text: string): string {
  return cyrb53(text).toString(16).padStart(14, '0');
}

export type RngLabel = string | number;

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(readonly path: string) {
    [this.a, this.b, this.c, this.d] = hash128(path);
    for (let i = 0; i < 12; i++) this.nextU32(); // mix the seed state
  }

  /** A generator for a root seed and an optional label path, e.g. `Rng.of(42, 'seed-3', 'opfuzz', 17)`. */
  static of(seed: RngLabel, ...labels: RngLabel[]): Rng {
    return new Rng([seed, ...labels].join('/'));
  }

  /** An independent generator for a sub-task; does not advance this one. */
  fork(...labels: RngLabel[]): Rng {
    return new Rng([this.path, ...labels].join('/'));
  }

  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.nextU32() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    if (n <= 0) throw new RangeError(`Rng.int needs n > 0, got ${n}`);
    return Math.floor(this.float() * n);
  }

  /** Uniform integer in [lo, hi] (inclusive). */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** A uniformly random big integer with the given number of bits. */
  bits(width: number): bigint {
    let v = 0n;
    for (let left = width; left > 0; left -= 32) {
      const take = Math.min(32, left);
      v = (v << BigInt(take)) | BigInt(this.nextU32() >>> (32 - take));
    }
    return v;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** A random non-empty subset (each element kept with probability 1/2, at least one kept). */
  nonEmptySubset<T>(items: readonly T[]): T[] {
    if (items.length === 0) return [];
    const kept = items.filter(() => this.chance(0.5));
    return kept.length > 0 ? kept : [this.pick(items)];
  }
}

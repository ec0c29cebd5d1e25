// A tiny identity-keyed cache of the last few entries. Mutators and print/printed.ts remember
// per-mutant state here rather than in a WeakMap: a chain asks only for its latest mutant, and a
// WeakMap entry per short-lived mutant costs more (ephemeron bookkeeping in every garbage
// collection) than the step.
export class RecentCache<K extends object, V> {
  private readonly keys: (K | undefined)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  constructor(readonly capacity = 8) {
    this.keys = new Array<K | undefined>(capacity).fill(undefined);
    this.values = new Array<V | undefined>(capacity).fill(undefined);
  }

  get(key: K): V | undefined {
    for (let i = 0; i < this.capacity; i++) if (this.keys[i] === key) return this.values[i];
    return undefined;
  }

  set(key: K, value: V): void {
    for (let i = 0; i < this.capacity; i++) {
      if (this.keys[i] === key) {
        this.values[i] = value;
        return;
      }
    }
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.capacity;
  }
}

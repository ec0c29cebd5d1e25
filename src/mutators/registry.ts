// Every mutator the product offers, by name.
import { fusion } from './fusion/index.js';
import { opFuzz } from './opfuzz/index.js';
import type { Mutator } from './types.js';
import { typeFuzz } from './typefuzz/index.js';

export const MUTATORS: readonly Mutator[] = [opFuzz, typeFuzz, fusion];

export function mutatorByName(name: string): Mutator | undefined {
  return MUTATORS.find((m) => m.info.name === name);
}

export function mutatorNames(): string[] {
  return MUTATORS.map((m) => m.info.name);
}

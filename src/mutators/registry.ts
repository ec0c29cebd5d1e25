// Every mutator the product offers, by name. The UI lists them, the CLI looks them up.
import { fusion } from './fusion/index.js';
import { janus } from './janus/index.js';
import { opFuzz } from './opfuzz/index.js';
import { sae } from './sae/index.js';
import { storm } from './storm/index.js';
import type { Mutator } from './types.js';
import { typeFuzz } from './typefuzz/index.js';

export const MUTATORS: readonly Mutator[] = [opFuzz, typeFuzz, fusion, janus, storm, sae];

export function mutatorByName(name: string): Mutator | undefined {
  return MUTATORS.find((m) => m.info.name === name);
}

export function mutatorNames(): string[] {
  return MUTATORS.map((m) => m.info.name);
}

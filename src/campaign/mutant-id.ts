// A mutant's identity: (campaign rng seed, seed, mutator, step). Written `rng:mutator:step:seedId`.
import type { MutantId } from './types.js';

export function formatMutantId(id: MutantId): string {
  return `${id.rngSeed}:${id.mutator}:${id.step}:${id.seedId}`;
}

export function parseMutantId(text: string): MutantId | undefined {
  const m = /^(-?\d+):([^:]+):(\d+):(.+)$/.exec(text);
  if (!m) return undefined;
  return { rngSeed: Number(m[1]), mutator: m[2]!, step: Number(m[3]), seedId: m[4]! };
}

// Theorem 1: which change keeps the seed's answer at a site of the given parity.
// sat seed: weaken positive sites, strengthen negative ones; unsat seed: the opposite.
import type { Expected } from '../types.js';
import type { Parity } from './parity.js';
import type { Effect, Rule } from './rule.js';

export type Direction = 'weaken' | 'strengthen';

export function directionAt(label: Expected, parity: Parity): Direction {
  return (label === 'sat' ? 1 : -1) * parity === 1 ? 'weaken' : 'strengthen';
}

/** A rule may be used in a direction when its effect is that direction or an equivalence. */
export const usableIn = (rule: Rule, direction: Direction): boolean =>
  rule.effect === direction || rule.effect === 'equiv';

export const effectWord = (e: Effect): string =>
  e === 'equiv' ? 'an equivalent' : e === 'weaken' ? 'a weaker' : 'a stronger';

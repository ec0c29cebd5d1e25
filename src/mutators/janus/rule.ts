// What a Janus rule is: a local rewrite F ↦ G with its logical effect (G weaker, stronger, or
// equivalent to F), over Boolean formulas or over regular expressions (language inclusion).
import type { Term } from '../../smtlib/ast.js';
import type { Sort } from '../../smtlib/sort.js';
import type { Rng } from '../../rng.js';

/** weaken: F → G is valid; strengthen: G → F is valid; equiv: both. */
export type Effect = 'weaken' | 'strengthen' | 'equiv';

export type Family =
  'relation' | 'connective' | 'quantifier' | 'string' | 'regex' | 'operator' | 'homomorphism' | 'automorphism';

/** Where a rule applies: Bool formulas, or RegLan terms inside `str.in_re` (weaker = larger language). */
export type Domain = 'bool' | 'regex';

export interface RuleContext {
  rng: Rng;
  /** A term of `sort` usable anywhere (from the script, else a random literal), or undefined. */
  param(sort: Sort): Term | undefined;
  /** A symbol used nowhere in the script. */
  fresh(): string;
  /** Whether the script's logic admits quantifiers (no set-logic, or one without the QF_ prefix). */
  quantifiers: boolean;
  /** Whether the script's logic has arithmetic symbols (no set-logic, ALL, or a logic of integer or real arithmetic). */
  arithmetic: boolean;
}

export interface Rule {
  name: string;
  family: Family;
  effect: Effect;
  domain: Domain;
  /** Matches every term of its domain (φ ↦ ¬¬φ, r ↦ r+ …): tried after the specific rules, mostly. */
  generic?: true;
  /** The rewritten term, or undefined when the rule does not match `t`. */
  apply(t: Term, ctx: RuleContext): Term | undefined;
}

// The vocabulary a mutation keeps to (smtlib/dialect.ts): a mutator never *introduces* an operator that
// a lane cannot read (a seed may still contain one). The lanes' dialects come in the `dialects` option
// (`'z3,cvc5@1.0.3'`, what the campaign passes); without it, `portable` (the default) keeps to the
// dialects of the solvers installed here that read the seed: both z3 4.8.12 and cvc5 1.0.3 for a seed
// both read, cvc5 1.0.3's vocabulary for a seed of sets, and so on. `portable: false` lifts the limit.
import type { Script } from '../smtlib/ast.js';
import { checkScript } from '../smtlib/check/index.js';
import { PINNED, PORTABLE, Vocabulary } from '../smtlib/dialect.js';
import { signaturesNamed } from '../smtlib/theories/index.js';
import type { MutatorOptions } from './types.js';

/** A spelling of an operator that has another name (`str.in.re`, `roundTowardZero`): swapping to it changes nothing. */
export function isAliasName(name: string): boolean {
  return signaturesNamed(name).some((s) => s.aliasOf !== undefined);
}

/** SMT-LIB makes str.< and str.<= chainable, but both solvers take exactly two arguments. */
const BINARY_ONLY = new Set(['str.<', 'str.<=']);

export function acceptsArgumentCount(name: string, n: number): boolean {
  return !BINARY_ONLY.has(name) || n === 2;
}

/** From the most to the least shared: the first that reads the seed is its vocabulary. */
const SEED_CANDIDATES: readonly Vocabulary[] = [
  PORTABLE,
  Vocabulary.of(`z3@${PINNED.z3}`),
  Vocabulary.of(`cvc5@${PINNED.cvc5}`),
  Vocabulary.of('z3'),
  Vocabulary.of('cvc5'),
];

const seedVocabularies = new WeakMap<Script, Vocabulary | null>();

/** The most widely read vocabulary that reads `script`; undefined when none does (no limit then). */
export function seedVocabulary(script: Script): Vocabulary | undefined {
  let v = seedVocabularies.get(script);
  if (v === undefined) {
    v = SEED_CANDIDATES.find((c) => checkScript(script, { dialects: c }).ok) ?? null;
    seedVocabularies.set(script, v);
  }
  return v ?? undefined;
}

const parsed = new Map<string, Vocabulary>();

/** The `dialects` option as a vocabulary (cached; an unknown dialect name throws, a usage error). */
export function dialectsOption(options: MutatorOptions): Vocabulary | undefined {
  const d = options.dialects;
  if (typeof d !== 'string' || d.trim() === '') return undefined;
  let v = parsed.get(d);
  if (!v) parsed.set(d, (v = Vocabulary.of(d)));
  return v;
}

/** What a mutation of `script` may introduce; undefined: any operator of the tables. */
export function mutationVocabulary(script: Script, options: MutatorOptions): Vocabulary | undefined {
  return dialectsOption(options) ?? (options.portable === false ? undefined : seedVocabulary(script));
}

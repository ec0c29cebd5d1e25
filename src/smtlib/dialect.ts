// Dialects: which readers accept a symbol. SMT-LIB (the standard), Z3 and cvc5 each read a different
// language; a theory table marks every operator, sort and syntax extension with the readers that accept
// it, and a checker given a list of dialects accepts only what every one of them reads.
//
// Membership is measured against the solver versions installed here (PINNED): `cvc5` in a table means
// cvc5 1.0.3 and later accept it; `cvc5+` that only versions after 1.0.3 do (documented, not runnable
// here); `cvc5-` that 1.0.3 does but later versions renamed it. A dialect written with a version
// (`cvc5@1.0.3`, `z3@5.2.0`) reads the symbols of that era; without one (`cvc5`), of any version.

export type DialectFamily = 'z3' | 'cvc5';
export type Dialect = 'smtlib' | DialectFamily;

/** The solver versions the `z3`/`cvc5` marks of the tables were measured on (native Debian packages). */
export const PINNED: Readonly<Record<DialectFamily, string>> = { z3: '4.8.12', cvc5: '1.0.3' };

/** A set of readers as bits: SMT-LIB, then each family up to its pinned version and after it. */
export type DialectMask = number;

const SMTLIB = 1;
const Z3_UPTO = 2;
const Z3_AFTER = 4;
const CVC5_UPTO = 8;
const CVC5_AFTER = 16;

const FAMILY_BITS: Readonly<Record<DialectFamily, { upto: number; after: number }>> = {
  z3: { upto: Z3_UPTO, after: Z3_AFTER },
  cvc5: { upto: CVC5_UPTO, after: CVC5_AFTER },
};

export const ALL_READERS: DialectMask = SMTLIB | Z3_UPTO | Z3_AFTER | CVC5_UPTO | CVC5_AFTER;
/** The default of a standard theory: the standard and both solvers, every version. */
export const STANDARD: DialectMask = ALL_READERS;

/**
 * Compiles a table's dialect text: words `smtlib`, `z3`, `cvc5`, a family may end in `+` (only versions
 * after the pinned one) or `-` (the pinned version and older, renamed since). E.g. `'smtlib z3 cvc5+'`.
 * `none`: kept for old seeds, read by no dialect here (a checker given any dialect rejects it).
 */
export function dialectMask(text: string): DialectMask {
  let mask = 0;
  if (text.trim() === 'none') return 0;
  for (const word of text.trim().split(/\s+/)) {
    if (word === 'smtlib') {
      mask |= SMTLIB;
      continue;
    }
    const m = /^(z3|cvc5)([+-]?)$/.exec(word);
    if (!m) throw new Error(`dialect table: unknown dialect '${word}' in '${text}'`);
    const bits = FAMILY_BITS[m[1] as DialectFamily];
    mask |= m[2] === '+' ? bits.after : m[2] === '-' ? bits.upto : bits.upto | bits.after;
  }
  return mask;
}

/** Compares dotted version numbers numerically: -1, 0 or 1. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split('.').map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** One reader a script must satisfy: `smtlib`, a family, or a family at a version (`cvc5@1.0.3`). */
export interface DialectSpec {
  readonly dialect: Dialect;
  readonly version?: string;
  /** The bits of the readers this spec stands for. */
  readonly mask: DialectMask;
  readonly text: string;
}

export function parseDialectSpec(text: string): DialectSpec | string {
  const m = /^(smtlib|z3|cvc5)(?:@(\d+(?:\.\d+)*))?$/.exec(text.trim());
  if (!m) return `unknown dialect '${text}' (expected smtlib, z3, cvc5, or z3@VERSION / cvc5@VERSION)`;
  const dialect = m[1] as Dialect;
  const version = m[2];
  if (dialect === 'smtlib') {
    if (version) return `the smtlib dialect takes no version: '${text}'`;
    return { dialect, mask: SMTLIB, text };
  }
  const bits = FAMILY_BITS[dialect];
  const mask =
    version === undefined
      ? bits.upto | bits.after
      : compareVersions(version, PINNED[dialect]) <= 0
        ? bits.upto
        : bits.after;
  return version === undefined ? { dialect, mask, text } : { dialect, version, mask, text };
}

/**
 * What a script may use: the intersection of its dialects (a symbol must be read by every lane).
 * `undefined` stands for no restriction (the union of all dialects, what the checker accepts by default).
 */
export class Vocabulary {
  private constructor(readonly specs: readonly DialectSpec[]) {}

  /** Parses `['z3', 'cvc5@1.0.3']` or `'z3,cvc5@1.0.3'`; throws on an unknown dialect (a usage error). */
  static of(dialects: readonly string[] | string): Vocabulary {
    const list = typeof dialects === 'string' ? dialects.split(',').filter((d) => d.trim() !== '') : dialects;
    const specs: DialectSpec[] = [];
    for (const d of list) {
      const spec = parseDialectSpec(d);
      if (typeof spec === 'string') throw new Error(spec);
      specs.push(spec);
    }
    if (specs.length === 0) throw new Error('a vocabulary needs at least one dialect');
    return new Vocabulary(specs);
  }

  /** Does every dialect of this vocabulary read a symbol with these readers? */
  accepts(mask: DialectMask): boolean {
    for (const s of this.specs) if ((mask & s.mask) === 0) return false;
    return true;
  }

  /** For messages: `z3` or `z3 and cvc5@1.0.3`. */
  describe(): string {
    const names = this.specs.map((s) => s.text);
    return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  }

  /** The dialects the vocabulary rejects a symbol for (to say which lane cannot read it). */
  rejecting(mask: DialectMask): DialectSpec[] {
    return this.specs.filter((s) => (mask & s.mask) === 0);
  }

  toString(): string {
    return this.specs.map((s) => s.text).join(',');
  }
}

/** What both solvers installed here read: z3 4.8.12 and cvc5 1.0.3 (what `portable` mutations keep to). */
export const PORTABLE: Vocabulary = Vocabulary.of([`z3@${PINNED.z3}`, `cvc5@${PINNED.cvc5}`]);

/** Who reads a symbol, for messages: `cvc5's`, `Z3's`, `standard`, `cvc5's (after 1.0.3)`. */
export function describeReaders(mask: DialectMask): string {
  const parts: string[] = [];
  for (const family of ['z3', 'cvc5'] as const) {
    const { upto, after } = FAMILY_BITS[family];
    const has = mask & (upto | after);
    if (!has) continue;
    const name = family === 'z3' ? 'Z3' : 'cvc5';
    if (has === (upto | after)) parts.push(name);
    else if (has === after) parts.push(`${name} after ${PINNED[family]}`);
    else parts.push(`${name} up to ${PINNED[family]}`);
  }
  if (parts.length === 0) return mask & SMTLIB ? 'only in the SMT-LIB standard (no solver here reads it)' : 'nobody';
  return `read by ${parts.join(' and ')}`;
}

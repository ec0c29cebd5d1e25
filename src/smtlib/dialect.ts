// Dialects: which readers accept a symbol. SMT-LIB (the standard), Z3 and cvc5 each read a different
// language; a theory table marks every operator, sort and syntax extension with the readers that accept
// it, and a checker given a list of dialects accepts only what every one of them reads.
//
// A family's language changes with its releases: ERAS lists where. Marks are measured against the
// releases themselves (test/smtlib/dialects.solvers.test.ts): `z3` in a table means every release reads
// it; `z3+` only releases after the pinned native one (PINNED); `z3-` the pinned one and older (renamed
// since); `z3>=4.12.2` that release and later, `z3<5.1.0` the releases before it (the version must start
// an era). A dialect written with a version
// (`cvc5@1.0.3`, `z3@4.8.17`) reads the symbols of its era; without one (`cvc5`), of any release.

export type DialectFamily = 'z3' | 'cvc5';
export type Dialect = 'smtlib' | DialectFamily;

/** The native solvers installed here (Debian's packages), on which the `+` and `-` marks turn. */
export const PINNED: Readonly<Record<DialectFamily, string>> = { z3: '4.8.12', cvc5: '1.0.3' };

/**
 * The first release of each era, oldest first: a release reads what its era reads. 4.8.13 and 1.0.4 are the
 * releases after the pinned ones. Z3 4.10.0 has the built-in `List` again (4.8.17 has none), 4.12.2 added
 * the SMT-LIB 2.7 overflow predicates and bvnego, 4.14.1 ubv_to_int/sbv_to_int/int_to_bv, 4.15.2 the sort
 * `->`, 4.15.4 a lambda applied like a function, 4.15.8 an array constant applied like a function, 5.0.0
 * any term in function position, and 5.1.0 refuses a declaration with a built-in name and argument sorts
 * (each measured on the z3-solver releases; 4.15.5 to 4.15.7 are not on npm).
 */
export const ERAS: Readonly<Record<DialectFamily, readonly string[]>> = {
  z3: ['0', '4.8.13', '4.10.0', '4.12.2', '4.14.1', '4.15.2', '4.15.4', '4.15.8', '5.0.0', '5.1.0'],
  cvc5: ['0', '1.0.4'],
};

/** A set of readers as bits: SMT-LIB, then one bit per era of each family. */
export type DialectMask = number;

const SMTLIB = 1;

/** Each family's era bits, oldest first. */
const ERA_BITS: Readonly<Record<DialectFamily, readonly number[]>> = (() => {
  let next = 1;
  const bits = (eras: readonly string[]): number[] => eras.map(() => 1 << next++);
  return { z3: bits(ERAS.z3), cvc5: bits(ERAS.cvc5) };
})();

const familyBits = (family: DialectFamily, from = 0, to = ERAS[family].length): DialectMask =>
  ERA_BITS[family].slice(from, to).reduce((a, b) => a | b, 0);

export const ALL_READERS: DialectMask = SMTLIB | familyBits('z3') | familyBits('cvc5');
/** The default of a standard theory: the standard and both solvers, every version. */
export const STANDARD: DialectMask = ALL_READERS;

/** The index of the era a release of `family` falls in. */
function eraOf(family: DialectFamily, version: string): number {
  const eras = ERAS[family];
  let i = 0;
  while (i + 1 < eras.length && compareVersions(eras[i + 1]!, version) <= 0) i++;
  return i;
}

/** The first era after the pinned release. */
const afterPinned = (family: DialectFamily): number => eraOf(family, PINNED[family]) + 1;

/**
 * Compiles a table's dialect text: words `smtlib`, `z3`, `cvc5`; a family may end in `+` (releases after
 * the pinned one), `-` (the pinned release and older, renamed since), `>=VERSION` (an era's first
 * release and later) or `<VERSION` (the releases before an era). E.g. `'smtlib z3>=4.12.2 cvc5'`,
 * `'z3- z3>=4.10.0'`. `none`: kept for old seeds, read by no dialect here (a checker given any dialect
 * rejects it).
 */
export function dialectMask(text: string): DialectMask {
  let mask = 0;
  if (text.trim() === 'none') return 0;
  for (const word of text.trim().split(/\s+/)) {
    if (word === 'smtlib') {
      mask |= SMTLIB;
      continue;
    }
    const m = /^(z3|cvc5)(\+|-|(>=|<)(\d+(?:\.\d+)*))?$/.exec(word);
    if (!m) throw new Error(`dialect table: unknown dialect '${word}' in '${text}'`);
    const family = m[1] as DialectFamily;
    const version = m[4];
    if (version !== undefined && !ERAS[family].includes(version)) {
      throw new Error(`dialect table: ${family} ${version} does not start an era (ERAS: ${ERAS[family].join(', ')})`);
    }
    const after = afterPinned(family);
    const era = version === undefined ? -1 : ERAS[family].indexOf(version);
    mask |=
      m[2] === '+'
        ? familyBits(family, after)
        : m[2] === '-'
          ? familyBits(family, 0, after)
          : m[3] === '>='
            ? familyBits(family, era)
            : m[3] === '<'
              ? familyBits(family, 0, era)
              : familyBits(family);
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
  const mask = version === undefined ? familyBits(dialect) : ERA_BITS[dialect][eraOf(dialect, version)]!;
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

/** Who reads a symbol, for messages: `Z3`, `cvc5 after 1.0.3`, `Z3 from 4.12.2`, `Z3 up to 4.8.12`. */
export function describeReaders(mask: DialectMask): string {
  const parts: string[] = [];
  for (const family of ['z3', 'cvc5'] as const) {
    const name = family === 'z3' ? 'Z3' : 'cvc5';
    const eras = ERAS[family];
    // Runs of consecutive eras, each said as a range of releases.
    let i = 0;
    while (i < eras.length) {
      if (!(mask & ERA_BITS[family][i]!)) {
        i++;
        continue;
      }
      let j = i;
      while (j + 1 < eras.length && mask & ERA_BITS[family][j + 1]!) j++;
      parts.push(name + eraRange(family, i, j));
      i = j + 1;
    }
  }
  if (parts.length === 0) return mask & SMTLIB ? 'only in the SMT-LIB standard (no solver here reads it)' : 'nobody';
  return `read by ${parts.join(' and ')}`;
}

/** ` after 4.8.12`, ` from 4.12.2`, ` up to 4.8.12`, ` from 4.12.2 before 4.14.1`; nothing for every era. */
function eraRange(family: DialectFamily, first: number, last: number): string {
  const eras = ERAS[family];
  const after = afterPinned(family);
  const lower = first === 0 ? '' : first === after ? ` after ${PINNED[family]}` : ` from ${eras[first]!}`;
  if (last === eras.length - 1) return lower;
  if (first === 0 && last === after - 1) return ` up to ${PINNED[family]}`;
  return `${lower} before ${eras[last + 1]!}`;
}

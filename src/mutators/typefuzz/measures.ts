// Facts about terms that TypeFuzz reads on every step: how many holes a term holds (itself and its
// sub-terms that may be replaced) and how long its printed text is. Terms are immutable, so a fact
// never goes stale. A seed's own terms are measured once and kept with its context; the terms that
// mutants add go to one shared young generation, dropped whenever it grows large (a dropped fact is
// measured again when next read), so a long campaign does not keep dead mutants alive.
import type { Term } from '../../smtlib/ast.js';
import { printLiteral } from '../../smtlib/printer.js';
import { appHeadLength, lengthFrom } from '../../smtlib/print/offsets.js';
import { childrenOutsidePatterns } from '../../smtlib/terms/traverse.js';

const YOUNG_LIMIT = 5_000;

// One number per term: printed length × SCALE + 2 × hole count + (1 if a :named label is inside).
const SCALE = 2 ** 27;

const young = new Map<Term, number>();

/** Decoding a measure (see `TermMeasures.of`). */
export const lengthOf = (v: number): number => Math.floor(v / SCALE);
export const countOf = (v: number): number => (v % SCALE) >> 1;
const namedIn = (v: number): number => v % 2;
/** Is a term with sort `sort` and measure `v` itself a hole? */
export const holeItself = (sort: unknown, v: number): boolean => sort !== undefined && namedIn(v) === 0;

export class TermMeasures {
  private readonly old = new Map<Term, number>();
  private sealed = false;
  readonly len = (t: Term): number => lengthOf(this.measure(t));

  /** Measures the seed's terms (they stay measured for the context's life). */
  constructor(roots: readonly Term[]) {
    for (const r of roots) this.measure(r);
    this.sealed = true;
  }

  /**
   * Holes under `t`, itself included: every sub-term with a sort except those carrying a :named label
   * inside (replacing one would drop a declaration) and :pattern terms.
   */
  holeCount(t: Term): number {
    return countOf(this.measure(t));
  }

  /** Both facts in one number: decode with lengthOf, countOf, holeItself. */
  of(t: Term): number {
    return this.measure(t);
  }

  private remember(t: Term, v: number): number {
    if (!this.sealed) this.old.set(t, v);
    else {
      if (young.size >= YOUNG_LIMIT) young.clear();
      young.set(t, v);
    }
    return v;
  }

  private measure(t: Term): number {
    if (t.kind === 'const') return printLiteral(t.lit).length * SCALE + (t.sort ? 2 : 0);
    const known = this.old.get(t) ?? young.get(t);
    if (known !== undefined) return known;
    let count = 0;
    let named = 0;
    let length: number;
    if (t.kind === 'app') {
      // The frequent case in one pass over the arguments.
      length = appHeadLength(t) + (t.args.length ? 2 : 0);
      for (const a of t.args) {
        const v = this.measure(a);
        count += countOf(v);
        named |= namedIn(v);
        length += 1 + lengthOf(v);
      }
    } else {
      for (const c of childrenOutsidePatterns(t)) {
        const v = this.measure(c);
        count += countOf(v);
        named |= namedIn(v);
      }
      if (t.kind === 'annot' && t.attrs.some((a) => a.keyword === ':named')) named = 1;
      length = lengthFrom(t, this.len);
    }
    if (t.sort && !named) count++;
    return this.remember(t, length * SCALE + 2 * count + named);
  }
}

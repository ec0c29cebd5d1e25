// Facts about terms that TypeFuzz reads on every step: how many holes a term holds (itself and its
// sub-terms that may be replaced) and how long its printed text is. Terms are immutable, so a fact
// never goes stale. A seed's own terms are measured once and kept with its context; the terms that
// mutants add go to one shared young generation, dropped whenever it grows large (a dropped fact is
// measured again when next read), so a long campaign does not keep dead mutants alive.
import type { Term } from '../../smtlib/ast.js';
import { printedLength } from '../print-offsets.js';

const YOUNG_LIMIT = 5000;

/** Two generations behind a Map's get/set: the seed's facts, then the mutants'. */
class Generations {
  private readonly old = new Map<Term, number>();
  private sealed = false;

  constructor(private readonly young: Map<Term, number>) {}

  get(t: Term): number | undefined {
    return this.old.get(t) ?? this.young.get(t);
  }

  set(t: Term, v: number): this {
    if (this.sealed) {
      if (this.young.size >= YOUNG_LIMIT) this.young.clear();
      this.young.set(t, v);
    } else this.old.set(t, v);
    return this;
  }

  /** From now on, new facts are young. */
  seal(): void {
    this.sealed = true;
  }
}

const youngHoles = new Map<Term, number>();
const youngLengths = new Map<Term, number>();

export class TermMeasures {
  /** Per term: 2 × its hole count, plus 1 when it carries a :named label somewhere inside. */
  private readonly holes = new Generations(youngHoles);
  private readonly lengths = new Generations(youngLengths);
  readonly len = (t: Term): number => printedLength(t, this.lengths);

  /** Measures the seed's terms (they stay measured for the context's life). */
  constructor(roots: readonly Term[]) {
    for (const r of roots) {
      this.measure(r);
      this.len(r);
    }
    this.holes.seal();
    this.lengths.seal();
  }

  /**
   * Holes under `t`, itself included: every sub-term with a sort except those carrying a :named label
   * inside (replacing one would drop a declaration) and :pattern terms.
   */
  holeCount(t: Term): number {
    return this.measure(t) >> 1;
  }

  /** Is `t` itself a hole? */
  isHole(t: Term): boolean {
    return t.sort !== undefined && (this.measure(t) & 1) === 0;
  }

  private measure(t: Term): number {
    if (t.kind === 'const') return t.sort ? 2 : 0;
    let m = this.holes.get(t);
    if (m !== undefined) return m;
    let count = 0;
    let named = 0;
    let x: number;
    switch (t.kind) {
      case 'app':
        for (const a of t.args) {
          x = this.measure(a);
          count += x >> 1;
          named |= x & 1;
        }
        break;
      case 'let':
        for (const b of t.bindings) {
          x = this.measure(b.term);
          count += x >> 1;
          named |= x & 1;
        }
        x = this.measure(t.body);
        count += x >> 1;
        named |= x & 1;
        break;
      case 'forall':
      case 'exists':
      case 'lambda':
        x = this.measure(t.body);
        count = x >> 1;
        named = x & 1;
        break;
      case 'match':
        x = this.measure(t.scrutinee);
        count = x >> 1;
        named = x & 1;
        for (const c of t.cases) {
          x = this.measure(c.body);
          count += x >> 1;
          named |= x & 1;
        }
        break;
      case 'annot':
        x = this.measure(t.term);
        count = x >> 1;
        named = x & 1 || (t.attrs.some((a) => a.keyword === ':named') ? 1 : 0);
        break;
    }
    if (t.sort && !named) count++;
    m = 2 * count + named;
    this.holes.set(t, m);
    return m;
  }
}

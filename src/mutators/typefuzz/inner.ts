// The holes inside one term: every sub-term (itself included) that may be replaced, in pre-order,
// with its offsets inside the term's printed text and the binders between the term and it. Not
// holes: terms carrying a :named label somewhere inside (replacing them would drop a declaration)
// and :pattern terms.
import type { Pattern, SortedVar, Term } from '../../smtlib/ast.js';
import type { Sort } from '../../smtlib/sort.js';
import { childOffset, printedLength } from '../print-offsets.js';
import type { Binder } from './scope.js';

export interface InnerHole {
  /** Path steps from the term (paths.ts numbering). */
  readonly steps: readonly number[];
  /** Offsets inside the term's printed text. */
  readonly start: number;
  readonly end: number;
  readonly sort: Sort;
  /** Bound between the term and this sub-term, outermost first. */
  readonly binders: readonly Binder[];
}

export interface BinderSorts {
  readonly binderSorts: ReadonlyMap<SortedVar, Sort | undefined>;
  readonly patternBinders: ReadonlyMap<Pattern, readonly Binder[]>;
}

const NO_BINDERS: readonly Binder[] = [];

export function innerHoles(term: Term, sorts: BinderSorts, lengths = new Map<Term, number>()): InnerHole[] {
  const walker = new Walker(sorts, lengths);
  walker.visit(term, 0, NO_BINDERS);
  return walker.out.filter((h): h is InnerHole => h !== null);
}

// A class rather than nested closures: this runs on every step for the new term's arguments.
class Walker {
  readonly out: (InnerHole | null)[] = [];
  private readonly steps: number[] = [];
  private readonly len: (t: Term) => number;

  constructor(
    private readonly sorts: BinderSorts,
    lengths: Map<Term, number>,
  ) {
    this.len = (t) => printedLength(t, lengths);
  }

  /** Visits `t` at `start`; true when it carries a :named label. */
  visit(t: Term, start: number, binders: readonly Binder[]): boolean {
    const at = this.out.length;
    this.out.push(t.sort ? { steps: this.steps.slice(), start, end: start + this.len(t), sort: t.sort, binders } : null);
    let named = false;
    switch (t.kind) {
      case 'const':
        break;
      case 'app':
        for (let i = 0; i < t.args.length; i++) named = this.child(t, i, t.args[i]!, start, binders) || named;
        break;
      case 'let': {
        t.bindings.forEach((b, i) => (named = this.child(t, i, b.term, start, binders) || named));
        const bound = t.bindings.map((b) => ({ name: b.name, sort: b.term.sort }));
        named = this.child(t, t.bindings.length, t.body, start, binders.concat(bound)) || named;
        break;
      }
      case 'forall':
      case 'exists':
      case 'lambda': {
        const bound = t.vars.map((v) => ({ name: v.name, sort: this.sorts.binderSorts.get(v) }));
        named = this.child(t, 0, t.body, start, binders.concat(bound));
        break;
      }
      case 'match':
        named = this.child(t, 0, t.scrutinee, start, binders);
        t.cases.forEach((c, k) => {
          const bound = this.sorts.patternBinders.get(c.pattern) ?? unknownPattern(c.pattern);
          named = this.child(t, k + 1, c.body, start, binders.concat(bound)) || named;
        });
        break;
      case 'annot':
        named = this.child(t, 0, t.term, start, binders) || t.attrs.some((a) => a.keyword === ':named');
        break;
    }
    if (named) this.out[at] = null;
    return named;
  }

  private child(t: Term, i: number, c: Term, start: number, binders: readonly Binder[]): boolean {
    this.steps.push(i);
    const named = this.visit(c, start + childOffset(t, i, this.len), binders);
    this.steps.pop();
    return named;
  }
}

function unknownPattern(p: Pattern): readonly Binder[] {
  return (p.kind === 'ctor' ? p.vars : [p.name]).map((name) => ({ name, sort: undefined }));
}

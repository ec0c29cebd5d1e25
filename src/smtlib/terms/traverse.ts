// Walking terms: the one traversal of the front end, the mutators and the reducer. Children are
// numbered in one canonical order per term kind (so paths are stable, see ../paths.ts); `visitTerm`
// walks a term pre-order with the path and the names bound around each sub-term, `mapChildren`
// rebuilds a term copy-on-write (unchanged sub-terms are shared, so an unchanged term is returned as is).
import type { SortedVar, Term } from '../ast.js';

/**
 * Children in canonical order: app args; let binding terms then body; quantifier/lambda body;
 * match scrutinee then case bodies; annotated term then :pattern terms; an applied term, then its arguments.
 */
export function childrenOf(t: Term): readonly Term[] {
  switch (t.kind) {
    case 'const':
      return [];
    case 'app':
      return t.args;
    case 'let':
      return [...t.bindings.map((b) => b.term), t.body];
    case 'forall':
    case 'exists':
    case 'lambda':
      return [t.body];
    case 'match':
      return [t.scrutinee, ...t.cases.map((c) => c.body)];
    case 'annot': {
      const out: Term[] = [t.term];
      for (const a of t.attrs) if ('terms' in a) out.push(...a.terms);
      return out;
    }
    case 'apply':
      return [t.fn, ...t.args];
  }
}

/**
 * `childrenOf` without an annotation's :pattern terms (hints to the solver, not sub-formulas: no
 * mutation site or hole is inside one). The numbering is childrenOf's, as pattern terms come last.
 */
export const childrenOutsidePatterns = (t: Term): readonly Term[] => (t.kind === 'annot' ? [t.term] : childrenOf(t));

/** A copy of `t` with child `i` replaced; every other field (the sort included) is kept. */
export function withChild(t: Term, i: number, child: Term): Term {
  switch (t.kind) {
    case 'const':
      throw new RangeError('a constant has no children');
    case 'app': {
      const args = t.args.slice();
      args[i] = child;
      return { ...t, args };
    }
    case 'let':
      if (i < t.bindings.length) {
        const bindings = t.bindings.slice();
        bindings[i] = { ...bindings[i]!, term: child };
        return { ...t, bindings };
      }
      return { ...t, body: child };
    case 'forall':
    case 'exists':
    case 'lambda':
      return { ...t, body: child };
    case 'match':
      if (i === 0) return { ...t, scrutinee: child };
      return { ...t, cases: t.cases.map((c, k) => (k === i - 1 ? { ...c, body: child } : c)) };
    case 'annot': {
      if (i === 0) return { ...t, term: child };
      let k = 1;
      const attrs = t.attrs.map((a) => {
        if (!('terms' in a)) return a;
        const terms = a.terms.map((pt) => (k++ === i ? child : pt));
        return { ...a, terms };
      });
      return { ...t, attrs };
    }
    case 'apply': {
      if (i === 0) return { ...t, fn: child };
      const args = t.args.slice();
      args[i - 1] = child;
      return { ...t, args };
    }
  }
}

/** Variables bound by `t` for its child `i` (let binds only in the body; match binds per case). */
export function boundForChild(t: Term, i: number): readonly { name: string; sort?: SortedVar['sort'] }[] {
  switch (t.kind) {
    case 'let':
      return i === t.bindings.length ? t.bindings.map((b) => ({ name: b.name })) : [];
    case 'forall':
    case 'exists':
    case 'lambda':
      return t.vars;
    case 'match': {
      if (i === 0) return [];
      const p = t.cases[i - 1]!.pattern;
      return p.kind === 'ctor' ? p.vars.map((name) => ({ name })) : [{ name: p.name }];
    }
    default:
      return [];
  }
}

/** The names `t` binds for its child `i`. */
export const bindsFor = (t: Term, i: number): readonly string[] => boundForChild(t, i).map((b) => b.name);

/**
 * `t` with each child replaced by `f(child, i)`, copying `t` only when a child changed (an application's
 * arguments are copied once however many change).
 */
export function mapChildren(t: Term, f: (child: Term, i: number) => Term): Term {
  if (t.kind === 'app') {
    let args: Term[] | undefined;
    for (let i = 0; i < t.args.length; i++) {
      const kid = t.args[i]!;
      const next = f(kid, i);
      if (next !== kid) (args ??= t.args.slice())[i] = next;
    }
    return args ? { ...t, args } : t;
  }
  let out: Term = t;
  childrenOf(t).forEach((kid, i) => {
    const next = f(kid, i);
    if (next !== kid) out = withChild(out, i, next);
  });
  return out;
}

/**
 * Where `visitTerm` is: the child indices from the start term, the terms from the start term down to
 * (not including) the visited one, and the names bound around it (innermost last). The arrays are the
 * walk's own and change as it goes on: copy what you keep.
 */
export interface TermVisit {
  readonly steps: readonly number[];
  readonly ancestors: readonly Term[];
  readonly bound: readonly string[];
}

/** The visited term is a :pattern term of the annotation above it. */
export function isPatternTerm(at: TermVisit): boolean {
  const parent = at.ancestors[at.ancestors.length - 1];
  return parent?.kind === 'annot' && at.steps[at.steps.length - 1]! > 0;
}

/**
 * Visits `t` and every sub-term, pre-order in canonical child order. Return false from `visit` to skip
 * the sub-terms of a term. `bound` holds names bound around `t` itself (e.g. a function's parameters).
 */
export function visitTerm(
  t: Term,
  visit: (term: Term, at: TermVisit) => boolean | void,
  bound: readonly string[] = [],
): void {
  const at = { steps: [] as number[], ancestors: [] as Term[], bound: bound.slice() };
  const go = (term: Term): void => {
    if (visit(term, at) === false) return;
    const kids = childrenOf(term);
    if (kids.length === 0) return;
    at.ancestors.push(term);
    for (let i = 0; i < kids.length; i++) {
      const names = bindsFor(term, i);
      at.bound.push(...names);
      at.steps.push(i);
      go(kids[i]!);
      at.steps.pop();
      at.bound.length -= names.length;
    }
    at.ancestors.pop();
  };
  go(t);
}

// STORM phase 1: the seed's closed Boolean sub-formulas ("predicates"), each with its depth.
// Depth counts every child of an n-ary application (the original measured only the first two, so a
// wide `and` looked shallow). A sub-formula that mentions a variable bound around it (let, quantifier,
// lambda, match) is not closed: asserted on its own it would be ill-scoped, so it is left out.
import type { Term } from '../../smtlib/ast.js';
import { bindsFor, childrenOf, visitTerm, type TermVisit } from '../../smtlib/terms/traverse.js';
import { printTerm } from '../../smtlib/printer.js';

export interface Fragment {
  term: Term;
  depth: number;
  size: number;
}

interface Facts {
  free: ReadonlySet<string>;
  depth: number;
  size: number;
  named: boolean;
}

const EMPTY: ReadonlySet<string> = new Set();

/** Every closed Bool-sorted sub-term of the assertions (sorts filled by the checker), deduplicated by text. */
export function collectFragments(assertions: readonly Term[], limit = 5000): Fragment[] {
  const seen = new Set<string>();
  const out: Fragment[] = [];
  const facts = new Map<Term, Facts>();

  const factsOf = (t: Term): Facts => {
    const cached = facts.get(t);
    if (cached) return cached;
    const kids = childrenOf(t);
    let free: Set<string> | undefined;
    let depth = 0;
    let size = 1;
    let named = t.kind === 'annot' && t.attrs.some((a) => a.keyword === ':named');
    kids.forEach((kid, i) => {
      const k = factsOf(kid);
      depth = Math.max(depth, k.depth);
      size += k.size;
      named ||= k.named;
      const bound = new Set(bindsFor(t, i));
      for (const name of k.free) if (!bound.has(name)) (free ??= new Set()).add(name);
    });
    if (t.kind === 'app' && t.args.length === 0) (free ??= new Set()).add(t.id.symbol);
    const f: Facts = { free: free ?? EMPTY, depth: depth + 1, size, named };
    facts.set(t, f);
    return f;
  };

  const visit = (t: Term, { bound }: TermVisit): boolean => {
    if (out.length >= limit) return false;
    const f = factsOf(t);
    const closed = !bound.some((name) => f.free.has(name));
    if (closed && !f.named && t.sort?.name === 'Bool') {
      const text = printTerm(t);
      if (!seen.has(text)) {
        seen.add(text);
        out.push({ term: t, depth: f.depth, size: f.size });
      }
    }
    return true;
  };

  for (const a of assertions) visitTerm(a, visit);
  return out;
}

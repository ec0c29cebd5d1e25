// Replaces free occurrences of names by terms (constants and applications of defined functions),
// stopping where a binder shadows a name. Capture of the inserted terms' free names is not avoided:
// the sort checker and the predicate judge the result like any other candidate.
import type { Term } from '../smtlib/ast.js';
import { isPlain } from '../smtlib/terms/query.js';
import { bindsFor, mapChildren } from '../smtlib/terms/traverse.js';

/** How a name is replaced: a constant by a term; a function by a builder of its body from the arguments. */
export type Replacer = (args: readonly Term[]) => Term | undefined;

export function substitute(t: Term, names: ReadonlyMap<string, Replacer>): Term {
  if (names.size === 0) return t;
  const out = mapChildren(t, (kid, i) => {
    const shadowed = bindsFor(t, i).filter((n) => names.has(n));
    return substitute(kid, shadowed.length ? withoutNames(names, shadowed) : names);
  });
  if (out.kind === 'app' && isPlain(out)) {
    const replace = names.get(out.id.symbol)?.(out.args);
    if (replace) return replace;
  }
  return out;
}

function withoutNames(names: ReadonlyMap<string, Replacer>, drop: readonly string[]): Map<string, Replacer> {
  const m = new Map(names);
  for (const d of drop) m.delete(d);
  return m;
}

/** A replacer for a parameterless name. */
export const constantReplacer =
  (value: Term): Replacer =>
  (args) =>
    args.length === 0 ? value : undefined;

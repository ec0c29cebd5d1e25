// Small term builders and queries shared by the passes.
import type { AppTerm, Identifier, Literal, Term } from '../smtlib/ast.js';
import { childrenOf } from '../smtlib/paths.js';

export const ident = (symbol: string, indices: Identifier['indices'] = []): Identifier => ({ symbol, indices });
export const sym = (symbol: string, indices: Identifier['indices'] = []): AppTerm => ({
  kind: 'app',
  id: ident(symbol, indices),
  args: [],
});
export const app = (symbol: string, args: readonly Term[]): AppTerm => ({ kind: 'app', id: ident(symbol), args });
export const lit = (kind: Literal['kind'], text: string): Term => ({ kind: 'const', lit: { kind, text } });

export function isApp(t: Term, symbol: string, arity?: number): t is AppTerm {
  return (
    t.kind === 'app' &&
    t.id.symbol === symbol &&
    t.id.indices.length === 0 &&
    !t.qual &&
    (arity === undefined || t.args.length === arity)
  );
}

export const isTrue = (t: Term): boolean => isApp(t, 'true', 0);
export const isFalse = (t: Term): boolean => isApp(t, 'false', 0);

/** Every symbol occurring in a term as a function or constant name (bound or free). */
export function symbolsIn(t: Term, out: Set<string> = new Set()): Set<string> {
  if (t.kind === 'app') out.add(t.id.symbol);
  if (t.kind === 'match') for (const c of t.cases) out.add(c.pattern.name);
  for (const c of childrenOf(t)) symbolsIn(c, out);
  return out;
}

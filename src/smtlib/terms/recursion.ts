// A recursive definition that calls itself on its own parameters unchanged, `(f m n)` in the body of f(m, n): wherever
// that call is reached the recursion never gets closer to its end. A reduction makes such calls (it replaces `(- n 1)`
// by `n`), and Z3's maintainers call a formula whose recursion does not terminate the user's fault (Z3 #4150, #2186),
// so the reducer does not keep one (reduce/validate.ts).
import type { FunDecl, Script, Term } from '../ast.js';
import { bindsFor, childrenOf } from './traverse.js';

/** Whether `t` is the parameter `name` itself (not a bound variable of the same name). */
const isParam = (t: Term, name: string, shadowed: ReadonlySet<string>): boolean =>
  t.kind === 'app' && t.args.length === 0 && t.id.indices.length === 0 && t.id.symbol === name && !shadowed.has(name);

function unchangedCall(t: Term, decl: FunDecl, shadowed: ReadonlySet<string>): boolean {
  if (
    t.kind === 'app' &&
    t.id.symbol === decl.name &&
    t.args.length === decl.params.length &&
    t.args.length > 0 &&
    t.args.every((a, i) => isParam(a, decl.params[i]!.name, shadowed))
  )
    return true;
  return childrenOf(t).some((child, i) => {
    const bound = bindsFor(t, i);
    return unchangedCall(child, decl, bound.length ? new Set([...shadowed, ...bound]) : shadowed);
  });
}

/** The first such call, as written (`(f m n)`), or undefined when every recursive call changes an argument. */
export function unchangedRecursiveCall(script: Script): string | undefined {
  for (const c of script.commands) {
    const defs =
      c.cmd === 'define-fun-rec'
        ? [{ decl: c.decl, body: c.body }]
        : c.cmd === 'define-funs-rec'
          ? c.decls.map((decl, i) => ({ decl, body: c.bodies[i]! }))
          : [];
    for (const { decl, body } of defs)
      if (unchangedCall(body, decl, new Set())) return `(${decl.name} ${decl.params.map((p) => p.name).join(' ')})`;
  }
  return undefined;
}

// Every function-level name a script declares (functions, constants, constructors, selectors,
// testers' constructors, :named labels). A theory operator with one of these names may be shadowed,
// so mutators neither replace nor introduce it.
import type { Script, Term } from '../smtlib/ast.js';
import { commandRoots } from '../smtlib/paths.js';
import { visitTerm } from '../smtlib/terms/traverse.js';

function addNamedLabels(t: Term, out: Set<string>): void {
  visitTerm(t, (u) => {
    if (u.kind === 'annot') for (const a of u.attrs) if (a.keyword === ':named' && 'name' in a) out.add(a.name);
  });
}

export function userDeclaredNames(script: Script): Set<string> {
  const out = new Set<string>();
  for (const c of script.commands) {
    switch (c.cmd) {
      case 'declare-fun':
      case 'declare-const':
      case 'define-const':
        out.add(c.name);
        break;
      case 'define-fun':
      case 'define-fun-rec':
        out.add(c.decl.name);
        break;
      case 'define-funs-rec':
        for (const d of c.decls) out.add(d.name);
        break;
      case 'declare-datatype':
      case 'declare-datatypes': {
        const decls = c.cmd === 'declare-datatype' ? [c.decl] : c.decls;
        for (const d of decls) {
          for (const k of d.constructors) {
            out.add(k.name);
            for (const s of k.selectors) out.add(s.name);
          }
        }
        break;
      }
      default:
        break;
    }
    for (const root of commandRoots(c)) addNamedLabels(root, out);
  }
  return out;
}

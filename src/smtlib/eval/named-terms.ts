// `(! t :named n)` makes n a nullary function equal to t in later commands (SMT-LIB 2.6 §3.6.5).
import type { Term } from '../ast.js';

/** The `:named` subterms of a term, by name (walked with an explicit stack: terms can be deep). */
export function namedTerms(root: Term): Map<string, Term> {
  const out = new Map<string, Term>();
  const stack: Term[] = [root];
  for (let t = stack.pop(); t; t = stack.pop()) {
    switch (t.kind) {
      case 'annot':
        for (const a of t.attrs) if (a.keyword === ':named' && 'name' in a) out.set(a.name, t.term);
        stack.push(t.term);
        break;
      case 'app':
        stack.push(...t.args);
        break;
      case 'apply':
        stack.push(t.fn, ...t.args);
        break;
      case 'let':
        stack.push(t.body, ...t.bindings.map((b) => b.term));
        break;
      case 'match':
        stack.push(t.scrutinee, ...t.cases.map((c) => c.body));
        break;
      case 'forall':
      case 'exists':
      case 'lambda':
        stack.push(t.body);
        break;
      case 'const':
        break;
    }
  }
  return out;
}

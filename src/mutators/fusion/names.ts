// Every symbol a script mentions (declared, defined, bound, sort, constructor, :named, theory),
// so fresh names can avoid them all, and the globals a script itself introduces.
import type { Attribute, Command, DatatypeDecl, Script, SortExpr, Term } from '../../smtlib/ast.js';
import { childrenOutsidePatterns } from '../../smtlib/terms/traverse.js';

export function allSymbols(script: Script): Set<string> {
  const out = new Set<string>();
  const sortExpr = (s: SortExpr): void => {
    out.add(s.id.symbol);
    for (const i of s.id.indices) if (typeof i === 'string') out.add(i);
    s.args.forEach(sortExpr);
  };
  const attrs = (as: readonly Attribute[]): void => {
    for (const a of as) {
      if ('name' in a) out.add(a.name);
      if ('terms' in a) a.terms.forEach(term);
    }
  };
  const term = (t: Term): void => {
    switch (t.kind) {
      case 'const':
        return;
      case 'app':
        out.add(t.id.symbol);
        for (const i of t.id.indices) if (typeof i === 'string') out.add(i);
        if (t.qual) sortExpr(t.qual);
        t.args.forEach(term);
        return;
      case 'let':
        for (const b of t.bindings) {
          out.add(b.name);
          term(b.term);
        }
        return term(t.body);
      case 'forall':
      case 'exists':
      case 'lambda':
        for (const v of t.vars) {
          out.add(v.name);
          sortExpr(v.sort);
        }
        return term(t.body);
      case 'match':
        term(t.scrutinee);
        for (const c of t.cases) {
          out.add(c.pattern.name);
          if (c.pattern.kind === 'ctor') c.pattern.vars.forEach((v) => out.add(v));
          term(c.body);
        }
        return;
      case 'annot':
        term(t.term);
        return attrs(t.attrs);
      case 'apply':
        term(t.fn);
        t.args.forEach(term);
        return;
    }
  };
  const datatype = (d: DatatypeDecl): void => {
    d.params.forEach((p) => out.add(p));
    for (const c of d.constructors) {
      out.add(c.name);
      for (const s of c.selectors) {
        out.add(s.name);
        sortExpr(s.sort);
      }
    }
  };
  for (const c of script.commands) commandSymbols(c, out, sortExpr, term, datatype);
  return out;
}

function commandSymbols(
  c: Command,
  out: Set<string>,
  sortExpr: (s: SortExpr) => void,
  term: (t: Term) => void,
  datatype: (d: DatatypeDecl) => void,
): void {
  switch (c.cmd) {
    case 'declare-sort':
      out.add(c.name);
      return;
    case 'define-sort':
      out.add(c.name);
      c.params.forEach((p) => out.add(p));
      return sortExpr(c.sort);
    case 'declare-fun':
      out.add(c.name);
      c.params.forEach(sortExpr);
      return sortExpr(c.sort);
    case 'declare-const':
      out.add(c.name);
      return sortExpr(c.sort);
    case 'define-fun':
    case 'define-fun-rec':
      out.add(c.decl.name);
      for (const p of c.decl.params) {
        out.add(p.name);
        sortExpr(p.sort);
      }
      sortExpr(c.decl.sort);
      return term(c.body);
    case 'define-funs-rec':
      for (const d of c.decls) {
        out.add(d.name);
        for (const p of d.params) {
          out.add(p.name);
          sortExpr(p.sort);
        }
        sortExpr(d.sort);
      }
      return c.bodies.forEach(term);
    case 'define-const':
      out.add(c.name);
      sortExpr(c.sort);
      return term(c.body);
    case 'declare-datatype':
      out.add(c.name);
      return datatype(c.decl);
    case 'declare-datatypes':
      c.sorts.forEach((s) => out.add(s.name));
      return c.decls.forEach(datatype);
    case 'assert':
    case 'simplify':
    case 'eval':
      return term(c.term);
    case 'check-sat-assuming':
      return c.literals.forEach(term);
    case 'get-value':
      return c.terms.forEach(term);
    default:
      return;
  }
}

/**
 * Names the script's own commands introduce at top level (functions, constants, sorts, datatypes, :named),
 * and its sort parameters (rename.ts renames them with the globals).
 */
export function globalNames(script: Script): Set<string> {
  const out = new Set<string>();
  const named = (t: Term): void => {
    if (t.kind === 'annot') for (const a of t.attrs) if ('name' in a) out.add(a.name);
    for (const child of childrenOutsidePatterns(t)) named(child);
  };
  for (const c of script.commands) {
    switch (c.cmd) {
      case 'define-sort':
        c.params.forEach((p) => out.add(p));
        out.add(c.name);
        break;
      case 'declare-sort':
      case 'declare-fun':
      case 'declare-const':
        out.add(c.name);
        break;
      case 'define-const':
        out.add(c.name);
        named(c.body);
        break;
      case 'define-fun':
      case 'define-fun-rec':
        out.add(c.decl.name);
        named(c.body);
        break;
      case 'define-funs-rec':
        c.decls.forEach((d) => out.add(d.name));
        c.bodies.forEach(named);
        break;
      case 'declare-datatype':
        out.add(c.name);
        datatypeNames(c.decl, out);
        break;
      case 'declare-datatypes':
        c.sorts.forEach((s) => out.add(s.name));
        c.decls.forEach((d) => datatypeNames(d, out));
        break;
      case 'assert':
        named(c.term);
        break;
      default:
        break;
    }
  }
  return out;
}

function datatypeNames(d: DatatypeDecl, out: Set<string>): void {
  d.params.forEach((p) => out.add(p));
  for (const c of d.constructors) {
    out.add(c.name);
    c.selectors.forEach((s) => out.add(s.name));
  }
}

/** Picks `base`, or `base_1`, `base_2`, … — the first not in `taken` — and reserves it. */
export function freshName(base: string, taken: Set<string>): string {
  let name = base;
  for (let k = 1; taken.has(name); k++) name = `${base}_${k}`;
  taken.add(name);
  return name;
}

// Renames a script's global names (functions, constants, sorts, datatypes, constructors, selectors,
// testers, define-fun names, :named names) consistently, leaving bound names alone: a variable
// bound by forall/exists/lambda/let/match or a define-fun parameter that shadows a renamed global
// keeps its name and its uses. Sort parameters of define-sort and `par` datatypes are renamed with the
// globals (names.ts counts them): to Z3 a parameter named like a declared sort is that sort, so a
// parameter must neither stop naming its own script's sort nor start naming the other script's.
import type {
  Attribute,
  Command,
  DatatypeDecl,
  FunDecl,
  Identifier,
  Pattern,
  SortedVar,
  SortExpr,
  Term,
} from '../../smtlib/ast.js';

/** Old name → new name, plus which names are constructors (a bare match pattern may name one). */
export interface Renaming {
  names: ReadonlyMap<string, string>;
  constructors: ReadonlySet<string>;
}

export function renameCommands(commands: readonly Command[], renaming: Renaming): Command[] {
  if (renaming.names.size === 0) return commands.slice();
  return commands.map((c) => renameCommand(c, renaming.names, renaming.constructors));
}

type Names = ReadonlyMap<string, string>;

function renameCommand(c: Command, r: Names, ctors: ReadonlySet<string>): Command {
  const name = (n: string): string => r.get(n) ?? n;
  const sort = (s: SortExpr): SortExpr => renameSort(s, r, new Set());
  const term = (t: Term, bound: readonly string[] = []): Term => renameTerm(t, r, ctors, new Set(bound));
  switch (c.cmd) {
    case 'declare-sort':
      return { ...c, name: name(c.name) };
    case 'define-sort':
      return { ...c, name: name(c.name), params: c.params.map(name), sort: sort(c.sort) };
    case 'declare-fun':
      return { ...c, name: name(c.name), params: c.params.map(sort), sort: sort(c.sort) };
    case 'declare-const':
      return { ...c, name: name(c.name), sort: sort(c.sort) };
    case 'define-const':
      return { ...c, name: name(c.name), sort: sort(c.sort), body: term(c.body) };
    case 'define-fun':
    case 'define-fun-rec':
      return {
        ...c,
        decl: renameDecl(c.decl, r),
        body: term(
          c.body,
          c.decl.params.map((p) => p.name),
        ),
      };
    case 'define-funs-rec':
      return {
        ...c,
        decls: c.decls.map((d) => renameDecl(d, r)),
        bodies: c.bodies.map((b, i) =>
          term(
            b,
            c.decls[i]!.params.map((p) => p.name),
          ),
        ),
      };
    case 'declare-datatype':
      return { ...c, name: name(c.name), decl: renameDatatype(c.decl, r) };
    case 'declare-datatypes':
      return {
        ...c,
        sorts: c.sorts.map((s) => ({ ...s, name: name(s.name) })),
        decls: c.decls.map((d) => renameDatatype(d, r)),
      };
    case 'assert':
      return { ...c, term: term(c.term) };
    case 'simplify':
    case 'eval':
      return { ...c, term: term(c.term) };
    case 'check-sat-assuming':
      return { ...c, literals: c.literals.map((t) => term(t)) };
    case 'get-value':
      return { ...c, terms: c.terms.map((t) => term(t)) };
    default:
      return c;
  }
}

function renameDecl(d: FunDecl, r: Names): FunDecl {
  return {
    name: r.get(d.name) ?? d.name,
    params: d.params.map((p) => renameVar(p, r, new Set())),
    sort: renameSort(d.sort, r, new Set()),
  };
}

function renameDatatype(d: DatatypeDecl, r: Names): DatatypeDecl {
  const params = new Set<string>();
  return {
    params: d.params.map((p) => r.get(p) ?? p),
    constructors: d.constructors.map((c) => ({
      name: r.get(c.name) ?? c.name,
      selectors: c.selectors.map((s) => ({
        ...s,
        name: r.get(s.name) ?? s.name,
        sort: renameSort(s.sort, r, params),
      })),
    })),
  };
}

function renameVar(v: SortedVar, r: Names, sortParams: ReadonlySet<string>): SortedVar {
  return { ...v, sort: renameSort(v.sort, r, sortParams) };
}

/** `sortParams` are sort parameters in scope: they are not the global sorts of the same name. */
export function renameSort(s: SortExpr, r: Names, sortParams: ReadonlySet<string>): SortExpr {
  const renamed = sortParams.has(s.id.symbol) ? undefined : r.get(s.id.symbol);
  const args = s.args.map((a) => renameSort(a, r, sortParams));
  return { ...s, id: renamed === undefined ? s.id : { ...s.id, symbol: renamed }, args };
}

/** Renames the free uses of globals in `t`; `bound` holds the names bound around `t`. */
export function renameTerm(t: Term, r: Names, ctors: ReadonlySet<string>, bound: Set<string>): Term {
  switch (t.kind) {
    case 'const':
      return t;
    case 'app':
      return {
        ...t,
        id: renameId(t.id, r, bound, t.args.length),
        qual: t.qual && renameSort(t.qual, r, new Set()),
        args: t.args.map((a) => renameTerm(a, r, ctors, bound)),
      };
    case 'let': {
      const bindings = t.bindings.map((b) => ({ ...b, term: renameTerm(b.term, r, ctors, bound) }));
      return {
        ...t,
        bindings,
        body: underBinders(
          t.bindings.map((b) => b.name),
          bound,
          () => renameTerm(t.body, r, ctors, bound),
        ),
      };
    }
    case 'forall':
    case 'exists':
    case 'lambda': {
      const vars = t.vars.map((v) => renameVar(v, r, new Set()));
      return {
        ...t,
        vars,
        body: underBinders(
          t.vars.map((v) => v.name),
          bound,
          () => renameTerm(t.body, r, ctors, bound),
        ),
      };
    }
    case 'match':
      return {
        ...t,
        scrutinee: renameTerm(t.scrutinee, r, ctors, bound),
        cases: t.cases.map((c) => {
          const pattern = renamePattern(c.pattern, r, ctors);
          const vars = patternVars(c.pattern, ctors);
          return { pattern, body: underBinders(vars, bound, () => renameTerm(c.body, r, ctors, bound)) };
        }),
      };
    case 'annot':
      return {
        ...t,
        term: renameTerm(t.term, r, ctors, bound),
        attrs: t.attrs.map((a) => renameAttr(a, r, ctors, bound)),
      };
    case 'apply':
      return { ...t, fn: renameTerm(t.fn, r, ctors, bound), args: t.args.map((a) => renameTerm(a, r, ctors, bound)) };
  }
}

function renameId(id: Identifier, r: Names, bound: ReadonlySet<string>, arity: number): Identifier {
  if (id.indices.length > 0) {
    // `(_ is C)` and other indexed identifiers naming a user symbol in an index.
    if (!id.indices.some((i) => typeof i === 'string' && r.has(i))) return id;
    return { ...id, indices: id.indices.map((i) => (typeof i === 'string' ? (r.get(i) ?? i) : i)) };
  }
  if (arity === 0 && bound.has(id.symbol)) return id;
  const renamed = r.get(id.symbol);
  if (renamed !== undefined) return { ...id, symbol: renamed };
  // Z3's tester `is-C` for a renamed constructor C.
  if (id.symbol.startsWith('is-')) {
    const ctor = r.get(id.symbol.slice(3));
    if (ctor !== undefined) return { ...id, symbol: `is-${ctor}` };
  }
  return id;
}

function renamePattern(p: Pattern, r: Names, ctors: ReadonlySet<string>): Pattern {
  if (p.kind === 'var' && !ctors.has(p.name)) return p;
  const name = r.get(p.name);
  return name === undefined ? p : { ...p, name };
}

/** The variables a pattern binds: a bare name that is a constructor binds nothing. */
function patternVars(p: Pattern, ctors: ReadonlySet<string>): string[] {
  if (p.kind === 'ctor') return [...p.vars];
  return ctors.has(p.name) ? [] : [p.name];
}

function renameAttr(a: Attribute, r: Names, ctors: ReadonlySet<string>, bound: Set<string>): Attribute {
  if ('name' in a) return { ...a, name: r.get(a.name) ?? a.name };
  if ('terms' in a) return { ...a, terms: a.terms.map((t) => renameTerm(t, r, ctors, bound)) };
  return a;
}

/** Runs `body` with `names` bound; names already bound outside stay bound afterwards. */
function underBinders<T>(names: readonly string[], bound: Set<string>, body: () => T): T {
  const added = names.filter((n) => !bound.has(n));
  for (const n of added) bound.add(n);
  try {
    return body();
  } finally {
    for (const n of added) bound.delete(n);
  }
}

// Tseitin CNF (linear size): every and/or/=>/not node over Booleans gets a fresh Boolean name defined by
// clauses for both directions, so the CNF is equisatisfiable with the seed and each of its models extends
// a model of the seed. Everything else Boolean — quantifiers, let, ite, =, xor, annotations, theory
// predicates — is an atom, so no bound variable ever leaves its binder.
import { commandsOfKind } from '../../smtlib/commands.js';
import { isDeclaration } from '../../smtlib/declarations.js';
import type { AppTerm, Command, Script, Term } from '../../smtlib/ast.js';
import { scopeAtLastCheckSat } from '../../smtlib/eval/index.js';
import { app, or, sortExpr, sym } from '../../smtlib/terms/build.js';
import { appOf } from '../../smtlib/terms/query.js';

/** ¬l, cancelling a double negation. */
function negateLiteral(l: Term): Term {
  return appOf(l, 'not', 1)?.args[0] ?? app('not', l);
}

function orLike(t: Term): AppTerm | undefined {
  const or = appOf(t, 'or');
  if (or && or.args.length > 0) return or;
  const implies = appOf(t, '=>');
  return implies && implies.args.length > 1 ? implies : undefined;
}

export interface Cnf {
  /** The seed's declarations and definitions, then the fresh Tseitin names. */
  prefix: Command[];
  clauses: Term[][];
  fresh: string[];
}

/** Commands left out of the prefix that keeps the seed's declarations and settings: what it asserts, asks or says. */
const QUERIES: ReadonlySet<string> = new Set([...commandsOfKind('assertion', 'output', 'exit', 'opaque'), 'set-info']);

function usedNames(script: Script): Set<string> {
  const names = new Set<string>();
  for (const c of script.commands) {
    if ('name' in c && typeof c.name === 'string') names.add(c.name);
    if (c.cmd === 'define-fun' || c.cmd === 'define-fun-rec') names.add(c.decl.name);
  }
  return names;
}

export function tseitin(script: Script): Cnf {
  // The query the seed's label answers: its last (an incremental seed's answers differ from query to query).
  const scope = scopeAtLastCheckSat(script);
  const taken = usedNames(script);
  const fresh: string[] = [];
  const clauses: Term[][] = [];
  const names = new Map<Term, Term>();
  let counter = 0;

  const freshName = (): Term => {
    let name: string;
    do name = `sae_t${counter++}`;
    while (taken.has(name));
    fresh.push(name);
    return sym(name);
  };

  const literal = (t: Term): Term => {
    const not = appOf(t, 'not', 1);
    if (not) return negateLiteral(literal(not.args[0]!));
    const known = names.get(t);
    if (known) return known;
    let result: Term;
    const and = appOf(t, 'and');
    const or = orLike(t);
    if (and && and.args.length > 0) {
      const v = freshName();
      const parts = and.args.map(literal);
      for (const p of parts) clauses.push([negateLiteral(v), p]);
      clauses.push([v, ...parts.map(negateLiteral)]);
      result = v;
    } else if (or) {
      const v = freshName();
      const parts = disjuncts(or);
      clauses.push([negateLiteral(v), ...parts]);
      for (const p of parts) clauses.push([v, negateLiteral(p)]);
      result = v;
    } else result = t;
    names.set(t, result);
    return result;
  };

  /** The literals of or(a…) and of a1 ⇒ … ⇒ an ≡ ¬a1 ∨ … ∨ ¬a(n-1) ∨ an. */
  const disjuncts = (t: AppTerm): Term[] =>
    t.id.symbol === 'or'
      ? t.args.map(literal)
      : t.args.map((a, i) => (i < t.args.length - 1 ? negateLiteral(literal(a)) : literal(a)));

  const top = (t: Term): void => {
    const and = appOf(t, 'and');
    const or = orLike(t);
    if (and) and.args.forEach(top);
    else if (or) clauses.push(disjuncts(or));
    else clauses.push([literal(t)]);
  };
  scope.assertions.forEach(top);

  const prefix = scope.commands.filter((c) => !QUERIES.has(c.cmd) || isDeclaration(c));
  for (const name of fresh) prefix.push({ cmd: 'declare-const', name, sort: sortExpr('Bool') });
  return { prefix, clauses, fresh };
}

export function cnfScript(cnf: Pick<Cnf, 'prefix'>, clauses: readonly (readonly Term[])[]): Script {
  const asserts = clauses.map((c): Command => ({
    cmd: 'assert',
    term: or(c),
  }));
  return { commands: [...cnf.prefix, ...asserts, { cmd: 'check-sat' }] };
}

// Sort-checking commands: each declaration extends the environment, each term is checked in it.
import type { Command, FunDecl, SExpr, Span, Term } from '../ast.js';
import { sortOf, sortToString, type Sort } from '../sort.js';
import { declareDatatypes } from './datatypes.js';
import { declareFunOnce, declareSortOnce } from './declare.js';
import { checkDeclaredName, checkRedefinition } from './declared-names.js';
import { POISON } from './env.js';
import { acceptsSort } from './functions.js';
import { paramSort, resolveSortExpr } from './sort-expr.js';
import type { FunSig } from './symbols.js';
import type { TermChecker } from './term-checker.js';

const isTrue = (v: SExpr | undefined): boolean => v?.kind === 'symbol' && v.name === 'true';

export function checkCommand(checker: TermChecker, c: Command): void {
  const env = checker.env;
  switch (c.cmd) {
    case 'set-logic':
      env.setLogic(c.logic);
      return;
    case 'set-option':
      if (c.keyword === ':global-declarations') env.globalDeclarations = isTrue(c.value);
      return;
    case 'declare-sort': {
      if (c.arity === undefined) checker.syntax('sort-without-arity', '', c.span);
      const arity = c.arity ?? 0;
      declareSortOnce(checker, c.name, { kind: 'declared', name: c.name, arity, sort: sortOf(c.name) }, c.span);
      return;
    }
    case 'define-sort': {
      checkSortParameters(checker, c.params, c.span);
      const shadowed = env.shadowedParams(c.params);
      const params = new Map(c.params.filter((p) => !shadowed.includes(p)).map((p) => [p, paramSort(p)] as const));
      const r = resolveSortExpr(c.sort, env, params);
      if (!r.ok) checker.report(r.at.span ?? c.span, r.message);
      const def = { kind: 'defined', name: c.name, params: c.params, body: c.sort } as const;
      declareSortOnce(checker, c.name, shadowed.length > 0 ? { ...def, shadowed } : def, c.span);
      return;
    }
    case 'declare-fun':
    case 'declare-const': {
      const params = c.cmd === 'declare-fun' ? c.params.map((p) => checker.sortOf(p, c.span)) : [];
      const result = checker.sortOf(c.sort, c.span);
      // A sort that does not resolve was reported; the symbol is still declared (poisoned), so that its
      // uses are not reported again as unknown.
      const sig: FunSig = {
        name: c.name,
        params: params.map((p) => p ?? POISON),
        result: result ?? POISON,
        kind: 'declared',
        polymorphic: false,
      };
      checkDeclaredName(checker, c.name, sig.params, c.span);
      declareFunOnce(checker, sig, c.span);
      return;
    }
    case 'define-fun':
    case 'define-fun-rec': {
      const sig = functionSig(checker, c.decl);
      checkRedefinition(checker, c.decl.name, c.span);
      if (sig) checkDeclaredName(checker, c.decl.name, sig.params, c.span);
      if (c.cmd === 'define-fun-rec' && sig) declareFunOnce(checker, sig, c.span);
      checkBody(checker, c.decl, c.body, sig?.result);
      if (c.cmd === 'define-fun' && sig) declareFunOnce(checker, sig, c.span);
      return;
    }
    case 'define-funs-rec': {
      const sigs = c.decls.map((d) => functionSig(checker, d));
      for (const s of sigs) if (s) declareFunOnce(checker, s, c.span);
      c.decls.forEach((d, i) => checkBody(checker, d, c.bodies[i]!, sigs[i]?.result));
      return;
    }
    case 'define-const': {
      const result = checker.sortOf(c.sort, c.span);
      checkRedefinition(checker, c.name, c.span);
      checkDeclaredName(checker, c.name, [], c.span);
      checkBody(checker, { name: c.name, params: [], sort: c.sort }, c.body, result);
      if (result)
        declareFunOnce(checker, { name: c.name, params: [], result, kind: 'defined', polymorphic: false }, c.span);
      return;
    }
    case 'declare-datatype':
      if (c.co) checker.syntax('codatatypes', 'declare-codatatype', c.span);
      checkSortParameters(checker, c.decl.params, c.span);
      declareDatatypes(checker, [{ name: c.name, arity: c.decl.params.length }], [c.decl], c.span);
      return;
    case 'declare-datatypes':
      if (c.co) checker.syntax('codatatypes', 'declare-codatatypes', c.span);
      if (c.legacy) checker.syntax('legacy-datatypes', '', c.span);
      checkSortParameters(checker, [...new Set(c.decls.flatMap((d) => d.params))], c.span);
      declareDatatypes(checker, c.sorts, c.decls, c.span, c.legacy);
      return;
    case 'push':
      env.push(c.n ?? 1);
      return;
    case 'pop': {
      const n = c.n ?? 1;
      if (!env.pop(n)) checker.report(c.span, `pop ${n} exceeds the ${env.depth} pushed assertion levels`);
      return;
    }
    case 'reset':
      env.reset();
      return;
    case 'reset-assertions':
      env.resetAssertions();
      return;
    case 'assert':
      checker.checkBool(c.term, 'assert', c.span);
      return;
    case 'check-sat-assuming':
      for (const l of c.literals) checker.checkBool(l, 'check-sat-assuming', c.span);
      return;
    case 'get-value':
      for (const t of c.terms) checker.check(t);
      return;
    case 'simplify':
    case 'eval':
      checker.check(c.term);
      return;
    case 'opaque':
      if (c.name === 'declare-heap') checker.syntax('declare-heap', c.name, c.span);
      return;
    default:
      return;
  }
}

/** Sort parameters named like a sort in scope (Z3 reads them, cvc5 refuses them). */
function checkSortParameters(checker: TermChecker, params: readonly string[], span: Span | undefined): void {
  if (!checker.env.vocabulary) return;
  for (const p of params) {
    const def = checker.env.sortDef(p);
    if (def && !(def.kind === 'datatype' && def.info.builtin)) {
      checker.syntax('shadowing-sort-parameter', `'${p}' named like a sort in scope`, span);
      return;
    }
  }
}

/** The signature of a defined function; undefined (errors reported) when a sort does not resolve. */
function functionSig(checker: TermChecker, decl: FunDecl): FunSig | undefined {
  const params = decl.params.map((p) => checker.sortOf(p.sort, p.span));
  const result = checker.sortOf(decl.sort);
  if (!result || params.some((p) => !p)) return undefined;
  return { name: decl.name, params: params as Sort[], result, kind: 'defined', polymorphic: false };
}

function checkBody(checker: TermChecker, decl: FunDecl, body: Term, result: Sort | undefined): void {
  const env = checker.env;
  const mark = env.localMark();
  for (const p of decl.params) {
    const r = resolveSortExpr(p.sort, env);
    env.bindLocal(p.name, r.ok ? r.sort : POISON);
  }
  const s = checker.check(body);
  env.unbindTo(mark);
  if (s && result && !acceptsSort(result, s, env.strict)) {
    checker.report(
      body.span,
      `the body of '${decl.name}' has sort ${sortToString(s)}, but '${decl.name}' is declared ${sortToString(result)}`,
    );
  }
}

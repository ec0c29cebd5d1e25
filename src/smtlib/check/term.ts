// Sort-checking terms: sets `term.sort` on every node it can and records an error for every
// ill-sorted node. A node whose argument is already ill-sorted is skipped silently, so one mistake
// gives one error.
import type { AnnotTerm, AppTerm, LetTerm, Literal, QuantTerm, LambdaTerm, SortExpr, Span, Term } from '../ast.js';
import { isNegativeLiteral } from '../negative-literal.js';
import type { SmtError } from '../result.js';
import { BOOL, REAL, STRING, sortEquals, sortToString, type Sort } from '../sort.js';
import { describeReaders } from '../dialect.js';
import {
  bitVecSort,
  internSort,
  resolveApp,
  resolveAppSort,
  theoryFunctionSorts,
  type ResolveContext,
} from '../theories/index.js';
import { SYNTAX, type SyntaxFeature } from '../syntax.js';
import { POISON, type Env } from './env.js';
import { errorAt } from './errors.js';
import { resolveUserApp, resolveUserSort } from './functions.js';
import { functionValueSorts, higherOrder, lambdaSortName } from './higher-order.js';
import { checkMatch } from './match.js';
import { resolveSortExpr } from './sort-expr.js';
import type { FunSig } from './symbols.js';
import type { TermChecker as TermCheckerShape } from './term-checker.js';
import { implicitInstance, updateField } from './z3-datatypes.js';
import { z3Map } from './z3-map.js';
import { arrayApplication, checkApply } from './z3-application.js';

const NO_SORTS: Sort[] = [];

/**
 * A symbol without arguments and `as` that names constants of several sorts, or a constant and a function
 * (a value to Z3): Z3 and cvc5 both ask which one is meant.
 */
function ambiguousConstant(funs: readonly FunSig[]): boolean {
  const nullary = new Set<string>();
  let functions = 0;
  for (const f of funs) {
    if (f.polymorphic) continue;
    if (f.params.length === 0) nullary.add(sortToString(f.result));
    else functions++;
  }
  return nullary.size > 0 && nullary.size + functions > 1;
}

export class TermChecker implements TermCheckerShape {
  constructor(
    readonly env: Env,
    readonly errors: SmtError[],
  ) {}

  report(span: Span | undefined, message: string): undefined {
    this.errors.push(errorAt(span, message));
    return undefined;
  }

  /**
   * What resolution asks the checker: function-symbol indices (`(_ as-array f)`, `(_ map f)`: user
   * functions first, then theory operators) and sort-name indices (`(_ fmf.card S k)`).
   */
  readonly context: ResolveContext = {
    functionSorts: (name, domain) => {
      const own = functionValueSorts(this.env, name, domain);
      return own.length > 0 ? own : theoryFunctionSorts(this.env.vocabulary)(name, domain);
    },
    sortNamed: (name) => {
      const r = resolveSortExpr({ id: { symbol: name, indices: [] }, args: [] }, this.env);
      return r.ok ? r.sort : undefined;
    },
  };

  /** A syntax extension (syntax.ts) in use: false (and an error) when a dialect asked for does not read it. */
  syntax(feature: SyntaxFeature | undefined, what: string, span: Span | undefined): boolean {
    const vocabulary = this.env.vocabulary;
    if (!feature || !vocabulary) return true;
    const readers = SYNTAX[feature].dialects;
    if (vocabulary.accepts(readers)) return true;
    const named = what ? `${SYNTAX[feature].name} ${what}` : SYNTAX[feature].name;
    this.report(span, `${named} is not in the ${vocabulary.describe()} dialect (${describeReaders(readers)})`);
    return false;
  }

  /** The semantic sort of a written sort; undefined (and an error) when it does not resolve. */
  sortOf(expr: SortExpr, fallback?: Span): Sort | undefined {
    const r = resolveSortExpr(expr, this.env);
    if (r.ok) return r.sort;
    return this.report(r.at.span ?? expr.span ?? fallback, r.message);
  }

  /** Checks `t` and its sub-terms; the sort of `t`, or undefined when it is ill-sorted. */
  check(t: Term): Sort | undefined {
    let s: Sort | undefined;
    switch (t.kind) {
      case 'const':
        s = this.literal(t.lit, t.span);
        break;
      case 'app':
        s = this.app(t);
        break;
      case 'let':
        s = this.let(t);
        break;
      case 'forall':
      case 'exists':
        s = this.quantifier(t);
        break;
      case 'lambda':
        s = this.lambda(t);
        break;
      case 'match':
        s = t.caseForm && !this.syntax('case-match', '', t.span) ? undefined : checkMatch(this, t);
        break;
      case 'annot':
        s = this.annot(t);
        break;
      case 'apply':
        s = checkApply(this, t);
        break;
    }
    if (s === POISON) return undefined;
    if (s) t.sort = s;
    return s;
  }

  /** Checks `t` and reports unless it is Bool. */
  checkBool(t: Term, what: string, fallback?: Span): void {
    const s = this.check(t);
    if (s && s !== BOOL && !sortEquals(s, BOOL)) {
      this.report(t.span ?? fallback, `${what} expects a Bool term, got ${sortToString(s)}`);
    }
  }

  private literal(lit: Literal, span: Span | undefined): Sort | undefined {
    // Z3's `-1`: the sign is the first character (a numeral or decimal of the standard has none).
    if (lit.text.charCodeAt(0) === 45 && isNegativeLiteral(lit) && !this.syntax('negative-numeral', lit.text, span)) {
      return undefined;
    }
    switch (lit.kind) {
      case 'numeral':
        return this.env.numeralSort;
      case 'decimal':
        return this.syntax(lit.text.endsWith('.') ? 'decimal-point' : undefined, lit.text, span) ? REAL : undefined;
      case 'hexadecimal':
        return bitVecSort(4 * lit.text.length);
      case 'binary':
        return bitVecSort(lit.text.length);
      case 'string':
        return STRING;
      case 'finitefield': {
        const order = Number(lit.text.slice(lit.text.indexOf('m') + 1));
        if (!Number.isSafeInteger(order)) return this.report(span, `finite-field order ${order} is too large here`);
        return this.syntax('finite-field-literal', `#f${lit.text}`, span)
          ? internSort('FiniteField', [order], [])
          : undefined;
      }
    }
  }

  private app(t: AppTerm): Sort | undefined {
    const name = t.id.symbol;
    const indices = t.id.indices;
    const n = t.args.length;
    if (n === 0 && indices.length === 0) {
      const local = this.env.local(name);
      if (local) {
        if (t.qual) {
          const q = this.sortOf(t.qual, t.span);
          if (q && local !== POISON && !sortEquals(q, local)) {
            return this.report(t.span, `'${name}' has sort ${sortToString(local)}, not ${sortToString(q)}`);
          }
        }
        return local;
      }
    }
    const argSorts: Sort[] = n === 0 ? NO_SORTS : new Array<Sort>(n);
    let argsOk = true;
    for (let i = 0; i < n; i++) {
      const s = this.check(t.args[i]!);
      if (s) argSorts[i] = s;
      else argsOk = false;
    }
    let expected: Sort | undefined;
    if (t.qual) {
      expected = this.sortOf(t.qual, t.span);
      if (!expected) return undefined;
    }
    if (!argsOk) return undefined;

    // While no user declaration reuses a theory name, the theory tables can be asked first: one
    // map lookup for the (frequent) theory operators instead of two.
    const theoryFirst = this.env.theoryShadows === 0;
    const vocabulary = this.env.vocabulary;
    if (theoryFirst) {
      const s = resolveAppSort(name, indices, argSorts, expected, this.env.strict, vocabulary, this.context);
      if (s) return s;
    }
    const funs = indices.length === 0 ? this.env.functions(name) : undefined;
    if (funs && n === 0 && !expected && funs.length > 1 && ambiguousConstant(funs)) {
      return this.report(t.span, `'${name}' is ambiguous (declared with several sorts): write (as ${name} <sort>)`);
    }
    if (funs) {
      const s = resolveUserSort(funs, argSorts, expected, this.env.strict);
      if (s) return s;
    }
    if (!theoryFirst) {
      const s = resolveAppSort(name, indices, argSorts, expected, this.env.strict, vocabulary, this.context);
      if (s) return s;
    }
    return this.beyondTables(t, funs, argSorts, expected);
  }

  /**
   * What neither the theory tables nor the script's signatures accept: higher-order uses and Z3's forms
   * (arrays and functions as one another, `nil` by its instance, update-field, map beyond the table), then
   * testers and the error. Kept out of `app`, which every term goes through.
   */
  private beyondTables(
    t: AppTerm,
    funs: readonly FunSig[] | undefined,
    argSorts: Sort[],
    expected: Sort | undefined,
  ): Sort | undefined {
    const name = t.id.symbol;
    if (t.id.indices.length === 0) {
      const ho = higherOrder(this.env, name, funs, argSorts, expected);
      if (ho) return this.syntax(ho.feature, `'${name}'`, t.span) ? ho.sort : undefined;
      const selected = argSorts.length > 0 ? arrayApplication(this.env, name, funs, argSorts) : undefined;
      if (selected) return this.syntax(selected.feature, `'${name}'`, t.span) ? selected.sort : undefined;
      const instance = funs ? implicitInstance(this, t, funs, argSorts, expected) : 'none';
      if (instance !== 'none') return instance;
    } else {
      let special = updateField(this, t, argSorts);
      if (special === 'none') special = z3Map(this, t, argSorts);
      if (special !== 'none') return special;
    }
    return this.testerOrError(t, funs, argSorts, expected);
  }

  /** The slow path: testers, then the most helpful message for an application nothing accepts. */
  private testerOrError(
    t: AppTerm,
    funs: readonly FunSig[] | undefined,
    argSorts: Sort[],
    expected: Sort | undefined,
  ): Sort | undefined {
    const name = t.id.symbol;
    const indices = t.id.indices;
    if (argSorts.length === 1) {
      const isIndexed = name === 'is' && indices.length === 1 && typeof indices[0] === 'string';
      const ctorName = isIndexed
        ? (indices[0] as string)
        : indices.length === 0 && name.startsWith('is-')
          ? name.slice(3)
          : undefined;
      if (ctorName !== undefined) {
        const s = this.tester(t, ctorName, argSorts[0]!);
        if (s !== 'unknown') return s;
        if (isIndexed) return this.report(t.span, `unknown constructor '${ctorName}' in (_ is ${ctorName})`);
      }
    }
    const strict = this.env.strict;
    const vocabulary = this.env.vocabulary;
    const context = this.context;
    const r = funs
      ? resolveUserApp(funs, argSorts, expected, strict)
      : resolveApp(name, indices, argSorts, { expected, strict, vocabulary, context });
    return this.report(t.span, r.ok ? `internal: '${name}' resolves only on the slow path` : r.message);
  }

  /** `((_ is C) x)` / `(is-C x)`; 'unknown' when no datatype has a constructor C. */
  private tester(t: AppTerm, ctorName: string, arg: Sort): Sort | 'unknown' | undefined {
    if (this.env.constructorOf(ctorName, arg.name)) return BOOL;
    const ctors = this.env.constructorsNamed(ctorName);
    if (ctors.length === 0) return 'unknown';
    const owners = [...new Set(ctors.map((c) => c.datatype.name))].join(' or ');
    return this.report(
      t.span,
      `tester for '${ctorName}' expects an argument of datatype ${owners}, got ${sortToString(arg)}`,
    );
  }

  private let(t: LetTerm): Sort | undefined {
    const values: (Sort | undefined)[] = t.bindings.map((b) => this.check(b.term));
    const mark = this.env.localMark();
    t.bindings.forEach((b, i) => this.env.bindLocal(b.name, values[i] ?? POISON));
    const s = this.check(t.body);
    this.env.unbindTo(mark);
    return s;
  }

  private bindVars(vars: QuantTerm['vars']): Sort[] | undefined {
    const sorts: Sort[] = [];
    let ok = true;
    for (const v of vars) {
      const s = this.sortOf(v.sort, v.span);
      if (!s) ok = false;
      this.env.bindLocal(v.name, s ?? POISON);
      if (s) sorts.push(s);
    }
    return ok ? sorts : undefined;
  }

  private quantifier(t: QuantTerm): Sort | undefined {
    const mark = this.env.localMark();
    this.bindVars(t.vars);
    this.checkBool(t.body, `the body of ${t.kind}`, t.span);
    this.env.unbindTo(mark);
    return BOOL;
  }

  /**
   * A lambda has the array sort of its parameters and body in Z3, (Array S1 … Sn R), and the function
   * sort (-> S1 … Sn R) in cvc5: an array unless a dialect other than Z3's is asked for. Where a
   * function is expected, an array-sorted lambda is accepted (theories/match.ts).
   */
  private lambda(t: LambdaTerm): Sort | undefined {
    const mark = this.env.localMark();
    const params = this.bindVars(t.vars);
    const body = this.check(t.body);
    this.env.unbindTo(mark);
    if (!params || !body || !this.syntax('lambda', 'lambda', t.span)) return undefined;
    return internSort(lambdaSortName(this.env.vocabulary, this.env.familyHint), [], [...params, body]);
  }

  private annot(t: AnnotTerm): Sort | undefined {
    const s = this.check(t.term);
    if (t.attrs.length === 0 && !this.syntax('bare-annotation', '', t.span)) return undefined;
    for (const a of t.attrs) {
      if ('unary' in a && a.unary) this.syntax('unary-pattern', '', a.terms[0]?.span ?? t.span);
      if ('terms' in a) for (const p of a.terms) this.check(p);
      else if ('name' in a && a.keyword === ':named' && s) {
        this.env.declareFun({ name: a.name, params: [], result: s, kind: 'named', polymorphic: false });
      }
    }
    return s;
  }
}

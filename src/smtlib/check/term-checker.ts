// The term checker as its helpers see it: the environment, error reports, the syntax gate and checking
// of sub-terms. term.ts implements it and calls the helpers (match.ts, the z3-*.ts forms, script.ts and
// the declarations); they import this file rather than term.ts, so no import runs back to term.ts.
import type { SortExpr, Span, Term } from '../ast.js';
import type { Sort } from '../sort.js';
import type { SyntaxFeature } from '../syntax.js';
import type { ResolveContext } from '../theories/index.js';
import type { Env } from './env.js';

export interface TermChecker {
  readonly env: Env;
  /** What resolution asks the checker: function-symbol and sort-name indices. */
  readonly context: ResolveContext;
  /** Records an error at `span`; undefined, to return as an ill-sorted term's sort. */
  report(span: Span | undefined, message: string): undefined;
  /** A syntax extension (syntax.ts) in use: false (and an error) when a dialect asked for does not read it. */
  syntax(feature: SyntaxFeature | undefined, what: string, span: Span | undefined): boolean;
  /** The semantic sort of a written sort; undefined (and an error) when it does not resolve. */
  sortOf(expr: SortExpr, fallback?: Span): Sort | undefined;
  /** Checks `t` and its sub-terms; the sort of `t`, or undefined when it is ill-sorted. */
  check(t: Term): Sort | undefined;
  /** Checks `t` and reports unless it is Bool. */
  checkBool(t: Term, what: string, fallback?: Span): void;
}

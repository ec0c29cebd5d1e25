// Where things sit in `printScript`'s output: the offset of a child term inside its parent's printed
// text, of a command root inside its command's text, and of an operator name inside its term. With
// these a mutator can splice a changed token into the parent's text instead of printing the mutant.
// Every offset mirrors printer.ts; the mutator tests compare spliced texts with printScript.
import type { Command, Term } from '../ast.js';
import {
  printAppHead,
  printAttribute,
  printFunDecl,
  printLiteral,
  printPattern,
  printSortExpr,
  printSortedVars,
  quoteSymbol,
} from '../printer.js';

/** The length of a term's printed text (callers cache it, e.g. in a Map or from memoized texts). */
export type TermLength = (t: Term) => number;

/** Where printedLength keeps the lengths of sub-terms (a Map will do). */
export interface LengthMemo {
  get(t: Term): number | undefined;
  set(t: Term, n: number): unknown;
}

/** The printed length of `t` without building its text; `memo` keeps the lengths of sub-terms. */
export function printedLength(t: Term, memo: LengthMemo): number {
  if (t.kind === 'const') return printLiteral(t.lit).length;
  let n = memo.get(t);
  if (n === undefined) {
    n = lengthFrom(t, (c) => printedLength(c, memo));
    memo.set(t, n);
  }
  return n;
}

/** The printed length of `t`, given the printed lengths of its children. */
export function lengthFrom(t: Term, len: TermLength): number {
  let n = 0;
  switch (t.kind) {
    case 'const':
      return printLiteral(t.lit).length;
    case 'app':
      n = appHeadLength(t);
      if (t.args.length > 0) {
        n += 2;
        for (const a of t.args) n += 1 + len(a);
      }
      return n;
    case 'let':
      n = '(let ('.length + 2 + len(t.body) + 1;
      for (let j = 0; j < t.bindings.length; j++) {
        const b = t.bindings[j]!;
        n += (j ? 2 : 1) + quoteSymbol(b.name).length + 1 + len(b.term) + 1;
      }
      return n;
    case 'forall':
    case 'exists':
    case 'lambda':
      return 1 + t.kind.length + 1 + printSortedVars(t.vars).length + 1 + len(t.body) + 1;
    case 'match':
      if (t.caseForm) {
        n = '(match '.length + len(t.scrutinee) + 1;
        for (const c of t.cases) n += CASE.length + printPattern(c.pattern).length + 1 + len(c.body) + 1;
        return n;
      }
      n = '(match '.length + len(t.scrutinee) + 2 + 2;
      for (let k = 0; k < t.cases.length; k++) {
        const c = t.cases[k]!;
        n += (k ? 2 : 1) + printPattern(c.pattern).length + 1 + len(c.body) + 1;
      }
      return n;
    case 'annot':
      n = 3 + len(t.term) + 1;
      for (const a of t.attrs) n += 1 + printAttribute(a).length;
      return n;
    case 'apply':
      n = 1 + len(t.fn) + 1;
      for (const a of t.args) n += 1 + len(a);
      return n;
  }
}

/** What precedes each case of Z3's `(match t (case p body)…)`. */
const CASE = ' (case ';

/** The length of `f`, `(_ f i…)` or `(as f S)`: what precedes the arguments. */
export const appHeadLength = (t: Term & { kind: 'app' }): number =>
  t.qual || t.id.indices.length ? printAppHead(t).length : quoteSymbol(t.id.symbol).length;

/** Offset of child `i` (terms/traverse.ts numbering) inside the printed text of `t`; pattern terms excluded. */
export function childOffset(t: Term, i: number, len: TermLength): number {
  switch (t.kind) {
    case 'const':
      throw new RangeError('a constant has no children');
    case 'app': {
      let at = 1 + appHeadLength(t) + 1;
      for (let j = 0; j < i; j++) at += len(t.args[j]!) + 1;
      return at;
    }
    case 'let': {
      let at = '(let ('.length;
      const n = Math.min(i, t.bindings.length);
      for (let j = 0; j < n; j++) {
        const b = t.bindings[j]!;
        at += (j ? 2 : 1) + quoteSymbol(b.name).length + 1 + len(b.term) + 1;
      }
      if (i === t.bindings.length) return at + 2;
      return at + (i ? 2 : 1) + quoteSymbol(t.bindings[i]!.name).length + 1;
    }
    case 'forall':
    case 'exists':
    case 'lambda':
      return 1 + t.kind.length + 1 + printSortedVars(t.vars).length + 1;
    case 'match': {
      let at = '(match '.length;
      if (i === 0) return at;
      if (t.caseForm) {
        at += len(t.scrutinee);
        for (let k = 0; k < i - 1; k++) {
          const c = t.cases[k]!;
          at += CASE.length + printPattern(c.pattern).length + 1 + len(c.body) + 1;
        }
        return at + CASE.length + printPattern(t.cases[i - 1]!.pattern).length + 1;
      }
      at += len(t.scrutinee) + 2;
      for (let k = 0; k < i - 1; k++) {
        const c = t.cases[k]!;
        at += (k ? 2 : 1) + printPattern(c.pattern).length + 1 + len(c.body) + 1;
      }
      return at + (i - 1 ? 2 : 1) + printPattern(t.cases[i - 1]!.pattern).length + 1;
    }
    case 'annot':
      if (i !== 0) throw new RangeError('offsets of :pattern terms are not tracked');
      return 3;
    case 'apply': {
      let at = 1;
      for (let j = 0; j < i; j++) at += len(j === 0 ? t.fn : t.args[j - 1]!) + 1;
      return at;
    }
  }
}

/** Offset of term root `r` inside the printed text of command `c`. */
export function rootOffset(c: Command, r: number, len: TermLength): number {
  switch (c.cmd) {
    case 'assert':
      return '(assert '.length;
    case 'define-fun':
    case 'define-fun-rec':
      return 1 + c.cmd.length + 1 + printFunDecl(c.decl).length + 1;
    case 'define-const':
      return '(define-const '.length + quoteSymbol(c.name).length + 1 + printSortExpr(c.sort).length + 1;
    case 'define-funs-rec': {
      let at = '(define-funs-rec ('.length;
      c.decls.forEach((d, k) => (at += (k ? 1 : 0) + printFunDecl(d).length + 2));
      at += ') ('.length;
      for (let k = 0; k < r; k++) at += len(c.bodies[k]!) + 1;
      return at;
    }
    case 'check-sat-assuming': {
      let at = '(check-sat-assuming ('.length;
      for (let k = 0; k < r; k++) at += len(c.literals[k]!) + 1;
      return at;
    }
    default:
      throw new RangeError(`${c.cmd} has no term roots`);
  }
}

/** Offset of the operator name (or quantifier keyword) inside the printed text of `t`. */
export function nameOffset(t: Term): number {
  if (t.kind === 'forall' || t.kind === 'exists') return 1;
  if (t.kind !== 'app') throw new RangeError(`a ${t.kind} term has no operator name`);
  const inHead = printAppHead(t).indexOf(quoteSymbol(t.id.symbol));
  return t.args.length > 0 ? 1 + inHead : inHead;
}

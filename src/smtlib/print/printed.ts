// Printing mutants fast. A mutator that knows where its change sits in the parent's printed text
// splices the new text in and remembers the result here; `printMutant` then returns it instead of
// printing the script again. Only the last few are kept: a mutant is printed right after it is made.
// The remembered text must equal `printScript`'s (the mutator tests compare them).
import type { Script, Term } from '../ast.js';
import {
  printAttribute,
  printIdentifier,
  printLiteral,
  printPattern,
  printScript,
  printSortExpr,
  printSortedVars,
  quoteSymbol,
} from '../printer.js';
import { RecentCache } from '../recent-cache.js';

const spliced = new RecentCache<Script, string>(4);

export function rememberScriptText(script: Script, text: string): void {
  spliced.set(script, text);
}

/** The spliced text remembered for `script`, if any. */
export function rememberedText(script: Script): string | undefined {
  return spliced.get(script);
}

/** `printScript(script)`, free when the mutator that made `script` spliced its text. */
export function printMutant(script: Script): string {
  return spliced.get(script) ?? printScript(script);
}

interface TextMemo {
  get(t: Term): string | undefined;
  set(t: Term, s: string): unknown;
}

/** The printed texts of many terms, each built once from its children's texts. */
export class TermTexts {
  constructor(private readonly memo: TextMemo = new Map<Term, string>()) {}

  of(t: Term): string {
    if (t.kind === 'const') return printLiteral(t.lit);
    if (t.kind === 'app' && t.args.length === 0 && !t.qual && t.id.indices.length === 0) {
      return quoteSymbol(t.id.symbol);
    }
    let s = this.memo.get(t);
    if (s === undefined) {
      s = this.render(t);
      this.memo.set(t, s);
    }
    return s;
  }

  private render(t: Term): string {
    switch (t.kind) {
      case 'const':
        return printLiteral(t.lit);
      case 'app': {
        const head = t.qual ? `(as ${printIdentifier(t.id)} ${printSortExpr(t.qual)})` : printIdentifier(t.id);
        if (t.args.length === 0) return head;
        let s = '(' + head;
        for (const a of t.args) s += ' ' + this.of(a);
        return s + ')';
      }
      case 'let': {
        let s = '(let (';
        for (let i = 0; i < t.bindings.length; i++) {
          const b = t.bindings[i]!;
          s += (i ? ' (' : '(') + quoteSymbol(b.name) + ' ' + this.of(b.term) + ')';
        }
        return s + ') ' + this.of(t.body) + ')';
      }
      case 'forall':
      case 'exists':
      case 'lambda':
        return `(${t.kind} ${printSortedVars(t.vars)} ${this.of(t.body)})`;
      case 'match': {
        let s = `(match ${this.of(t.scrutinee)} (`;
        for (let i = 0; i < t.cases.length; i++) {
          const c = t.cases[i]!;
          s += (i ? ' (' : '(') + printPattern(c.pattern) + ' ' + this.of(c.body) + ')';
        }
        return s + '))';
      }
      case 'annot': {
        let s = '(! ' + this.of(t.term);
        for (const a of t.attrs) s += ' ' + printAttribute(a);
        return s + ')';
      }
    }
  }
}

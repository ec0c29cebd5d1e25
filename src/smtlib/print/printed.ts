// Printing mutants fast. A mutator that knows where its change sits in the parent's printed text
// splices the new text in and remembers the result here; `printMutant` then returns it instead of
// printing the script again. Only the last few are kept: a mutant is printed right after it is made.
// The remembered text must equal `printScript`'s (the mutator tests compare them).
import type { Script, Term } from '../ast.js';
import { printLiteral, printScript, printTermWith, quoteSymbol } from '../printer.js';
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

  private readonly child = (c: Term): string => this.of(c);

  private render(t: Term): string {
    return printTermWith(t, this.child);
  }
}

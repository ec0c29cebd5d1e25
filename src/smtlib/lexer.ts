// SMT-LIB 2.6 lexer (§3.1): numerals, decimals, #x/#b, strings with "" escapes, simple and |quoted|
// symbols, keywords and ; comments. Every token carries a span with its line:column.
import type { Span } from './ast.js';

export type TokenType =
  | '('
  | ')'
  | 'numeral'
  | 'decimal'
  | 'hexadecimal'
  | 'binary'
  | 'finitefield'
  | 'string'
  | 'symbol'
  | 'keyword'
  | 'eof'
  | 'error';

export interface Token {
  type: TokenType;
  /**
   * symbol: the name without |quotes|; keyword: with the leading ':'; string: the contents with ""
   * un-doubled; hexadecimal/binary: the digits only; numeral/decimal: as written; error: the message.
   */
  text: string;
  /** True for a |quoted| symbol (reserved words lose their meaning when quoted). */
  quoted: boolean;
  span: Span;
}

const CC_LPAREN = 40;
const CC_RPAREN = 41;
const CC_SEMI = 59;
const CC_PIPE = 124;
const CC_QUOTE = 34;
const CC_HASH = 35;
const CC_COLON = 58;
const CC_DOT = 46;
const CC_NL = 10;

/** Characters allowed in a simple symbol (letters, digits and ~!@$%^&*_-+=<>.?/). */
const SYMBOL_CHAR = new Uint8Array(128);
for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789~!@$%^&*_-+=<>.?/') {
  SYMBOL_CHAR[c.charCodeAt(0)] = 1;
}

export function isSymbolChar(code: number): boolean {
  return code < 128 && SYMBOL_CHAR[code] === 1;
}
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isHex = (c: number): boolean => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
const isWhite = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11;

export class Lexer {
  private pos = 0;
  private line = 1;
  private lineStart = 0;
  private peeked: Token | undefined;

  constructor(private readonly src: string) {}

  peek(): Token {
    if (!this.peeked) this.peeked = this.scan();
    return this.peeked;
  }

  next(): Token {
    const t = this.peek();
    this.peeked = undefined;
    return t;
  }

  /** Restarts scanning at a token's span (the parser's error recovery rescans a failed command from its start). */
  seek(span: Span): void {
    this.pos = span.start;
    this.line = span.line;
    this.lineStart = span.start - (span.col - 1);
    this.peeked = undefined;
  }

  /** The source text between two offsets (used to keep opaque commands verbatim). */
  slice(start: number, end: number): string {
    return this.src.slice(start, end);
  }

  private span(start: number, line: number, col: number): Span {
    return { start, end: this.pos, line, col };
  }

  private token(type: TokenType, text: string, start: number, line: number, col: number, quoted = false): Token {
    return { type, text, quoted, span: this.span(start, line, col) };
  }

  private skipWhitespaceAndComments(): void {
    const src = this.src;
    const n = src.length;
    let pos = this.pos;
    while (pos < n) {
      const c = src.charCodeAt(pos);
      if (c === CC_NL) {
        pos++;
        this.line++;
        this.lineStart = pos;
      } else if (isWhite(c)) {
        pos++;
      } else if (c === CC_SEMI) {
        while (pos < n && src.charCodeAt(pos) !== CC_NL) pos++;
      } else {
        break;
      }
    }
    this.pos = pos;
  }

  private scan(): Token {
    this.skipWhitespaceAndComments();
    const src = this.src;
    const start = this.pos;
    const line = this.line;
    const col = start - this.lineStart + 1;
    if (start >= src.length) return this.token('eof', '', start, line, col);
    const c = src.charCodeAt(start);
    if (c === CC_LPAREN || c === CC_RPAREN) {
      this.pos++;
      return this.token(c === CC_LPAREN ? '(' : ')', c === CC_LPAREN ? '(' : ')', start, line, col);
    }
    if (c === CC_QUOTE) return this.scanString(start, line, col);
    if (c === CC_PIPE) return this.scanQuotedSymbol(start, line, col);
    if (c === CC_HASH) return this.scanHashLiteral(start, line, col);
    if (c === CC_COLON) {
      let p = start + 1;
      while (p < src.length && isSymbolChar(src.charCodeAt(p))) p++;
      this.pos = p;
      if (p === start + 1) return this.token('error', 'a keyword needs a name after ":"', start, line, col);
      return this.token('keyword', src.slice(start, p), start, line, col);
    }
    if (isDigit(c)) return this.scanNumber(start, line, col);
    if (isSymbolChar(c)) {
      let p = start + 1;
      while (p < src.length && isSymbolChar(src.charCodeAt(p))) p++;
      this.pos = p;
      return this.token('symbol', src.slice(start, p), start, line, col);
    }
    this.pos++;
    const shown =
      c < 32 || c === 127 ? `\\x${c.toString(16).padStart(2, '0')}` : String.fromCodePoint(src.codePointAt(start)!);
    return this.token('error', `unexpected character '${shown}'`, start, line, col);
  }

  private scanNumber(start: number, line: number, col: number): Token {
    const src = this.src;
    let p = start;
    while (p < src.length && isDigit(src.charCodeAt(p))) p++;
    let type: TokenType = 'numeral';
    if (p < src.length && src.charCodeAt(p) === CC_DOT) {
      // Z3 also reads `1.` (no fraction digits); the checker reports it to other dialects (syntax.ts).
      p++;
      while (p < src.length && isDigit(src.charCodeAt(p))) p++;
      type = 'decimal';
    }
    if (p < src.length && isSymbolChar(src.charCodeAt(p))) {
      while (p < src.length && isSymbolChar(src.charCodeAt(p))) p++;
      this.pos = p;
      return this.token(
        'error',
        `"${src.slice(start, p)}" is not a number, and a symbol cannot start with a digit`,
        start,
        line,
        col,
      );
    }
    this.pos = p;
    return this.token(type, src.slice(start, p), start, line, col);
  }

  private scanHashLiteral(start: number, line: number, col: number): Token {
    const src = this.src;
    const kind = src.charCodeAt(start + 1);
    let p = start + 2;
    if (kind === 120 /* x */) {
      while (p < src.length && isHex(src.charCodeAt(p))) p++;
    } else if (kind === 98 /* b */) {
      while (p < src.length && (src.charCodeAt(p) === 48 || src.charCodeAt(p) === 49)) p++;
    } else if (kind === 102 /* f */) {
      return this.scanFiniteField(start, line, col);
    } else {
      this.pos = start + 1;
      return this.token('error', 'expected #x or #b', start, line, col);
    }
    const digits = src.slice(start + 2, p);
    if (p < src.length && isSymbolChar(src.charCodeAt(p))) {
      while (p < src.length && isSymbolChar(src.charCodeAt(p))) p++;
      this.pos = p;
      return this.token(
        'error',
        `invalid ${kind === 120 ? 'hexadecimal' : 'binary'} literal "${src.slice(start, p)}"`,
        start,
        line,
        col,
      );
    }
    this.pos = p;
    if (digits.length === 0)
      return this.token('error', `empty ${kind === 120 ? 'hexadecimal' : 'binary'} literal`, start, line, col);
    return this.token(kind === 120 ? 'hexadecimal' : 'binary', digits, start, line, col);
  }

  /** cvc5's finite-field literal `#fVmP` (V and P decimal): the token text is `VmP`. */
  private scanFiniteField(start: number, line: number, col: number): Token {
    const src = this.src;
    let p = start + 2;
    while (p < src.length && isSymbolChar(src.charCodeAt(p))) p++;
    this.pos = p;
    const text = src.slice(start + 2, p);
    if (!/^[0-9]+m[0-9]+$/.test(text)) {
      return this.token(
        'error',
        `invalid finite-field literal "${src.slice(start, p)}" (expected #f<value>m<order>)`,
        start,
        line,
        col,
      );
    }
    return this.token('finitefield', text, start, line, col);
  }

  private scanString(start: number, line: number, col: number): Token {
    const src = this.src;
    let p = start + 1;
    let text = '';
    let chunk = p;
    for (;;) {
      if (p >= src.length) {
        this.pos = p;
        return this.token('error', 'unterminated string literal', start, line, col);
      }
      const c = src.charCodeAt(p);
      if (c === CC_QUOTE) {
        if (src.charCodeAt(p + 1) === CC_QUOTE) {
          text += src.slice(chunk, p + 1);
          p += 2;
          chunk = p;
          continue;
        }
        text += src.slice(chunk, p);
        this.pos = p + 1;
        return this.token('string', text, start, line, col);
      }
      if (c === CC_NL) {
        this.line++;
        this.lineStart = p + 1;
      }
      p++;
    }
  }

  private scanQuotedSymbol(start: number, line: number, col: number): Token {
    const src = this.src;
    let p = start + 1;
    for (;;) {
      if (p >= src.length) {
        this.pos = p;
        return this.token('error', 'unterminated quoted symbol', start, line, col);
      }
      const c = src.charCodeAt(p);
      if (c === CC_PIPE) break;
      if (c === CC_NL) {
        this.line++;
        this.lineStart = p + 1;
      }
      p++;
    }
    this.pos = p + 1;
    return this.token('symbol', src.slice(start + 1, p), start, line, col, true);
  }
}

/** Every token of a text, ending with `eof` or the first `error`. */
export function tokenize(src: string): Token[] {
  const lexer = new Lexer(src);
  const out: Token[] = [];
  for (;;) {
    const t = lexer.next();
    out.push(t);
    if (t.type === 'eof' || t.type === 'error') return out;
  }
}

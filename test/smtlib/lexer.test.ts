// The SMT-LIB lexer: token kinds, texts and line:column spans (SMT-LIB 2.6 §3.1).
import { describe, expect, it } from 'vitest';
import { Lexer, tokenize, type Token } from '../../src/smtlib/lexer.js';

/** `type text @line:col` for each token, a compact form to compare against. */
function brief(src: string): string[] {
  return tokenize(src).map((t) => `${t.type} ${t.text} @${t.span.line}:${t.span.col}`);
}

function only(src: string): Token {
  const toks = tokenize(src);
  expect(toks).toHaveLength(2);
  expect(toks[1]!.type).toBe('eof');
  return toks[0]!;
}

describe('lexer: literals', () => {
  it('numerals and decimals keep their text and span', () => {
    expect(brief('0 42 007 3.14 10.0')).toEqual([
      'numeral 0 @1:1',
      'numeral 42 @1:3',
      'numeral 007 @1:6',
      'decimal 3.14 @1:10',
      'decimal 10.0 @1:15',
      'eof  @1:19',
    ]);
    const t = only('  12345');
    expect(t.span).toEqual({ start: 2, end: 7, line: 1, col: 3 });
  });

  it('a numeral is delimited by parentheses', () => {
    expect(brief('(5)')).toEqual(['( ( @1:1', 'numeral 5 @1:2', ') ) @1:3', 'eof  @1:4']);
  });

  it('#x and #b keep only the digits', () => {
    expect(brief('#xDEADbeef #b0101 #x0')).toEqual([
      'hexadecimal DEADbeef @1:1',
      'binary 0101 @1:12',
      'hexadecimal 0 @1:19',
      'eof  @1:22',
    ]);
    expect(only('#b1').span).toEqual({ start: 0, end: 3, line: 1, col: 1 });
  });

  it('strings un-double "" and keep their span', () => {
    const t = only('"say ""hi"""');
    expect(t.type).toBe('string');
    expect(t.text).toBe('say "hi"');
    expect(t.span).toEqual({ start: 0, end: 12, line: 1, col: 1 });
    expect(only('""').text).toBe('');
    expect(only('""""').text).toBe('"');
  });

  it('strings keep \\u{…} escapes and backslashes verbatim', () => {
    expect(only('"a\\u{5c}b\\u{0a}\\x"').text).toBe('a\\u{5c}b\\u{0a}\\x');
  });

  it('a string may span lines, and lines are counted after it', () => {
    const src = '"line1\nline2\n" x\n  y';
    const toks = tokenize(src);
    expect(toks[0]!.text).toBe('line1\nline2\n');
    expect(toks[0]!.span).toMatchObject({ line: 1, col: 1, start: 0, end: 14 });
    expect(brief(src).slice(1)).toEqual(['symbol x @3:3', 'symbol y @4:3', 'eof  @4:4']);
  });
});

describe('lexer: symbols and keywords', () => {
  it('simple symbols use letters, digits and ~!@$%^&*_-+=<>.?/', () => {
    const toks = tokenize('x bvadd str.++ <= a!1 ~!@$%^&*_-+=<>.?/ .5 -1');
    expect(toks.map((t) => t.text)).toEqual(['x', 'bvadd', 'str.++', '<=', 'a!1', '~!@$%^&*_-+=<>.?/', '.5', '-1', '']);
    expect(toks.slice(0, -1).every((t) => t.type === 'symbol' && !t.quoted)).toBe(true);
  });

  it('|quoted| symbols drop the bars and may hold spaces and newlines', () => {
    const toks = tokenize('|a b| |x\ny| z');
    expect(toks[0]).toMatchObject({
      type: 'symbol',
      text: 'a b',
      quoted: true,
      span: { line: 1, col: 1, start: 0, end: 5 },
    });
    expect(toks[1]).toMatchObject({ type: 'symbol', text: 'x\ny', quoted: true, span: { line: 1, col: 7 } });
    expect(toks[2]).toMatchObject({ type: 'symbol', text: 'z', quoted: false, span: { line: 2, col: 4 } });
  });

  it('an empty quoted symbol and a quoted reserved word', () => {
    expect(only('||')).toMatchObject({ type: 'symbol', text: '', quoted: true });
    expect(only('|let|')).toMatchObject({ type: 'symbol', text: 'let', quoted: true });
    expect(only('let')).toMatchObject({ type: 'symbol', text: 'let', quoted: false });
  });

  it('keywords keep the leading colon', () => {
    expect(brief('(set-info :status sat) :named :produce-models')).toEqual([
      '( ( @1:1',
      'symbol set-info @1:2',
      'keyword :status @1:11',
      'symbol sat @1:19',
      ') ) @1:22',
      'keyword :named @1:24',
      'keyword :produce-models @1:31',
      'eof  @1:46',
    ]);
  });
});

describe('lexer: whitespace and comments', () => {
  it('; comments run to the end of the line', () => {
    expect(brief('; header\n(a ; trailing ) "x"\n b) ;end')).toEqual([
      '( ( @2:1',
      'symbol a @2:2',
      'symbol b @3:2',
      ') ) @3:3',
      'eof  @3:9',
    ]);
  });

  it('CRLF line ends and tabs', () => {
    expect(brief('a\r\n\tb\r\nc')).toEqual(['symbol a @1:1', 'symbol b @2:2', 'symbol c @3:1', 'eof  @3:2']);
  });

  it('a semicolon inside a string or quoted symbol is not a comment', () => {
    expect(brief('"a;b" |c;d| e')).toEqual(['string a;b @1:1', 'symbol c;d @1:7', 'symbol e @1:13', 'eof  @1:14']);
  });

  it('empty input and input of only comments give eof', () => {
    expect(brief('')).toEqual(['eof  @1:1']);
    expect(brief('; only\n; comments\n')).toEqual(['eof  @3:1']);
  });

  it('Lexer.peek does not consume and slice returns source text', () => {
    const lx = new Lexer('(foo bar)');
    expect(lx.peek().type).toBe('(');
    expect(lx.peek().type).toBe('(');
    expect(lx.next().type).toBe('(');
    const foo = lx.next();
    expect(foo.text).toBe('foo');
    expect(lx.slice(foo.span.start, foo.span.end)).toBe('foo');
    lx.next();
    lx.next();
    expect(lx.next().type).toBe('eof');
    expect(lx.next().type).toBe('eof');
  });
});

describe('lexer: error tokens', () => {
  const err = (src: string): Token => {
    const toks = tokenize(src);
    const last = toks[toks.length - 1]!;
    expect(last.type).toBe('error');
    return last;
  };

  it('tokenize stops at the first error', () => {
    const toks = tokenize('a [ b');
    expect(toks.map((t) => t.type)).toEqual(['symbol', 'error']);
  });

  it('unterminated string points at its opening quote', () => {
    const t = err('x\n  "abc\ndef');
    expect(t.text).toMatch(/unterminated string/);
    expect(t.span).toMatchObject({ line: 2, col: 3, start: 4 });
  });

  it('a string ending in a lone doubled quote is unterminated', () => {
    expect(err('"abc""').text).toMatch(/unterminated string/);
  });

  it('unterminated quoted symbol', () => {
    const t = err('(f |abc');
    expect(t.text).toMatch(/unterminated quoted symbol/);
    expect(t.span).toMatchObject({ line: 1, col: 4 });
  });

  it('bad #x / #b literals', () => {
    expect(err('#xZZ').text).toMatch(/invalid hexadecimal literal "#xZZ"/);
    expect(err('#b012').text).toMatch(/invalid binary literal "#b012"/);
    expect(err('#x').text).toMatch(/empty hexadecimal literal/);
    expect(err('#b)').text).toMatch(/empty binary literal/);
    const t = err(' #q1');
    expect(t.text).toMatch(/expected #x or #b/);
    expect(t.span).toMatchObject({ line: 1, col: 2 });
    expect(err('#').text).toMatch(/expected #x or #b/);
  });

  it('numbers followed by symbol characters', () => {
    const t = err('(push 1e3)');
    expect(t.text).toMatch(/"1e3" is not a number/);
    expect(t.span).toMatchObject({ line: 1, col: 7 });
    expect(err('1.x').text).toMatch(/"1\.x" is not a number/);
    expect(err('2.5x').text).toMatch(/"2\.5x" is not a number/);
  });

  it("reads Z3's decimal without fraction digits as a decimal", () => {
    expect(tokenize('1.')[0]).toMatchObject({ type: 'decimal', text: '1.' });
  });

  it('a lone colon is not a keyword', () => {
    expect(err('a : b').text).toMatch(/keyword needs a name/);
  });

  it('stray characters, including control and non-ASCII characters', () => {
    const t = err('(a\n  [b])');
    expect(t.text).toBe("unexpected character '['");
    expect(t.span).toMatchObject({ line: 2, col: 3, start: 5, end: 6 });
    expect(err('a \u0000').text).toBe("unexpected character '\\x00'");
    expect(err('é').text).toBe("unexpected character 'é'");
    expect(err('😀').text).toBe("unexpected character '😀'");
    expect(err('\\').text).toMatch(/unexpected character/);
    expect(err("'x").text).toMatch(/unexpected character '''/);
    expect(err(',').text).toMatch(/unexpected character ','/);
  });
});

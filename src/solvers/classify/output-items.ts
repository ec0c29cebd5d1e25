// Splits solver stdout into top-level items: bare lines (answers, echo text, `unsupported`) and balanced
// s-expressions (models, get-value results, `(error …)`, `(:reason-unknown …)`), in print order.

export type OutputItem = { kind: 'line'; text: string } | { kind: 'sexpr'; text: string };

export function scanOutput(stdout: string): OutputItem[] {
  const items: OutputItem[] = [];
  let pos = 0;
  while (pos < stdout.length) {
    const c = stdout[pos]!;
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
      pos++;
    } else if (c === '(') {
      const end = endOfSExpr(stdout, pos);
      items.push({ kind: 'sexpr', text: stdout.slice(pos, end) });
      pos = end;
    } else {
      const newline = stdout.indexOf('\n', pos);
      const end = newline < 0 ? stdout.length : newline;
      items.push({ kind: 'line', text: stdout.slice(pos, end).trim() });
      pos = end;
    }
  }
  return items;
}

/** Index just past the s-expression opening at `start`; the end of the text when it is cut off (a crash). */
function endOfSExpr(text: string, start: number): number {
  let depth = 0;
  let pos = start;
  while (pos < text.length) {
    const c = text[pos]!;
    if (c === '"') pos = endOfString(text, pos);
    else if (c === '|') pos = endOfDelimited(text, pos, '|');
    else if (c === ';') pos = endOfDelimited(text, pos, '\n');
    else {
      if (c === '(') depth++;
      else if (c === ')' && --depth === 0) return pos + 1;
      pos++;
    }
  }
  return text.length;
}

/** SMT-LIB doubles a quote inside a string (`""`); Z3 sometimes writes `\"` instead. */
function endOfString(text: string, start: number): number {
  let pos = start + 1;
  while (pos < text.length) {
    const c = text[pos]!;
    if (c === '\\' && text[pos + 1] === '"') pos += 2;
    else if (c === '"' && text[pos + 1] === '"') pos += 2;
    else if (c === '"') return pos + 1;
    else pos++;
  }
  return text.length;
}

function endOfDelimited(text: string, start: number, close: string): number {
  const end = text.indexOf(close, start + 1);
  return end < 0 ? text.length : end + 1;
}

/** The contents of a string literal `"…"` with its escapes undone. */
export function unquote(literal: string): string {
  const body = literal.replace(/^"/, '').replace(/"$/, '');
  return body.replace(/""/g, '"').replace(/\\"/g, '"');
}

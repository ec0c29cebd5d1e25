// String literals of the SMT-LIB 2.6 Strings theory: the parser keeps `\u{…}`/`\ud₃d₂d₁d₀` escapes
// verbatim; here they become code points (0 … 0x2FFFF). Any other backslash is an ordinary character.

export const MAX_CODE_POINT = 0x2ffff;

const isHexDigit = (c: string | undefined): boolean => c !== undefined && /^[0-9a-fA-F]$/.test(c);

/** The code points a literal denotes (`text` as stored in the AST: `""` already un-doubled). */
export function decodeStringLiteral(text: string): number[] {
  const chars = Array.from(text);
  const out: number[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '\\' && chars[i + 1] === 'u') {
      const escaped = readEscape(chars, i + 2);
      if (escaped) {
        out.push(escaped.codePoint);
        i = escaped.next - 1;
        continue;
      }
    }
    out.push(c.codePointAt(0)!);
  }
  return out;
}

/** After `\u` at `start`: `{d…}` with 1–5 hex digits (at most 0x2FFFF), or exactly 4 hex digits. */
function readEscape(chars: readonly string[], start: number): { codePoint: number; next: number } | undefined {
  if (chars[start] === '{') {
    let j = start + 1;
    while (j < chars.length && isHexDigit(chars[j]) && j - start - 1 < 5) j++;
    const digits = chars.slice(start + 1, j).join('');
    if (digits.length === 0 || chars[j] !== '}') return undefined;
    const codePoint = parseInt(digits, 16);
    return codePoint <= MAX_CODE_POINT ? { codePoint, next: j + 1 } : undefined;
  }
  const digits = chars.slice(start, start + 4);
  if (digits.length === 4 && digits.every(isHexDigit)) {
    return { codePoint: parseInt(digits.join(''), 16), next: start + 4 };
  }
  return undefined;
}

/** A literal (with quotes) that denotes exactly these code points; non-printable and `\` are escaped. */
export function encodeStringLiteral(codePoints: readonly number[]): string {
  let out = '"';
  for (const cp of codePoints) {
    if (cp === 0x22) out += '""';
    else if (cp >= 0x20 && cp <= 0x7e && cp !== 0x5c) out += String.fromCharCode(cp);
    else out += `\\u{${cp.toString(16)}}`;
  }
  return out + '"';
}

export function codePointsOf(s: string): number[] {
  return Array.from(s, (c) => c.codePointAt(0)!);
}

// Shrinks literals in place: numerals and decimals toward 0 and fewer digits, strings toward "" and
// shorter halves (keeping `\u{…}` escapes whole).
import type { Term } from '../../smtlib/ast.js';
import { literal } from '../../smtlib/terms/build.js';
import { termPass } from './term-pass.js';

function smallerNumerals(text: string): string[] {
  const n = BigInt(text);
  if (n <= 1n) return n === 1n ? ['0'] : [];
  // One digit fewer only when there is a digit left (a one-digit numeral would become '', no literal at all).
  const shorter = text.length > 1 ? [text.slice(0, -1)] : [];
  return [...new Set(['0', '1', (n / 2n).toString(), ...shorter])];
}

function smallerDecimals(text: string): string[] {
  const [whole = '0', frac = '0'] = text.split('.');
  const out = ['0.0', '1.0', `${whole}.0`];
  if (frac.length > 1) out.push(`${whole}.${frac.slice(0, -1)}`);
  for (const w of smallerNumerals(whole)) out.push(`${w}.${frac}`);
  return [...new Set(out)].filter((d) => d !== text);
}

/** Splits a string literal's text into characters, an escape counting as one. */
function chars(text: string): string[] {
  return text.match(/\\u\{[0-9a-fA-F]{1,5}\}|\\u[0-9a-fA-F]{4}|[\s\S]/g) ?? [];
}

function smallerStrings(text: string): string[] {
  const cs = chars(text);
  if (cs.length === 0) return [];
  const half = Math.ceil(cs.length / 2);
  return [
    ...new Set([
      '',
      cs.slice(0, half).join(''),
      cs.slice(half).join(''),
      cs.slice(1).join(''),
      cs.slice(0, -1).join(''),
    ]),
  ].filter((s) => s !== text);
}

export const simplifyLiterals = termPass('simplify-literals', (t): Term[] => {
  if (t.kind !== 'const') return [];
  switch (t.lit.kind) {
    case 'numeral':
      return smallerNumerals(t.lit.text).map((s) => literal('numeral', s));
    case 'decimal':
      return smallerDecimals(t.lit.text).map((s) => literal('decimal', s));
    case 'string':
      return smallerStrings(t.lit.text).map((s) => literal('string', s));
    default:
      return [];
  }
});

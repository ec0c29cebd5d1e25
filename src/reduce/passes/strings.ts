// Cheap string folding: adjacent literal arguments of str.++ merge, `(str.len "…")` becomes a numeral.
import type { Term } from '../../smtlib/ast.js';
import { literal } from '../../smtlib/terms/build.js';
import { termPass } from './term-pass.js';

const isStringLit = (t: Term): t is Term & { kind: 'const' } => t.kind === 'const' && t.lit.kind === 'string';
const length = (text: string): number => (text.match(/\\u\{[0-9a-fA-F]{1,5}\}|\\u[0-9a-fA-F]{4}|[\s\S]/g) ?? []).length;

export const foldStrings = termPass('strings', (t) => {
  if (t.kind !== 'app' || t.id.indices.length) return [];
  const [a] = t.args;
  if (t.id.symbol === 'str.len' && a && isStringLit(a)) return [literal('numeral', String(length(a.lit.text)))];
  if (t.id.symbol !== 'str.++') return [];
  const args: Term[] = [];
  for (const x of t.args) {
    const prev = args.at(-1);
    if (prev && isStringLit(prev) && isStringLit(x))
      args[args.length - 1] = literal('string', prev.lit.text + x.lit.text);
    else args.push(x);
  }
  if (args.length === t.args.length) return [];
  return [args.length === 1 ? args[0]! : { ...t, args }];
});

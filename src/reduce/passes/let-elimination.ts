// Let elimination: drop one binding (it may be unused), or substitute all bindings into the body.
import type { Term } from '../../smtlib/ast.js';
import { constantReplacer, substitute, type Replacer } from '../substitute.js';
import { termPass } from './term-pass.js';

export const letElimination = termPass('let-elimination', (t) => {
  if (t.kind !== 'let') return [];
  const names = new Map<string, Replacer>(t.bindings.map((b) => [b.name, constantReplacer(b.term)]));
  const out: Term[] = [substitute(t.body, names)];
  if (t.bindings.length > 1) {
    t.bindings.forEach((_, i) => out.push({ ...t, bindings: t.bindings.filter((_b, k) => k !== i) }));
  } else {
    out.push(t.body);
  }
  return out;
});

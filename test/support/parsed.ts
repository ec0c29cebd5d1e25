// A test's SMT-LIB text as a script; a text that does not parse fails the test with where and why.
import type { Script } from '../../src/smtlib/ast.js';
import { parseScript } from '../../src/smtlib/parser.js';

export function parsed(text: string): Script {
  const r = parseScript(text);
  if (!r.ok) throw new Error(`parse failed at ${r.error.line}:${r.error.col}: ${r.error.message}`);
  return r.value;
}

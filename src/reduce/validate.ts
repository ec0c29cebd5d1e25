// The gate every candidate passes before a solver sees it: it must print, re-parse and sort-check.
import type { Script } from '../smtlib/ast.js';
import { checkScript } from '../smtlib/check/index.js';
import { parseScript } from '../smtlib/parser.js';

/** The re-parsed, sort-annotated script of `text`, or undefined when it is not standard, well-sorted SMT-LIB. */
export function wellSortedScript(text: string): Script | undefined {
  const parsed = parseScript(text);
  if (!parsed.ok) return undefined;
  return checkScript(parsed.value).ok ? parsed.value : undefined;
}

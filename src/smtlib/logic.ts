// A script's logic: the name its `(set-logic …)` gives, or NO_LOGIC when it sets none. The one answer for "none":
// finding records, signatures and the mutators' theory choice all read it here.
import type { Script } from './ast.js';
import { parseScript } from './parser.js';

/** What a script without `(set-logic …)` has as its logic (records write it so). */
export const NO_LOGIC = 'none';

/** The logic of the script's first `(set-logic …)`, or NO_LOGIC. */
export function logicOf(script: Script): string {
  for (const c of script.commands) if (c.cmd === 'set-logic') return c.logic;
  return NO_LOGIC;
}

/** The logic of a text (NO_LOGIC when it does not parse or sets none). */
export function logicOfText(text: string): string {
  const parsed = parseScript(text);
  return parsed.ok ? logicOf(parsed.value) : NO_LOGIC;
}

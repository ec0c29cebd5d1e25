// Parse + sort-check diagnostics of a script as plain data (what an editor shows under the text).
import { checkScript } from './check/index.js';
import { parseScript } from './parser.js';
import type { SmtError } from './result.js';

export interface Diagnostics {
  commands: number;
  errors: SmtError[];
}

export function diagnose(text: string): Diagnostics {
  const parsed = parseScript(text);
  if (!parsed.ok) return { commands: 0, errors: [parsed.error] };
  const checked = checkScript(parsed.value);
  return { commands: parsed.value.commands.length, errors: checked.errors };
}

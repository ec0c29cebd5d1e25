// Parse + sort-check diagnostics of a script as plain data (what an editor shows under the text). The parse
// recovers at the next command, so every parse error is listed and the commands that did parse are still
// sort-checked (a command lost to a parse error can leave later uses of its names undeclared).
import { checkScript } from './check/index.js';
import { parseScriptRecovering } from './parser.js';
import type { SmtError } from './result.js';

export interface Diagnostics {
  /** The commands that parsed. */
  commands: number;
  /** Parse and sort errors together, in text order (errors without a position last). */
  errors: SmtError[];
}

export interface DiagnoseOptions {
  /** Check against these dialects (see dialect.ts); default: any. */
  dialects?: readonly string[] | string | undefined;
}

export function diagnose(text: string, options: DiagnoseOptions = {}): Diagnostics {
  const parsed = parseScriptRecovering(text);
  const checked = checkScript({ commands: parsed.commands }, { dialects: options.dialects });
  return { commands: parsed.commands.length, errors: inTextOrder([...parsed.errors, ...checked.errors]) };
}

function inTextOrder(errors: SmtError[]): SmtError[] {
  const key = (e: SmtError): number => (e.line > 0 ? e.offset : Number.MAX_SAFE_INTEGER);
  return errors
    .map((e, i) => ({ e, i }))
    .sort((a, b) => key(a.e) - key(b.e) || a.i - b.i)
    .map(({ e }) => e);
}

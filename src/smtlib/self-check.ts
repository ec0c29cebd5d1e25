// Runs the whole front end over one script: parse, sort-check and (optionally) print/re-parse.
import { checkScript } from './check/index.js';
import { diagnose } from './diagnose.js';
import { astEqual } from './equal.js';
import { parseScript } from './parser.js';
import { printScript } from './printer.js';
import type { SmtError } from './result.js';

export interface SelfCheckReport {
  parsed: boolean;
  wellSorted: boolean;
  /** undefined when the round trip was not asked for or the script did not parse. */
  roundtripOk: boolean | undefined;
  errors: SmtError[];
}

export interface SelfCheckOptions {
  roundtrip: boolean;
  /** Check against these dialects (`['z3']`, `'z3,cvc5@1.0.3'`), see dialect.ts; default: any. */
  dialects?: readonly string[] | string | undefined;
}

export function selfCheck(text: string, options: SelfCheckOptions): SelfCheckReport {
  const parsed = parseScript(text);
  if (!parsed.ok) {
    // Every parse error, and the sort errors of the commands that parsed (the first parse error comes first).
    const errors = diagnose(text, { dialects: options.dialects }).errors;
    return { parsed: false, wellSorted: false, roundtripOk: undefined, errors };
  }
  const checked = checkScript(parsed.value, { dialects: options.dialects });
  const errors = [...checked.errors];
  let roundtripOk: boolean | undefined;
  if (options.roundtrip) {
    const printed = printScript(parsed.value);
    const reparsed = parseScript(printed);
    roundtripOk = reparsed.ok && astEqual(parsed.value, reparsed.value) && printScript(reparsed.value) === printed;
    if (!roundtripOk) {
      const why = reparsed.ok
        ? 'the re-parsed AST differs from the original'
        : `re-parse failed: ${reparsed.error.message}`;
      errors.push({ message: `round trip failed: ${why}`, line: 0, col: 0, offset: 0 });
    }
  }
  return { parsed: true, wellSorted: checked.ok, roundtripOk, errors };
}

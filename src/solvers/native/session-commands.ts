// What a persistent solver process is sent around a script: the options of a run as `set-option` commands (the
// command line of a fresh process, nativeCommandLine, said the same), and the marker that ends each part.
// - z3: a run's `key=value` parameters become `(set-option :key "value")`. The value goes as a string so z3 reads
//   it with the same code as on its command line (4.8.12 reads the decimal `2.5` of a set-option as 5, the
//   string "2.5" as 2.5). z3's `(reset)` keeps parameters, so the session sets each one back to its value before
//   the run (`get-option` tells it) when the next run begins.
// - cvc5: `--name` → `(set-option :name true)`, `--no-name` → `false`, `--name=value` → `value` (a bare symbol or
//   numeral: cvc5 keeps a string's quotes in the value). cvc5's `(reset)` restores the command line's options,
//   except those a release changes on reset (reset-drift.ts), which the session sets back itself.
import type { Lane } from '../lane.js';
import type { RunOptions } from '../outcome.js';
import { needsIncremental } from '../script-commands.js';

/** One option as `set-option` takes it: a name (without the colon) and its value's text. */
export interface SetOption {
  name: string;
  value: string;
}

/** A value cvc5's parser reads as a bare token (symbol, numeral or decimal, possibly negative). */
const BARE = /^[A-Za-z0-9._+\-~!@$%^&*=<>?/]+$/;

/** `(set-option :name value)`, the value quoted for z3, bare for cvc5. */
export function setOptionCommand(family: Lane['family'], o: SetOption): string {
  const value = family === 'z3' ? `"${o.value.replaceAll('"', '""')}"` : o.value;
  return `(set-option :${o.name} ${value})`;
}

/** A z3 parameter `key=value`, or a cvc5 flag, as a set-option; undefined when it cannot be one. */
export function asSetOption(family: Lane['family'], option: string): SetOption | undefined {
  if (family === 'z3') {
    const at = option.indexOf('=');
    if (at <= 0) return undefined;
    return { name: option.slice(0, at), value: option.slice(at + 1) };
  }
  const flag = /^--([a-z0-9][a-z0-9-]*)(?:=(.*))?$/i.exec(option);
  if (!flag) return undefined;
  const [, name, value] = flag as unknown as [string, string, string | undefined];
  if (value !== undefined) return BARE.test(value) ? { name, value } : undefined;
  return name.startsWith('no-') ? { name: name.slice(3), value: 'false' } : { name, value: 'true' };
}

/**
 * The options a run sets after `(reset)`, in the order a fresh process's command line gives them after the lane's
 * own (which a persistent process has on its command line): cvc5's `--incremental` for a script that needs it and
 * `--dump-models`, z3's `dump_models=true`, then the run's own options. Undefined when one cannot be a set-option.
 */
export function runSetOptions(lane: Lane, script: string, opts: RunOptions): SetOption[] | undefined {
  const laneHas = (flag: string): boolean => lane.options.includes(flag) || (opts.options ?? []).includes(flag);
  const implied: string[] =
    lane.family === 'z3'
      ? opts.produceModel
        ? ['dump_models=true']
        : []
      : [
          ...(needsIncremental(script) && !laneHas('--incremental') ? ['--incremental'] : []),
          ...(opts.produceModel && !laneHas('--dump-models') ? ['--dump-models'] : []),
        ];
  const out: SetOption[] = [];
  for (const option of [...implied, ...(opts.options ?? [])]) {
    const o = asSetOption(lane.family, option);
    if (!o) return undefined;
    out.push(o);
  }
  return out;
}

/** A marker no script can print by chance: the session waits for it after each part it sends. */
export function newNonce(): string {
  return `smtplay-${crypto.randomUUID()}`;
}

/** The command that prints the marker (z3 prints it bare, cvc5 in quotes: either way the line holds it). */
export function echoCommand(nonce: string): string {
  return `(echo "${nonce}")`;
}

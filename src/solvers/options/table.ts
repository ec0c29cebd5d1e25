// A solver's option table for option fuzzing: which parameters a release has, the values worth drawing, and
// which ones its own documentation calls experimental, expert-only or unsound. Built from what the release
// says about itself (z3-params.ts, cvc5-options.ts), never from a list of ours; plain data, cached per release.
import type { SolverFamily } from '../lane.js';

/** How the solver's documentation marks an option (findings under marked options are reported apart). */
export type OptionMark = 'experimental' | 'expert' | 'unsound' | 'nonstandard';

export interface OptionSpec {
  /** Z3: the global parameter (`smt.string_solver`); cvc5: the long option without dashes (`strings-exp`). */
  name: string;
  kind: 'bool' | 'int' | 'double' | 'choice';
  default?: string;
  /** Values worth drawing (never the default). */
  values: string[];
  marks: { mark: OptionMark; source: string }[];
  /** The solver's description of the option. */
  doc: string;
  /**
   * Values the solver's own fuzzing guidelines leave out, with its words (cvc5: what `--safe-mode=safe` refuses);
   * a campaign never draws them, since a bug under one is not one its developers take.
   */
  outsideGuidelines?: { value: string; words: string }[];
}

/** The values of an option a campaign draws: all worth drawing but those the solver's guidelines leave out. */
export function drawnValues(spec: OptionSpec): string[] {
  const left = new Set((spec.outsideGuidelines ?? []).map((r) => r.value));
  return spec.values.filter((v) => !left.has(v));
}

export interface OptionTable {
  family: SolverFamily;
  /** The release the table was read from. */
  version: string;
  /** Where the table came from, e.g. `z3 -pm:MODULE` or `cvc5 --help`. */
  source: string;
  options: OptionSpec[];
}

/** One option as a lane option: Z3 `name=value`; cvc5 `--name`, `--no-name` or `--name=value`. */
export function optionText(family: SolverFamily, name: string, value: string): string {
  if (family === 'z3') return `${name}=${value}`;
  if (value === 'true') return `--${name}`;
  if (value === 'false') return `--no-${name}`;
  return `--${name}=${value}`;
}

/** The parameter a lane option sets (`smt.relevancy=0` → `smt.relevancy`, `--no-strings-exp` → `strings-exp`). */
export function optionName(family: SolverFamily, option: string): string {
  if (family === 'z3') {
    const at = option.indexOf('=');
    return at < 0 ? option : option.slice(0, at);
  }
  const bare = option.replace(/^--/, '').replace(/=.*$/, '');
  return bare.startsWith('no-') ? bare.slice(3) : bare;
}

// Every SMT-LIB command this front end knows, in one table: what kind of command it is, and whether it is nothing
// but its name. The sets that passes and mutators need (declarations, output queries, checks) are read from it;
// a command added to the AST does not type-check until it has its row here.
import type { CommandName } from './ast.js';

export type CommandKind =
  /** set-logic, set-option, set-info. */
  | 'setting'
  /** Declares or defines a symbol, a sort or datatypes. */
  | 'declaration'
  | 'assertion'
  /** check-sat and its variants: each gives one answer. */
  | 'check'
  /** push, pop, reset, reset-assertions. */
  | 'scope'
  /** Asks for output and changes nothing: get-*, echo, eval, simplify. */
  | 'output'
  | 'exit'
  /** A command this front end does not know, kept verbatim. */
  | 'opaque';

interface Row {
  kind: CommandKind;
  /** Written as `(name)`, with nothing after the name. */
  nullary?: true;
}

const COMMANDS: Readonly<Record<CommandName, Row>> = {
  'set-logic': { kind: 'setting' },
  'set-option': { kind: 'setting' },
  'set-info': { kind: 'setting' },
  'declare-sort': { kind: 'declaration' },
  'define-sort': { kind: 'declaration' },
  'declare-fun': { kind: 'declaration' },
  'declare-const': { kind: 'declaration' },
  'define-fun': { kind: 'declaration' },
  'define-fun-rec': { kind: 'declaration' },
  'define-funs-rec': { kind: 'declaration' },
  'define-const': { kind: 'declaration' },
  'declare-datatype': { kind: 'declaration' },
  'declare-datatypes': { kind: 'declaration' },
  assert: { kind: 'assertion' },
  'check-sat': { kind: 'check', nullary: true },
  'check-sat-assuming': { kind: 'check' },
  'check-sat-using': { kind: 'check' },
  push: { kind: 'scope' },
  pop: { kind: 'scope' },
  reset: { kind: 'scope', nullary: true },
  'reset-assertions': { kind: 'scope', nullary: true },
  'get-model': { kind: 'output', nullary: true },
  'get-assertions': { kind: 'output', nullary: true },
  'get-assignment': { kind: 'output', nullary: true },
  'get-proof': { kind: 'output', nullary: true },
  'get-unsat-core': { kind: 'output', nullary: true },
  'get-unsat-assumptions': { kind: 'output', nullary: true },
  'get-value': { kind: 'output' },
  'get-info': { kind: 'output' },
  'get-option': { kind: 'output' },
  echo: { kind: 'output' },
  eval: { kind: 'output' },
  simplify: { kind: 'output' },
  exit: { kind: 'exit', nullary: true },
  opaque: { kind: 'opaque' },
};

const NAMES = Object.keys(COMMANDS) as CommandName[];

export function kindOf(name: CommandName): CommandKind {
  return COMMANDS[name].kind;
}

/** The commands of the given kinds (as a `ReadonlySet<string>` it also answers for raw command names). */
export function commandsOfKind(...kinds: CommandKind[]): ReadonlySet<CommandName> {
  return new Set(NAMES.filter((n) => kinds.includes(COMMANDS[n].kind)));
}

/** Commands whose only content is their name: `(check-sat)`, `(get-model)`, `(exit)` … */
export const NULLARY_COMMANDS: ReadonlySet<string> = new Set(NAMES.filter((n) => COMMANDS[n].nullary));

// The commands that declare or define symbols, sorts, datatypes or the heap (what a derived script must keep).
import type { Command, CommandName } from './ast.js';
import { commandsOfKind } from './commands.js';

export const DECLARATION_COMMANDS: ReadonlySet<CommandName> = commandsOfKind('declaration');

/** Commands kept verbatim (opaque) that still declare something: cvc5's `(declare-heap (L D))`. */
const OPAQUE_DECLARATIONS: ReadonlySet<string> = new Set(['declare-heap']);

export function isDeclaration(c: Command): boolean {
  return DECLARATION_COMMANDS.has(c.cmd) || (c.cmd === 'opaque' && OPAQUE_DECLARATIONS.has(c.name));
}

// The commands that declare or define symbols, sorts or datatypes (what a derived script must keep).
import type { CommandName } from './ast.js';

export const DECLARATION_COMMANDS: ReadonlySet<CommandName> = new Set<CommandName>([
  'declare-sort',
  'define-sort',
  'declare-fun',
  'declare-const',
  'define-fun',
  'define-fun-rec',
  'define-funs-rec',
  'define-const',
  'declare-datatype',
  'declare-datatypes',
]);

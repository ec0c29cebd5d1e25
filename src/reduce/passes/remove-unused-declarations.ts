// Removes, in one step, every declaration and definition whose name no later command mentions.
import type { Command, Script } from '../../smtlib/ast.js';
import { commandRoots } from '../../smtlib/paths.js';
import { symbolsIn } from '../../smtlib/terms/query.js';
import type { Pass } from '../types.js';

function declaredName(c: Command): string | undefined {
  switch (c.cmd) {
    case 'declare-fun':
    case 'declare-const':
    case 'define-const':
      return c.name;
    case 'define-fun':
    case 'define-fun-rec':
      return c.decl.name;
    default:
      return undefined;
  }
}

function usedNames(script: Script): Set<string> {
  const used = new Set<string>();
  for (const c of script.commands) {
    for (const root of commandRoots(c)) symbolsIn(root, used);
    if (c.cmd === 'get-value') for (const t of c.terms) symbolsIn(t, used);
  }
  return used;
}

export const removeUnusedDeclarations: Pass = {
  name: 'remove-unused-declarations',
  *candidates(script) {
    const used = usedNames(script);
    const commands = script.commands.filter((c) => {
      const name = declaredName(c);
      return name === undefined || used.has(name);
    });
    yield { ...script, commands };
  },
};

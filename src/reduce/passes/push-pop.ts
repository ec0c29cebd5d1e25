// Removes a push together with its matching pop (or a trailing unmatched push), innermost first.
import type { Script } from '../../smtlib/ast.js';
import type { Pass } from '../types.js';

function matchingPop(script: Script, push: number): number | undefined {
  let depth = 0;
  for (let i = push + 1; i < script.commands.length; i++) {
    const c = script.commands[i]!;
    if (c.cmd === 'push') depth++;
    if (c.cmd === 'pop' && depth-- === 0) return i;
  }
  return undefined;
}

export const removePushPop: Pass = {
  name: 'remove-push-pop',
  *candidates(script) {
    for (let i = script.commands.length - 1; i >= 0; i--) {
      if (script.commands[i]!.cmd !== 'push') continue;
      const pop = matchingPop(script, i);
      yield { ...script, commands: script.commands.filter((_, k) => k !== i && k !== pop) };
    }
  },
};

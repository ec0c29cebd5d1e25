// Inlines a define-fun (or define-const) into every later use and deletes the definition.
import type { Command, Script, Term } from '../../smtlib/ast.js';
import { commandRoots, replaceAt } from '../../smtlib/paths.js';
import { substitute, type Replacer } from '../substitute.js';
import type { Pass } from '../types.js';

function definition(c: Command): { name: string; replacer: Replacer } | undefined {
  if (c.cmd === 'define-const') return { name: c.name, replacer: (args) => (args.length ? undefined : c.body) };
  if (c.cmd !== 'define-fun') return undefined;
  const params = c.decl.params.map((p) => p.name);
  const replacer: Replacer = (args) => {
    if (args.length !== params.length) return undefined;
    const bound = new Map<string, Replacer>(params.map((p, i) => [p, () => args[i]]));
    return substitute(c.body, bound);
  };
  return { name: c.decl.name, replacer };
}

function inlineAt(script: Script, index: number, name: string, replacer: Replacer): Script {
  let out: Script = { ...script, commands: script.commands.filter((_, i) => i !== index) };
  const names = new Map([[name, replacer]]);
  out.commands.forEach((c, ci) => {
    if (ci < index) return;
    commandRoots(c).forEach((root: Term, r) => {
      const next = substitute(root, names);
      if (next !== root) out = replaceAt(out, { command: ci, root: r, steps: [] }, next);
    });
  });
  return out;
}

export const inlineDefineFun: Pass = {
  name: 'inline-define-fun',
  *candidates(script) {
    for (let i = 0; i < script.commands.length; i++) {
      const def = definition(script.commands[i]!);
      if (def) yield inlineAt(script, i, def.name, def.replacer);
    }
  },
};

// Drops whole kinds of commands that rarely matter, one kind per candidate: set-info, set-option,
// get-*/echo/eval output commands, and every term annotation (:named, :pattern, …).
import type { Command, Script, Term } from '../../smtlib/ast.js';
import { commandsOfKind } from '../../smtlib/commands.js';
import { commandRoots, replaceAt } from '../../smtlib/paths.js';
import { mapChildren } from '../../smtlib/terms/traverse.js';
import type { Pass } from '../types.js';

const OUTPUT = commandsOfKind('output');

const dropping = (script: Script, drop: (c: Command) => boolean): Script => ({
  ...script,
  commands: script.commands.filter((c) => !drop(c)),
});

function stripAnnotations(t: Term): Term {
  if (t.kind === 'annot') return stripAnnotations(t.term);
  return mapChildren(t, stripAnnotations);
}

function withoutAnnotations(script: Script): Script {
  let out = script;
  script.commands.forEach((c, command) =>
    commandRoots(c).forEach((root, r) => {
      const next = stripAnnotations(root);
      if (next !== root) out = replaceAt(out, { command, root: r, steps: [] }, next);
    }),
  );
  return out;
}

export const removeNoise: Pass = {
  name: 'remove-noise',
  *candidates(script) {
    yield dropping(script, (c) => c.cmd === 'set-info');
    yield dropping(script, (c) => c.cmd === 'set-option');
    yield dropping(script, (c) => OUTPUT.has(c.cmd));
    yield withoutAnnotations(script);
  },
};

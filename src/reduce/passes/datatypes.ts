// Shrinks datatype declarations: drops one constructor (while another remains) or one selector.
import type { Command, DatatypeDecl, Script } from '../../smtlib/ast.js';
import type { Pass } from '../types.js';

function* smallerDecls(d: DatatypeDecl): Generator<DatatypeDecl> {
  if (d.constructors.length > 1) {
    for (let i = 0; i < d.constructors.length; i++)
      yield { ...d, constructors: d.constructors.filter((_, k) => k !== i) };
  }
  for (let i = 0; i < d.constructors.length; i++) {
    const c = d.constructors[i]!;
    for (let j = 0; j < c.selectors.length; j++) {
      const smaller = { ...c, selectors: c.selectors.filter((_, k) => k !== j) };
      yield { ...d, constructors: d.constructors.map((x, k) => (k === i ? smaller : x)) };
    }
  }
}

function* smallerCommands(c: Command): Generator<Command> {
  if (c.cmd === 'declare-datatype') for (const decl of smallerDecls(c.decl)) yield { ...c, decl };
  if (c.cmd !== 'declare-datatypes') return;
  for (let i = 0; i < c.decls.length; i++) {
    for (const decl of smallerDecls(c.decls[i]!)) yield { ...c, decls: c.decls.map((d, k) => (k === i ? decl : d)) };
  }
}

export const shrinkDatatypes: Pass = {
  name: 'datatypes',
  *candidates(script: Script) {
    for (let i = 0; i < script.commands.length; i++) {
      for (const c of smallerCommands(script.commands[i]!)) {
        const commands = script.commands.slice();
        commands[i] = c;
        yield { ...script, commands };
      }
    }
  },
};

// `replaceAt` (paths.ts) for the mutators' hot path: the same copy of the spine from the root to
// the replaced term, but every copied node is built as a literal of one fixed shape per kind, which
// keeps property access monomorphic (object spread over the parser's and the mutators' differently
// shaped nodes does not). Everything off the path is shared with the input.
import type { AppTerm, Command, Script, Term } from '../smtlib/ast.js';
import { commandRoots, type TermPath } from '../smtlib/paths.js';
import { childrenOf, withChild } from '../smtlib/terms/traverse.js';

function withArg(t: AppTerm, i: number, child: Term): AppTerm {
  const args = t.args.slice();
  args[i] = child;
  return { kind: 'app', id: t.id, qual: t.qual, args, span: t.span, sort: t.sort };
}

function replaceIn(t: Term, steps: readonly number[], at: number, replacement: Term): Term {
  if (at === steps.length) return replacement;
  const i = steps[at]!;
  if (t.kind === 'app') return withArg(t, i, replaceIn(t.args[i]!, steps, at + 1, replacement));
  const child = childrenOf(t)[i];
  if (!child) throw new RangeError(`no child ${i} in a ${t.kind} term`);
  return withChild(t, i, replaceIn(child, steps, at + 1, replacement));
}

function withRoot(c: Command, r: number, root: Term): Command {
  switch (c.cmd) {
    case 'assert':
      return { ...c, term: root };
    case 'define-fun':
    case 'define-fun-rec':
    case 'define-const':
      return { ...c, body: root };
    case 'define-funs-rec': {
      const bodies = c.bodies.slice();
      bodies[r] = root;
      return { ...c, bodies };
    }
    case 'check-sat-assuming': {
      const literals = c.literals.slice();
      literals[r] = root;
      return { ...c, literals };
    }
    default:
      throw new RangeError(`${c.cmd} has no term roots`);
  }
}

export function replacePath(script: Script, p: TermPath, replacement: Term): Script {
  const cmd = script.commands[p.command];
  if (!cmd) throw new RangeError(`no command ${p.command}`);
  const root = commandRoots(cmd)[p.root];
  if (!root) throw new RangeError(`no term root ${p.root} in command ${p.command}`);
  const commands = script.commands.slice();
  commands[p.command] = withRoot(cmd, p.root, replaceIn(root, p.steps, 0, replacement));
  return { ...script, commands };
}

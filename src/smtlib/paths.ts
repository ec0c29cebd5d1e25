// Addressing terms inside a script: a TermPath is (command index, root index, child indices…).
// Children are numbered in one canonical order per term kind (terms/traverse.ts), so paths are stable
// and printable.
// Replacing a term copies only the spine from the root to it (the script is never mutated in place).
import type { Command, Script, Term } from './ast.js';
import { childrenOf, visitTerm, withChild } from './terms/traverse.js';

export interface TermPath {
  command: number;
  /** Which term root of the command (e.g. the n-th body of define-funs-rec). */
  root: number;
  steps: readonly number[];
}

export function pathToString(p: TermPath): string {
  return `${p.command}.${p.root}${p.steps.map((s) => '/' + s).join('')}`;
}

/** The term roots of a command that mutators and reducers may change. */
export function commandRoots(c: Command): readonly Term[] {
  switch (c.cmd) {
    case 'assert':
      return [c.term];
    case 'define-fun':
    case 'define-fun-rec':
    case 'define-const':
      return [c.body];
    case 'define-funs-rec':
      return c.bodies;
    case 'check-sat-assuming':
      return c.literals;
    default:
      return [];
  }
}

function withRoots(c: Command, roots: readonly Term[]): Command {
  switch (c.cmd) {
    case 'assert':
      return { ...c, term: roots[0]! };
    case 'define-fun':
    case 'define-fun-rec':
    case 'define-const':
      return { ...c, body: roots[0]! };
    case 'define-funs-rec':
      return { ...c, bodies: roots };
    case 'check-sat-assuming':
      return { ...c, literals: roots };
    default:
      return c;
  }
}

export function termAt(script: Script, p: TermPath): Term | undefined {
  const cmd = script.commands[p.command];
  if (!cmd) return undefined;
  let t: Term | undefined = commandRoots(cmd)[p.root];
  for (const s of p.steps) {
    if (!t) return undefined;
    t = childrenOf(t)[s];
  }
  return t;
}

function replaceIn(t: Term, steps: readonly number[], at: number, replacement: Term): Term {
  if (at === steps.length) return replacement;
  const i = steps[at]!;
  const child = childrenOf(t)[i];
  if (!child) throw new RangeError(`no child ${i} in a ${t.kind} term`);
  return withChild(t, i, replaceIn(child, steps, at + 1, replacement));
}

/** A new script with the term at `p` replaced; everything off the path is shared with the input. */
export function replaceAt(script: Script, p: TermPath, replacement: Term): Script {
  const cmd = script.commands[p.command];
  if (!cmd) throw new RangeError(`no command ${p.command}`);
  const roots = commandRoots(cmd).slice();
  const root = roots[p.root];
  if (!root) throw new RangeError(`no term root ${p.root} in command ${p.command}`);
  roots[p.root] = replaceIn(root, p.steps, 0, replacement);
  const commands = script.commands.slice();
  commands[p.command] = withRoots(cmd, roots);
  return { ...script, commands };
}

export interface Site {
  term: Term;
  path: TermPath;
  /** The terms from the root down to (not including) this one. */
  ancestors: readonly Term[];
  /** Names bound around this term by let/quantifiers/lambda/match (innermost last). */
  bound: readonly string[];
}

/** The parameters a function definition binds in its term root `r` (none for other commands). */
export function rootParams(c: Command, r: number): string[] {
  if (c.cmd === 'define-fun' || c.cmd === 'define-fun-rec') return c.decl.params.map((p) => p.name);
  if (c.cmd === 'define-funs-rec') return c.decls[r]!.params.map((p) => p.name);
  return [];
}

/** Visits every term of every command root, pre-order. Return false from `visit` to skip a subtree. */
export function forEachSite(script: Script, visit: (site: Site) => boolean | void): void {
  script.commands.forEach((cmd, command) => {
    commandRoots(cmd).forEach((root, r) => {
      visitTerm(
        root,
        (term, at) =>
          visit({
            term,
            path: { command, root: r, steps: at.steps.slice() },
            ancestors: at.ancestors.slice(),
            bound: at.bound.slice(),
          }),
        rootParams(cmd, r),
      );
    });
  });
}

// Addressing terms inside a script: a TermPath is (command index, root index, child indices…).
// Children are numbered in one canonical order per term kind, so paths are stable and printable.
// Replacing a term copies only the spine from the root to it (the script is never mutated in place).
import type { Command, Script, SortedVar, Term } from './ast.js';

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

/**
 * Children in canonical order: app args; let binding terms then body; quantifier/lambda body;
 * match scrutinee then case bodies; annotated term then :pattern terms.
 */
export function childrenOf(t: Term): readonly Term[] {
  switch (t.kind) {
    case 'const':
      return [];
    case 'app':
      return t.args;
    case 'let':
      return [...t.bindings.map((b) => b.term), t.body];
    case 'forall':
    case 'exists':
    case 'lambda':
      return [t.body];
    case 'match':
      return [t.scrutinee, ...t.cases.map((c) => c.body)];
    case 'annot': {
      const out: Term[] = [t.term];
      for (const a of t.attrs) if ('terms' in a) out.push(...a.terms);
      return out;
    }
  }
}

/** A copy of `t` with child `i` replaced; the sort annotation is dropped unless `keepSort`. */
export function withChild(t: Term, i: number, child: Term): Term {
  switch (t.kind) {
    case 'const':
      throw new RangeError('a constant has no children');
    case 'app': {
      const args = t.args.slice();
      args[i] = child;
      return { ...t, args };
    }
    case 'let':
      if (i < t.bindings.length) {
        const bindings = t.bindings.slice();
        bindings[i] = { ...bindings[i]!, term: child };
        return { ...t, bindings };
      }
      return { ...t, body: child };
    case 'forall':
    case 'exists':
    case 'lambda':
      return { ...t, body: child };
    case 'match':
      if (i === 0) return { ...t, scrutinee: child };
      return { ...t, cases: t.cases.map((c, k) => (k === i - 1 ? { ...c, body: child } : c)) };
    case 'annot': {
      if (i === 0) return { ...t, term: child };
      let k = 1;
      const attrs = t.attrs.map((a) => {
        if (!('terms' in a)) return a;
        const terms = a.terms.map((pt) => (k++ === i ? child : pt));
        return { ...a, terms };
      });
      return { ...t, attrs };
    }
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

/** Variables bound by `t` for its child `i` (let binds only in the body; match binds per case). */
export function boundForChild(t: Term, i: number): readonly { name: string; sort?: SortedVar['sort'] }[] {
  switch (t.kind) {
    case 'let':
      return i === t.bindings.length ? t.bindings.map((b) => ({ name: b.name })) : [];
    case 'forall':
    case 'exists':
    case 'lambda':
      return t.vars;
    case 'match': {
      if (i === 0) return [];
      const p = t.cases[i - 1]!.pattern;
      return p.kind === 'ctor' ? p.vars.map((name) => ({ name })) : [{ name: p.name }];
    }
    default:
      return [];
  }
}

export interface Site {
  term: Term;
  path: TermPath;
  /** The terms from the root down to (not including) this one. */
  ancestors: readonly Term[];
  /** Names bound around this term by let/quantifiers/lambda/match (innermost last). */
  bound: readonly string[];
}

/** Visits every term of every command root, pre-order. Return false from `visit` to skip a subtree. */
export function forEachSite(script: Script, visit: (site: Site) => boolean | void): void {
  const ancestors: Term[] = [];
  const bound: string[] = [];
  const steps: number[] = [];
  script.commands.forEach((cmd, command) => {
    const params = cmd.cmd === 'define-fun' || cmd.cmd === 'define-fun-rec' ? cmd.decl.params.map((p) => p.name) : [];
    commandRoots(cmd).forEach((root, r) => {
      const rootParams = cmd.cmd === 'define-funs-rec' ? cmd.decls[r]!.params.map((p) => p.name) : params;
      bound.push(...rootParams);
      const go = (t: Term): void => {
        const descend = visit({
          term: t,
          path: { command, root: r, steps: steps.slice() },
          ancestors: ancestors.slice(),
          bound: bound.slice(),
        });
        if (descend === false) return;
        const kids = childrenOf(t);
        ancestors.push(t);
        for (let i = 0; i < kids.length; i++) {
          const names = boundForChild(t, i).map((b) => b.name);
          bound.push(...names);
          steps.push(i);
          go(kids[i]!);
          steps.pop();
          bound.length -= names.length;
        }
        ancestors.pop();
      };
      go(root);
      bound.length -= rootParams.length;
    });
  });
}

// Rule parameters (Janus §3.3): a term of the required sort taken from the script, else a random
// literal. Only small terms whose symbols are bound nowhere in the script are collected, so a
// parameter means the same at every site and can never be captured by a binder.
import type { Script, Term } from '../../smtlib/ast.js';
import { commandRoots } from '../../smtlib/paths.js';
import { visitTerm } from '../../smtlib/terms/traverse.js';
import { sortToString, type Sort } from '../../smtlib/sort.js';
import type { Rng } from '../../rng.js';
import { app, indexed, numeral, str } from '../../smtlib/terms/build.js';

const MAX_NODES = 9;
const FROM_SCRIPT = 0.7;

export interface ScriptNames {
  /** Every symbol a binder (let, quantifier, lambda, match, function parameter) or `:named` introduces. */
  bound: Set<string>;
  /** Every symbol that occurs anywhere. */
  all: Set<string>;
}

export function scriptNames(script: Script): ScriptNames {
  const bound = new Set<string>();
  const all = new Set<string>();
  const visit = (t: Term): void => {
    if (t.kind === 'app') all.add(t.id.symbol);
    if (t.kind === 'annot') for (const a of t.attrs) if (a.keyword === ':named' && 'name' in a) bound.add(a.name);
    if (t.kind === 'let') t.bindings.forEach((b) => bound.add(b.name));
    if (t.kind === 'forall' || t.kind === 'exists' || t.kind === 'lambda') t.vars.forEach((v) => bound.add(v.name));
    if (t.kind === 'match')
      for (const c of t.cases) {
        if (c.pattern.kind === 'var') bound.add(c.pattern.name);
        else c.pattern.vars.forEach((v) => bound.add(v));
      }
  };
  for (const c of script.commands) {
    if ('name' in c && typeof c.name === 'string') all.add(c.name);
    if (c.cmd === 'define-fun' || c.cmd === 'define-fun-rec') c.decl.params.forEach((p) => bound.add(p.name));
    if (c.cmd === 'define-funs-rec') c.decls.forEach((d) => d.params.forEach((p) => bound.add(p.name)));
    for (const root of commandRoots(c)) visitTerm(root, visit);
  }
  for (const b of bound) all.add(b);
  return { bound, all };
}

/** Node count of `t` if it is a small, binder-free term over unbound symbols; else undefined. */
function portableSize(t: Term, bound: ReadonlySet<string>): number | undefined {
  if (t.kind === 'const') return 1;
  if (t.kind !== 'app' || bound.has(t.id.symbol)) return undefined;
  let n = 1;
  for (const a of t.args) {
    const k = portableSize(a, bound);
    if (k === undefined) return undefined;
    n += k;
    if (n > MAX_NODES) return undefined;
  }
  return n;
}

interface Found {
  term: Term;
  command: number;
}

/**
 * Terms are usable at an assertion only if they come from the same or an earlier one: their
 * symbols are then declared there (declarations may be interleaved with assertions).
 */
export class ParamPool {
  private readonly bySort = new Map<string, Found[]>();

  constructor(script: Script, names: ScriptNames) {
    const seen = new Set<Term>();
    script.commands.forEach((c, command) => {
      if (c.cmd !== 'assert') return;
      visitTerm(c.term, (t) => {
        if (t.sort && !seen.has(t) && portableSize(t, names.bound) !== undefined) {
          seen.add(t);
          const key = sortToString(t.sort);
          const list = this.bySort.get(key) ?? [];
          list.push({ term: t, command });
          this.bySort.set(key, list);
        }
      });
    });
  }

  /** A term of `sort` usable in command `at`. */
  pick(sort: Sort, rng: Rng, at: number): Term | undefined {
    const found = (this.bySort.get(sortToString(sort)) ?? []).filter((f) => f.command <= at);
    if (found.length > 0 && rng.chance(FROM_SCRIPT)) return rng.pick(found).term;
    return randomLiteral(sort, rng) ?? (found.length > 0 ? rng.pick(found).term : undefined);
  }
}

const STRINGS = ['', 'a', 'b', 'ab', '0', 'ba'];

export function randomLiteral(sort: Sort, rng: Rng): Term | undefined {
  switch (sort.name) {
    case 'Int':
    case 'Real':
      return numeral(rng.range(-4, 9), sort.name === 'Real');
    case 'Bool':
      return app(rng.chance(0.5) ? 'true' : 'false');
    case 'String':
      return str(rng.pick(STRINGS));
    case 'RegLan':
      return rng.chance(0.5) ? app('re.allchar') : app('str.to_re', str(rng.pick(STRINGS)));
    case 'BitVec': {
      const width = sort.indices[0]!;
      return indexed(`bv${rng.int(Math.min(2 ** Math.min(width, 30), 16))}`, [width]);
    }
    default:
      return undefined;
  }
}

// LPI's formula snippets ψ (SAE Alg. 1): a connective from {none, ¬, ∧, ∨, ⇒, xor} over random atoms
// built from the seed's free constants with their theory's functions. Terms are linear (sums of a
// variable and a constant), so linear seeds stay linear.
import type { Script, Term } from '../../smtlib/ast.js';
import { forEachSite } from '../../smtlib/paths.js';
import { sortToString, type Sort } from '../../smtlib/sort.js';
import type { Rng } from '../../rng.js';
import { randomConstant } from './constants.js';
import { app, sym } from '../../smtlib/terms/build.js';

export interface Variables {
  /** Sort key → the seed's 0-ary declared constants of that sort. */
  bySort: Map<string, { sort: Sort; names: string[] }>;
}

/**
 * The declared 0-ary constants the (checked) script uses, grouped by sort. A name declared more than once
 * (Z3 overloads a constant by its sort) needs `as` where it is used: it is left out.
 */
export function seedVariables(script: Script): Variables {
  const declared = new Set<string>();
  const overloaded = new Set<string>();
  for (const c of script.commands) {
    if (!('name' in c) || !(c.cmd === 'declare-const' || c.cmd === 'declare-fun')) continue;
    if (declared.has(c.name)) overloaded.add(c.name);
    if (c.cmd === 'declare-const' || c.params.length === 0) declared.add(c.name);
  }
  for (const name of overloaded) declared.delete(name);
  const bySort = new Map<string, { sort: Sort; names: string[] }>();
  forEachSite(script, ({ term, bound }) => {
    if (
      term.kind !== 'app' ||
      term.args.length > 0 ||
      !term.sort ||
      !declared.has(term.id.symbol) ||
      bound.includes(term.id.symbol)
    )
      return;
    const key = sortToString(term.sort);
    const entry = bySort.get(key) ?? { sort: term.sort, names: [] };
    if (!entry.names.includes(term.id.symbol)) entry.names.push(term.id.symbol);
    bySort.set(key, entry);
  });
  return { bySort };
}

function operand(sort: Sort, names: readonly string[], rng: Rng): Term {
  const v = (): Term => sym(rng.pick(names));
  const c = (): Term => randomConstant(sort, rng) ?? v();
  const roll = rng.int(4);
  if (roll === 0) return v();
  if (roll === 1) return c();
  switch (sort.name) {
    case 'Int':
    case 'Real':
      return roll === 2 ? app('+', v(), c()) : app('-', v(), v());
    case 'BitVec':
      return roll === 2 ? app('bvadd', v(), c()) : app('bvand', v(), v());
    case 'String':
      return app('str.++', v(), c());
    default:
      return v();
  }
}

const PREDICATES: Record<string, readonly string[]> = {
  Int: ['<', '<=', '>', '>=', '=', 'distinct'],
  Real: ['<', '<=', '>', '>=', '=', 'distinct'],
  BitVec: ['bvult', 'bvule', 'bvslt', 'bvsle', '=', 'distinct'],
  String: ['=', 'distinct', 'str.prefixof', 'str.contains', 'str.<'],
  FloatingPoint: ['fp.leq', 'fp.lt', 'fp.eq'],
};

function atom(vars: Variables, rng: Rng): Term {
  const groups = [...vars.bySort.values()];
  if (groups.length === 0) return app(rng.chance(0.5) ? 'true' : 'false');
  const { sort, names } = rng.pick(groups);
  if (sort.name === 'Bool') return sym(rng.pick(names));
  const ops = PREDICATES[sort.name];
  if (!ops) return app('=', sym(rng.pick(names)), sym(rng.pick(names)));
  return app(rng.pick(ops), operand(sort, names, rng), operand(sort, names, rng));
}

export function snippet(vars: Variables, rng: Rng): { connective: string; term: Term } {
  const connective = rng.pick(['none', 'not', 'and', 'or', '=>', 'xor']);
  if (connective === 'none') return { connective, term: atom(vars, rng) };
  if (connective === 'not') return { connective, term: app('not', atom(vars, rng)) };
  return { connective, term: app(connective, atom(vars, rng), atom(vars, rng)) };
}

// The pool: every distinct sub-term of the seed, keyed by its full sort (bit-vector width, FP format,
// array, datatype and sequence sorts included), with its printed text and what it needs in scope.
// Left out: terms carrying a :named label (a copy would declare the name twice) and match terms
// (their patterns name constructors that needs.ts does not track).
import type { Script, Term } from '../../smtlib/ast.js';
import { isTheorySymbol } from '../../smtlib/theories/index.js';
import type { Sort } from '../../smtlib/sort.js';
import { TermTexts } from '../../smtlib/print/printed.js';
import { mutableRoots } from './roots.js';
import { NO_NEEDS, symbolKey, testerKey, union, without, type Need } from './needs.js';
import { sortKey } from './sort-key.js';

export interface PoolEntry {
  readonly term: Term;
  readonly text: string;
  readonly sort: Sort;
  readonly needs: readonly Need[];
}

export interface Pool {
  /** Entries by sort key, in first-occurrence order. */
  readonly bySort: ReadonlyMap<string, readonly PoolEntry[]>;
  /** One representative per pool sort. */
  readonly sorts: readonly Sort[];
  /** The seed has a constant array `((as const …) v)`. */
  readonly hasConstArray: boolean;
}

interface Facts {
  needs: readonly Need[];
  /** Not copyable (contains :named or match). */
  pinned: boolean;
}

export function collectPool(seed: Script, userNames: ReadonlySet<string>): Pool {
  const texts = new TermTexts();
  const bySort = new Map<string, PoolEntry[]>();
  const seen = new Set<string>();
  const sorts: Sort[] = [];
  let hasConstArray = false;

  const ownNeed = (t: Term & { kind: 'app' }): Need | undefined => {
    const name = t.id.symbol;
    const user = userNames.has(name);
    if (!user && t.args.length === 1 && !t.sort?.param) {
      const tested =
        name === 'is' && typeof t.id.indices[0] === 'string'
          ? t.id.indices[0]
          : name.startsWith('is-')
            ? name.slice(3)
            : undefined;
      if (tested !== undefined && t.sort) return { name, key: testerKey(tested), nullary: false, sort: t.sort };
    }
    if (!t.sort || (!user && t.args.length > 0 && isTheorySymbol(name))) return undefined;
    if (!user && t.args.length === 0 && (isTheorySymbol(name) || t.id.indices.length > 0)) return undefined;
    const params: Sort[] = [];
    for (const a of t.args) {
      if (!a.sort) return undefined;
      params.push(a.sort);
    }
    return { name, key: symbolKey(name, params, t.sort), nullary: t.args.length === 0, sort: t.sort };
  };

  const visit = (t: Term): Facts => {
    let needs: readonly Need[] = NO_NEEDS;
    let pinned = false;
    const add = (f: Facts, bound: readonly string[] = []): void => {
      needs = union(needs, without(f.needs, bound));
      pinned ||= f.pinned;
    };
    switch (t.kind) {
      case 'const':
        break;
      case 'app': {
        if (t.id.symbol === 'const' && t.qual) hasConstArray = true;
        for (const a of t.args) add(visit(a));
        const own = ownNeed(t);
        if (own) needs = union(needs, [own]);
        break;
      }
      case 'let':
        for (const b of t.bindings) add(visit(b.term));
        add(
          visit(t.body),
          t.bindings.map((b) => b.name),
        );
        break;
      case 'forall':
      case 'exists':
      case 'lambda':
        add(
          visit(t.body),
          t.vars.map((v) => v.name),
        );
        break;
      case 'match':
        add(visit(t.scrutinee));
        for (const c of t.cases) add(visit(c.body), c.pattern.kind === 'ctor' ? c.pattern.vars : [c.pattern.name]);
        pinned = true;
        break;
      case 'annot':
        add(visit(t.term));
        for (const a of t.attrs) {
          if (a.keyword === ':named') pinned = true;
          if ('terms' in a) for (const p of a.terms) add(visit(p));
        }
        break;
      case 'apply':
        add(visit(t.fn));
        for (const a of t.args) add(visit(a));
        break;
    }
    if (!pinned && t.sort && !t.sort.param) {
      const text = texts.of(t);
      const key = sortKey(t.sort);
      const id = key + '\u0000' + text;
      if (!seen.has(id)) {
        seen.add(id);
        let list = bySort.get(key);
        if (!list) {
          list = [];
          bySort.set(key, list);
          sorts.push(t.sort);
        }
        list.push({ term: t, text, sort: t.sort, needs });
      }
    }
    return { needs, pinned };
  };
  for (const cmd of seed.commands) for (const root of mutableRoots(cmd)) visit(root);
  return { bySort, sorts, hasConstArray };
}

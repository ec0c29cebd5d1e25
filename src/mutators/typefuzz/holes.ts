// The holes of a script (every replaceable sub-term of every mutable root, in pre-order) with their
// scopes and their offsets in the printed script. Replacing hole h replaces the contiguous block of
// h and its sub-terms by the new term's holes, and shifts the offsets after it: the list of a mutant
// is computed from its parent's without a traversal, and equals what a traversal would give.
import type { Script, Term } from '../../smtlib/ast.js';
import type { TermPath } from '../../smtlib/paths.js';
import { printCommand } from '../../smtlib/printer.js';
import type { Sort } from '../../smtlib/sort.js';
import { rootOffset, printedLength } from '../print-offsets.js';
import { RecentCache } from '../recent.js';
import type { SeedContext } from './context.js';
import { innerHoles, type InnerHole } from './inner.js';
import { mutableRoots } from './roots.js';
import { bind, type Binder, type Scope } from './scope.js';

export interface Hole {
  readonly path: TermPath;
  readonly sort: Sort;
  readonly scope: Scope | null;
}

export interface HoleList {
  readonly holes: readonly Hole[];
  /** Per hole k: the start of its text at [2k] and the end at [2k+1], in `text`. */
  readonly offsets: Int32Array;
  /** The script as printScript prints it. */
  readonly text: string;
}

const recent = new RecentCache<Script, HoleList>();

export function holeListFor(script: Script, ctx: SeedContext): HoleList {
  let list = recent.get(script);
  if (!list) {
    list = buildHoleList(script, ctx);
    recent.set(script, list);
  }
  return list;
}

export function rememberHoleList(script: Script, list: HoleList): void {
  recent.set(script, list);
}

/** A cache of `bind(base, binders)` so that holes under the same binders share a scope. */
function scopeMaker(base: Scope | null): (binders: readonly Binder[]) => Scope | null {
  const made = new Map<readonly Binder[], Scope | null>();
  return (binders) => {
    if (binders.length === 0) return base;
    let s = made.get(binders);
    if (s === undefined) {
      s = bind(base, binders);
      made.set(binders, s);
    }
    return s;
  };
}

export function buildHoleList(script: Script, ctx: SeedContext): HoleList {
  const lengths = new Map<Term, number>();
  const len = (t: Term): number => printedLength(t, lengths);
  const holes: Hole[] = [];
  const offsets: number[] = [];
  let text = '';
  script.commands.forEach((cmd, command) => {
    const start = text.length;
    text += printCommand(cmd) + '\n';
    const info = ctx.commands[command];
    if (!info) return;
    mutableRoots(cmd).forEach((root, r) => {
      const at = start + rootOffset(cmd, r, len);
      const scopeOf = scopeMaker(info.rootScopes[r] ?? null);
      for (const h of innerHoles(root, ctx, lengths)) {
        holes.push({ path: { command, root: r, steps: h.steps }, sort: h.sort, scope: scopeOf(h.binders) });
        offsets.push(at + h.start, at + h.end);
      }
    });
  });
  return { holes, offsets: Int32Array.from(offsets), text };
}

function within(p: TermPath, q: TermPath): boolean {
  if (p.command !== q.command || p.root !== q.root || p.steps.length < q.steps.length) return false;
  for (let i = 0; i < q.steps.length; i++) if (p.steps[i] !== q.steps[i]) return false;
  return true;
}

/** The list after replacing hole `h` by a term printed as `text` whose own holes are `inner`. */
export function spliceHoles(list: HoleList, h: number, text: string, inner: readonly InnerHole[]): HoleList {
  const hole = list.holes[h]!;
  const start = list.offsets[2 * h]!;
  const end = list.offsets[2 * h + 1]!;
  let j = h + 1;
  while (j < list.holes.length && within(list.holes[j]!.path, hole.path)) j++;
  const scopeOf = scopeMaker(hole.scope);
  const { command, root, steps } = hole.path;
  const added: Hole[] = inner.map((x) => ({
    path: { command, root, steps: x.steps.length ? steps.concat(x.steps) : steps },
    sort: x.sort,
    scope: scopeOf(x.binders),
  }));
  const holes = list.holes.slice(0, h).concat(added, list.holes.slice(j));
  const old = list.offsets;
  const delta = text.length - (end - start);
  const offsets = new Int32Array(2 * holes.length);
  offsets.set(old.subarray(0, 2 * h));
  // Before the hole, only its ancestors end after it.
  for (let i = 1; i < 2 * h; i += 2) if (offsets[i]! >= end) offsets[i] = offsets[i]! + delta;
  let o = 2 * h;
  for (const x of inner) {
    offsets[o++] = start + x.start;
    offsets[o++] = start + x.end;
  }
  if (delta === 0) offsets.set(old.subarray(2 * j), o);
  else for (let i = 2 * j; i < old.length; i++) offsets[o++] = old[i]! + delta;
  return { holes, offsets, text: list.text.slice(0, start) + text + list.text.slice(end) };
}

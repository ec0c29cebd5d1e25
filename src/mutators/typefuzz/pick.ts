// Picking a hole uniformly among all holes of a script, by descending from a root with the hole
// counts of measures.ts (no list of holes is kept). On the way down it collects the hole's path,
// the variables bound around it, its offsets in the printed text, and what it may become:
// - in a linear logic, an argument that must stay constant (a factor of `*` beside a variable one,
//   a divisor: linear.ts) may only become another constant, and nothing inside it may change;
// - the element of a constant array must stay a value (CVC5 rejects `((as const …) (+ x 1))`), so
//   nothing under one is a hole.
// - the term in function position of Z3's `((f 1) 2)` stays as it is (nothing under it is a hole).
import type { Term } from '../../smtlib/ast.js';
import { commandRoots, type TermPath } from '../../smtlib/paths.js';
import type { Script } from '../../smtlib/ast.js';
import type { Rng } from '../../rng.js';
import { argumentFreedom, restrictsLinearity } from '../linear.js';
import { appHeadLength, childOffset } from '../../smtlib/print/offsets.js';
import { childrenOutsidePatterns } from '../../smtlib/terms/traverse.js';
import type { SeedContext } from './context.js';
import type { ScriptLayout } from './layout.js';
import { countOf, holeItself, lengthOf } from './measures.js';
import { bind, type Binder, type Scope } from './scope.js';

export type Freedom = 'free' | 'constant' | 'non-zero' | 'forbidden';

export interface PickedHole {
  readonly term: Term;
  readonly path: TermPath;
  readonly scope: Scope | null;
  /** Offsets of the hole's text in the script's text. */
  readonly start: number;
  readonly end: number;
  /** Index into the layout's roots. */
  readonly rootIndex: number;
  readonly freedom: Freedom;
}

function bindersFor(t: Term, i: number, ctx: SeedContext): readonly Binder[] {
  switch (t.kind) {
    case 'let':
      return i === t.bindings.length ? t.bindings.map((b) => ({ name: b.name, sort: b.term.sort })) : [];
    case 'forall':
    case 'exists':
    case 'lambda':
      return t.vars.map((v) => ({ name: v.name, sort: ctx.binderSorts.get(v) }));
    case 'match': {
      if (i === 0) return [];
      const p = t.cases[i - 1]!.pattern;
      return (
        ctx.patternBinders.get(p) ?? (p.kind === 'ctor' ? p.vars : [p.name]).map((name) => ({ name, sort: undefined }))
      );
    }
    default:
      return [];
  }
}

function freedomBelow(t: Term, i: number, freedom: Freedom, linear: boolean): Freedom {
  if (freedom !== 'free') return 'forbidden';
  // Z3's `((f 1) 2)`: the term in function position stays (a symbol there would print as `(a 2)`, an
  // application of a, which is another term); its arguments are holes as usual.
  if (t.kind === 'apply') return i === 0 ? 'forbidden' : 'free';
  if (t.kind !== 'app') return 'free';
  if (t.id.symbol === 'const' && t.qual) return 'forbidden';
  return linear && restrictsLinearity(t.id.symbol) ? argumentFreedom(t.id.symbol, t.args, i) : 'free';
}

export function pickHole(script: Script, layout: ScriptLayout, ctx: SeedContext, rng: Rng): PickedHole {
  const m = ctx.measures;
  let k = rng.int(layout.holes);
  let rootIndex = 0;
  while (k >= layout.counts[rootIndex]!) k -= layout.counts[rootIndex++]!;
  const span = layout.roots[rootIndex]!;
  let t = commandRoots(script.commands[span.command]!)[span.root]!;
  let v = m.of(t);
  let scope = ctx.commands[span.command]!.rootScopes[span.root] ?? null;
  let start = layout.starts[rootIndex]!;
  let freedom: Freedom = 'free';
  const steps: number[] = [];
  descend: for (;;) {
    if (holeItself(t.sort, v)) {
      if (k === 0) break;
      k--;
    }
    // An application's argument offsets add up on the way; other terms ask childOffset.
    let at = t.kind === 'app' ? 1 + appHeadLength(t) + 1 : 0;
    const kids = childrenOutsidePatterns(t); // the children a hole may be under (childrenOf numbering)
    for (let i = 0; ; i++) {
      const c = kids[i];
      if (!c) throw new Error('internal: hole counts do not match the term');
      const cv = m.of(c);
      const n = countOf(cv);
      if (k < n) {
        freedom = freedomBelow(t, i, freedom, ctx.linear);
        const binders = bindersFor(t, i, ctx);
        if (binders.length) scope = bind(scope, binders);
        start += t.kind === 'app' ? at : childOffset(t, i, m.len);
        steps.push(i);
        t = c;
        v = cv;
        continue descend;
      }
      k -= n;
      at += lengthOf(cv) + 1;
    }
  }
  return {
    term: t,
    path: { command: span.command, root: span.root, steps },
    scope,
    start,
    end: start + lengthOf(v),
    rootIndex,
    freedom,
  };
}

// OpFuzz's mutation sites of a script: every theory-operator occurrence that has a class partner and
// every quantifier, in assert, define-fun(-rec), define-funs-rec and define-const bodies, let-bound
// terms and annotated terms included. Not sites: check-sat-assuming literals (they must stay
// literals) and :pattern terms (solvers restrict what a pattern may contain).
//
// An operator swap never changes the shape of the script nor any term's sort, and classes do not
// depend on which member occupies a site, so a mutant has exactly its parent's site table: it is
// computed once per seed and shared down the chain (state.ts).
import type { Script, Term } from '../../smtlib/ast.js';
import { checkScript } from '../../smtlib/check/index.js';
import { commandRoots, rootParams, type TermPath } from '../../smtlib/paths.js';
import { isPatternTerm, visitTerm } from '../../smtlib/terms/traverse.js';
import type { Sort } from '../../smtlib/sort.js';
import { isLinearConstant, linearApplication, linearLogic, restrictsLinearity } from '../linear.js';
import { allowsTheory, logicTheories } from '../logic.js';
import type { TheoryName } from '../../smtlib/theories/index.js';
import { userDeclaredNames } from '../user-names.js';
import { operatorClass, type OperatorClass } from './classes.js';

export interface OpSite {
  readonly path: TermPath;
  /** The occurrence's operator class, or 'binder' for a quantifier (exists ↔ forall). */
  readonly cls: OperatorClass | 'binder';
}

export type SiteTable = { ok: true; sites: readonly OpSite[] } | { ok: false; reason: string };

export function buildSiteTable(script: Script): SiteTable {
  const checked = checkScript(script);
  if (!checked.ok) return { ok: false, reason: `the seed is ill-sorted: ${checked.errors[0]!.message}` };
  const userNames = userDeclaredNames(script);
  const logic: Logic = { linear: linearLogic(script), theories: logicTheories(script) };
  const sites: OpSite[] = [];
  script.commands.forEach((cmd, command) => {
    if (cmd.cmd === 'check-sat-assuming') return;
    commandRoots(cmd).forEach((root, r) => {
      visitTerm(
        root,
        (t, at) => {
          if (isPatternTerm(at)) return false; // :pattern terms are not sites
          const site = siteAt(t, userNames, at.bound, logic);
          if (site) sites.push({ path: { command, root: r, steps: at.steps.slice() }, cls: site });
        },
        rootParams(cmd, r),
      );
    });
  });
  return { ok: true, sites };
}

interface Logic {
  linear: boolean;
  theories: ReadonlySet<TheoryName> | undefined;
}

/**
 * The seed's logic restricts classes: members come only from its theories (logic.ts), and in a linear
 * logic a swap must keep arithmetic linear (linear.ts): `*`, `/`, `div`, `mod` join a class only where
 * the arguments allow them, and a negated literal `(- 3)` is a constant, not a site (as `(abs 3)` it
 * would no longer be one). Arguments never change under swaps, so classes stay symmetric.
 */
function siteAt(
  t: Term,
  userNames: ReadonlySet<string>,
  bound: readonly string[],
  logic: Logic,
): OpSite['cls'] | undefined {
  if (t.kind === 'forall' || t.kind === 'exists') return 'binder';
  if (t.kind !== 'app' || !t.sort) return undefined;
  if (logic.linear && isLinearConstant(t)) return undefined;
  const name = t.id.symbol;
  if (userNames.has(name)) return undefined;
  if (t.args.length === 0 && bound.includes(name)) return undefined;
  const argSorts: Sort[] = [];
  for (const a of t.args) {
    if (!a.sort) return undefined;
    argSorts.push(a.sort);
  }
  const cls = operatorClass(name, t.id.indices, argSorts, t.sort, t.qual !== undefined);
  if (!cls) return undefined;
  const allowed = (m: string, k: number): boolean =>
    !userNames.has(m) &&
    allowsTheory(logic.theories, cls.theories[k]!) &&
    (!logic.linear || !restrictsLinearity(m) || linearApplication(m, t.args));
  const kept = cls.members.map((m, k) => allowed(m, k));
  if (kept.every(Boolean)) return cls;
  const members = cls.members.filter((_, k) => kept[k]);
  if (members.filter((m) => m !== name).length === 0) return undefined;
  const family = cls.label.slice(0, cls.label.indexOf('{'));
  return {
    members,
    readers: cls.readers.filter((_, k) => kept[k]),
    theories: cls.theories.filter((_, k) => kept[k]),
    label: `${family}{${members.join(',')}}`,
  };
}

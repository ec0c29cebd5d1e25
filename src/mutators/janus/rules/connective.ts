// Table 1, Bool connectives: and/or/xor/ite/=> rewrites, and adding a disjunct or a conjunct.
// The rules that introduce a Boolean quantifier stay out of quantifier-free logics: the mutant must
// remain in the seed's logic, or a solver's unknown says nothing about its completeness.
import type { AppTerm, Term } from '../../../smtlib/ast.js';
import { BOOL } from '../../../smtlib/sort.js';
import { app, sortExpr, sortedVar, TRUE } from '../../../smtlib/terms/build.js';
import { isApp } from '../../../smtlib/terms/query.js';
import type { Effect, Rule, RuleContext } from '../rule.js';

function rule(name: string, effect: Effect, apply: (t: Term, ctx: RuleContext) => Term | undefined): Rule {
  return { name, family: 'connective', effect, domain: 'bool', apply };
}

const generic = (r: Rule): Rule => ({ ...r, generic: true });

const nary = (t: Term, op: string): t is AppTerm => isApp(t, op) && t.args.length >= 2;

function dropOne(t: AppTerm, ctx: RuleContext): Term {
  const k = ctx.rng.int(t.args.length);
  const rest = t.args.filter((_, i) => i !== k);
  return rest.length === 1 ? rest[0]! : app(t.id.symbol, ...rest);
}

export const connectiveRules: readonly Rule[] = [
  rule('and→or', 'weaken', (t) => (nary(t, 'and') ? app('or', ...t.args) : undefined)),
  rule('or→and', 'strengthen', (t) => (nary(t, 'or') ? app('and', ...t.args) : undefined)),
  rule('and:drop-conjunct', 'weaken', (t, ctx) => (nary(t, 'and') ? dropOne(t, ctx) : undefined)),
  rule('or:drop-disjunct', 'strengthen', (t, ctx) => (nary(t, 'or') ? dropOne(t, ctx) : undefined)),
  rule('xor→or', 'weaken', (t) => (isApp(t, 'xor', 2) ? app('or', ...t.args) : undefined)),
  generic(
    rule('φ→φ∨ψ', 'weaken', (t, ctx) => {
      const psi = ctx.param(BOOL);
      return psi && app('or', t, psi);
    }),
  ),
  generic(
    rule('φ→φ∧ψ', 'strengthen', (t, ctx) => {
      const psi = ctx.param(BOOL);
      return psi && app('and', t, psi);
    }),
  ),
  rule('φ1∨φ2→∃b.ite(b,φ1,φ2)', 'equiv', (t, ctx) => {
    if (!isApp(t, 'or', 2) || !ctx.quantifiers) return undefined;
    const b = ctx.fresh();
    return { kind: 'exists', vars: [sortedVar(b, sortExpr('Bool'))], body: app('ite', app(b), t.args[0]!, t.args[1]!) };
  }),
  rule('ite(B,φ1,φ2)→(B⇒φ1)|(¬B⇒φ2)', 'weaken', (t, ctx) => {
    if (!isApp(t, 'ite', 3)) return undefined;
    const [c, a, b] = t.args;
    return ctx.rng.chance(0.5) ? app('=>', c!, a!) : app('=>', app('not', c!), b!);
  }),
  rule('φ1⇒φ2→ite(φ1,φ2,⊤)|ite(¬φ1,⊤,φ2)', 'equiv', (t, ctx) => {
    if (!isApp(t, '=>', 2)) return undefined;
    const [a, b] = t.args;
    return ctx.rng.chance(0.5) ? app('ite', a!, b!, TRUE) : app('ite', app('not', a!), TRUE, b!);
  }),
  rule('φ1⇒φ2→∀b.(φ1∧b⇒φ2∧b)', 'equiv', (t, ctx) => {
    if (!isApp(t, '=>', 2) || !ctx.quantifiers) return undefined;
    const b = ctx.fresh();
    const [p, q] = t.args;
    return {
      kind: 'forall',
      vars: [sortedVar(b, sortExpr('Bool'))],
      body: app('=>', app('and', p!, app(b)), app('and', q!, app(b))),
    };
  }),
  rule('φ1∨φ2→¬φ1⇒φ2', 'equiv', (t) => (isApp(t, 'or', 2) ? app('=>', app('not', t.args[0]!), t.args[1]!) : undefined)),
  rule('φ1⇒φ2→¬φ1∨φ2', 'equiv', (t) => (isApp(t, '=>', 2) ? app('or', app('not', t.args[0]!), t.args[1]!) : undefined)),
];

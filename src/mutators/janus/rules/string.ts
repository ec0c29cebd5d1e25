// Table 1, String relations: equality relaxed to ordering, prefix/suffix/containment, and their friends.
// Left out: s1 ≤ s2 ⇒ s1 ≤ s2 ++ s3 and s1 ≤ s2 ⇒ substr(s1, 0, i) ≤ s2. Both are valid, but neither
// Z3 5.2 nor cvc5 1.0.3 proves them (transitivity of str.<=), so their unit test could not pass.
import type { Term } from '../../../smtlib/ast.js';
import { app } from '../../../smtlib/terms/build.js';
import { isApp } from '../../../smtlib/terms/query.js';
import type { Effect, Rule } from '../rule.js';

const stringPair = (t: Term, op: string): [Term, Term] | undefined => {
  if (!isApp(t, op, 2) || t.args[0]!.sort?.name !== 'String' || t.args[1]!.sort?.name !== 'String') return undefined;
  return [t.args[0]!, t.args[1]!];
};

function rule(name: string, op: string, effect: Effect, rhs: (a: Term, b: Term) => Term): Rule {
  return {
    name,
    family: 'string',
    effect,
    domain: 'bool',
    apply(t) {
      const p = stringPair(t, op);
      return p && rhs(p[0], p[1]);
    },
  };
}

export const stringRules: readonly Rule[] = [
  rule('s1=s2→s1≤s2', '=', 'weaken', (a, b) => app('str.<=', a, b)),
  rule('s1=s2→prefixof(s1,s2)', '=', 'weaken', (a, b) => app('str.prefixof', a, b)),
  rule('s1=s2→suffixof(s1,s2)', '=', 'weaken', (a, b) => app('str.suffixof', a, b)),
  rule('s1=s2→contains(s1,s2)', '=', 'weaken', (a, b) => app('str.contains', a, b)),
  rule('s1=s2→prefixof(s1,s2)∧suffixof(s1,s2)', '=', 'weaken', (a, b) =>
    app('and', app('str.prefixof', a, b), app('str.suffixof', a, b)),
  ),
  rule('s1=s2→prefixof(s1,s2)∧prefixof(s2,s1)', '=', 'equiv', (a, b) =>
    app('and', app('str.prefixof', a, b), app('str.prefixof', b, a)),
  ),
  rule('s1=s2→suffixof(s1,s2)∧suffixof(s2,s1)', '=', 'equiv', (a, b) =>
    app('and', app('str.suffixof', a, b), app('str.suffixof', b, a)),
  ),
  rule('s1<s2→s1≠s2', 'str.<', 'weaken', (a, b) => app('distinct', a, b)),
  rule('contains(s1,s2)→len(s1)≥len(s2)', 'str.contains', 'weaken', (a, b) =>
    app('>=', app('str.len', a), app('str.len', b)),
  ),
  rule('s1≤s2→s1=s2', 'str.<=', 'strengthen', (a, b) => app('=', a, b)),
  rule('prefixof(s1,s2)→s1=s2', 'str.prefixof', 'strengthen', (a, b) => app('=', a, b)),
  rule('contains(s1,s2)→s1=s2', 'str.contains', 'strengthen', (a, b) => app('=', a, b)),
];

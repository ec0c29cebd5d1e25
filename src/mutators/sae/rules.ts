// Table 2 of the SAE paper: predicate symbol transformations approximating an atom `x op y`.
// over: l → l' (l' holds wherever l does); under: l' → l. Each rule is checked by a solver in
// test/mutators/sae.rules.solvers.test.ts. Four entries of the paper's table are not approximations and are
// replaced: bvsle/under `x bvsgt y` (→ bvslt), str.suffixof/over `x str.<= y` (dropped: "b" is a
// suffix of "ab" but greater), str.contains/over `y str.<= x` (→ str.len y <= str.len x), and
// string =/under via prefix-and-suffix of a (x = "a", y = "aba" are both) (→ x = a ∧ y = a).
// Two sound rules are left out because neither Z3 nor cvc5 proves them within the test's budget, even
// for bounded lengths: str.</under `(x ++ a) str.<= y` and str.<=/over `x str.< (y ++ a)`; LPI covers them.
import type { Term } from '../../smtlib/ast.js';
import type { Sort } from '../../smtlib/sort.js';
import type { Rng } from '../../rng.js';
import { randomConstant, type Sign } from './constants.js';
import { app } from '../../smtlib/terms/build.js';

export type Direction = 'over' | 'under';
export type Theory = 'arith' | 'bv' | 'fp' | 'string';

export interface PstRule {
  theory: Theory;
  op: string;
  direction: Direction;
  /** The replacement, e.g. `x <= y`, `x + a < y (a > 0)`. */
  name: string;
  build(x: Term, y: Term, a: (sign?: Sign) => Term): Term;
}

const r = (theory: Theory, op: string, direction: Direction, name: string, build: PstRule['build']): PstRule => ({
  theory,
  op,
  direction,
  name,
  build,
});
const bin =
  (op: string) =>
  (x: Term, y: Term): Term =>
    app(op, x, y);
const flip =
  (op: string) =>
  (x: Term, y: Term): Term =>
    app(op, y, x);
const notBoth = (x: Term, y: Term, a: (s?: Sign) => Term): Term => {
  const c = a();
  return app('not', app('and', app('=', x, c), app('=', y, c)));
};
const pinned =
  (le: string) =>
  (x: Term, y: Term, a: (s?: Sign) => Term): Term => {
    const c = a();
    return app('and', app(le, c, x), app(le, x, c), app(le, c, y), app(le, y, c));
  };

const ARITH: PstRule[] = [
  r('arith', '<', 'over', 'x <= y', bin('<=')),
  r('arith', '<', 'over', 'x != y', bin('distinct')),
  r('arith', '<', 'under', 'x + a <= y (a > 0)', (x, y, a) => app('<=', app('+', x, a('positive')), y)),
  r('arith', '<=', 'over', 'x < y + a (a > 0)', (x, y, a) => app('<', x, app('+', y, a('positive')))),
  r('arith', '<=', 'under', 'x = y', bin('=')),
  r('arith', '<=', 'under', 'x + a < y (a >= 0)', (x, y, a) => app('<', app('+', x, a('nonNegative')), y)),
  r('arith', '>', 'over', 'x >= y', bin('>=')),
  r('arith', '>', 'over', 'x != y', bin('distinct')),
  r('arith', '>', 'under', 'x >= y + a (a > 0)', (x, y, a) => app('>=', x, app('+', y, a('positive')))),
  r('arith', '>=', 'over', 'x + a > y (a > 0)', (x, y, a) => app('>', app('+', x, a('positive')), y)),
  r('arith', '>=', 'under', 'x = y', bin('=')),
  r('arith', '>=', 'under', 'x > y + a (a >= 0)', (x, y, a) => app('>', x, app('+', y, a('nonNegative')))),
  r('arith', '=', 'over', 'x <= y', bin('<=')),
  r('arith', '=', 'over', 'x >= y', bin('>=')),
  r('arith', '=', 'under', 'a <= x <= a and a <= y <= a', pinned('<=')),
  r('arith', 'distinct', 'over', 'not (x = a and y = a)', notBoth),
  r('arith', 'distinct', 'under', 'x > y', bin('>')),
  r('arith', 'distinct', 'under', 'x < y', bin('<')),
];

const BV: PstRule[] = [
  ...(['bvult', 'bvugt', 'bvslt', 'bvsgt'] as const).flatMap((op) => [
    r('bv', op, 'over', `x ${op.replace('t', 'e')} y`, bin(op.replace(/t$/, 'e'))),
    r('bv', op, 'over', 'x != y', bin('distinct')),
  ]),
  ...(['bvule', 'bvuge', 'bvsle', 'bvsge'] as const).flatMap((op) => [
    r('bv', op, 'under', 'x = y', bin('=')),
    r('bv', op, 'under', `x ${op.replace(/e$/, 't')} y`, bin(op.replace(/e$/, 't'))),
  ]),
  ...['bvule', 'bvuge', 'bvsle', 'bvsge'].map((op) => r('bv', '=', 'over', `x ${op} y`, bin(op))),
  r('bv', '=', 'under', 'a bvule x bvule a and a bvule y bvule a', pinned('bvule')),
  r('bv', '=', 'under', 'a bvsle x bvsle a and a bvsle y bvsle a', pinned('bvsle')),
  r('bv', 'distinct', 'over', 'not (x = a and y = a)', notBoth),
  ...['bvugt', 'bvult', 'bvsgt', 'bvslt'].map((op) => r('bv', 'distinct', 'under', `x ${op} y`, bin(op))),
];

const FP: PstRule[] = [
  r('fp', 'fp.lt', 'over', 'x fp.leq y', bin('fp.leq')),
  r('fp', 'fp.lt', 'over', 'not (x fp.eq y)', (x, y) => app('not', app('fp.eq', x, y))),
  r('fp', 'fp.gt', 'over', 'x fp.geq y', bin('fp.geq')),
  r('fp', 'fp.gt', 'over', 'not (x fp.eq y)', (x, y) => app('not', app('fp.eq', x, y))),
  r('fp', 'fp.leq', 'under', 'x fp.eq y', bin('fp.eq')),
  r('fp', 'fp.leq', 'under', 'x fp.lt y', bin('fp.lt')),
  r('fp', 'fp.geq', 'under', 'x fp.eq y', bin('fp.eq')),
  r('fp', 'fp.geq', 'under', 'x fp.gt y', bin('fp.gt')),
  r('fp', 'fp.eq', 'over', 'x fp.leq y', bin('fp.leq')),
  r('fp', 'fp.eq', 'over', 'x fp.geq y', bin('fp.geq')),
  r('fp', 'fp.eq', 'under', 'a fp.leq x fp.leq a and a fp.leq y fp.leq a', pinned('fp.leq')),
];

const STRING: PstRule[] = [
  r('string', 'str.<', 'over', 'x str.<= y', bin('str.<=')),
  r('string', 'str.<', 'over', 'x != y', bin('distinct')),
  r('string', 'str.<=', 'under', 'x = y', bin('=')),
  r('string', 'str.<=', 'under', 'x str.< y', bin('str.<')),
  r('string', 'str.prefixof', 'over', 'x str.<= y', bin('str.<=')),
  r('string', 'str.prefixof', 'over', 'y str.contains x', flip('str.contains')),
  r('string', 'str.prefixof', 'under', 'y = x str.++ a', (x, y, a) => app('=', y, app('str.++', x, a('nonNegative')))),
  r('string', 'str.suffixof', 'over', 'y str.contains x', flip('str.contains')),
  r('string', 'str.suffixof', 'under', 'y = a str.++ x', (x, y, a) => app('=', y, app('str.++', a('nonNegative'), x))),
  r('string', 'str.contains', 'over', 'str.len y <= str.len x', (x, y) =>
    app('<=', app('str.len', y), app('str.len', x)),
  ),
  r('string', 'str.contains', 'under', 'y str.suffixof x', flip('str.suffixof')),
  r('string', 'str.contains', 'under', 'y str.prefixof x', flip('str.prefixof')),
  r('string', '=', 'over', 'x str.suffixof y', bin('str.suffixof')),
  r('string', '=', 'over', 'x str.prefixof y', bin('str.prefixof')),
  r('string', '=', 'over', 'x str.contains y', bin('str.contains')),
  r('string', '=', 'over', 'x str.<= y', bin('str.<=')),
  r('string', '=', 'under', 'x = a and y = a', (x, y, a) => {
    const c = a();
    return app('and', app('=', x, c), app('=', y, c));
  }),
  r('string', 'distinct', 'over', 'not (x = a and y = a)', notBoth),
  r('string', 'distinct', 'under', 'x str.< y', bin('str.<')),
  r('string', 'distinct', 'under', 'y str.< x', flip('str.<')),
];

export const PST_RULES: readonly PstRule[] = [...ARITH, ...BV, ...FP, ...STRING];

export function theoryOf(sort: Sort | undefined): Theory | undefined {
  switch (sort?.name) {
    case 'Int':
    case 'Real':
      return 'arith';
    case 'BitVec':
      return 'bv';
    case 'FloatingPoint':
      return 'fp';
    case 'String':
      return 'string';
    default:
      return undefined;
  }
}

export function rulesFor(theory: Theory, op: string, direction: Direction): PstRule[] {
  return PST_RULES.filter((rule) => rule.theory === theory && rule.op === op && rule.direction === direction);
}

/** Applies a rule with fresh constants of `sort`. */
export function applyRule(rule: PstRule, x: Term, y: Term, sort: Sort, rng: Rng): Term | undefined {
  let missing = false;
  const a = (sign?: Sign): Term => {
    const c = randomConstant(sort, rng, sign);
    if (!c) missing = true;
    return c ?? app('false');
  };
  const out = rule.build(x, y, a);
  return missing ? undefined : out;
}

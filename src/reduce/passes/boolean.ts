// Boolean simplifications that shrink: constant folding of and/or/=>/not/ite, `(= x x)`, absorbing or neutral
// constants among n-ary arguments, and an indicator `ite` compared with one of its branches (below).
import type { Term } from '../../smtlib/ast.js';
import { astEqual } from '../../smtlib/equal.js';
import { valuesEqual } from '../../smtlib/eval/equality.js';
import { literalValue } from '../../smtlib/eval/literals.js';
import { app, sym } from '../../smtlib/terms/build.js';
import { isApp, isFalse, isTrue } from '../../smtlib/terms/query.js';
import { termPass } from './term-pass.js';

/** Do two terms denote one value (true), two values (false), or can this not tell (undefined)? */
function sameConstant(a: Term, b: Term): boolean | undefined {
  if ((isTrue(a) || isFalse(a)) && (isTrue(b) || isFalse(b))) return isTrue(a) === isTrue(b);
  if (a.kind !== 'const' || b.kind !== 'const') return undefined;
  const va = literalValue(a.lit);
  const vb = literalValue(b.lit);
  if (va.kind !== 'value' || vb.kind !== 'value') return undefined;
  const same = valuesEqual(va.value, vb.value);
  return typeof same === 'boolean' ? same : undefined;
}

/**
 * An indicator compared with a constant: `(= (ite c a b) k)` (either side) with a and b two different constants is c
 * when k is a, `(not c)` when k is b, and `distinct` the other way round. The same formula, so a wrong answer survives
 * it: without it, `(not (= (ite c 1 0) 0))` around a bug's core stays, since hoisting c alone would negate it (a
 * seed that disagrees by itself kept it; its mutants had lost it to a mutator).
 */
function indicator(t: Term & { kind: 'app' }): Term | undefined {
  const [x, y] = t.args;
  if (t.args.length !== 2 || !x || !y) return undefined;
  const [choice, k] = isApp(x, 'ite', 3) ? [x, y] : isApp(y, 'ite', 3) ? [y, x] : [];
  if (!choice || !k || choice.id.indices.length || choice.qual) return undefined;
  const [c, a, b] = choice.args as [Term, Term, Term];
  if (sameConstant(a, b) !== false) return undefined;
  const isA = sameConstant(k, a);
  const isB = sameConstant(k, b);
  if (isA === undefined || isB === undefined || isA === isB) return undefined;
  return isA === (t.id.symbol === '=') ? c : app('not', c);
}

function simplified(t: Term): Term | undefined {
  if (t.kind !== 'app' || t.id.indices.length || t.qual) return undefined;
  const [a, b, c] = t.args;
  switch (t.id.symbol) {
    case 'not':
      if (a && isTrue(a)) return sym('false');
      if (a && isFalse(a)) return sym('true');
      return undefined;
    case 'and':
    case 'or': {
      const absorbing = t.id.symbol === 'and' ? isFalse : isTrue;
      const neutral = t.id.symbol === 'and' ? isTrue : isFalse;
      if (t.args.some(absorbing)) return sym(t.id.symbol === 'and' ? 'false' : 'true');
      const rest = t.args.filter((x) => !neutral(x));
      if (rest.length === t.args.length) return undefined;
      if (rest.length === 0) return sym(t.id.symbol === 'and' ? 'true' : 'false');
      return rest.length === 1 ? rest[0] : { ...t, args: rest };
    }
    case '=>':
      if (t.args.length !== 2 || !a || !b) return undefined;
      if (isFalse(a) || isTrue(b)) return sym('true');
      if (isTrue(a)) return b;
      return undefined;
    case 'ite':
      if (!a || !b || !c) return undefined;
      if (isTrue(a)) return b;
      if (isFalse(a)) return c;
      if (isTrue(b) && isFalse(c)) return a;
      if (isFalse(b) && isTrue(c)) return app('not', a);
      return astEqual(b, c) ? b : undefined;
    case '=':
      return t.args.length === 2 && astEqual(a, b) ? sym('true') : indicator(t);
    case 'distinct':
      return indicator(t);
    default:
      return undefined;
  }
}

export const booleanSimplification = termPass('boolean', (t) => {
  const s = simplified(t);
  return s ? [s] : [];
});

const INVOLUTIONS = new Set(['not', 'bvnot', 'bvneg', 'fp.neg', '-']);

/** Double negation in every theory: (not (not x)), (bvnot (bvnot x)), (bvneg …), (fp.neg …), (- (- x)). */
export const doubleNegation = termPass('double-negation', (t) => {
  if (t.kind !== 'app' || t.args.length !== 1 || !INVOLUTIONS.has(t.id.symbol)) return [];
  const inner = t.args[0]!;
  return isApp(inner, t.id.symbol, 1) ? [inner.args[0]!] : [];
});

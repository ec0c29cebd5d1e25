import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valuesEqual } from '../../src/smtlib/eval/equality.js';
import { fromBits } from '../../src/smtlib/eval/float.js';
import { valueToSmt } from '../../src/smtlib/eval/index.js';
import { rational } from '../../src/smtlib/eval/rational.js';
import { bvValue, intValue, realValue, stringValue, type Value } from '../../src/smtlib/eval/value.js';
import { ev, evalText } from './helpers.js';

const values: fc.Arbitrary<Value> = fc.oneof(
  fc.bigInt().map(intValue),
  fc.tuple(fc.bigInt(), fc.bigInt({ min: 1n, max: 10n ** 30n })).map(([n, d]) => realValue(rational(n, d))),
  fc.tuple(fc.integer({ min: 1, max: 70 }), fc.bigInt({ min: 0n })).map(([w, v]) => bvValue(v, w)),
  fc.array(fc.integer({ min: 0, max: 0x2ffff })).map(stringValue),
  fc
    .bigInt({ min: 0n, max: (1n << 32n) - 1n })
    .map((bits): Value => ({ kind: 'fp', fp: fromBits(bits, { eb: 8, sb: 24 }) })),
);

describe('valueToSmt', () => {
  it('prints terms that evaluate back to the same value', () => {
    fc.assert(
      fc.property(values, (v) => {
        const back = evalText(valueToSmt(v));
        return back.kind === 'value' && valuesEqual(back.value, v) === true;
      }),
      { numRuns: 500 },
    );
  });

  it('prints arrays, datatypes and uninterpreted values', () => {
    expect(ev('(store ((as const (Array Int Bool)) false) 3 true)')).toBe(
      '(store ((as const (Array Int Bool)) false) 3 true)',
    );
    const dt = '(declare-datatypes ((P 1)) ((par (T) ((none) (some (get T))))))';
    expect(ev('(some 5)', dt)).toBe('(some 5)');
    expect(ev('(as none (P Int))', dt)).toBe('(as none (P Int))');
    expect(
      ev('a', '(declare-sort S 0) (declare-const a S)', '((declare-fun |S!val!0| () S) (define-fun a () S |S!val!0|))'),
    ).toBe('S!val!0');
    expect(ev('(re.* (str.to_re "ab"))')).toBe('(re.* (re.++ (str.to_re "a") (str.to_re "b")))');
  });
});

// Z3's characters (sort Unicode, code points up to 0x2FFFF) and its bit-vector/string conversions.
import { bvValue, boolValue, intValue, known, stringValue, unknown, type Value } from '../value.js';
import { illSorted, type Op } from './op.js';

const MAX_CHAR = 0x2ffff;

const code = (v: Value | undefined): number | undefined => (v?.kind === 'char' ? v.code : undefined);

function unary(name: string, f: (c: number) => Value): Op {
  return (args) => {
    const c = code(args[0]);
    return c === undefined || args.length !== 1 ? illSorted(name) : known(f(c));
  };
}

/** The decimal digits of a natural number as a string value. */
const decimal = (n: bigint): Value => stringValue([...n.toString()].map((d) => d.charCodeAt(0)));

export const CHARACTER_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  [
    'char.<=',
    (args) => {
      const [a, b] = [code(args[0]), code(args[1])];
      return a === undefined || b === undefined || args.length !== 2 ? illSorted('char.<=') : known(boolValue(a <= b));
    },
  ],
  ['char.to_int', unary('char.to_int', (c) => intValue(BigInt(c)))],
  ['char.is_digit', unary('char.is_digit', (c) => boolValue(c >= 48 && c <= 57))],
  ['char.to_bv', unary('char.to_bv', (c) => bvValue(BigInt(c), 18))],
  [
    'char.from_bv',
    (args) => {
      const v = args[0];
      if (v?.kind !== 'bv' || v.width !== 18) return illSorted('char.from_bv');
      return v.value <= BigInt(MAX_CHAR)
        ? known({ kind: 'char', code: Number(v.value) })
        : unknown('character code out of range');
    },
  ],
  ['str.from_ubv', (args) => (args[0]?.kind === 'bv' ? known(decimal(args[0].value)) : illSorted('str.from_ubv'))],
  [
    'str.from_sbv',
    (args) => {
      const v = args[0];
      if (v?.kind !== 'bv') return illSorted('str.from_sbv');
      const signed = BigInt.asIntN(v.width, v.value);
      return known(
        signed < 0n ? stringValue([45, ...[...(-signed).toString()].map((d) => d.charCodeAt(0))]) : decimal(signed),
      );
    },
  ],
]);

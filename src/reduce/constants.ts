// The simplest constants of a sort, shortest first (ddSMT's "replace by constant").
import type { Term } from '../smtlib/ast.js';
import type { Sort } from '../smtlib/sort.js';
import { literal, sym } from '../smtlib/terms/build.js';

/** The zero of a bit-vector width in its shortest standard spelling: `#b0…` or `(_ bv0 w)`. */
export function bvValue(value: bigint, width: number): Term {
  const binary = value.toString(2).padStart(width, '0');
  const indexed = sym(`bv${value}`, [width]);
  return binary.length + 2 <= `(_ bv${value} ${width})`.length ? literal('binary', binary) : indexed;
}

export function simpleConstants(sort: Sort | undefined): Term[] {
  if (!sort) return [];
  switch (sort.name) {
    case 'Bool':
      return [sym('false'), sym('true')];
    case 'Int':
      return [literal('numeral', '0'), literal('numeral', '1')];
    case 'Real':
      return [literal('decimal', '0.0'), literal('decimal', '1.0')];
    case 'String':
      return [literal('string', '')];
    case 'RoundingMode':
      return [sym('RNE')];
    case 'RegLan':
      return [sym('re.none'), sym('re.all')];
    case 'BitVec': {
      const w = sort.indices[0];
      return w === undefined ? [] : [bvValue(0n, w), bvValue(1n, w)];
    }
    case 'FloatingPoint': {
      const [eb, sb] = sort.indices;
      return eb === undefined || sb === undefined ? [] : [sym('+zero', [eb, sb])];
    }
    default:
      return [];
  }
}

// SMT-LIB 2.6 Strings and RegLan, the pre-2.6 names still found in seeds (str.in.re, str.to.re,
// int.to.str, re.nostr…), and the CVC5/Z3 extensions (str.rev, str.to_lower, str.indexof_re…).
import { chainable, leftAssoc, oneArgument, op, theory, type OpSpec } from './pattern-text.js';

const S = 'String';
const R = 'RegLan';

/** The same signature under a current and legacy names (the legacy ones are Z3's: cvc5 1.0 dropped them). */
const both = (names: readonly string[], args: readonly string[], result: string): OpSpec[] =>
  names.map((n, i) => op(n, args, result, i === 0 ? {} : { dialects: 'z3', aliasOf: names[0]! }));

export const STRINGS = theory(
  'Strings',
  [
    { name: 'String', indices: 0, args: 0 },
    { name: 'RegLan', indices: 0, args: 0 },
  ],
  [
    leftAssoc('str.++', S),
    op('str.len', [S], 'Int'),
    chainable('str.<', S),
    chainable('str.<=', S),
    op('str.at', [S, 'Int'], S),
    op('str.substr', [S, 'Int', 'Int'], S),
    op('str.prefixof', [S, S], 'Bool'),
    op('str.suffixof', [S, S], 'Bool'),
    op('str.contains', [S, S], 'Bool'),
    op('str.indexof', [S, S, 'Int'], 'Int'),
    op('str.indexof', [S, S], 'Int', { dialects: 'z3' }),
    op('str.replace', [S, S, S], S),
    op('str.replace_all', [S, S, S], S),
    op('str.replace_re', [S, R, S], S),
    op('str.replace_re_all', [S, R, S], S),
    op('str.is_digit', [S], 'Bool'),
    op('str.to_code', [S], 'Int'),
    op('str.from_code', ['Int'], S),
    ...both(['str.to_int', 'str.to.int', 'str.to-int'], [S], 'Int'),
    ...both(['str.from_int', 'int.to.str', 'str.from-int'], ['Int'], S),
    ...both(['str.in_re', 'str.in.re'], [S, R], 'Bool'),
    ...both(['str.to_re', 'str.to.re'], [S], R),
    ...both(['re.none', 're.nostr'], [], R),
    op('re.all', [], R),
    op('re.allchar', [], R),
    leftAssoc('re.++', R),
    leftAssoc('re.union', R),
    leftAssoc('re.inter', R),
    leftAssoc('re.diff', R),
    // Z3 reads these with one argument (the argument itself).
    oneArgument('str.++', S),
    ...['re.++', 're.union', 're.inter', 're.diff'].map((name) => oneArgument(name, R)),
    op('re.*', [R], R),
    op('re.+', [R], R),
    op('re.opt', [R], R),
    op('re.comp', [R], R),
    op('re.range', [S, S], R),
    op('re.loop', [R], R, { indices: ['i', 'j'], where: ['i >= 0', 'j >= 0'] }),
    // Z3's older unindexed forms (re.loop r lo hi) and (re.loop r lo), and its (_ re.loop lo).
    op('re.loop', [R, 'Int', 'Int'], R, { dialects: 'z3' }),
    op('re.loop', [R, 'Int'], R, { dialects: 'z3' }),
    op('re.loop', [R], R, { indices: ['i'], dialects: 'z3' }),
    op('re.^', [R], R, { indices: ['n'], where: ['n >= 0'] }),
    // CVC5 and Z3 extensions.
    op('str.rev', [S], S, { dialects: 'cvc5' }),
    op('str.to_lower', [S], S, { dialects: 'cvc5' }),
    op('str.to_upper', [S], S, { dialects: 'cvc5' }),
    op('str.update', [S, 'Int', S], S, { dialects: 'cvc5' }),
    op('str.indexof_re', [S, R, 'Int'], 'Int', { dialects: 'cvc5' }),
    op('str.from_ubv', ['(_ BitVec n)'], S, { dialects: 'z3' }),
    op('str.from_sbv', ['(_ BitVec n)'], S, { dialects: 'z3+' }),
  ],
);

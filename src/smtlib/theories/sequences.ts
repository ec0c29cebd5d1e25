// Z3/CVC5 sequences `(Seq E)` (not in the SMT-LIB standard). `seq.empty` needs `(as seq.empty (Seq E))`.
import { leftAssoc, oneArgument, op, theory } from './pattern-text.js';

const SEQ = '(Seq E)';

export const SEQUENCES = theory(
  'Sequences',
  [{ name: 'Seq', indices: 0, args: 1 }],
  [
    op('seq.empty', [], SEQ),
    op('seq.unit', ['E'], SEQ),
    leftAssoc('seq.++', SEQ),
    // Z3 reads seq.++ with one argument (the argument itself).
    oneArgument('seq.++', SEQ),
    op('seq.len', [SEQ], 'Int'),
    op('seq.nth', [SEQ, 'Int'], 'E'),
    op('seq.at', [SEQ, 'Int'], SEQ),
    op('seq.extract', [SEQ, 'Int', 'Int'], SEQ),
    op('seq.contains', [SEQ, SEQ], 'Bool'),
    op('seq.prefixof', [SEQ, SEQ], 'Bool'),
    op('seq.suffixof', [SEQ, SEQ], 'Bool'),
    op('seq.indexof', [SEQ, SEQ, 'Int'], 'Int'),
    op('seq.indexof', [SEQ, SEQ], 'Int', { dialects: 'z3' }),
    op('seq.replace', [SEQ, SEQ, SEQ], SEQ),
    op('seq.replace_all', [SEQ, SEQ, SEQ], SEQ, { dialects: 'cvc5' }),
    op('seq.rev', [SEQ], SEQ, { dialects: 'cvc5' }),
    op('seq.update', [SEQ, 'Int', SEQ], SEQ, { dialects: 'cvc5' }),
    // cvc5 reads the string operators on sequences too (Z3 only str.replace_all).
    leftAssoc('str.++', SEQ, SEQ, { dialects: 'cvc5' }),
    op('str.len', [SEQ], 'Int', { dialects: 'cvc5' }),
    op('str.substr', [SEQ, 'Int', 'Int'], SEQ, { dialects: 'cvc5' }),
    op('str.at', [SEQ, 'Int'], SEQ, { dialects: 'cvc5' }),
    op('str.contains', [SEQ, SEQ], 'Bool', { dialects: 'cvc5' }),
    op('str.indexof', [SEQ, SEQ, 'Int'], 'Int', { dialects: 'cvc5' }),
    op('str.replace', [SEQ, SEQ, SEQ], SEQ, { dialects: 'cvc5' }),
    op('str.replace_all', [SEQ, SEQ, SEQ], SEQ, { dialects: 'z3 cvc5' }),
    op('str.prefixof', [SEQ, SEQ], 'Bool', { dialects: 'cvc5' }),
    op('str.suffixof', [SEQ, SEQ], 'Bool', { dialects: 'cvc5' }),
    op('str.rev', [SEQ], SEQ, { dialects: 'cvc5' }),
    op('str.update', [SEQ, 'Int', SEQ], SEQ, { dialects: 'cvc5' }),
    // And the sequence operators on strings (to Z3 a string is a sequence of characters).
    leftAssoc('seq.++', 'String', 'String'),
    op('seq.len', ['String'], 'Int'),
    op('seq.extract', ['String', 'Int', 'Int'], 'String'),
    op('seq.at', ['String', 'Int'], 'String'),
    op('seq.contains', ['String', 'String'], 'Bool'),
    op('seq.prefixof', ['String', 'String'], 'Bool'),
    op('seq.suffixof', ['String', 'String'], 'Bool'),
    op('seq.indexof', ['String', 'String', 'Int'], 'Int'),
    op('seq.replace', ['String', 'String', 'String'], 'String'),
  ],
  { dialects: 'z3 cvc5' },
);

// Z3/CVC5 sequences `(Seq E)` (not in the SMT-LIB standard). `seq.empty` needs `(as seq.empty (Seq E))`.
import { leftAssoc, op, theory } from './pattern-text.js';

const SEQ = '(Seq E)';

export const SEQUENCES = theory(
  'Sequences',
  [{ name: 'Seq', indices: 0, args: 1 }],
  [
    op('seq.empty', [], SEQ),
    op('seq.unit', ['E'], SEQ),
    leftAssoc('seq.++', SEQ),
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
  ],
  { dialects: 'z3 cvc5' },
);

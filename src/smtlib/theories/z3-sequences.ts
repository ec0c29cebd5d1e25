// Z3's sequence extensions: higher-order maps and folds (the function is an array, as a Z3 lambda is),
// last_indexof, and regular expressions over sequences `(RegEx (Seq E))` (`(RegEx String)` is RegLan).
import { leftAssoc, op, theory } from './pattern-text.js';

const SEQ = '(Seq A)';
const RE = '(RegEx (Seq A))';

export const Z3_SEQUENCES = theory(
  'Sequences',
  [{ name: 'RegEx', indices: 0, args: 1 }],
  [
    op('seq.map', ['(Array A B)', SEQ], '(Seq B)', { dialects: 'z3+' }),
    op('seq.mapi', ['(Array Int A B)', 'Int', SEQ], '(Seq B)', { dialects: 'z3+' }),
    op('seq.foldl', ['(Array B A B)', 'B', SEQ], 'B', { dialects: 'z3+' }),
    op('seq.foldli', ['(Array Int B A B)', 'Int', 'B', SEQ], 'B', { dialects: 'z3+' }),
    op('seq.last_indexof', [SEQ, SEQ], 'Int'),
    op('seq.to.re', [SEQ], RE),
    op('seq.in.re', [SEQ, RE], 'Bool'),
    op('re.*', [RE], RE),
    op('re.+', [RE], RE),
    op('re.opt', [RE], RE),
    op('re.comp', [RE], RE),
    leftAssoc('re.++', RE),
    leftAssoc('re.union', RE),
    leftAssoc('re.inter', RE),
  ],
  { dialects: 'z3' },
);

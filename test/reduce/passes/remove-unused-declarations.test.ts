// remove-unused-declarations: every declaration and definition no command mentions, gone in one candidate.
import { removeUnusedDeclarations } from '../../../src/reduce/passes/remove-unused-declarations.js';
import { passTable } from './pass-table.js';

passTable(removeUnusedDeclarations, [
  [
    'drops unused constants and functions at once, keeps what an assertion or get-value mentions',
    '(declare-const a Int)(declare-const b Int)(declare-fun f (Int) Int)(define-fun g () Int 3)(assert (> a 0))(check-sat)(get-value (g))',
    ['(declare-const a Int) (define-fun g () Int 3) (assert (> a 0)) (check-sat) (get-value (g))'],
  ],
  [
    'a definition used only by an unused definition stays (one step; the next round takes it)',
    '(declare-const a Int)(define-fun h () Int a)(assert true)',
    ['(declare-const a Int) (assert true)'],
  ],
  ['proposes nothing when every name is used', '(declare-const a Int)(assert (> a 0))', []],
]);

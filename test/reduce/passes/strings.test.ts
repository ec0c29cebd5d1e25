// strings: adjacent string literals of str.++ merged (one argument left: the literal itself), and
// (str.len "…") folded to its length, an escape counting as one character.
import { foldStrings } from '../../../src/reduce/passes/strings.js';
import { passTable } from './pass-table.js';

passTable(foldStrings, [
  [
    'merges each run of literals in one step; folds a length with a \\u{…} escape',
    '(declare-const s String)(assert (= (str.++ "ab" "c" s "d" "e") s))(assert (= (str.len "h\\u{e9}llo") 5))',
    [
      '(declare-const s String) (assert (= (str.++ "abc" s "de") s)) (assert (= (str.len "h\\u{e9}llo") 5))',
      '(declare-const s String) (assert (= (str.++ "ab" "c" s "d" "e") s)) (assert (= 5 5))',
    ],
  ],
  ['str.++ of literals only becomes the literal', '(assert (= (str.++ "a" "b") "ab"))', ['(assert (= "ab" "ab"))']],
  ['proposes nothing when no literals are adjacent', '(declare-const s String)(assert (= (str.++ "a" s "b") s))', []],
]);

// ddmin-commands: ddmin's complements over the command list (chunks of n/2, n/4, …, 1, each in turn).
import { chunkRemovals } from '../../../src/reduce/passes/chunks.js';
import { ddminCommands } from '../../../src/reduce/passes/ddmin-commands.js';
import { describe, expect, it } from 'vitest';
import { passTable } from './pass-table.js';

describe('chunkRemovals (ddmin complements)', () => {
  it.each([
    [
      'halves, then single items',
      [1, 2, 3, 4],
      0,
      [
        [3, 4],
        [1, 2],
        [2, 3, 4],
        [1, 3, 4],
        [1, 2, 4],
        [1, 2, 3],
      ],
    ],
    [
      'an odd count: chunks of 2, the last one short',
      [1, 2, 3, 4, 5],
      0,
      [
        [3, 4, 5],
        [1, 2, 5],
        [1, 2, 3, 4],
        [2, 3, 4, 5],
        [1, 3, 4, 5],
        [1, 2, 4, 5],
        [1, 2, 3, 5],
        [1, 2, 3, 4],
      ],
    ],
    [
      'keeps at least minKeep items',
      [1, 2, 3],
      2,
      [
        [2, 3],
        [1, 3],
        [1, 2],
      ],
    ],
    ['nothing to remove below minKeep', [1, 2], 2, []],
    ['one item: the empty list', [1], 0, [[]]],
  ] as const)('%s', (_what, items, minKeep, expected) => {
    expect([...chunkRemovals(items, minKeep)]).toEqual(expected);
  });
});

passTable(ddminCommands, [
  [
    'removes half the commands, then each one',
    '(declare-const a Int)(declare-const b Int)(declare-const c Int)(check-sat)',
    [
      '(declare-const c Int) (check-sat)',
      '(declare-const a Int) (declare-const b Int)',
      '(declare-const b Int) (declare-const c Int) (check-sat)',
      '(declare-const a Int) (declare-const c Int) (check-sat)',
      '(declare-const a Int) (declare-const b Int) (check-sat)',
      '(declare-const a Int) (declare-const b Int) (declare-const c Int)',
    ],
  ],
  ['a single command: the empty script', '(check-sat)', ['']],
]);

// cvc5's finite bags (multisets) `(Bag E)`. `bag.empty` needs `(as bag.empty (Bag E))`; `(bag e n)` is
// e with multiplicity n. cvc5 1.0.3's bag.duplicate_removal, bag.from_set, bag.to_set and bag.is_singleton
// were later replaced by bag.setof (and sets' own operators).
import { op, theory } from './pattern-text.js';

const BAG = '(Bag E)';

export const BAGS = theory(
  'Bags',
  [{ name: 'Bag', indices: 0, args: 1 }],
  [
    op('bag.empty', [], BAG),
    op('bag', ['E', 'Int'], BAG),
    op('bag.union_max', [BAG, BAG], BAG),
    op('bag.union_disjoint', [BAG, BAG], BAG),
    op('bag.inter_min', [BAG, BAG], BAG),
    op('bag.difference_subtract', [BAG, BAG], BAG),
    op('bag.difference_remove', [BAG, BAG], BAG),
    op('bag.subbag', [BAG, BAG], 'Bool'),
    op('bag.count', ['E', BAG], 'Int'),
    op('bag.member', ['E', BAG], 'Bool'),
    op('bag.card', [BAG], 'Int'),
    op('bag.choose', [BAG], 'E'),
    op('bag.setof', [BAG], BAG, { dialects: 'cvc5+' }),
    op('bag.duplicate_removal', [BAG], BAG, { dialects: 'cvc5-' }),
    op('bag.is_singleton', [BAG], 'Bool', { dialects: 'cvc5-' }),
    op('bag.from_set', ['(Set E)'], BAG, { dialects: 'cvc5-' }),
    op('bag.to_set', [BAG], '(Set E)', { dialects: 'cvc5-' }),
    op('bag.map', ['(-> E B)', BAG], '(Bag B)'),
    op('bag.filter', ['(-> E Bool)', BAG], BAG),
    op('bag.fold', ['(-> E B B)', 'B', BAG], 'B'),
    op('bag.partition', ['(-> E E Bool)', BAG], `(Bag ${BAG})`),
    op('bag.all', ['(-> E Bool)', BAG], 'Bool', { dialects: 'cvc5+' }),
    op('bag.some', ['(-> E Bool)', BAG], 'Bool', { dialects: 'cvc5+' }),
  ],
  { dialects: 'cvc5' },
);

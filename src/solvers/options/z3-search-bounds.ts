// Z3's parameters that bound a search, in their descriptions' words. Cut to 0 the search is off, so the option
// drawing never draws 0 (z3-params.ts BY_DESIGN); cut to 0 or 1 Z3 gives up when the bound is reached, as asked, so
// an unknown under such a value is by design (oracles/by-design.ts, rule z3-search-bound-spent), while a crash or a
// wrong answer under 1 is still a bug, which is why 1 is drawn. A value near the default (999 of 1000) that turns a
// decided formula into unknown is a bug.
export const Z3_SEARCH_BOUNDS: readonly { name: string; words: string }[] = [
  { name: 'smt.mbqi.max_iterations', words: 'maximum number of rounds of MBQI' },
  { name: 'smt.arith.nl.rounds', words: 'threshold for number of (nested) final checks for non linear arithmetic' },
  {
    name: 'smt.seq.max_unfolding',
    words: 'maximal unfolding depth for checking string equations and regular expressions',
  },
  {
    name: 'smt.seq.regex_split',
    words: 'maximum refinement rounds the monadic regular-expression solver spends',
  },
  { name: 'smt.ho_matching_bound', words: 'per-problem expansion-step budget of the higher-order matching search' },
];

/** `smt.mbqi.max_iterations=1` → true: the option cuts one of Z3's search bounds to one round or none. */
export function cutsSearchBound(option: string): boolean {
  const [name, value] = option.split('=');
  return Z3_SEARCH_BOUNDS.some((b) => b.name === name) && /^[01]$/.test(value ?? '');
}

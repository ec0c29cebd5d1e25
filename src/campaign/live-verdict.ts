// What a finding's live check found (live-check.ts), as its record keeps it.

/**
 * live: the newest release still shows it; fixed: it runs the finding without showing it; unchecked: no Z3 lane
 * misbehaved (nothing to check here); not-applicable: the newest release refuses the lane's options;
 * inconclusive: it timed out, gave up or misbehaved otherwise; unavailable: it could not be run; gone: the
 * finding does not show on its own lanes any more (it cannot be checked against anything).
 */
export type LiveVerdict = 'live' | 'fixed' | 'unchecked' | 'not-applicable' | 'inconclusive' | 'unavailable' | 'gone';

export interface LiveCheck {
  verdict: LiveVerdict;
  /** The release run in place of the Z3 lanes that misbehaved (absent when none was). */
  release?: string;
  /** The solvers the finding was seen on, as people name them (`z3 4.8.12 (native)`, `Z3 5.2.0`). */
  seenOn: string[];
  /** What the release did, or why nothing was checked. */
  detail: string;
  /** ISO time. */
  at: string;
  /** One line: `live in Z3 5.2.0`, `fixed by Z3 5.2.0 (seen on z3 4.8.12 (native))`, … */
  text: string;
}

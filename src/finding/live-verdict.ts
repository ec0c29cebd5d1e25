// What a finding's live check found (live-check.ts), as its record keeps it.
import type { SolverFamily } from '../solvers/lane.js';
import type { BisectVerdict } from './bisect-range.js';

/**
 * live: the newest release still shows it; fixed: it runs the finding without showing it; unchecked: no lane of a
 * solver whose newest release is at hand misbehaved (nothing to check here); not-applicable: the newest release
 * refuses the lane's options, or the input as outside what it supports (its words); inconclusive: it timed out,
 * gave up or misbehaved otherwise; unavailable: it could not be run; gone: the finding does not show on its own lanes any more (it cannot be checked against anything).
 */
export type LiveVerdict = 'live' | 'fixed' | 'unchecked' | 'not-applicable' | 'inconclusive' | 'unavailable' | 'gone';

/**
 * The newest releases at hand of each solver, as lanes without options, newest first: the CLI's Z3 (npm's newest
 * z3-solver, Debian's newest native z3) and cvc5 (a native cvc5, else the WebAssembly build); the page's builds.
 */
export type NewestReleases = Partial<Record<SolverFamily, readonly string[]>>;

/** One newest release the finding ran on in place of its misbehaving lanes of that solver. */
export interface LiveRelease {
  /** The lane it ran as (no options): `z3@5.2.0`, `native:z3@4.13.3`, `native:cvc5@1.3.2`. */
  lane: string;
  /** As people name it: `Z3 5.2.0`, `z3 4.13.3 (native)`. */
  title: string;
  verdict: BisectVerdict;
  detail: string;
  /** What it printed, its first lines (a report quotes an executable's output: report/reproduce.ts). */
  printed?: string;
}

export interface LiveCheck {
  verdict: LiveVerdict;
  /** The version of the newest release that decided the verdict (absent when none was run). */
  release?: string;
  /** The solver whose newest release decided it (absent when none was run). */
  family?: SolverFamily;
  /** Every newest release run, of every solver checked, newest first. */
  checks?: LiveRelease[];
  /** The solvers the finding was seen on, as people name them (`z3 4.8.12 (native)`, `Z3 5.2.0`). */
  seenOn: string[];
  /** What the release did, or why nothing was checked. */
  detail: string;
  /**
   * A live cvc5 bug run again on the deciding build with `--safe-mode=safe`, which refuses what cvc5's fuzzing
   * guidelines leave out (expert options, options without proof support, experimental theories): whether it still
   * shows (bad), is gone (good), or cvc5 refuses the configuration (not-applicable, with its words).
   */
  safeMode?: { verdict: BisectVerdict; detail: string };
  /**
   * A live bug, other than an invalid model, on a lane that checks its own models (`model_validate=true`,
   * `--check-models`), run once more without that check (`lane`, with its other options) on the build a report shows
   * first (an executable that showed it, else the deciding build): when it still shows (bad), the report's command
   * line leaves the check out, an option the bug does not need (report/reproduce.ts withoutItsModelCheck).
   */
  withoutModelCheck?: { lane: string; verdict: BisectVerdict; detail: string; printed?: string };
  /**
   * An unknown still live: why the solver gave up, in its words (`(get-info :reason-unknown)` after the script, on its
   * newest build): cvc5's `incomplete` on a quantified formula is its default instantiation's known limit, and Z3's
   * "invalid parameter for smt.string_solver …" an option value it does not take (handover/report-decision.ts).
   */
  unknownReason?: string;
  /**
   * A wrong sat told by its model (handover/model-witness.ts): what is wrong with the model the deciding solver printed,
   * `its model defines a1 in terms of itself, which gives no value`; the report says it.
   */
  modelFault?: string;
  /**
   * When both solvers are on the sides of a wrong answer: the one whose answer a model shows wrong
   * (handover/model-witness.ts), the tracker its report goes to without being chosen (report-decision.ts).
   */
  wrongFamily?: SolverFamily;
  /** ISO time. */
  at: string;
  /** One line: `live in Z3 5.2.0`, `fixed by Z3 5.2.0 (seen on z3 4.8.12 (native))`, `live in cvc5 1.3.2 (native)` … */
  text: string;
}

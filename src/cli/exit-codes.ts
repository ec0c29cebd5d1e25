// The exit codes of every `smtplay` sub-command, in one place (docs/CLI.md, "Examples": exit codes).
export const EXIT = {
  /** Done, nothing to report. */
  ok: 0,
  /**
   * `check` found files that do not parse or sort-check; `reduce` found nothing to reduce; `bisect` found
   * nothing to bisect (the finding does not show on its own lanes, or no Z3 lane misbehaved); `report` held a
   * finding back without --force: the newest Z3 release no longer shows it (fixed upstream, or it does not
   * reproduce), or it is marked reported already.
   */
  failed: 1,
  /**
   * The person's mistake, said in one sentence with what to type instead: a wrong flag or value, a lane that cannot
   * run here (unknown, malformed, `cvc5` without a build, a native program that is missing or no solver, an option
   * the solver refuses at start), a path that cannot be read or written, or a Z3 release that is not on npm (or the
   * registry cannot be reached to fetch it).
   */
  usage: 2,
  /** A bug in smtplay (also: a mutator made an ill-sorted mutant). */
  bug: 3,
  /**
   * `fuzz` or `merge` found at least one finding (with --known: a new one); `triage` found a new bug to report (it
   * reproduces, the newest release does not show it fixed, and it was not reported before).
   */
  findings: 10,
} as const;

// The reducer's contracts: an async predicate over candidate scripts, options, progress and stats.
import type { Script } from '../smtlib/ast.js';

/**
 * True when a candidate still shows the behaviour being reduced. `text` is the candidate printed in
 * canonical SMT-LIB; `signal` aborts when another candidate of the same batch already succeeded.
 */
export type Predicate = (candidate: { script: Script; text: string }, signal: AbortSignal) => Promise<boolean>;

export interface ReduceProgress {
  /** Bytes of the current (smallest interesting) script. */
  bytes: number;
  elapsedMs: number;
  pass: string;
  candidates: number;
  /** Set when the event reports an accepted candidate: its text. */
  accepted?: string;
  /** Set when a checkpoint undid the pass: `bytes` is the size it went back to. */
  rolledBack?: true;
  /** Set when a checkpoint kept the pass: the script as it stands still holds as the input did. */
  held?: true;
}

export interface ReduceOptions {
  /** Candidates tested at once (a speculative batch); match it to the solver pool's size. */
  jobs?: number;
  onProgress?: (p: ReduceProgress) => void;
  /** Stop after this many predicate calls (the result is still interesting, just less reduced). */
  maxCandidates?: number;
  /**
   * Cancels the reduction: no new candidate is proposed, the batch in flight is abandoned (its
   * predicate calls see their signal abort), and `reduce` resolves at once with the smallest
   * interesting script found so far (`cancelled` set in the result).
   */
  signal?: AbortSignal;
  /**
   * Asked after each pass that made the script smaller: does it still hold the behaviour as the input did? Where the
   * predicate is a chance (a race: each candidate shows it a few times within some runs), small losses of its rate add
   * up pass after pass; a checkpoint measures the present script's rate once more. False: the pass is undone, back to
   * the last script that held, and the reduction goes on from there (the candidates tried before stay cached, so
   * the same path is not taken again).
   */
  checkpoint?: Predicate;
}

export interface ReduceStats {
  bytesBefore: number;
  bytesAfter: number;
  /** Predicate calls. */
  candidates: number;
  accepted: number;
  /** Candidates skipped because the same text had been tried before. */
  cacheHits: number;
  /** Candidates dropped by the sort checker before any predicate saw them. */
  illSorted: number;
  /**
   * Candidates dropped because a recursive definition in them calls itself on its own parameters unchanged
   * (smtlib/terms/recursion.ts), which the input did not.
   */
  endless: number;
  /** Passes undone because the checkpoint said the script no longer held as the input did. */
  rolledBack: number;
  seconds: number;
}

export interface ReduceResult {
  script: Script;
  text: string;
  stats: ReduceStats;
  /** Set when `options.signal` stopped the reduction early (the script is still interesting). */
  cancelled?: true;
}

/** A reduction pass: lazily proposes smaller variants of a sort-checked script (terms carry `sort`). */
export interface Pass {
  name: string;
  candidates(script: Script): Iterable<Script>;
}

// Drives one pass over the current script: proposals are filtered (smaller, unseen, well-sorted),
// tested in batches, and the first success becomes the new current script ("rebase"). The pass then
// resumes at the same proposal index on the rebased script, as ddSMT does.
import type { Script } from '../smtlib/ast.js';
import { printScript } from '../smtlib/printer.js';
import { firstSuccess, type Candidate } from './batch.js';
import type { CandidateCache } from './cache.js';
import type { Pass, Predicate, ReduceOptions, ReduceStats } from './types.js';
import { wellSortedScript } from './validate.js';
import { unchangedRecursiveCall } from '../smtlib/terms/recursion.js';

export interface ReductionState {
  script: Script;
  text: string;
  /** The last script a checkpoint passed (ReduceOptions.checkpoint): the input at first. */
  held: { script: Script; text: string };
  readonly predicate: Predicate;
  readonly cache: CandidateCache;
  readonly stats: ReduceStats;
  readonly options: ReduceOptions;
  readonly startedAt: number;
  /** The input calls a recursive function on its parameters unchanged already: candidates may too. */
  readonly endlessKept: boolean;
}

export function budgetLeft(state: ReductionState): boolean {
  if (state.options.signal?.aborted) return false;
  const max = state.options.maxCandidates;
  return max === undefined || state.stats.candidates < max;
}

/** Runs `pass` until it proposes nothing interesting; true when it made the script smaller. */
export async function runPass(pass: Pass, state: ReductionState): Promise<boolean> {
  const jobs = Math.max(1, state.options.jobs ?? 1);
  let resumeAt = 0;
  let progress = false;
  state.options.onProgress?.({
    bytes: state.text.length,
    elapsedMs: Date.now() - state.startedAt,
    pass: pass.name,
    candidates: state.stats.candidates,
  });
  for (;;) {
    const winner = await scan(pass, state, resumeAt, jobs);
    if (!winner) return progress;
    accept(state, winner, pass.name);
    progress = true;
    resumeAt = winner.index;
  }
}

/**
 * After a pass that made the script smaller: does it still hold as the input did (ReduceOptions.checkpoint)? If not,
 * the pass is undone. True when the script stays as the pass left it.
 */
export async function checkpoint(state: ReductionState, pass: string): Promise<boolean> {
  const check = state.options.checkpoint;
  const signal = state.options.signal ?? new AbortController().signal;
  if (!check || state.text === state.held.text) return true;
  const holds = (await check({ script: state.script, text: state.text }, signal)) || signal.aborted;
  if (signal.aborted) return true;
  if (holds) state.held = { script: state.script, text: state.text };
  else {
    state.script = state.held.script;
    state.text = state.held.text;
    state.stats.rolledBack++;
  }
  // Said aloud either way, so a log shows the checks that kept a pass as well as those that undid one.
  state.options.onProgress?.({
    bytes: state.text.length,
    elapsedMs: Date.now() - state.startedAt,
    pass: `${pass} ${holds ? 'held' : 'undone'}`,
    candidates: state.stats.candidates,
    ...(holds ? { held: true as const } : { rolledBack: true as const }),
  });
  return holds;
}

async function scan(pass: Pass, state: ReductionState, from: number, jobs: number): Promise<Candidate | undefined> {
  let batch: Candidate[] = [];
  let index = -1;
  for (const proposal of pass.candidates(state.script)) {
    index++;
    if (index < from) continue;
    if (!budgetLeft(state)) break;
    const candidate = admit(proposal, index, state);
    if (!candidate) continue;
    batch.push(candidate);
    if (batch.length + state.stats.candidates >= (state.options.maxCandidates ?? Infinity) || batch.length === jobs) {
      const winner = await test(batch, state);
      if (winner) return winner;
      batch = [];
    }
  }
  return batch.length ? test(batch, state) : undefined;
}

function admit(proposal: Script, index: number, state: ReductionState): Candidate | undefined {
  const text = printScript(proposal);
  if (text.length >= state.text.length) return undefined;
  if (!state.cache.add(text)) {
    state.stats.cacheHits++;
    return undefined;
  }
  const script = wellSortedScript(text);
  if (!script) {
    state.stats.illSorted++;
    return undefined;
  }
  // A recursion the reduction made endless is the user's fault in the solvers' eyes, not a report (recursion.ts).
  if (!state.endlessKept && unchangedRecursiveCall(script) !== undefined) {
    state.stats.endless++;
    return undefined;
  }
  return { script, text, index };
}

async function test(batch: Candidate[], state: ReductionState): Promise<Candidate | undefined> {
  state.stats.candidates += batch.length;
  return firstSuccess(batch, state.predicate, state.options.signal);
}

function accept(state: ReductionState, winner: Candidate, pass: string): void {
  state.script = winner.script;
  state.text = winner.text;
  state.stats.accepted++;
  state.options.onProgress?.({
    bytes: winner.text.length,
    elapsedMs: Date.now() - state.startedAt,
    pass,
    candidates: state.stats.candidates,
    accepted: winner.text,
  });
}

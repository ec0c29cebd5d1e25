// `reduce(script, predicate, options)`: the smallest script the passes reach that still satisfies
// the predicate. The input must satisfy it (the caller's golden run); the output never grows, always
// re-parses and sort-checks. `options.signal` cancels it: the result is then what was reached so far
// (the input itself when cancelled during the first check).
import type { Script } from '../smtlib/ast.js';
import { printScript } from '../smtlib/printer.js';
import { firstSuccess } from './batch.js';
import { CandidateCache } from './cache.js';
import type { ReductionState } from './engine.js';
import { runStrategy } from './strategy.js';
import type { Predicate, ReduceOptions, ReduceResult } from './types.js';
import { wellSortedScript } from './validate.js';
import { unchangedRecursiveCall } from '../smtlib/terms/recursion.js';

export async function reduce(
  input: Script,
  predicate: Predicate,
  options: ReduceOptions = {},
  inputBytes?: number,
): Promise<ReduceResult> {
  const startedAt = Date.now();
  const text = printScript(input);
  const script = wellSortedScript(text);
  if (!script) throw new Error('the input to reduce must be well-sorted SMT-LIB');
  const state: ReductionState = {
    script,
    text,
    held: { script, text },
    predicate,
    cache: new CandidateCache(),
    endlessKept: unchangedRecursiveCall(script) !== undefined,
    options,
    startedAt,
    stats: {
      bytesBefore: inputBytes ?? text.length,
      bytesAfter: text.length,
      candidates: 0,
      accepted: 0,
      cacheHits: 0,
      illSorted: 0,
      endless: 0,
      rolledBack: 0,
      seconds: 0,
    },
  };
  state.cache.add(text);
  state.stats.candidates++;
  const golden = await firstSuccess([{ script, text, index: 0 }], predicate, options.signal);
  if (!golden && !options.signal?.aborted) {
    throw new Error(
      'the input does not satisfy the predicate (printed canonically), so there is nothing to keep while reducing',
    );
  }
  if (golden) {
    options.onProgress?.({ bytes: text.length, elapsedMs: 0, pass: 'start', candidates: 0 });
    await runStrategy(state);
  }
  state.stats.bytesAfter = state.text.length;
  state.stats.seconds = (Date.now() - startedAt) / 1000;
  const cancelled = options.signal?.aborted === true;
  options.onProgress?.({
    bytes: state.text.length,
    elapsedMs: Date.now() - startedAt,
    pass: cancelled ? 'cancelled' : 'done',
    candidates: state.stats.candidates,
  });
  return { script: state.script, text: state.text, stats: state.stats, ...(cancelled ? { cancelled: true } : {}) };
}

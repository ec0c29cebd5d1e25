// Runs a file of the repository's corpus on Debian's native z3 4.8.12 or cvc5 1.0.3 (through the project's
// native backend) and writes the outcome in the manifest's form: `sat`, `sat;unsat` for several check-sats,
// `unknown`, `timeout` (after the answers given so far), `error`, `unsupported` or `crash`.
import { runNative } from '../../src/solvers/native/index.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { CVC5_NATIVE, Z3_NATIVE } from '../solvers/native-lanes.js';
import { readCorpusSeed, type CorpusRow } from './corpus.js';

export type NativeSolver = 'z3' | 'cvc5';

/** Far above the slowest recorded answer (about 5 s for cvc5 on a busy machine), so a decided answer stays decided. */
export const CORPUS_TIMEOUT_MS = 15_000;

export function resultOf(outcome: Outcome): string {
  switch (outcome.status) {
    case 'ok':
      return outcome.answers.length === 0 ? 'none' : outcome.answers.join(';');
    case 'timeout':
      return [...outcome.answers, 'timeout'].join(';');
    case 'error':
      return outcome.errorKind === 'unsupported' ? 'unsupported' : 'error';
    case 'crash':
      return 'crash';
  }
}

export interface CorpusRun {
  result: string;
  timeMs: number;
  outcome: Outcome;
}

export async function runCorpusRow(
  row: CorpusRow,
  solver: NativeSolver,
  timeoutMs = CORPUS_TIMEOUT_MS,
): Promise<CorpusRun> {
  const lane = solver === 'z3' ? Z3_NATIVE : { ...CVC5_NATIVE, options: row.cvc5Options };
  const outcome = await runNative(lane, readCorpusSeed(row.path).text, { timeoutMs });
  return { result: resultOf(outcome), timeMs: outcome.timeMs, outcome };
}

/** Maps `work` over `items` with at most `parallel` calls in flight; results keep the items' order. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

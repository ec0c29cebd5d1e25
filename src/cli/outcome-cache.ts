// Outcomes kept on disk between runs of `smtplay bisect` (`<cache>/outcomes/`): a lane's outcome on a text with a
// timeout does not change, so a second bisection of a finding, or of its neighbour sharing the reference lane,
// runs nothing it ran before. Timeouts are not kept (they depend on how busy the machine was). Each file holds its
// whole key, checked on reading, so a hash collision costs a re-run and never a wrong outcome.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashId } from '../rng.js';
import type { Outcome, RunOptions } from '../solvers/outcome.js';
import type { RunLane } from '../solvers/runner.js';
import { smtplayCacheDir } from '../solvers/z3/cache-dir.js';

interface Entry {
  /** A run's options (a lane run on its base lane with the options drawn for a finding) are part of the key. */
  key: { laneId: string; options?: readonly string[]; timeoutMs: number; produceModel: boolean; text: string };
  outcome: Outcome;
}

export interface OutcomeCacheOptions {
  env?: NodeJS.ProcessEnv;
  /** Run everything again (the outcomes are still written). */
  fresh?: boolean;
}

export function cachedRunLane(run: RunLane, options: OutcomeCacheOptions = {}): RunLane {
  const dir = join(smtplayCacheDir(options.env), 'outcomes');
  return async (laneId: string, text: string, runOptions: RunOptions) => {
    const drawn = runOptions.options?.length ? { options: [...runOptions.options] } : {};
    const key = {
      laneId,
      ...drawn,
      timeoutMs: runOptions.timeoutMs,
      produceModel: runOptions.produceModel ?? false,
      text,
    };
    const head = JSON.stringify([laneId, key.timeoutMs, key.produceModel, ...(key.options ? [key.options] : [])]);
    const file = join(dir, `${hashId(head)}-${hashId(text)}.json`);
    if (!options.fresh && !runOptions.again) {
      const kept = read(file);
      if (kept && JSON.stringify(kept.key) === JSON.stringify(key)) return kept.outcome;
    }
    const outcome = await run(laneId, text, runOptions);
    if (outcome.status !== 'timeout') {
      mkdirSync(dir, { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify({ key, outcome } satisfies Entry));
      renameSync(partial, file);
    }
    return outcome;
  };
}

function read(file: string): Entry | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Entry;
  } catch {
    return undefined;
  }
}

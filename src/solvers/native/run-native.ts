// Runs a script on a native solver binary and classifies what happened.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classify } from '../classify/classify.js';
import { programOf, type Lane } from '../lane.js';
import type { Outcome, RunOptions } from '../outcome.js';
import { nativeCommandLine } from './command-line.js';
import { runProcess } from './run-process.js';

// The solver runs inside the temp folder on a relative name, so its messages never show the temp path.
const INPUT_FILE = 'input.smt2';

export async function runNative(lane: Lane, script: string, opts: RunOptions): Promise<Outcome> {
  if (lane.backend !== 'native') throw new TypeError(`runNative needs a native lane, got ${lane.id}`);
  const dir = await mkdtemp(join(tmpdir(), 'smtplay-'));
  const started = performance.now();
  try {
    await writeFile(join(dir, INPUT_FILE), script, 'utf8');
    const { binary, args } = nativeCommandLine(lane, script, INPUT_FILE, opts);
    const run = await runProcess(binary, args, { cwd: dir, timeoutMs: opts.timeoutMs });
    return { laneId: lane.id, ...classify(run, script), stdout: run.stdout, stderr: run.stderr, timeMs: run.timeMs };
  } catch (error) {
    return cannotStart(lane, error, performance.now() - started);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The binary could not be started at all: a set-up error of the lane, not something the solver did. */
function cannotStart(lane: Lane, error: unknown, timeMs: number): Outcome {
  const message = `cannot start ${programOf(lane)}: ${error instanceof Error ? error.message : String(error)}`;
  return { laneId: lane.id, answers: [], stdout: '', stderr: '', status: 'error', errorKind: 'other', message, timeMs };
}

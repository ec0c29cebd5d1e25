// The custom predicate of `smtplay reduce --predicate cmd:COMMAND` (ddSMT-compatible): the candidate
// is written to a temporary file, given to COMMAND as its last argument, and exit code 0 means
// "still interesting".
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Predicate } from '../reduce/index.js';

function exitCode(command: string, file: string, signal: AbortSignal): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', `${command} "$0"`, file], { stdio: 'ignore', signal });
    child.on('error', (e) => (e.name === 'AbortError' ? resolve(null) : reject(e)));
    child.on('exit', (code) => resolve(code));
  });
}

export async function shellPredicate(command: string): Promise<{ predicate: Predicate; dispose(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'smtplay-reduce-'));
  let n = 0;
  const predicate: Predicate = async ({ text }, signal) => {
    if (signal.aborted) return false;
    const file = join(dir, `candidate-${n++}.smt2`);
    await writeFile(file, text);
    try {
      return (await exitCode(command, file, signal)) === 0;
    } finally {
      await rm(file, { force: true });
    }
  };
  return { predicate, dispose: () => rm(dir, { recursive: true, force: true }) };
}

// Where the CLI keeps what it may reuse across runs (seed labels, STORM reference models, solver option
// tables): $SMTFUZZ_CACHE, else $XDG_CACHE_HOME/smtfuzz, else ~/.cache/smtfuzz. Deleting it only costs time.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SMTFUZZ_CACHE) return env.SMTFUZZ_CACHE;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'smtfuzz');
}

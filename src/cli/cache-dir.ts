// Where the CLI keeps what it may reuse across runs (seed labels, STORM reference models, solver option
// tables): $SMTPLAY_CACHE, else $XDG_CACHE_HOME/smtplay, else ~/.cache/smtplay. Deleting it only costs time.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SMTPLAY_CACHE) return env.SMTPLAY_CACHE;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'smtplay');
}

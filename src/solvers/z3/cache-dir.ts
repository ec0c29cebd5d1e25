// Where smtplay keeps what it fetches (Z3 releases, bisection results): `$SMTPLAY_CACHE`, else
// `$XDG_CACHE_HOME/smtplay`, else `~/.cache/smtplay`. Apart from releases.ts so `smtplay --help` can name the
// folder without loading anything else.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function smtplayCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SMTPLAY_CACHE) return env.SMTPLAY_CACHE;
  return join(env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache'), 'smtplay');
}

/** `<cache>/z3/<version>/` holds one release. */
export function z3ReleasesDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(smtplayCacheDir(env), 'z3');
}

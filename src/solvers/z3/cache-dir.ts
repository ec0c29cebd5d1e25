// Where smtfuzz keeps what it fetches (Z3 releases, bisection results): `$SMTFUZZ_CACHE`, else
// `$XDG_CACHE_HOME/smtfuzz`, else `~/.cache/smtfuzz`. Apart from releases.ts so `smtfuzz --help` can name the
// folder without loading anything else.
import { homedir } from 'node:os';
import { join } from 'node:path';

export function smtfuzzCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SMTFUZZ_CACHE) return env.SMTFUZZ_CACHE;
  return join(env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache'), 'smtfuzz');
}

/** `<cache>/z3/<version>/` holds one release. */
export function z3ReleasesDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(smtfuzzCacheDir(env), 'z3');
}

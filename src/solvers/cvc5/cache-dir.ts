// Where the CLI keeps cvc5's released cvc5-Wasm.zip per version: `<cache>/cvc5/<version>/`, next to the Z3
// releases (z3/cache-dir.ts). Apart from releases.ts so `smtplay --help` can name the folder without loading
// the loader.
import { join } from 'node:path';
import { smtplayCacheDir } from '../z3/cache-dir.js';

/** `<cache>/cvc5/`: one folder per version. */
export function cvc5ReleasesDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(smtplayCacheDir(env), 'cvc5');
}

// The CVC5 WebAssembly build the cvc5 tier runs (`*.cvc5.test.ts`, vitest.config.ts): the newest one in the smtplay
// cache, where `npm test` installs it first (wasm/install-cvc5.ts, from ../shared/wasm/cvc5-VERSION or
// $SMTPLAY_CVC5_WASM). A fresh clone without one leaves that tier out, with a line saying so.
import { cachedCvc5Versions, cvc5BuildAt } from '../../src/solvers/cvc5/releases.js';

export interface Cvc5BuildAtHand {
  version: string;
  /** cvc5.js; cvc5.wasm is beside it. */
  js: string;
  wasm: string;
}

export function cvc5BuildAtHand(): Cvc5BuildAtHand | undefined {
  for (const version of cachedCvc5Versions().reverse()) {
    const build = cvc5BuildAt(version);
    if (build) return { version, js: build.js, wasm: build.js.replace(/\.js$/, '.wasm') };
  }
  return undefined;
}

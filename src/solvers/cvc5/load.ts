// How a CVC5 WebAssembly build is started, the same in the workers and in the build check (check-build.ts): an
// ES module build keeps one instance for run after run, with cvc5 told to clean up before it returns.
import { EmscriptenCli, type EmscriptenCliSource } from './emscripten-cli.js';

/**
 * cvc5 destroys its solver and returns from main instead of calling _exit() (its default "early exit"): the
 * instance is then fit for the next run (the 1.3.2 build's README: 30 runs in a row clean with it, a trap by the
 * third without it).
 */
export const CVC5_REUSE_ARGS = ['--no-early-exit'];

export function loadCvc5(source: EmscriptenCliSource): Promise<EmscriptenCli> {
  return EmscriptenCli.load(source, source.factory ? { reuseArgs: CVC5_REUSE_ARGS } : {});
}

// The solver's own frames from a WebAssembly trap's stack: what a maintainer reads first in a crash report
// (`nla::core::check`, `theory_lra::imp::final_check_eh`), without the host's JavaScript frames or file addresses.

/** At most this many frames, innermost first (the tracker asks for the top of the stack, not all of it). */
const MAX_FRAMES = 12;

/** `at nla::core::check() (wasm://wasm/z3-built.wasm-0253a6ba:wasm-function[40000]:0x1a2b3c)` → `nla::core::check()`. */
const WASM_FRAME = /^\s*at\s+(?:[^\s(]*\.wasm\.)?(.+?)\s+\((?:wasm:\/\/|[^)]*\.wasm)[^)]*\)\s*$/;

/** The solver frames of a trap (its first line is the message), one per line; undefined when it has none. */
export function solverFramesOf(trap: string | undefined): string | undefined {
  return trap === undefined ? undefined : solverFramesIn(trap.split('\n').slice(1).join('\n'));
}

/**
 * The solver frames anywhere in a text: a page's Z3 thread reports its trap in one line and writes the trace to
 * stderr (z3/crash-hooks.ts), whose other lines (the worker's words, `invoke_ii (blob:http://…)`) are the host's.
 */
export function solverFramesIn(text: string): string | undefined {
  const frames = text.split('\n').flatMap((line) => {
    const m = WASM_FRAME.exec(line);
    return m && !/^wasm-function\[\d+\]$|^\$func\d+$/.test(m[1]!) ? [m[1]!] : [];
  });
  return frames.length ? frames.slice(0, MAX_FRAMES).join('\n') : undefined;
}

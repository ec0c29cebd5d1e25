// What a report quotes of a run's output (finding/report/reproduce.ts `printedText`): the solver's words and frames,
// never the host's JavaScript frames, which name the address of the page that ran the WebAssembly build (seen in the
// page's Z3 crash report: `at invoke_ii (blob:http://127.0.0.1:46819/…)`).
import { describe, expect, it } from 'vitest';
import { printedText } from '../../src/finding/report/reproduce.js';

const TRAP = `worker: onmessage() captured an uncaught exception: RuntimeError: remainder by zero
RuntimeError: remainder by zero
    at z3-built.wasm.nla::core::check(unsigned int) (wasm://wasm/z3-built.wasm-085478b6:wasm-function[24964]:0x128666e)
    at invoke_ii (blob:http://127.0.0.1:46819/757a99c0-51dd-417a-9c19-25d2153a7f5a:6991:36)
    at z3-built.wasm.smt::context::search() (wasm://wasm/z3-built.wasm-085478b6:wasm-function[21849]:0xfcf3d6)
    at invoke_vi (https://example.org/play/assets/z3-built.js:120:3)`;

describe('printedText', () => {
  it("keeps the solver's frames and drops the host's, with the page's address", () => {
    const text = printedText(TRAP)!;
    expect(text).not.toMatch(/127\.0\.0\.1|blob:|example\.org/);
    expect(text).toContain('nla::core::check(unsigned int)');
    expect(text).toContain('smt::context::search()');
    expect(text.split('\n')).toHaveLength(4);
  });
});

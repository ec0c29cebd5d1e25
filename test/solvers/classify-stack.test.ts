// A crash's solver frames: a Z3 5.2.0 trap as the host saw it (the horner_frequency=0 crash of the gallery's
// QF_ANIA seed, stack lines as V8 prints them) keeps Z3's own functions, innermost first, and drops the host's
// JavaScript frames and the wasm file addresses.
import { describe, expect, it } from 'vitest';
import { classify } from '../../src/solvers/classify/index.js';
import { normalizeMessage } from '../../src/oracles/index.js';
import { solverFramesOf } from '../../src/solvers/classify/stack.js';

const at = (fn: string, n: number) =>
  `    at z3-built.wasm.${fn} (wasm://wasm/z3-built.wasm-085478b6:wasm-function[${n}]:0x128666e)`;
const TRAP = [
  'RuntimeError: remainder by zero',
  at('nla::core::check(unsigned int)', 24964),
  at('smt::theory_lra::imp::final_check_eh(unsigned int)', 22654),
  '    at invoke_ii (/work/main/node_modules/z3-solver/build/z3-built.js:6991:36)',
  at('smt::context::search()', 21849),
  '    at wasm://wasm/z3-built.wasm-085478b6:wasm-function[123]:0x1',
].join('\n');

describe('solverFramesOf', () => {
  it("keeps the solver's named frames only", () => {
    expect(solverFramesOf(TRAP)).toBe(
      'nla::core::check(unsigned int)\nsmt::theory_lra::imp::final_check_eh(unsigned int)\nsmt::context::search()',
    );
  });

  it('gives nothing for a message without frames', () => {
    expect(solverFramesOf('RuntimeError: remainder by zero')).toBeUndefined();
    expect(solverFramesOf(undefined)).toBeUndefined();
  });

  it('goes with a crash outcome, whose message stays the first line', () => {
    const c = classify({ stdout: '', stderr: '', exitCode: null, signal: null, trap: TRAP, timedOut: false });
    expect(c.status).toBe('crash');
    expect(c.message).toBe('RuntimeError: remainder by zero');
    expect(c.stack?.split('\n')[0]).toBe('nla::core::check(unsigned int)');
  });

  it('is the same words whichever thread caught the trap: the CLI’s main thread or a page thread', () => {
    const run = (trap: string) =>
      classify({ stdout: '', stderr: '', exitCode: null, signal: null, trap, timedOut: false });
    const page = run('a Z3 thread trapped: RuntimeError: remainder by zero');
    const cli = run('RuntimeError: remainder by zero');
    expect([page.status, page.message]).toEqual(['crash', 'RuntimeError: remainder by zero']);
    expect(cli.message).toBe(page.message);
    // A record written when the CLI said `host exception: …` is the same bug as today's run.
    expect(normalizeMessage('host exception: RuntimeError: remainder by zero')).toBe(normalizeMessage(cli.message));
  });

  it('comes from stderr when a page thread reported its trap in one line (the trace went to stderr)', () => {
    const stderr = [
      'worker: onmessage() captured an uncaught exception: RuntimeError: remainder by zero',
      ...TRAP.split('\n'),
      '    at invoke_ii (blob:http://127.0.0.1:34641/488055fd-ab9d-4f44-ad43-18e5ae95b042:6991:36)',
    ].join('\n');
    const c = classify({
      stdout: '',
      stderr,
      exitCode: null,
      signal: null,
      trap: 'a Z3 thread trapped: RuntimeError: remainder by zero',
      timedOut: false,
    });
    expect(c.stack).toBe(solverFramesOf(TRAP));
    expect(c.stack).not.toMatch(/blob:|127\.0\.0\.1|invoke_ii/);
  });
});

// Cancelling a reduction through `options.signal`: it stops at once, even while predicate calls are
// still running, and keeps the smallest interesting script found so far.
import { describe, expect, it } from 'vitest';
import { reduce, type Predicate } from '../../src/reduce/index.js';
import { printScript } from '../../src/smtlib/printer.js';
import { parsed } from '../support/parsed.js';

const TEXT =
  '(set-logic QF_LIA)(declare-const x Int)(declare-const y Int)(declare-const z Int)' +
  Array.from({ length: 12 }, (_, i) => `(assert (<= (+ x ${i}) (* 2 (+ y z ${i}))))`).join('') +
  '(assert (= x 42))(check-sat)';

const interesting = (t: string): boolean => t.includes('42');

describe('reduce with a cancel signal', () => {
  it('stops promptly while a batch is in flight and keeps the smallest interesting script', async () => {
    const controller = new AbortController();
    let calls = 0;
    let callsAfterCancel = 0;
    const signals: AbortSignal[] = [];
    const predicate: Predicate = ({ text }, signal) => {
      calls++;
      if (controller.signal.aborted) callsAfterCancel++;
      if (calls === 8) {
        // A solver run that never returns on its own: only the cancel can end this reduction.
        signals.push(signal);
        setTimeout(() => controller.abort(), 5);
        return new Promise<boolean>(() => undefined);
      }
      return new Promise((resolve) => setTimeout(() => resolve(interesting(text)), 1));
    };
    const accepted: string[] = [];
    // The 8th run never returns: a reduction that ignored the cancel would never end (no clock needed to see it).
    const result = await reduce(parsed(TEXT), predicate, {
      jobs: 2,
      signal: controller.signal,
      onProgress: (p) => p.accepted !== undefined && accepted.push(p.accepted),
    });
    expect(result.cancelled).toBe(true);
    expect(callsAfterCancel).toBe(0);
    expect(signals[0]!.aborted).toBe(true);
    expect(interesting(result.text)).toBe(true);
    expect(result.text.length).toBeLessThan(printScript(parsed(TEXT)).length);
    expect(result.text).toBe(accepted.at(-1));
    expect(result.stats.bytesAfter).toBe(result.text.length);
  });

  it('returns the input unchanged when cancelled during the first check', async () => {
    const controller = new AbortController();
    const predicate: Predicate = () => {
      controller.abort();
      return new Promise<boolean>(() => undefined);
    };
    const result = await reduce(parsed(TEXT), predicate, { signal: controller.signal });
    expect(result.cancelled).toBe(true);
    expect(result.text).toBe(printScript(parsed(TEXT)));
  });

  it('without a cancel, runs to the end and says nothing about cancelling', async () => {
    const predicate: Predicate = async ({ text }) => interesting(text);
    const result = await reduce(parsed(TEXT), predicate, { jobs: 3, signal: new AbortController().signal });
    expect(result.cancelled).toBeUndefined();
    expect(result.text.length).toBeLessThan(60);
    expect(interesting(result.text)).toBe(true);
  });
});

// The reduction predicate's time limit: until a candidate proves it, a candidate that hits the adaptive limit
// is tried once more with twice it (on a busy machine the limit, not the candidate, may be what failed); after, once
// more only when the last interesting text, run again, measures the machine slower. Stand-in lanes (fixed outcomes):
// the logic under test is the predicate's, not a solver's.
import { describe, expect, it } from 'vitest';
import { planNamed } from '../../src/oracles/index.js';
import { GOLDEN_RUNS } from '../../src/oracles/intermittent.js';
import { AdaptiveTimeout, keepFinding } from '../../src/reduce/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { outcome } from '../support/outcome.js';

const TEXT = '(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n';
const crash = (timeMs: number): Outcome =>
  outcome('native:cvc5', { status: 'crash', message: 'Fatal failure within postProcessModel', timeMs });
const timeout = (timeMs: number): Outcome => ({ ...crash(timeMs), status: 'timeout', message: '' });

describe('AdaptiveTimeout', () => {
  it('doubles on a timeout up to its ceiling, and says when it cannot grow', () => {
    const t = new AdaptiveTimeout(500, 250, 3000);
    expect(t.ms).toBe(1300);
    expect(t.timedOut()).toBe(true);
    expect(t.ms).toBe(2600);
    expect(t.timedOut()).toBe(true);
    expect(t.ms).toBe(3000);
    expect(t.timedOut()).toBe(false);
    t.interesting(400);
    expect(t.ms).toBe(1000);
  });

  it('stops doubling once a run within the limit was interesting: then a timeout is the candidate’s', () => {
    const t = new AdaptiveTimeout(500);
    t.interesting(600);
    expect(t.timedOut()).toBe(false);
    expect(t.ms).toBe(1300);
  });

  it('grows again only when a yardstick measures the machine well slower than the limit says', () => {
    const t = new AdaptiveTimeout(500, 250, 3000);
    t.interesting(500);
    expect(t.ms).toBe(1200);
    // Noise: the yardstick's limit (2 × 700 + 200) is not half as much again as the present one.
    expect(t.remeasured(700)).toBe(false);
    expect(t.ms).toBe(1200);
    expect(t.remeasured(1200)).toBe(true);
    expect(t.ms).toBe(2600);
    // Up to the ceiling, and no further.
    expect(t.remeasured(5000)).toBe(true);
    expect(t.ms).toBe(3000);
    expect(t.remeasured(5000)).toBe(false);
  });
});

describe('keepFinding on a busy machine', () => {
  /** A crash's golden run is made GOLDEN_RUNS times: it may show on some runs only (oracles/intermittent.ts). */
  const golden = Array.from({ length: GOLDEN_RUNS });

  it('tries a candidate that timed out once more with twice the limit', async () => {
    const limits: number[] = [];
    // The golden runs (a crash may be intermittent: oracles/intermittent.ts), then the candidate: it times out at the
    // first limit and crashes within the second.
    const script = [...golden.map(() => crash(500)), timeout(1300), crash(1500)];
    const run = (_lane: string, _text: string, o: { timeoutMs: number }): Promise<Outcome> => {
      limits.push(o.timeoutMs);
      return Promise.resolve(script.shift()!);
    };
    const plan = planNamed('crash', ['native:cvc5']);
    if (!plan.ok) throw new Error(plan.reason);
    const { predicate } = await keepFinding(run, plan.target, TEXT);
    const parsed = parseScript(TEXT);
    if (!parsed.ok) throw new Error('parse');
    expect(await predicate({ script: parsed.value, text: TEXT }, new AbortController().signal)).toBe(true);
    expect(limits.slice(GOLDEN_RUNS)).toEqual([1300, 2600]);
  });

  /** The predicate over stand-in runs that answer from `answer` by text, recording each run's text and limit. */
  async function predicateOver(answer: (text: string, timeoutMs: number) => Outcome) {
    const runs: { text: string; timeoutMs: number }[] = [];
    const run = (_lane: string, text: string, o: { timeoutMs: number }): Promise<Outcome> => {
      runs.push({ text, timeoutMs: o.timeoutMs });
      return Promise.resolve(answer(text, o.timeoutMs));
    };
    const plan = planNamed('crash', ['native:cvc5']);
    if (!plan.ok) throw new Error(plan.reason);
    const { predicate } = await keepFinding(run, plan.target, TEXT);
    const candidate = async (text: string): Promise<boolean> => {
      const parsed = parseScript(text);
      if (!parsed.ok) throw new Error('parse');
      return predicate({ script: parsed.value, text }, new AbortController().signal);
    };
    return { runs, candidate };
  }

  const KEPT = '(declare-const x Int)\n(check-sat)\n';
  const SLOW = '(assert false)\n(check-sat)\n';

  it('after a kept candidate, retries a timeout when that candidate now runs well slower (the machine is busy)', async () => {
    let busy = false;
    const { runs, candidate } = await predicateOver((text, limit) => {
      // The kept text crashes in 500 ms, or in 2000 ms once the machine is busy; the slow one needs 2500 ms.
      const ms = text === SLOW ? 2500 : busy ? 2000 : 500;
      return ms > limit ? timeout(limit) : crash(ms);
    });
    expect(await candidate(KEPT)).toBe(true);
    busy = true;
    expect(await candidate(SLOW)).toBe(true);
    // The golden runs, the kept one, the slow one at 1200 ms, the yardstick (the kept text) again, then the slow one
    // at the limit the yardstick gave (2 × 1200 + 200: it timed out at 1200 too).
    expect(runs.map((r) => [r.text === SLOW ? 'slow' : r.text === KEPT ? 'kept' : 'golden', r.timeoutMs])).toEqual([
      ...golden.map(() => ['golden', 30_000]),
      ['kept', 1300],
      ['slow', 1200],
      ['kept', 1200],
      ['slow', 2600],
    ]);
  });

  it('takes a timeout as the candidate’s when the kept candidate runs as fast as it did', async () => {
    const { runs, candidate } = await predicateOver((text, limit) => {
      const ms = text === SLOW ? 2500 : 500;
      return ms > limit ? timeout(limit) : crash(ms);
    });
    expect(await candidate(KEPT)).toBe(true);
    expect(await candidate(SLOW)).toBe(false);
    expect(runs.map((r) => r.timeoutMs)).toEqual([...golden.map(() => 30_000), 1300, 1200, 1200]);
  });
});

// The reduction predicate's time limit: until a candidate proves it, a candidate that hits the adaptive limit
// is tried once more with twice it (on a busy machine the limit, not the candidate, may be what failed). Stand-in lanes
// (fixed outcomes): the logic under test is the predicate's, not a solver's.
import { describe, expect, it } from 'vitest';
import { planNamed } from '../../src/oracles/index.js';
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
});

describe('keepFinding on a busy machine', () => {
  it('tries a candidate that timed out once more with twice the limit', async () => {
    const limits: number[] = [];
    // The golden run, then the candidate: it times out at the first limit and crashes within the second.
    const script = [crash(500), timeout(1300), crash(1500)];
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
    expect(limits.slice(1)).toEqual([1300, 2600]);
  });
});

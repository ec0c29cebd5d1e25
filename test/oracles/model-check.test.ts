// Model checks: the check itself (checked, gave up, unreadable), the judge reading verdicts made beforehand instead
// of checking itself, and the worker host's time bound (fake workers, the host's timers made fake: the bound is
// counted in timer time, not on the machine's clock).
import { describe, expect, it, vi } from 'vitest';
import { judge } from '../../src/oracles/judge.js';
import {
  checkModelText,
  inProcessModelChecker,
  modelChecksOf,
  type ModelCheck,
} from '../../src/oracles/model-check.js';
import { ModelCheckHost, type SpawnedModelChecker } from '../../src/oracles/model-check-host.js';
import { DEFAULT_LIMITS } from '../../src/smtlib/eval/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { tracked, withFakeTimers } from '../support/host-clock.js';
import { outcome } from '../support/outcome.js';

const MUTANT = '(declare-const x Int)\n(assert (> x 2))\n(assert (< x 10))\n(check-sat)\n';
const GOOD = '((define-fun x () Int 5))';
const BAD = '((define-fun x () Int 20))';
const chain = [
  '(define-fun f0 ((x Int)) Int x)',
  ...Array.from({ length: 40 }, (_, i) => `(define-fun f${i + 1} ((x Int)) Int (+ (f${i} x) (f${i} x)))`),
].join('\n');
const RUNAWAY = `${chain}\n(declare-const x Int)\n(assert (> (f40 x) 0))\n(check-sat)\n`;

const sat = (laneId: string, model: string) => outcome(laneId, { answers: ['sat'], model });

describe('checking a model', () => {
  it('counts the assertions the model falsifies, gives up on a runaway, and reads nothing it cannot parse', () => {
    expect(checkModelText(MUTANT, GOOD)).toEqual({ kind: 'checked', falsified: 0 });
    expect(checkModelText(MUTANT, BAD)).toEqual({ kind: 'checked', falsified: 1 });
    const small = { ...DEFAULT_LIMITS, steps: 20_000 };
    expect(checkModelText(RUNAWAY, GOOD, small)).toMatchObject({ kind: 'gave-up', reason: /evaluation budget/ });
    expect(checkModelText(MUTANT, '((define-fun x () Int')).toMatchObject({ kind: 'unreadable' });
    expect(checkModelText('(assert', GOOD)).toMatchObject({ kind: 'unreadable' });
  });

  it('finds a model that defines a constant through itself, however its assertions read (head-public-12)', () => {
    const arrays = '(declare-const a (Array Int Int))\n(assert (= (select a 0) 1))\n(check-sat)\n';
    // Z3 main's wrong sat under SLS came with a model like this one: `a` has no value, whatever `select` would say.
    const self = '((define-fun a () (Array Int Int) (store a 0 1)))';
    expect(checkModelText(arrays, self)).toEqual({ kind: 'self-defined', names: ['a'] });
    // A name bound inside the definition is not the constant: this model gives `a` a value.
    const bound = '((define-fun a () (Array Int Int) (let ((a ((as const (Array Int Int)) 1))) (store a 0 1))))';
    expect(checkModelText(arrays, bound)).toEqual({ kind: 'checked', falsified: 0 });
  });

  it('checks every lane that said sat with a model, and no other', async () => {
    const outcomes = [
      sat('a', GOOD),
      sat('b', BAD),
      outcome('c', { answers: ['unsat'] }),
      outcome('d', { answers: ['sat'] }),
      outcome('e', { answers: ['sat'], model: BAD, modelInvalid: true }),
    ];
    const checks = await modelChecksOf(inProcessModelChecker, MUTANT, outcomes);
    expect([...checks]).toEqual([
      ['a', { kind: 'checked', falsified: 0 }],
      ['b', { kind: 'checked', falsified: 1 }],
    ]);
  });
});

describe('the judge with model checks made beforehand', () => {
  const oracle = { kind: 'differential' as const, expected: null };
  const script = () => {
    const s = parseScript(MUTANT);
    if (!s.ok) throw new Error(s.error.message);
    return s.value;
  };

  it('reads the given verdicts instead of checking the models itself', () => {
    const outcomes = [sat('a', GOOD), sat('b', GOOD)];
    const given = new Map<string, ModelCheck>([
      ['a', { kind: 'checked', falsified: 3 }],
      ['b', { kind: 'gave-up', reason: 'the model check ran past its 5000 ms' }],
    ]);
    const j = judge(script(), oracle, outcomes, given);
    expect(j.findings).toMatchObject([
      { kind: 'invalid-model', lanes: ['a'], detail: 'the model falsifies 3 assertion(s)' },
    ]);
    expect(j).toMatchObject({ modelChecks: 2, modelChecksGaveUp: 1 });
  });

  it('checks a model itself when no verdict is given for its lane', () => {
    const j = judge(
      script(),
      oracle,
      [sat('a', BAD), sat('b', GOOD)],
      new Map([['b', { kind: 'checked', falsified: 0 }]]),
    );
    expect(j.findings).toMatchObject([
      { kind: 'invalid-model', lanes: ['a'], detail: 'the model falsifies 1 assertion(s)' },
    ]);
    expect(j).toMatchObject({ modelChecks: 2, modelChecksGaveUp: 0 });
  });

  it('calls a self-defined model invalid, in words that say so', () => {
    const j = judge(script(), oracle, [sat('a', GOOD)], new Map([['a', { kind: 'self-defined', names: ['x'] }]]));
    expect(j.findings).toMatchObject([
      { kind: 'invalid-model', lanes: ['a'], detail: 'the model defines x in terms of itself, which gives no value' },
    ]);
    expect(j).toMatchObject({ modelChecks: 1, modelChecksGaveUp: 0 });
  });

  it('finds nothing in a check that gave up, and counts it', () => {
    const j = judge(script(), oracle, [sat('a', BAD)], new Map([['a', { kind: 'gave-up', reason: 'time' }]]));
    expect(j.findings).toEqual([]);
    expect(j).toMatchObject({ modelChecks: 1, modelChecksGaveUp: 1 });
  });
});

/** Fake model-check workers: a model 'hang' never answers, 'die' kills its worker; others are checked for real. */
function fakeWorkers() {
  const log: string[] = [];
  let n = 0;
  const spawn = (): SpawnedModelChecker => {
    const id = ++n;
    log.push(`spawn ${id}`);
    let die: (m: string) => void = () => undefined;
    const died = new Promise<string>((resolve) => (die = resolve));
    return {
      api: {
        check: (mutant, model) => {
          log.push(`check ${id}`);
          if (model === 'hang') return new Promise<ModelCheck>(() => undefined);
          if (model === 'die') {
            die('worker error: RangeError: out of memory');
            return new Promise<ModelCheck>(() => undefined);
          }
          return Promise.resolve(checkModelText(mutant, model));
        },
      },
      terminate: () => log.push(`terminate ${id}`),
      died,
    };
  };
  return { spawn, log };
}

describe('the model-check host', () => {
  it('gives a check its time bound, then gives up on it, replaces the worker and checks on', async () => {
    const { spawn, log } = fakeWorkers();
    const host = new ModelCheckHost(spawn, 1000);
    expect(await host.check(MUTANT, BAD)).toEqual({ kind: 'checked', falsified: 1 });
    await withFakeTimers(async () => {
      const hung = tracked(host.check(MUTANT, 'hang'));
      const next = tracked(host.check(MUTANT, GOOD));
      await vi.advanceTimersByTimeAsync(999);
      expect(hung.settled).toBe(false);
      expect(next.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await hung.promise).toEqual({ kind: 'gave-up', reason: 'the model check ran past its 1000 ms' });
      expect(await next.promise).toEqual({ kind: 'checked', falsified: 0 });
    });
    expect(log).toEqual(['spawn 1', 'check 1', 'check 1', 'terminate 1', 'spawn 2', 'check 2']);
    expect(host.restarts).toBe(1);
  });

  it('gives up on a check whose worker dies, and starts another for the next', async () => {
    const { spawn, log } = fakeWorkers();
    const host = new ModelCheckHost(spawn, 1000);
    expect(await host.check(MUTANT, 'die')).toEqual({
      kind: 'gave-up',
      reason: 'the model checker failed: worker error: RangeError: out of memory',
    });
    expect(await host.check(MUTANT, BAD)).toEqual({ kind: 'checked', falsified: 1 });
    expect(log).toEqual(['spawn 1', 'check 1', 'terminate 1', 'spawn 2', 'check 2']);
  });
});

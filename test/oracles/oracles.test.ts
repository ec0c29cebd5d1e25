import { describe, expect, it } from 'vitest';
import { judge } from '../../src/oracles/index.js';
import { crashFindings } from '../../src/oracles/crash.js';
import { differentialFindings } from '../../src/oracles/differential.js';
import { expectedFindings } from '../../src/oracles/expected.js';
import { invalidModelFindings } from '../../src/oracles/invalid-model.js';
import { isInvalidMutant, rejectionFindings } from '../../src/oracles/rejection.js';
import { regressionFindings, versionPairs } from '../../src/oracles/regression.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { outcome } from '../support/outcome.js';

const sat = (lane: string, more: Partial<Outcome> = {}): Outcome => outcome(lane, { answers: ['sat'], ...more });
const unsat = (lane: string): Outcome => outcome(lane, { answers: ['unsat'] });

function script(text: string) {
  const parsed = parseScript(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const X_POSITIVE = script('(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n');

describe('differential oracle', () => {
  it('reports a sat/unsat disagreement as soundness, naming both sides', () => {
    const [f, ...rest] = differentialFindings([sat('a'), unsat('b')]);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ kind: 'soundness', lanes: ['a', 'b'] });
    expect(f!.message).toBe('a sat vs b unsat');
  });

  it('ignores unknown, timeouts and agreement', () => {
    expect(differentialFindings([sat('a'), outcome('b', { answers: ['unknown'] })])).toEqual([]);
    expect(differentialFindings([sat('a'), outcome('b', { status: 'timeout' })])).toEqual([]);
    expect(differentialFindings([unsat('a'), unsat('b')])).toEqual([]);
  });

  it('compares every check-sat of an incremental script', () => {
    const a = outcome('a', { answers: ['sat', 'sat'] });
    const b = outcome('b', { answers: ['sat', 'unsat'] });
    expect(differentialFindings([a, b])[0]?.message).toContain('check-sat 2');
  });
});

describe('expected-answer oracle', () => {
  it('a contrary answer is soundness, the expected one is fine', () => {
    expect(expectedFindings([unsat('a'), sat('b')], 'sat')).toEqual([
      { kind: 'soundness', lanes: ['a'], said: ['unsat'], expected: 'sat', message: 'a unsat, expected sat' },
    ]);
  });

  it('unknown is counted, and a finding only when the oracle says so', () => {
    const unknown = outcome('a', { answers: ['unknown'], unknownReason: 'incomplete' });
    expect(expectedFindings([unknown], 'unsat')).toEqual([]);
    expect(expectedFindings([unknown], 'unsat', true)[0]).toMatchObject({ kind: 'incompleteness', lanes: ['a'] });
    const v = judge(X_POSITIVE, { kind: 'expected', expected: 'unsat' }, [unknown]);
    expect(v.unknowns).toBe(1);
    expect(v.findings).toEqual([]);
  });
});

describe('crash and error oracles', () => {
  it('every crash is a finding carrying its message', () => {
    const crash = outcome('a', { status: 'crash', message: 'Fatal failure within foo' });
    expect(crashFindings([crash, sat('b')])).toEqual([
      {
        kind: 'crash',
        lanes: ['a'],
        said: ['crash'],
        detail: 'Fatal failure within foo',
        message: 'Fatal failure within foo',
      },
    ]);
  });

  it('an error is a finding when another lane accepted the mutant, otherwise an invalid mutant', () => {
    const err = outcome('a', { status: 'error', message: 'unsupported' });
    expect(rejectionFindings([err, sat('b')])).toMatchObject([{ kind: 'error', lanes: ['a'] }]);
    expect(rejectionFindings([err, outcome('b', { status: 'error' })])).toEqual([]);
    expect(isInvalidMutant([err, outcome('b', { status: 'error' })])).toBe(true);
    expect(isInvalidMutant([err, sat('b')])).toBe(false);
  });

  it('timeouts are counted, never findings', () => {
    const v = judge(X_POSITIVE, { kind: 'differential', expected: null }, [
      outcome('a', { status: 'timeout' }),
      sat('b'),
    ]);
    expect(v).toMatchObject({ findings: [], timeouts: 1, invalidMutant: false });
  });
});

describe('invalid-model oracle', () => {
  it('a model that falsifies an assertion is a finding; a satisfying one is not', () => {
    const bad = sat('a', { model: '(\n  (define-fun x () Int 0)\n)' });
    const good = sat('b', { model: '(\n  (define-fun x () Int 3)\n)' });
    expect(invalidModelFindings(X_POSITIVE, [bad, good])).toMatchObject([{ kind: 'invalid-model', lanes: ['a'] }]);
  });

  it('trusts the solver saying its own model check failed', () => {
    expect(invalidModelFindings(X_POSITIVE, [sat('a', { modelInvalid: true })])).toHaveLength(1);
  });

  it('judge combines the oracles', () => {
    const v = judge(X_POSITIVE, { kind: 'differential', expected: null }, [
      sat('a', { model: '((define-fun x () Int (- 1)))' }),
      unsat('b'),
      outcome('c', { status: 'crash', message: 'boom' }),
    ]);
    expect(v.findings.map((f) => f.kind).sort()).toEqual(['crash', 'invalid-model', 'soundness']);
  });
});

describe('regression incompleteness between versions of one solver (Janus oracles)', () => {
  const janusOracle = { kind: 'expected', expected: 'sat', unknownIsFinding: true } as const;
  const unknown = (lane: string): Outcome => outcome(lane, { answers: ['unknown'] });

  it('pairs lanes of one family and options by version', () => {
    expect(versionPairs(['z3@5.2.0', 'z3@4.8.17', 'cvc5@1.0.3', 'z3@4.8.17+smt.arith.solver=2'])).toEqual([
      { older: 'z3@4.8.17', newer: 'z3@5.2.0' },
    ]);
  });

  it('names both lanes and which version regressed', () => {
    const newer = judge(X_POSITIVE, janusOracle, [sat('z3@4.8.17'), unknown('z3@5.2.0')]).findings;
    // The lane that gave up first, then the one that decided (the one rule's order for an unknown).
    expect(newer).toContainEqual({
      kind: 'incompleteness',
      lanes: ['z3@5.2.0', 'z3@4.8.17'],
      said: ['unknown', 'sat'],
      regression: 'newer-regressed',
      message: 'regression (the newer version regressed): z3@4.8.17 sat, z3@5.2.0 unknown',
    });
    const older = regressionFindings([unknown('z3@4.8.17'), sat('z3@5.2.0')], 'sat');
    expect(older.map((f) => f.message)).toEqual([
      'regression (the older version is incomplete): z3@5.2.0 sat, z3@4.8.17 unknown',
    ]);
  });

  it('is silent for timeouts, for other oracles and for lanes of different solvers', () => {
    expect(regressionFindings([sat('z3@4.8.17'), outcome('z3@5.2.0', { status: 'timeout' })], 'sat')).toEqual([]);
    expect(regressionFindings([sat('cvc5@1.0.3'), unknown('z3@5.2.0')], 'sat')).toEqual([]);
    const differential = judge(X_POSITIVE, { kind: 'differential', expected: null }, [
      sat('z3@4.8.17'),
      unknown('z3@5.2.0'),
    ]);
    expect(differential.findings).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { janusVerdict, type JanusAnswer } from '../../src/oracles/janus.js';

const lane = (laneId: string, seed: JanusAnswer, mutant: JanusAnswer) => ({ laneId, seed, mutant });

describe('janusVerdict', () => {
  it('finds nothing when the mutant keeps the implied answer', () => {
    expect(janusVerdict({ expected: 'sat', lanes: [lane('z3', 'sat', 'sat')] })).toEqual([]);
  });

  it('reports implication incompleteness: seed decided, mutant unknown', () => {
    expect(janusVerdict({ expected: 'unsat', lanes: [lane('z3', 'unsat', 'unknown')] })).toEqual([
      { kind: 'implication-incompleteness', laneId: 'z3', seed: 'unsat' },
    ]);
  });

  it('does not count a timeout, an error, or an undecided seed as implication incompleteness', () => {
    const lanes = [
      lane('a', 'sat', 'timeout'),
      lane('b', 'sat', 'error'),
      lane('c', 'unknown', 'unknown'),
      lane('d', 'timeout', 'unknown'),
    ];
    expect(janusVerdict({ expected: 'sat', lanes })).toEqual([]);
  });

  it('reports soundness when a lane gives the opposite decided answer', () => {
    expect(janusVerdict({ expected: 'sat', lanes: [lane('cvc5', 'sat', 'unsat'), lane('z3', 'sat', 'sat')] })).toEqual([
      { kind: 'soundness', laneId: 'cvc5', expected: 'sat', got: 'unsat' },
    ]);
  });

  it('reports regression incompleteness with its direction', () => {
    const pairs = [{ older: 'z3@4.8.17', newer: 'z3' }];
    expect(
      janusVerdict({ expected: 'sat', lanes: [lane('z3@4.8.17', 'sat', 'sat'), lane('z3', 'sat', 'unknown')], pairs }),
    ).toEqual([
      { kind: 'implication-incompleteness', laneId: 'z3', seed: 'sat' },
      {
        kind: 'regression-incompleteness',
        direction: 'newer-regressed',
        decidedBy: 'z3@4.8.17',
        unknownOn: 'z3',
        answer: 'sat',
      },
    ]);
    expect(
      janusVerdict({
        expected: 'unsat',
        lanes: [lane('z3@4.8.17', 'timeout', 'unknown'), lane('z3', 'unsat', 'unsat')],
        pairs,
      }),
    ).toEqual([
      {
        kind: 'regression-incompleteness',
        direction: 'older-incomplete',
        decidedBy: 'z3',
        unknownOn: 'z3@4.8.17',
        answer: 'unsat',
      },
    ]);
  });

  it('does not call a timeout on one version a regression', () => {
    const pairs = [{ older: 'old', newer: 'new' }];
    expect(
      janusVerdict({ expected: 'sat', lanes: [lane('old', 'sat', 'sat'), lane('new', 'sat', 'timeout')], pairs }),
    ).toEqual([]);
  });
});

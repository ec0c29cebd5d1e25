// A share link carries everything the judge reads: a finding of every kind, made into a link, encoded, decoded and
// judged on the link's own observations, is the same bug (the one rule); a refused option stays a rejection.
import { describe, expect, it } from 'vitest';
import { makeFinding } from '../../src/finding/record.js';
import type { Oracle } from '../../src/mutators/types.js';
import { sameBugAs } from '../../src/finding/identity.js';
import { judge } from '../../src/oracles/index.js';
import { decodeShare, encodeShare } from '../../src/share/codec.js';
import { fromObserved, oracleOf } from '../../src/share/state.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { linkStateOf } from '../../src/share/finding-link.js';

const MUTANT = '(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n';
const A = 'z3@5.2.0';
const B = 'z3@4.8.17';
const differential: Oracle = { kind: 'differential', expected: null };

const run = (laneId: string, fields: Partial<Outcome>): Outcome => ({
  laneId,
  answers: [],
  stdout: '',
  stderr: '',
  status: 'ok',
  message: '',
  timeMs: 2,
  ...fields,
});

interface Case {
  name: string;
  oracle: Oracle;
  outcomes: Outcome[];
  /** Lanes the judge sets apart as refused configurations. */
  rejected?: string[];
}

const CASES: Case[] = [
  {
    name: 'a disagreement',
    oracle: differential,
    outcomes: [run(A, { answers: ['sat'] }), run(B, { answers: ['unsat'] })],
  },
  {
    name: 'a wrong answer against the expected one',
    oracle: { kind: 'expected', expected: 'unsat' },
    outcomes: [run(A, { answers: ['sat'] }), run(B, { answers: ['unsat'] })],
  },
  {
    name: 'a crash, kept by its words',
    oracle: differential,
    outcomes: [run(A, { status: 'crash', message: 'RuntimeError: remainder by zero' }), run(B, { answers: ['sat'] })],
  },
  {
    name: 'a rejection another lane accepts',
    oracle: differential,
    outcomes: [
      run(A, { status: 'error', errorKind: 'parse', message: 'line 2 column 9: invalid command' }),
      run(B, { answers: ['sat'] }),
    ],
  },
  {
    name: 'a refused option: no finding, a rejection',
    oracle: differential,
    outcomes: [
      run(`${A}+smt.no_such=1`, { status: 'error', errorKind: 'option', message: 'unknown parameter smt.no_such' }),
      run(B, { answers: ['sat'] }),
      run('native:cvc5@1.0.3', { answers: ['sat'] }),
    ],
    rejected: [`${A}+smt.no_such=1`],
  },
  {
    name: "an invalid model by the solver's own check",
    oracle: differential,
    outcomes: [run(A, { answers: ['sat'], modelInvalid: true }), run(B, { answers: ['sat'] })],
  },
  {
    name: 'an invalid model by our evaluator (the model travels)',
    oracle: differential,
    outcomes: [run(A, { answers: ['sat'], model: '(\n  (define-fun x () Int 1)\n)' }), run(B, { answers: ['sat'] })],
  },
  {
    name: 'an unknown where another lane decides',
    oracle: { ...differential, unknownIsFinding: true },
    outcomes: [run(A, { answers: ['unknown'], unknownReason: 'incomplete' }), run(B, { answers: ['sat'] })],
  },
  {
    name: "Janus's unknown where the answer is implied, and the regression between versions",
    oracle: { kind: 'expected', expected: 'sat', unknownIsFinding: true },
    outcomes: [run(A, { answers: ['unknown'] }), run(B, { answers: ['sat'] })],
  },
];

describe.each(CASES)('a link of $name', (c) => {
  it('is judged the same after the round trip', async () => {
    const parsed = parseScript(MUTANT);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const before = judge(parsed.value, c.oracle, c.outcomes);
    expect(before.rejected.map((r) => r.laneId)).toEqual(c.rejected ?? []);
    if (!c.rejected) expect(before.findings.length).toBeGreaterThan(0);
    const record = makeFinding({
      raw: before.findings[0] ?? { kind: 'error', lanes: [A], said: ['error'], message: '' },
      logic: 'QF_LIA',
      rules: [],
      origin: 'step',
      mutant: MUTANT,
      seed: MUTANT,
      oracle: c.oracle,
      outcomes: c.outcomes,
      solvers: [],
      timeoutMs: 3000,
    });
    const decoded = await decodeShare(await encodeShare(linkStateOf(record)));
    if (!decoded.ok) throw new Error(decoded.message);
    const state = decoded.state;
    const after = judge(parsed.value, oracleOf(state), (state.observed ?? []).map(fromObserved));
    expect(after.findings).toHaveLength(before.findings.length);
    for (const f of before.findings) expect(after.findings.some((g) => sameBugAs(f, g))).toBe(true);
    expect(after.rejected.map((r) => r.laneId)).toEqual(before.rejected.map((r) => r.laneId));
  });
});

describe('a link naming what this playground does not have', () => {
  it('is refused with a sentence, not opened with another mutator', async () => {
    const { encodeRaw } = await import('../../src/share/codec.js');
    const fragment = await encodeRaw({
      v: 1,
      seeds: [MUTANT],
      mutator: { name: 'histfuzz', options: {} },
      rngSeed: 1,
      step: 0,
      lanes: [A],
      timeoutMs: 3000,
    });
    const decoded = await decodeShare(fragment);
    expect(decoded).toMatchObject({
      ok: false,
      message: expect.stringMatching(/mutator this playground does not have \(histfuzz\)/),
    });
  });
});

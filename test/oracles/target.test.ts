// Planning a reduction from what the lanes showed: the judge picks the finding, the plan names the lanes to
// run on every candidate. The same plan serves a step finding, a link, a stored record and the CLI.
import { describe, expect, it } from 'vitest';
import type { Observation } from '../../src/oracles/index.js';
import { planFor, planFromObservations, planNamed } from '../../src/oracles/index.js';

const differential = { kind: 'differential', expected: null } as const;
const ok = (laneId: string, answer: 'sat' | 'unsat' | 'unknown'): Observation => ({
  laneId,
  status: 'ok',
  answers: [answer],
});

describe('planFromObservations', () => {
  it('keeps a disagreement between the lanes that disagree', () => {
    const p = planFromObservations(differential, [
      ok('z3@5.2.0', 'sat'),
      ok('cvc5', 'unknown'),
      ok('z3@4.8.17', 'unsat'),
    ]);
    expect(p).toMatchObject({
      ok: true,
      // The sat side first, then the unsat side (the one rule's order).
      target: { kind: 'soundness', lanes: ['z3@5.2.0', 'z3@4.8.17'], run: ['z3@5.2.0', 'z3@4.8.17'] },
    });
  });

  it('keeps a crash on the lane that crashed, ahead of anything else', () => {
    const p = planFromObservations(differential, [
      ok('z3@5.2.0', 'sat'),
      { laneId: 'z3@4.8.17', status: 'crash', answers: [] },
    ]);
    expect(p).toMatchObject({ ok: true, target: { kind: 'crash', lanes: ['z3@4.8.17'], run: ['z3@4.8.17'] } });
  });

  it('keeps an invalid model on its lane, asking for models', () => {
    const p = planFromObservations(differential, [
      { ...ok('z3@5.2.0+model_validate=true', 'sat'), modelInvalid: true },
    ]);
    expect(p).toMatchObject({
      ok: true,
      target: { kind: 'invalid-model', lanes: ['z3@5.2.0+model_validate=true'], produceModel: true },
    });
  });

  it('keeps a contradiction of the expected answer on the wrong lane only', () => {
    const p = planFromObservations({ kind: 'expected', expected: 'unsat' }, [
      ok('z3@5.2.0', 'unsat'),
      ok('z3@4.8.17', 'sat'),
    ]);
    expect(p).toMatchObject({ ok: true, target: { kind: 'soundness', lanes: ['z3@4.8.17'], run: ['z3@4.8.17'] } });
  });

  it('keeps a rejection only while another lane accepts, and runs that lane too', () => {
    const rejected: Observation = { laneId: 'z3@4.8.17', status: 'error', answers: [], message: 'invalid command' };
    expect(planFromObservations(differential, [rejected, ok('z3@5.2.0', 'sat')])).toMatchObject({
      ok: true,
      target: { kind: 'error', lanes: ['z3@4.8.17'], run: ['z3@4.8.17', 'z3@5.2.0'] },
    });
    expect(planFor({ kind: 'error', lanes: ['a'] }, differential, [rejected]).ok).toBe(false);
  });

  it('refuses what is not a finding, saying why; a refused option is no finding', () => {
    expect(planFromObservations(differential, [ok('a', 'sat'), ok('b', 'sat')])).toEqual({
      ok: false,
      reason: expect.stringContaining('not a finding (agree)'),
    });
    const option: Observation = { laneId: 'z3@5.2.0', status: 'error', answers: ['sat'], errorKind: 'option' };
    expect(planFromObservations(differential, [option, ok('b', 'sat')]).ok).toBe(false);
  });
});

describe('planNamed (smtplay reduce FILE --predicate NAME)', () => {
  it('names the same findings the judge makes', () => {
    expect(planNamed('disagree', ['z3@5.2.0', 'native:cvc5@1.0.3'])).toMatchObject({
      ok: true,
      target: { kind: 'soundness', lanes: ['native:cvc5@1.0.3', 'z3@5.2.0'] },
    });
    expect(planNamed('unknown', ['a', 'b'])).toMatchObject({
      ok: true,
      target: { kind: 'incompleteness', lanes: ['a', 'b'], oracle: { unknownIsFinding: true } },
    });
    expect(planNamed('crash', [])).toMatchObject({ ok: false, reason: expect.stringMatching(/needs 1/) });
    expect(planNamed('disagree', ['a'])).toMatchObject({ ok: false, reason: expect.stringMatching(/needs 2/) });
  });
});

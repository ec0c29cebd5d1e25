// Per-seed time limits (campaign/time-bound.ts): the limit is factor × the seed's time within [floor, ceiling];
// a seed is measured once per lane; what a timeout or an `unknown` under a lowered limit becomes, so that no
// finding is made that the ceiling would not make. The runs here are stand-ins (this is the policy's logic);
// test/campaign/time-bound.solvers.test.ts runs it on real solvers.
import { describe, expect, it } from 'vitest';
import {
  mutantTimeout,
  SeedTimeBounds,
  underLimit,
  type EveryLane,
  type RunWithin,
} from '../../src/scheduling/time-bound.js';
import { judge } from '../../src/oracles/index.js';
import type { Outcome } from '../../src/solvers/outcome.js';

const BOUND = { factor: 10, floorMs: 1000 };
const CEILING = 5000;

function outcome(laneId: string, status: Outcome['status'], timeMs: number, answers: Outcome['answers'] = []): Outcome {
  return { laneId, answers, stdout: answers.join('\n'), stderr: '', status, message: '', timeMs };
}

const all: EveryLane = (runs) => Promise.all(runs);

describe('the limit of a mutant', () => {
  it('is factor × the seed time, within the floor and the ceiling; the ceiling when unmeasured', () => {
    expect(mutantTimeout(40, BOUND, CEILING)).toBe(1000);
    expect(mutantTimeout(250, BOUND, CEILING)).toBe(2500);
    expect(mutantTimeout(800, BOUND, CEILING)).toBe(5000);
    expect(mutantTimeout(undefined, BOUND, CEILING)).toBe(5000);
    expect(mutantTimeout(0.1, BOUND, 300)).toBe(300); // a floor above the ceiling is the ceiling
  });
});

describe('an outcome under a lowered limit', () => {
  it('a timeout, a decided answer, a crash: as they are', () => {
    expect(underLimit(outcome('a', 'timeout', 1000), 1000, CEILING)).toBe('as-is');
    expect(underLimit(outcome('a', 'ok', 999, ['sat']), 1000, CEILING)).toBe('as-is');
    expect(underLimit(outcome('a', 'crash', 10), 1000, CEILING)).toBe('as-is');
  });

  it('an unknown that stopped at the limit is a timeout; one well before it is run again at the ceiling', () => {
    expect(underLimit(outcome('a', 'ok', 995, ['unknown']), 1000, CEILING)).toBe('timeout');
    expect(underLimit({ ...outcome('a', 'ok', 10, ['unknown']), unknownReason: 'canceled' }, 1000, CEILING)).toBe(
      'timeout',
    );
    expect(underLimit(outcome('a', 'ok', 120, ['unknown']), 1000, CEILING)).toBe('ceiling');
    // At the ceiling itself nothing changes: the campaign without limits judges it so.
    expect(underLimit(outcome('a', 'ok', 4990, ['unknown']), CEILING, CEILING)).toBe('as-is');
  });
});

/** A stand-in for the lanes: the seed takes `seedMs` per lane, a mutant what `mutant` says for its limit. */
function lanes(
  seedMs: Record<string, number | 'timeout'>,
  mutant: (laneId: string, limitMs: number) => Outcome,
): { run: RunWithin; calls: { laneId: string; timeoutMs: number; mutant: boolean }[] } {
  const calls: { laneId: string; timeoutMs: number; mutant: boolean }[] = [];
  const run: RunWithin = async (laneId, _text, timeoutMs, isMutant) => {
    calls.push({ laneId, timeoutMs, mutant: isMutant });
    if (isMutant) return mutant(laneId, timeoutMs);
    const t = seedMs[laneId]!;
    return t === 'timeout' ? outcome(laneId, 'timeout', timeoutMs) : outcome(laneId, 'ok', t, ['sat']);
  };
  return { run, calls };
}

const SEED = { id: 'seeds/a.smt2', text: '(set-info :status sat)\n(check-sat)\n' };

describe('running a mutant within its seed’s limits', () => {
  it('runs within the floor until a mutant reaches it; then measures the seed once and re-runs within its limit', async () => {
    const bounds = new SeedTimeBounds(BOUND, CEILING);
    // cvc5's seed takes 300 ms: its mutants may take up to 3 s; this mutant takes 2 s there, 20 ms on z3.
    const { run, calls } = lanes({ z3: 50, cvc5: 300 }, (l, limit) =>
      l === 'cvc5'
        ? limit >= 2000
          ? outcome(l, 'ok', 2000, ['sat'])
          : outcome(l, 'timeout', limit)
        : outcome(l, 'ok', 20, ['sat']),
    );
    const outcomes = await Promise.all([1, 2, 3].map(() => bounds.runMutant(SEED, ['z3', 'cvc5'], 'm', run, all)));
    expect(outcomes.flat().map((o) => o.status)).toEqual(Array(6).fill('ok'));
    // Only cvc5's seed was measured (a mutant reached the floor there), once, within ceiling / factor.
    expect(calls.filter((c) => !c.mutant)).toEqual([{ laneId: 'cvc5', timeoutMs: 500, mutant: false }]);
    const cvc5 = calls.filter((c) => c.mutant && c.laneId === 'cvc5').map((c) => c.timeoutMs);
    expect(cvc5).toEqual([1000, 1000, 1000, 3000, 3000, 3000]);
    expect(calls.filter((c) => c.mutant && c.laneId === 'z3').map((c) => c.timeoutMs)).toEqual([1000, 1000, 1000]);
    // Once measured, the next mutant runs within the seed's limit at once.
    await bounds.runMutant(SEED, ['cvc5'], 'm', run, all);
    expect(calls.at(-1)).toEqual({ laneId: 'cvc5', timeoutMs: 3000, mutant: true });
    expect(bounds.counts).toEqual({
      seedRuns: 1,
      rerunsAtSeedLimit: 3,
      loweredRuns: 7,
      timeoutsAtLimit: 0,
      rerunsAtCeiling: 0,
    });
  });

  it('a seed slower than ceiling / factor gives its mutants the ceiling (its run stops there)', async () => {
    const bounds = new SeedTimeBounds(BOUND, CEILING);
    const { run, calls } = lanes({ z3: 'timeout' }, (l, limit) => outcome(l, 'timeout', limit));
    const [o] = await bounds.runMutant(SEED, ['z3'], 'm', run, all);
    expect(calls.map((c) => c.timeoutMs)).toEqual([1000, 500, CEILING]);
    expect(o).toMatchObject({ status: 'timeout', timeMs: CEILING });
    expect(bounds.counts.loweredRuns).toBe(0);
  });

  it('a fast seed’s mutant that reaches the floor is a timeout at its limit', async () => {
    const bounds = new SeedTimeBounds(BOUND, CEILING);
    const { run, calls } = lanes({ z3: 20 }, (l, limit) => outcome(l, 'timeout', limit));
    const [o] = await bounds.runMutant(SEED, ['z3'], 'm', run, all);
    expect(calls.map((c) => [c.mutant, c.timeoutMs])).toEqual([
      [true, 1000],
      [false, 500],
    ]);
    expect(o).toMatchObject({ status: 'timeout' });
    expect(bounds.counts).toMatchObject({ seedRuns: 1, rerunsAtSeedLimit: 0, loweredRuns: 1, timeoutsAtLimit: 1 });
  });

  it('no incompleteness finding comes from an unknown at the lowered limit (Janus: the answer is implied)', async () => {
    const oracle = { kind: 'expected' as const, expected: 'sat' as const, unknownIsFinding: true };
    // Z3's own timeout is the limit: it says unknown at the limit; at the ceiling it would have said sat.
    const atLimit = lanes({ z3: 40 }, (l, limit) =>
      limit < CEILING ? outcome(l, 'ok', limit, ['unknown']) : outcome(l, 'ok', 2000, ['sat']),
    );
    const bounds = new SeedTimeBounds(BOUND, CEILING);
    const outcomes = await bounds.runMutant(SEED, ['z3'], 'm', atLimit.run, all);
    expect(judge(undefined, oracle, [outcome('z3', 'ok', 1000, ['unknown'])]).findings).toHaveLength(1); // as is: one
    expect(outcomes[0]).toMatchObject({ status: 'timeout', answers: [] });
    expect(judge(undefined, oracle, outcomes)).toMatchObject({ findings: [], timeouts: 1 });
    expect(bounds.counts).toMatchObject({ loweredRuns: 1, timeoutsAtLimit: 1, rerunsAtCeiling: 0 });
  });

  it('an unknown well before the limit is judged on the ceiling’s run: a real incompleteness finding stays', async () => {
    const oracle = { kind: 'expected' as const, expected: 'sat' as const, unknownIsFinding: true };
    const quick = lanes({ cvc5: 30 }, (l) => outcome(l, 'ok', 80, ['unknown']));
    const bounds = new SeedTimeBounds(BOUND, CEILING);
    const outcomes = await bounds.runMutant(SEED, ['cvc5'], 'm', quick.run, all);
    expect(quick.calls.filter((c) => c.mutant).map((c) => c.timeoutMs)).toEqual([1000, CEILING]);
    expect(judge(undefined, oracle, outcomes).findings).toEqual([
      expect.objectContaining({ kind: 'incompleteness', lanes: ['cvc5'] }),
    ]);
    expect(bounds.counts).toMatchObject({ loweredRuns: 1, timeoutsAtLimit: 0, rerunsAtCeiling: 1 });
  });

  it('a lane cut off at its limit is a timeout, never a finding; the other lanes keep their outcomes', async () => {
    const oracle = { kind: 'differential' as const, expected: null };
    const mixed = lanes({ z3: 20, cvc5: 20 }, (l, limit) =>
      l === 'z3' ? outcome(l, 'timeout', limit) : outcome(l, 'ok', 15, ['unsat']),
    );
    const bounds = new SeedTimeBounds(BOUND, CEILING);
    const outcomes = await bounds.runMutant(SEED, ['z3', 'cvc5'], 'm', mixed.run, all);
    expect(outcomes.map((o) => o.status)).toEqual(['timeout', 'ok']);
    expect(judge(undefined, oracle, outcomes)).toMatchObject({ findings: [], timeouts: 1 });
    expect(bounds.counts).toMatchObject({ loweredRuns: 2, timeoutsAtLimit: 1 });
  });
});

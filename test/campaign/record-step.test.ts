// Recording a mutant's turn, on outcomes this test makes up (no solver): the judge's findings become records saved
// before they are reported, a signature seen before is counted into its group and not saved again, the counters
// and statistics follow, and the record says how to rebuild the mutant.
import { describe, expect, it } from 'vitest';
import { FindingGroups } from '../../src/finding/groups.js';
import { mutatorOf, rebuildMade } from '../../src/campaign/mutants.js';
import { Novelty } from '../../src/scheduling/novelty.js';
import { inputOf } from '../../src/campaign/prepare.js';
import { madeBy, recordStep, type Recording, type StepTurn } from '../../src/campaign/record-step.js';
import { parsed } from '../../src/campaign/seed-lifecycle.js';
import { startWalk } from '../../src/campaign/walks.js';
import { seedStates, type SeedState } from '../../src/campaign/seed-state.js';
import { BusyClock, StatsTracker } from '../../src/campaign/stats.js';
import type { CampaignStore, Saved } from '../../src/campaign/store.js';
import type { Finding } from '../../src/finding/record.js';
import type { CampaignConfig, CampaignEvent } from '../../src/campaign/types.js';
import type { Mutator } from '../../src/mutators/types.js';
import type { Outcome } from '../../src/solvers/outcome.js';

const SEED = {
  id: 'lia.smt2',
  text: [
    '(set-logic QF_LIA)',
    '(set-info :status sat)',
    '(declare-const x Int)',
    '(declare-const y Int)',
    '(assert (and (> x 2) (< y (+ x 3)) (>= (- x y) 1)))',
    '(check-sat)',
  ].join('\n'),
};
const CONFIG: CampaignConfig = {
  rngSeed: 8,
  mutators: [{ name: 'opfuzz' }],
  walk: { iterations: 10 },
  timeoutMs: 1000,
};
const LANES = ['z3@5.2.0', 'z3@4.8.17'];

const ran = (laneId: string, answer: 'sat' | 'unsat' | 'timeout'): Outcome =>
  answer === 'timeout'
    ? { laneId, answers: [], stdout: '', stderr: '', status: 'timeout', message: 'timeout', timeMs: 1000 }
    : { laneId, answers: [answer], stdout: `${answer}\n`, stderr: '', status: 'ok', message: '', timeMs: 3 };

/** The first mutant of the seed's opfuzz walk, as the engine hands it to the solvers. */
function firstStep(): { seed: SeedState; turn: StepTurn; mutator: Mutator } {
  const states = seedStates([SEED], 1);
  const seed = states[0]!;
  const ready = parsed(seed, undefined);
  if (!ready.ok) throw new Error(ready.reason);
  const mutator = mutatorOf('opfuzz');
  const walk = startWalk(states, seed, ready, mutator, 0, CONFIG)!;
  for (const s of walk.steps)
    if (s.ok)
      return {
        seed,
        mutator,
        turn: { turn: 0, seed, mutator, mutatorIndex: 0, step: s.step, text: s.text, result: s.result },
      };
  throw new Error('opfuzz made no mutant');
}

/** A store whose saves resolve when the test says, and a log of saves and reports in the order they happened. */
function recording() {
  const log: string[] = [];
  const saves: (() => void)[] = [];
  const store: CampaignStore = {
    load: (): Promise<Saved> => Promise.resolve({ findings: [] }),
    saveFinding: (f: Finding) =>
      new Promise<void>((resolve) => {
        log.push(`save ${f.kind}`);
        saves.push(() => {
          log.push(`saved ${f.kind}`);
          resolve();
        });
      }),
  };
  const stats = new StatsTracker(() => 0, 0, new BusyClock(() => 0), LANES, ['opfuzz']);
  const r: Recording = {
    config: CONFIG,
    solvers: [],
    store,
    groups: new FindingGroups(),
    stats,
    novelty: new Novelty(),
    emit: (e: CampaignEvent) => log.push(e.type === 'finding' ? `report ${e.finding.kind}` : e.type),
  };
  return { r, log, saves, stats };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('recording a step', () => {
  it('saves a new finding before it reports it, and counts it', async () => {
    const { turn, seed } = firstStep();
    const { r, log, saves, stats } = recording();
    const recorded = recordStep(turn, { outcomes: [ran(LANES[0]!, 'sat'), ran(LANES[1]!, 'unsat')] }, r);
    await settle();
    expect(log).toEqual(['save soundness']);
    saves.shift()!();
    expect(await recorded).toEqual({ timeouts: 0, novel: true });
    expect(log).toEqual(['save soundness', 'saved soundness', 'report soundness']);
    expect(stats.counters).toMatchObject({ mutantsTested: 1, findingOccurrences: 1, timeouts: 0 });
    expect(seed.pairs[0]!.counters).toMatchObject({ mutantsTested: 1, findingOccurrences: 1 });
    expect(stats.perMutator.opfuzz).toEqual({ mutants: 1, findings: 1 });
    expect(stats.perLane[LANES[1]!]).toMatchObject({ unsat: 1, ok: 1 });
    expect(r.groups.list()).toMatchObject([{ kind: 'soundness', count: 1 }]);
  });

  it('counts a finding seen before into its group without saving or reporting it again', async () => {
    const { turn } = firstStep();
    const { r, log, saves } = recording();
    const outcomes = [ran(LANES[0]!, 'sat'), ran(LANES[1]!, 'unsat')];
    const first = recordStep(turn, { outcomes }, r);
    await settle();
    saves.shift()!();
    await first;
    // Another mutant (the next step) with the same bug: one more sighting (the same mutant again would not be).
    expect(await recordStep({ ...turn, turn: 1, step: turn.step + 1 }, { outcomes }, r)).toEqual({
      timeouts: 0,
      novel: false,
    });
    expect(log.filter((l) => l.startsWith('save '))).toHaveLength(1);
    expect(r.groups.list()).toMatchObject([{ kind: 'soundness', count: 2 }]);
    expect(r.stats.counters.findingOccurrences).toBe(2);
    expect(r.stats.perMutator.opfuzz).toEqual({ mutants: 2, findings: 1 });
  });

  it('gives the scheduler the turn timeouts, and novelty only for behaviour not seen before', async () => {
    const { turn } = firstStep();
    const { r, log } = recording();
    const timedOut = [ran(LANES[0]!, 'sat'), ran(LANES[1]!, 'timeout')];
    expect(await recordStep(turn, { outcomes: timedOut }, r)).toEqual({ timeouts: 1, novel: true });
    expect(await recordStep({ ...turn, turn: 1 }, { outcomes: timedOut }, r)).toEqual({ timeouts: 1, novel: false });
    expect(r.stats.counters.timeouts).toBe(2);
    expect(log).toEqual([]);
  });

  it('judges models by the checks made beforehand when it is given them, and counts the checks that gave up', async () => {
    const { turn } = firstStep();
    const { r, log, saves } = recording();
    // The models are right for the seed (x = 10, y = 0): checked here, neither would be a finding.
    const withModel = (laneId: string): Outcome => ({
      ...ran(laneId, 'sat'),
      model: '((define-fun x () Int 10) (define-fun y () Int 0))',
    });
    const outcomes = [withModel(LANES[0]!), withModel(LANES[1]!)];
    const modelChecks = new Map([
      [LANES[0]!, { kind: 'checked' as const, falsified: 2 }],
      [LANES[1]!, { kind: 'gave-up' as const, reason: 'the model check ran past its 5000 ms' }],
    ]);
    const recorded = recordStep(turn, { outcomes, modelChecks }, r);
    await settle();
    saves.shift()!();
    await recorded;
    expect(log).toEqual(['save invalid-model', 'saved invalid-model', 'report invalid-model']);
    expect(r.groups.list()).toMatchObject([{ kind: 'invalid-model' }]);
    expect(r.stats.counters).toMatchObject({ modelChecks: 2, modelChecksGaveUp: 1 });
    // Without checks given, the judge checks the same models itself: no finding, two checks, none gave up.
    const again = recording();
    await recordStep({ ...turn, turn: 1 }, { outcomes }, again.r);
    expect(again.log).toEqual([]);
    expect(again.r.stats.counters).toMatchObject({ modelChecks: 2, modelChecksGaveUp: 0 });
  });

  it('records how the mutant was made, enough to rebuild it', () => {
    const { turn, seed } = firstStep();
    const made = madeBy(turn, CONFIG);
    expect(made).toMatchObject({
      mutantId: `8:opfuzz:${turn.step}:lia.smt2`,
      seedId: 'lia.smt2',
      mutator: 'opfuzz',
      rngSeed: 8,
      step: turn.step,
      seedLabel: 'sat',
      walk: { rngSeed: '8/lia.smt2', iterations: 10 },
    });
    expect(made.reference).toBeUndefined();
    const ready = seed.prepared!;
    if (!ready.ok) throw new Error(ready.reason);
    expect(rebuildMade(made, inputOf(ready))?.text).toBe(turn.text);
  });
});

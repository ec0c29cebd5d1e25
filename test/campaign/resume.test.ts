// Resuming, on the engine's state alone (no solver): an earlier run's progress lines, findings and counters are
// taken up, and each walk goes on where it stopped.
import { describe, expect, it } from 'vitest';
import { FindingGroups, occurrenceOf } from '../../src/finding/groups.js';
import { resume } from '../../src/campaign/resume.js';
import { BusyClock, StatsTracker } from '../../src/campaign/stats.js';
import { findingFrom } from '../support/findings.js';
import { counters, NAMES, walkState } from './walk-fixture.js';

describe('resume', () => {
  const fresh = () => {
    const { states, scheduler } = walkState(5);
    const stats = new StatsTracker(() => 0, 0, new BusyClock(() => 0), ['z3'], NAMES);
    const groups = new FindingGroups();
    return { states, scheduler, stats, groups, mutatorNames: NAMES };
  };

  it('goes on at the furthest step saved, retires walks saved as done, and finishes seeds left with none', () => {
    const into = fresh();
    resume(
      {
        findings: [],
        pairs: [
          { seedId: 'a', mutator: 'opfuzz', steps: 2, done: false, counters: counters(2) },
          { seedId: 'a', mutator: 'opfuzz', steps: 4, done: false, counters: counters(2) },
          { seedId: 'b', mutator: 'opfuzz', steps: 1, done: true, counters: counters(1) },
          { seedId: 'b', mutator: 'typefuzz', steps: 5, done: false, counters: counters(5) },
          { seedId: 'gone', mutator: 'opfuzz', steps: 9, done: true, counters: counters(9) },
          { seedId: 'c', mutator: 'sae', steps: 9, done: true, counters: counters(1) },
        ],
        seedsDone: [{ seedId: 'c', counters: counters(3) }],
      },
      into,
    );
    const [a, b, c] = into.states;
    expect(a!.pairs.map((p) => p.next)).toEqual([4, 0]);
    expect(into.scheduler.isRetired({ seed: 0, mutator: 0 })).toBe(false);
    expect(b!.pairs.map((p) => p.savedDone)).toEqual([true, false]);
    // b's typefuzz walk reached its 5 steps: the seed is finished
    expect([a!.finished, b!.finished, c!.finished]).toEqual([false, true, true]);
    expect(into.stats.seeds).toMatchObject({ resumed: 2, done: 2 });
    // every line's counters count, those of seeds and mutators not in this campaign too
    expect(into.stats.counters.mutantsTested).toBe(2 + 2 + 1 + 5 + 9 + 1 + 3);
    expect(into.stats.perMutator.opfuzz!.mutants).toBe(2 + 2 + 1 + 9);
  });

  it('fills the groups with the findings of the earlier run, credited to their seed and mutator', () => {
    const into = fresh();
    const finding = findingFrom('(check-sat)', { kind: 'differential', expected: null }, [
      { laneId: 'z3@5.2.0', answers: ['sat'], stdout: 'sat', stderr: '', status: 'ok', message: '', timeMs: 1 },
      { laneId: 'z3@4.8.17', answers: ['unsat'], stdout: 'unsat', stderr: '', status: 'ok', message: '', timeMs: 1 },
    ])!;
    const made = {
      ...finding,
      made: {
        mutantId: '1:opfuzz:0:a',
        seedId: 'a',
        mutator: 'opfuzz',
        options: {},
        walk: { rngSeed: '1/a', mode: 'chain' as const, iterations: 5 },
        rngSeed: 1,
        step: 0,
      },
    };
    // Two mutants with one bug (the same mutant twice would be one sighting).
    const other = { ...made, made: { ...made.made, mutantId: '1:opfuzz:1:a', step: 1 } };
    resume({ findings: [made, other] }, into);
    expect(into.groups.list()).toMatchObject([{ kind: 'soundness', count: 2 }]);
    expect(into.stats.perMutator.opfuzz!.findings).toBe(1);
  });

  it('counts the sightings the earlier run saved with its progress, once per witness', () => {
    const into = fresh();
    const finding = findingFrom('(check-sat)', { kind: 'differential', expected: null }, [
      { laneId: 'z3@5.2.0', answers: ['sat'], stdout: 'sat', stderr: '', status: 'ok', message: '', timeMs: 1 },
      { laneId: 'z3@4.8.17', answers: ['unsat'], stdout: 'unsat', stderr: '', status: 'ok', message: '', timeMs: 1 },
    ])!;
    const seen = occurrenceOf(finding);
    const sighting = (mutantId: string, bytes: number) => ({ ...seen, mutantId, bytes });
    resume(
      {
        findings: [finding],
        pairs: [
          {
            seedId: 'a',
            mutator: 'opfuzz',
            steps: 3,
            done: false,
            counters: counters(3),
            occurrences: [sighting('1:opfuzz:1:a', 40), sighting('1:opfuzz:2:a', 5)],
          },
          // The same witness in a later line (a step re-run) is one sighting.
          {
            seedId: 'a',
            mutator: 'opfuzz',
            steps: 4,
            done: false,
            counters: counters(1),
            occurrences: [sighting('1:opfuzz:2:a', 5)],
          },
        ],
      },
      into,
    );
    expect(into.groups.list()).toMatchObject([{ count: 3, smallestWitness: { mutantId: '1:opfuzz:2:a', bytes: 5 } }]);
  });
});

// The fuzz progress line: findings by kind, and how many of them were known before the run (--known).
import { describe, expect, it } from 'vitest';
import { FindingGroups, occurrenceOf } from '../../src/finding/groups.js';
import { BusyClock, StatsTracker } from '../../src/campaign/stats.js';
import { progressLine, Progress } from '../../src/cli/fuzz-progress.js';
import { crashFinding } from '../support/crash-finding.js';

function stats() {
  const tracker = new StatsTracker(() => 2000, 0, new BusyClock(() => 2000), ['native:z3'], ['opfuzz']);
  tracker.seeds.total = 3;
  tracker.counters.mutantsTested = 10;
  tracker.tested('a.smt2', 'opfuzz', 0);
  const groups = new FindingGroups();
  for (const m of ['one', 'two']) groups.add(occurrenceOf(crashFinding(m)));
  return tracker.snapshot(groups);
}

describe('the fuzz progress line', () => {
  it('says how many of the findings were known before the run', () => {
    expect(progressLine(stats())).toBe('1/3 seeds mutated  10 mutants  5.0/s  findings: crash 2');
    expect(progressLine(stats(), 1)).toBe('1/3 seeds mutated  10 mutants  5.0/s  findings: crash 2 (1 known)');
    const written: string[] = [];
    new Progress({ isTTY: false, write: (t) => written.push(t) }, 0).update(stats(), 2);
    expect(written).toEqual(['progress: 1/3 seeds mutated  10 mutants  5.0/s  findings: crash 2 (2 known)\n']);
  });
});

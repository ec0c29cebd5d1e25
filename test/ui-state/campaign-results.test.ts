// A campaign's results to compare (ui-state/campaign-results.ts): the per-mutator and per-lane tables as CSV and
// JSON, a history sample per progress event, and the chart's series with a mark where a mutator's findings rose.
import { describe, expect, it } from 'vitest';
import type { CampaignStats } from '../../src/campaign/types.js';
import {
  historyChart,
  resultTables,
  resultsCsv,
  resultsJson,
  sampleOf,
  withSample,
  type HistorySample,
} from '../../src/ui-state/campaign-results.js';
import { laneCounts } from '../support/lane-counts.js';

const lane = laneCounts;

const stats = (seconds: number, opfuzz: [number, number], fusion: [number, number]): CampaignStats =>
  ({
    wallSeconds: seconds,
    perMutator: {
      opfuzz: { mutants: opfuzz[0], findings: opfuzz[1] },
      fusion: { mutants: fusion[0], findings: fusion[1] },
    },
    perLane: { 'z3@5.2.0': lane({ sat: 3, unsat: 1 }), cvc5: lane({ sat: 2, crash: 2 }) },
  }) as unknown as CampaignStats;

describe('campaign results', () => {
  it('export both tables as one CSV, a table column to filter on', () => {
    const csv = resultsCsv(resultTables(stats(10, [5, 1], [3, 0]), ['z3@5.2.0', 'cvc5']));
    expect(csv.split('\n')).toEqual([
      'table,name,mutants,findings,sat,unsat,unknown,timeout,crash,error',
      'mutator,opfuzz,5,1,,,,,,',
      'mutator,fusion,3,0,,,,,,',
      'lane,z3@5.2.0,,,3,1,0,0,0,0',
      'lane,cvc5,,,2,0,0,0,2,0',
      '',
    ]);
  });

  it('export JSON with the plan, the tables and the history', () => {
    const s = stats(10, [5, 1], [3, 0]);
    const json = JSON.parse(resultsJson(resultTables(s, ['z3@5.2.0', 'cvc5']), { rngSeed: 7 }, [sampleOf(s)]));
    expect(json.rngSeed).toBe(7);
    expect(json.mutators).toEqual([
      { mutator: 'opfuzz', mutants: 5, findings: 1 },
      { mutator: 'fusion', mutants: 3, findings: 0 },
    ]);
    expect(json.lanes[1]).toMatchObject({ lane: 'cvc5', crash: 2 });
    expect(json.history[0].answers).toEqual({ sat: 5, unsat: 1, unknown: 0, timeout: 0, crash: 2, error: 0 });
  });

  it('keeps one sample per second, thinned past its limit', () => {
    let h: HistorySample[] = [];
    h = withSample(h, sampleOf(stats(1, [1, 0], [0, 0])));
    h = withSample(h, sampleOf(stats(1, [2, 0], [0, 0])));
    expect(h).toHaveLength(1);
    expect(h[0]!.perMutator.opfuzz!.mutants).toBe(2);
    for (let t = 2; t < 1000; t++) h = withSample(h, sampleOf(stats(t, [t, 0], [0, 0])));
    expect(h.length).toBeLessThanOrEqual(400);
    expect(h.at(-1)!.seconds).toBe(999);
  });

  it('draws a line per mutator, with a mark where its findings rose', () => {
    const h = [stats(0, [0, 0], [0, 0]), stats(5, [4, 1], [2, 0]), stats(10, [8, 1], [4, 1])].map(sampleOf);
    const c = historyChart(h, 100, 50);
    expect(c.maxMutants).toBe(8);
    const [opfuzz, fusion] = c.mutators;
    expect(opfuzz!.points).toBe('0,50 50,25 100,0');
    expect(opfuzz!.marks).toEqual([{ x: 50, y: 25 }]);
    expect(fusion!.marks).toEqual([{ x: 100, y: 25 }]);
    expect(c.answers.map((a) => a.name)).toEqual(['sat', 'unsat', 'unknown', 'timeout', 'crash', 'error']);
  });
});

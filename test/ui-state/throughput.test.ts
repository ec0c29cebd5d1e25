// The campaign's throughput chart: rates between cumulative samples, scaled into the box.
import { describe, expect, it } from 'vitest';
import { throughputChart } from '../../src/ui-state/throughput.js';

describe('throughput chart', () => {
  it('draws the rate of each interval, highest at the top', () => {
    const c = throughputChart(
      [
        { seconds: 0, tested: 0 },
        { seconds: 1, tested: 4 },
        { seconds: 2, tested: 6 },
      ],
      100,
      50,
    );
    expect(c).toEqual({ points: '50,0 100,25', maxRate: 4, seconds: 2, lastRate: 2 });
  });

  it('draws nothing before two samples', () => {
    expect(throughputChart([{ seconds: 0, tested: 0 }], 100, 50)).toEqual({
      points: '',
      maxRate: 0,
      seconds: 0,
      lastRate: 0,
    });
  });

  it('gives the span in whole seconds (the axis label showed "25.552 s")', () => {
    const c = throughputChart(
      [
        { seconds: 0.4, tested: 0 },
        { seconds: 25.552, tested: 60 },
      ],
      100,
      50,
    );
    expect(c.seconds).toBe(26);
    expect(c.points).toBe('100,0');
  });
});

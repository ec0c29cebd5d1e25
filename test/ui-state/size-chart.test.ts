// The size-over-time chart's geometry (the reduce panel's chart).
import { describe, expect, it } from 'vitest';
import { sizeChart, thinSamples } from '../../src/ui-state/size-chart.js';

describe('size chart', () => {
  it('draws a step line from the first size down, extended to now', () => {
    const c = sizeChart(
      [
        { ms: 0, bytes: 100 },
        { ms: 50, bytes: 40 },
      ],
      200,
      50,
      100,
    );
    expect(c.points).toBe('0,0 100,0 100,30 200,30');
    expect(c.maxBytes).toBe(100);
  });

  it('is empty without samples and thins long series keeping both ends', () => {
    expect(sizeChart([], 10, 10).points).toBe('');
    const many = Array.from({ length: 1000 }, (_, i) => ({ ms: i, bytes: 1000 - i }));
    const thin = thinSamples(many, 50);
    expect(thin).toHaveLength(50);
    expect(thin[0]).toEqual(many[0]);
    expect(thin.at(-1)).toEqual(many.at(-1));
  });
});

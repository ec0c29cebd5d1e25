// The reduce panel shows one elapsed time: beside "Elapsed" and in the result's summary, whatever the reducer's own
// clock (which leaves the check and the re-run out) says.
import { describe, expect, it } from 'vitest';
import type { ReduceView } from '../../src/ui-state/reduce-control.js';
import { elapsedText, resultSummary } from '../../src/ui-state/reduce-summary.js';

describe('the reduce panel figures', () => {
  it('gives the summary the same elapsed time as the panel', () => {
    const stats = {
      bytesBefore: 400,
      bytesAfter: 120,
      candidates: 37,
      accepted: 9,
      cacheHits: 4,
      illSorted: 2,
      seconds: 3.2,
    };
    const v = { elapsedMs: 7_460, result: { stats } } as unknown as Pick<ReduceView, 'elapsedMs' | 'result'>;
    expect(elapsedText(v)).toBe('7.5 s');
    const line = resultSummary(v);
    expect(line).toBe(
      '400 → 120 bytes · 37 candidates tested · 9 accepted · 4 repeats skipped · 2 ill-sorted dropped · 7.5 s in all',
    );
    expect(line).toContain(elapsedText(v));
    expect(line).not.toContain('3.2');
    expect(resultSummary({ elapsedMs: 1 })).toBe('');
  });

  it("says how many of a race's passes its checkpoints undid", () => {
    const stats = { bytesBefore: 400, bytesAfter: 300, candidates: 5, accepted: 2, cacheHits: 0, illSorted: 0 };
    const line = (rolledBack: number): string =>
      resultSummary({ elapsedMs: 1_000, result: { stats: { ...stats, rolledBack } } } as unknown as Pick<
        ReduceView,
        'elapsedMs' | 'result'
      >);
    expect(line(0)).not.toContain('undone');
    expect(line(1)).toContain(' · 1 pass undone · 1.0 s in all');
    expect(line(3)).toContain(' · 3 passes undone · ');
  });
});

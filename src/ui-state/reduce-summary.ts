// The reduce panel's figures in one place: the time it shows beside "Elapsed" and in the result's summary line is one
// figure, the whole reduction as the person waited for it (the check that it still shows, the passes, the re-run of
// the reduced script), so the two never disagree (the reducer's own `stats.seconds` leaves the check and re-run out).
import type { ReduceView } from './reduce-control.js';

/** The elapsed time of a reduction, in seconds with one decimal: `12.3 s`. */
export function elapsedText(v: Pick<ReduceView, 'elapsedMs'>): string {
  return `${(v.elapsedMs / 1000).toFixed(1)} s`;
}

/** The result's summary line: bytes before and after, the candidates and what became of them, the elapsed time. */
export function resultSummary(v: Pick<ReduceView, 'elapsedMs' | 'result'>): string {
  const s = v.result?.stats;
  if (!s) return '';
  return (
    `${s.bytesBefore} → ${s.bytesAfter} bytes · ${s.candidates} candidates tested · ${s.accepted} accepted · ` +
    `${s.cacheHits} repeats skipped · ${s.illSorted} ill-sorted dropped · ` +
    // A race's passes that lost too much of its rate (ReduceOptions.checkpoint); older results have no count.
    (s.rolledBack ? `${s.rolledBack} ${s.rolledBack === 1 ? 'pass' : 'passes'} undone · ` : '') +
    `${elapsedText(v)} in all`
  );
}

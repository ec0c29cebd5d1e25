// The campaign's throughput over time for the live chart: mutants tested per second in each interval between
// the engine's samples (cumulative counts, about one a second), as a polyline in a width × height box.

export interface ThroughputChart {
  /** The `points` attribute of an SVG polyline ('' with fewer than two samples). */
  points: string;
  /** The highest rate shown (mutants/s) and the time span (whole seconds, as the axis shows it). */
  maxRate: number;
  seconds: number;
  /** The rate of the last interval (mutants/s). */
  lastRate: number;
}

const round = (n: number): number => Math.round(n * 10) / 10;

export function throughputChart(
  samples: readonly { seconds: number; tested: number }[],
  width: number,
  height: number,
): ThroughputChart {
  const rates: { at: number; rate: number }[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    const dt = b.seconds - a.seconds;
    if (dt > 0) rates.push({ at: b.seconds, rate: (b.tested - a.tested) / dt });
  }
  const seconds = samples.at(-1)?.seconds ?? 0;
  const wholeSeconds = Math.round(seconds);
  if (rates.length === 0) return { points: '', maxRate: 0, seconds: wholeSeconds, lastRate: 0 };
  const maxRate = Math.max(1, ...rates.map((r) => r.rate));
  const span = Math.max(1, seconds);
  const points = rates
    .map((r) => `${round((r.at / span) * width)},${round(height - (r.rate / maxRate) * height)}`)
    .join(' ');
  return { points, maxRate: round(maxRate), seconds: wholeSeconds, lastRate: round(rates.at(-1)!.rate) };
}

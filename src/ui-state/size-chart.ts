// The geometry of the reduce panel's size-over-time chart: a step line (the size holds until the next
// accepted candidate), scaled into a width × height box with 0 bytes at the bottom.

export interface SizeSample {
  /** Milliseconds since the reduction started. */
  ms: number;
  bytes: number;
}

export interface SizeChart {
  /** The `points` attribute of an SVG polyline. */
  points: string;
  maxBytes: number;
  maxMs: number;
}

const round = (n: number): number => Math.round(n * 10) / 10;

/** `nowMs` extends the last size to the present (the line keeps moving while nothing is accepted). */
export function sizeChart(samples: readonly SizeSample[], width: number, height: number, nowMs = 0): SizeChart {
  if (samples.length === 0) return { points: '', maxBytes: 0, maxMs: 0 };
  const maxBytes = Math.max(1, ...samples.map((s) => s.bytes));
  const maxMs = Math.max(1, nowMs, ...samples.map((s) => s.ms));
  const x = (ms: number): number => round((ms / maxMs) * width);
  const y = (bytes: number): number => round(height - (bytes / maxBytes) * height);
  const pts: string[] = [`${x(samples[0]!.ms)},${y(samples[0]!.bytes)}`];
  for (let i = 1; i < samples.length; i++) {
    const s = samples[i]!;
    pts.push(`${x(s.ms)},${y(samples[i - 1]!.bytes)}`, `${x(s.ms)},${y(s.bytes)}`);
  }
  const last = samples[samples.length - 1]!;
  if (maxMs > last.ms) pts.push(`${x(maxMs)},${y(last.bytes)}`);
  return { points: pts.join(' '), maxBytes, maxMs };
}

/** Keeps at most `max` samples: the first, the last, and an even spread between (sizes only shrink). */
export function thinSamples(samples: readonly SizeSample[], max: number): SizeSample[] {
  if (samples.length <= max || max < 2) return [...samples];
  const out: SizeSample[] = [];
  const step = (samples.length - 1) / (max - 1);
  for (let i = 0; i < max; i++) out.push(samples[Math.round(i * step)]!);
  return out;
}

// A campaign's results a class can compare (issue 38): its history (one sample per progress event: mutants and
// findings per mutator, the lanes' answers summed), the per-mutator and per-lane tables as CSV and JSON, and the chart
// of mutants and findings over time by mutator, with the answers over time, as SVG geometry (campaign-view draws it).
import type { CampaignStats } from '../campaign/types.js';
import { LANE_COLUMNS, laneRows, type RowCounts } from './lane-rows.js';

export interface HistorySample {
  seconds: number;
  /** Cumulative mutants tested and findings (distinct), per mutator. */
  perMutator: Record<string, { mutants: number; findings: number }>;
  /** Cumulative answers of every lane, summed. */
  answers: RowCounts;
}

/** The most samples kept: a long campaign keeps every other one when it reaches it. */
const MAX_SAMPLES = 400;

export function sampleOf(stats: CampaignStats): HistorySample {
  const answers = Object.fromEntries(LANE_COLUMNS.map((c) => [c, 0])) as RowCounts;
  for (const lane of Object.values(stats.perLane)) for (const c of LANE_COLUMNS) answers[c] += lane[c];
  const perMutator = Object.fromEntries(
    Object.entries(stats.perMutator).map(([m, c]) => [m, { mutants: c.mutants, findings: c.findings }]),
  );
  return { seconds: stats.wallSeconds, perMutator, answers };
}

/** The history with one more sample (a sample at the same second replaces the last), thinned past MAX_SAMPLES. */
export function withSample(history: readonly HistorySample[], s: HistorySample): HistorySample[] {
  const last = history.at(-1);
  const next = last && last.seconds === s.seconds ? [...history.slice(0, -1), s] : [...history, s];
  return next.length > MAX_SAMPLES ? next.filter((_, i) => i % 2 === 0 || i === next.length - 1) : next;
}

export interface ResultTables {
  mutators: { mutator: string; mutants: number; findings: number }[];
  lanes: ({ lane: string } & RowCounts)[];
}

export function resultTables(stats: CampaignStats, lanes: readonly string[]): ResultTables {
  return {
    mutators: Object.entries(stats.perMutator).map(([mutator, c]) => ({
      mutator,
      mutants: c.mutants,
      findings: c.findings,
    })),
    lanes: laneRows(stats.perLane, lanes).map((r) => ({ lane: r.lane, ...r.counts })),
  };
}

const CSV_HEAD = ['table', 'name', 'mutants', 'findings', ...LANE_COLUMNS] as const;

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
const field = (v: string | number): string => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Both tables in one CSV (a spreadsheet filters on `table`): mutator rows, then lane rows. */
export function resultsCsv(t: ResultTables): string {
  const rows: (string | number)[][] = [
    [...CSV_HEAD],
    ...t.mutators.map((m) => ['mutator', m.mutator, m.mutants, m.findings, ...LANE_COLUMNS.map(() => '')]),
    ...t.lanes.map((l) => ['lane', l.lane, '', '', ...LANE_COLUMNS.map((c) => l[c])]),
  ];
  return rows.map((r) => r.map(field).join(',')).join('\n') + '\n';
}

/** The tables, the plan's settings and the history, as JSON. */
export function resultsJson(
  t: ResultTables,
  about: Record<string, unknown>,
  history: readonly HistorySample[],
): string {
  return `${JSON.stringify({ ...about, mutators: t.mutators, lanes: t.lanes, history }, null, 2)}\n`;
}

export interface ChartSeries {
  name: string;
  /** The `points` of an SVG polyline in a width × height box ('' with fewer than two samples). */
  points: string;
  /** Where a finding appeared (its count rose): x, y in the same box. */
  marks: { x: number; y: number }[];
  last: number;
}

export interface HistoryChart {
  seconds: number;
  /** The top of the mutants axis and of the answers axis. */
  maxMutants: number;
  maxAnswers: number;
  mutators: ChartSeries[];
  answers: ChartSeries[];
}

const round = (n: number): number => Math.round(n * 10) / 10;

export function historyChart(history: readonly HistorySample[], width: number, height: number): HistoryChart {
  const span = Math.max(1, history.at(-1)?.seconds ?? 0);
  const x = (s: number): number => round((s / span) * width);
  const line = (values: number[], max: number): string =>
    values.length < 2
      ? ''
      : values.map((v, i) => `${x(history[i]!.seconds)},${round(height - (v / max) * height)}`).join(' ');
  const names = [...new Set(history.flatMap((h) => Object.keys(h.perMutator)))];
  const mutantsOf = (m: string) => history.map((h) => h.perMutator[m]?.mutants ?? 0);
  const maxMutants = Math.max(1, ...names.flatMap(mutantsOf));
  const mutators = names.map((name) => {
    const values = mutantsOf(name);
    const marks: { x: number; y: number }[] = [];
    history.forEach((h, i) => {
      const found = h.perMutator[name]?.findings ?? 0;
      const before = i === 0 ? 0 : (history[i - 1]!.perMutator[name]?.findings ?? 0);
      if (found > before) marks.push({ x: x(h.seconds), y: round(height - (values[i]! / maxMutants) * height) });
    });
    return { name, points: line(values, maxMutants), marks, last: values.at(-1) ?? 0 };
  });
  const answerValues = (c: (typeof LANE_COLUMNS)[number]) => history.map((h) => h.answers[c]);
  const maxAnswers = Math.max(1, ...LANE_COLUMNS.flatMap(answerValues));
  const answers = LANE_COLUMNS.map((c) => {
    const values = answerValues(c);
    return { name: c, points: line(values, maxAnswers), marks: [], last: values.at(-1) ?? 0 };
  });
  return { seconds: Math.round(history.at(-1)?.seconds ?? 0), maxMutants, maxAnswers, mutators, answers };
}

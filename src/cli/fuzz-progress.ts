// Live campaign progress: a redrawn bar on a TTY, plain periodic lines otherwise.
import type { CampaignStats } from '../campaign/types.js';

export interface ProgressSink {
  isTTY: boolean;
  write(text: string): void;
}

/** `known`: distinct findings seen again that were known before the run (--known); they are in the counts. */
export function progressLine(stats: CampaignStats, known = 0): string {
  const kinds = Object.entries(stats.findingsByKind)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  const seeds = `${stats.seeds.mutated}/${stats.seeds.total} seeds mutated`;
  const seen = known > 0 ? ` (${known} known)` : '';
  const apart = stats.findingsByDesign > 0 ? `; by design (no bug): ${stats.findingsByDesign}` : '';
  return `${seeds}  ${stats.mutantsTested} mutants  ${stats.mutantsPerSecond.toFixed(1)}/s  findings: ${kinds || 'none'}${seen}${apart}`;
}

function bar(stats: CampaignStats, width = 24): string {
  const fraction = stats.seeds.total === 0 ? 1 : stats.seeds.mutated / stats.seeds.total;
  const filled = Math.round(fraction * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

export class Progress {
  private lastPlain = 0;

  constructor(
    private readonly sink: ProgressSink,
    private readonly plainEveryMs = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  update(stats: CampaignStats, known = 0): void {
    if (this.sink.isTTY) {
      this.sink.write(`\r\x1b[K${bar(stats)} ${progressLine(stats, known)}`);
      return;
    }
    if (this.now() - this.lastPlain < this.plainEveryMs) return;
    this.lastPlain = this.now();
    this.sink.write(`progress: ${progressLine(stats, known)}\n`);
  }

  /** Ends the bar's line before other output. */
  clear(): void {
    if (this.sink.isTTY) this.sink.write('\r\x1b[K');
  }
}

// A Vitest reporter that adds one line at the end of a run in which a tier was left out because what it needs is
// absent here (the external seed corpus, a Slurm cluster), naming the suites it would have run; and the suites of a
// tier, found by their file names (test/**/*.TIER.test.ts).
import { readdirSync } from 'node:fs';
import type { Reporter } from 'vitest/reporters';

/** The suites of a tier, as `test/…` paths in name order. */
export function suitesOfTier(tier: string): string[] {
  return (readdirSync('test', { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith(`.${tier}.test.ts`))
    .map((f) => `test/${f}`)
    .sort();
}

export class SkippedTierNotice implements Reporter {
  constructor(
    private readonly tier: string,
    private readonly suites: readonly string[],
    private readonly reason: string,
  ) {}

  onTestRunEnd(): void {
    if (this.suites.length === 0) return;
    process.stdout.write(
      `\n ${this.tier} tier skipped (${this.suites.length} suites: ${this.suites.join(', ')}): ${this.reason}\n`,
    );
  }
}

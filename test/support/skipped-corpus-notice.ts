// A Vitest reporter that adds one line per tier left out of a run because what it needs from outside the repository is
// absent (a fresh clone: the external seed corpus, a CVC5 WebAssembly build), naming the suites it would have run.
import type { Reporter } from 'vitest/reporters';

export interface SkippedTier {
  tier: string;
  suites: readonly string[];
  reason: string;
}

export class SkippedCorpusNotice implements Reporter {
  constructor(private readonly skipped: readonly SkippedTier[]) {}

  onTestRunEnd(): void {
    for (const { tier, suites, reason } of this.skipped)
      if (suites.length > 0)
        process.stdout.write(`\n ${tier} tier skipped (${suites.length} suites: ${suites.join(', ')}): ${reason}\n`);
  }
}

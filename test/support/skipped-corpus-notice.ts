// A Vitest reporter that adds one line at the end of a run in which the corpus tier was left out because
// the external seed corpus is absent (a fresh clone), naming the suites it would have run.
import type { Reporter } from 'vitest/reporters';

export class SkippedCorpusNotice implements Reporter {
  constructor(
    private readonly suites: readonly string[],
    private readonly reason: string,
  ) {}

  onTestRunEnd(): void {
    if (this.suites.length === 0) return;
    process.stdout.write(
      `\n corpus tier skipped (${this.suites.length} suites: ${this.suites.join(', ')}): ${this.reason}\n`,
    );
  }
}

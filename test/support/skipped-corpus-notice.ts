// The line at the end of a run in which the corpus tier was left out because the external seed corpus is absent
// (a fresh clone), naming the suites it would have run.
import { SkippedTierNotice } from './skipped-tier-notice.js';

export class SkippedCorpusNotice extends SkippedTierNotice {
  constructor(suites: readonly string[], reason: string) {
    super('corpus', suites, reason);
  }
}

// What the page hands out: a link (the step's, a stored finding's) copied to the clipboard and shown, and a finding's
// bundle (a tar of its files, or the step's mutant and seed when it made none). A part of the coordinator
// (playground.ts).
import { findingFiles } from '../handover/finding-files.js';
import type { Finding } from '../finding/record.js';
import { hashId } from '../rng.js';
import { encodeShare } from '../share/codec.js';
import { linkStateOf } from '../share/finding-link.js';
import type { ShareState } from '../share/state.js';
import { tarArchive } from '../share/tar.js';
import { reportedFormOf } from './findings.js';
import type { PlaygroundFindings } from './playground-findings.js';
import type { PageState } from './playground-view.js';
import { madeNotice } from './share-notice.js';
import type { StepSession } from './step-session.js';

export class PlaygroundShare {
  constructor(
    private readonly state: PageState,
    private readonly stepper: StepSession,
    private readonly findings: PlaygroundFindings,
  ) {}

  private async share(state: ShareState | undefined, what: string, at: string): Promise<void> {
    if (!state) return;
    const home = this.state.deps.linkHome();
    const link = home.base + (await encodeShare(state));
    const copied = await this.state.deps.copy(link).then(
      () => true,
      () => false, // may be refused: the link is shown
    );
    this.state.set({ notice: madeNotice(link, what, home.note) });
    this.state.say(
      at,
      copied ? 'Link copied to the clipboard.' : 'The clipboard was refused: copy the link shown above.',
    );
  }

  shareStep(): Promise<void> {
    const what = 'it carries the seed, mutator, options, lanes, rng seed and step, and what was observed.';
    return this.share(this.stepper.shareState(), what, 'step');
  }

  /** A stored finding's link (its reduced form when there is one), said beside its buttons. */
  shareFinding(f: Finding): Promise<void> {
    const target = reportedFormOf(this.state.deps.findings.book, f);
    return this.share(linkStateOf(target), `finding ${target.id}, carried literally.`, `finding:${f.id}`);
  }

  /** A finding as a bundle (the step's, or a stored one), or the step's mutant and seed when it is none. */
  async downloadBundle(stored?: Finding): Promise<void> {
    const { deps } = this.state;
    const f = stored ? reportedFormOf(deps.findings.book, stored) : this.findings.reportable(this.stepper.finding());
    const state = f ? linkStateOf(f) : this.stepper.shareState();
    if (!state) return;
    const link = deps.linkHome().base + (await encodeShare(state));
    const { step } = this.state.view;
    const mutant = state.mutant ?? (step.result?.ok ? step.result.mutant : '');
    const files = f
      ? findingFiles(f, this.findings.reportContext(link))
      : [
          { name: 'mutant.smt2', text: mutant },
          { name: 'seed.smt2', text: step.seed },
        ];
    deps.download(`finding-${hashId(files[0]!.text)}.tar`, tarArchive(files), 'application/x-tar');
    this.state.say(
      stored ? `finding:${stored.id}` : 'step-bundle',
      `bundle downloaded: ${files.map((x) => x.name).join(', ')}`,
    );
  }
}

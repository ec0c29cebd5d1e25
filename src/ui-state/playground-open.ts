// What the page opens into step mode and runs: a `#s=…` link, a gallery seed's real bug, a stored finding. A link
// runs at once on the lanes it names (progress and Cancel in its notice) and is said to reproduce here or not; one
// naming a lane this page cannot run is refused, with its formula to run elsewhere. A part of the coordinator
// (playground.ts).
import { lanesOf } from '../handover/finding-lanes.js';
import type { Finding } from '../finding/record.js';
import { mutatorByName } from '../mutators/registry.js';
import { defaultOptions } from '../mutators/types.js';
import { decodeShare } from '../share/codec.js';
import type { ShareState } from '../share/state.js';
import { runnable } from './lanes.js';
import type { PageState, PlaygroundView } from './playground-view.js';
import { linkLanes, openedNotice, refusedOptions, runProgress } from './share-notice.js';
import type { StepSession } from './step-session.js';
import type { StepView } from './step-state.js';
import { runStep } from './step.js';

export class PlaygroundOpen {
  /** The link opened last: its claim is compared with a re-run. */
  private opened: ShareState | undefined;
  /** Stops waiting for the opened link's run (Cancel). */
  private linkRun: AbortController | undefined;

  constructor(
    private readonly state: PageState,
    private readonly stepper: StepSession,
  ) {}

  /** Opens a `#s=…` link: its seed, step or literal mutant, lanes and timeout, and runs it at once. */
  async openHash(hash: string): Promise<void> {
    if (!hash.startsWith('#s=')) return;
    const decoded = await decodeShare(hash);
    if (!decoded.ok) return this.state.set({ notice: { kind: 'refused', text: decoded.message } });
    return this.openState(decoded.state, 'link');
  }

  /**
   * Shows a gallery seed's real bug live: its witness (the seed, or the mutator step) on the bug's lanes, as a
   * link to it would open, and runs it.
   */
  async showBug(galleryId: string): Promise<void> {
    const entry = this.state.deps.gallery.find((g) => g.id === galleryId);
    const bug = entry?.bug;
    if (!entry || !bug) return;
    const state: ShareState = {
      v: 1,
      seeds: [entry.text],
      rngSeed: bug.witness === 'seed' ? 0 : bug.witness.rngSeed,
      step: bug.witness === 'seed' ? 0 : bug.witness.step,
      lanes: [...bug.lanes],
      timeoutMs: this.state.view.timeoutMs,
    };
    const mutator = bug.witness === 'seed' ? undefined : mutatorByName(bug.witness.mutator);
    if (mutator) state.mutator = { name: mutator.info.name, options: defaultOptions(mutator.info) };
    else state.mutant = entry.text;
    await this.openState(state, 'gallery');
  }

  /**
   * A link (or a gallery bug) on the lanes it names, run at once. One naming a lane this page cannot run is refused
   * with what it names and where it runs, and nothing runs: it is never run on other lanes.
   */
  private async openState(s: ShareState, from: 'link' | 'gallery'): Promise<void> {
    const { view } = this.state;
    if (view.lanesLocked)
      return this.state.set({ notice: { kind: 'refused', text: `Not opened: ${view.lanesLocked}.` } });
    const lanes = linkLanes(s.lanes, view.laneProblems, this.state.releases);
    if (!lanes.ok) {
      this.opened = undefined;
      const formula = s.mutant ?? formulaOf(s);
      return this.state.set({ notice: { kind: 'refused', text: lanes.text, ...(formula ? { formula } : {}) } });
    }
    this.linkRun?.abort();
    this.opened = s;
    this.stepper.openLink(s, from);
    this.state.set({
      gallery: this.state.galleryIdOf(s.seeds[0] ?? ''),
      timeoutMs: s.timeoutMs,
      lanes: runnable(lanes.choices, this.state.view.laneProblems),
      mode: 'step',
      notice: openedNotice(s, from),
    });
    await this.state.syncLanes();
    await this.runOpened();
  }

  /** While a link runs, its notice says how far it is. */
  progress(step: StepView): Partial<PlaygroundView> {
    const notice = this.state.view.notice;
    if (!notice?.running) return {};
    const answered = step.rows.filter((r) => r.mutant).length;
    return { notice: { ...notice, progress: runProgress(step.rows.length, answered, this.state.view.timeoutMs) } };
  }

  /** Runs the opened link on its lanes (visible progress, Cancel) and says whether it reproduces here. */
  async runOpened(): Promise<void> {
    const s = this.opened;
    const notice = this.state.view.notice;
    if (!s || notice?.kind !== 'opened') return;
    this.linkRun?.abort();
    const run = new AbortController();
    this.linkRun = run;
    const { reproduced: _r, verdict: _v, ...rest } = notice;
    const started = runProgress(this.state.laneIds.length, 0, this.state.view.timeoutMs);
    this.state.set({ notice: { ...rest, running: true, progress: started } });
    const verdict = await this.stepper.runLink(s, run.signal);
    if (this.linkRun !== run || this.opened !== s) return;
    this.linkRun = undefined;
    const { running: _running, progress: _progress, ...done } = this.state.view.notice ?? rest;
    if (!verdict) return this.state.set({ notice: { ...done, text: `${rest.text} Cancelled: not run to the end.` } });
    const rows = this.state.view.step.rows.flatMap((r) => (r.mutant ? [r.mutant] : []));
    const refused = refusedOptions(rows, s.lanes);
    if (refused) return this.state.set({ notice: { kind: 'refused', text: refused } });
    this.state.set({ notice: { ...done, reproduced: verdict.reproduces, verdict } });
  }

  /** The formula of a link the page refused, to run it where it can run (`smtplay solve bug.smt2 …`). */
  downloadFormula(): void {
    const formula = this.state.view.notice?.formula;
    if (formula === undefined) return;
    this.state.deps.download('bug.smt2', new TextEncoder().encode(formula), 'text/plain');
  }

  /** Stops waiting for the opened link's run (the lanes finish their query within the timeout). */
  cancel(): void {
    this.linkRun?.abort();
  }

  /**
   * Shows a stored finding in the step view as it was recorded, on its own lanes with their options and its timeout,
   * so "Run again" runs what found it. While a campaign holds the lanes it is not opened (said beside the button).
   */
  async openFinding(f: Finding): Promise<void> {
    const { view } = this.state;
    if (view.lanesLocked) return this.state.say(`finding:${f.id}`, `Not opened: ${view.lanesLocked}.`);
    const lanes = linkLanes(lanesOf(f), view.laneProblems, this.state.releases);
    this.linkRun?.abort();
    this.stepper.openFinding(f, { kind: 'finding', id: f.id, origin: f.origin });
    this.opened = undefined;
    this.state.set({ gallery: this.state.galleryIdOf(f.seed), mode: 'step', notice: undefined });
    if (!lanes.ok) return this.state.say('step', `Shown as recorded; it cannot run again here. ${lanes.text}`);
    this.state.set({ lanes: runnable(lanes.choices, this.state.view.laneProblems), timeoutMs: f.timeoutMs });
    await this.state.syncLanes();
  }
}

/** The mutant a link's step makes, when it makes one (to hand to `smtplay solve` when the page refuses the link). */
function formulaOf(s: ShareState): string | undefined {
  if (!s.mutator) return undefined;
  const [seed = '', second] = s.seeds;
  const r = runStep({
    seed,
    ...(second !== undefined ? { second } : {}),
    mutator: s.mutator.name,
    options: s.mutator.options,
    rngSeed: s.rngSeed,
    step: s.step,
  });
  return r.ok ? r.mutant : undefined;
}

// The playground's coordinator: the one place that holds the page's state (lane choices, the step session, a
// campaign, a reduction, the findings, what the page says about links) and answers every intent. The
// <smt-playground> element renders its view; the browser's I/O (lanes, IndexedDB, clipboard, downloads, the
// page's address) comes in as PlaygroundDeps, so this runs in Node tests too.
import { findingFiles } from '../finding/files.js';
import type { Finding } from '../finding/record.js';
import { lanesOf } from '../handover/finding-lanes.js';
import type { FindingStatus } from '../finding/state.js';
import type { LiveCheck } from '../finding/live-verdict.js';
import type { ReportContext, Tracker } from '../finding/report/index.js';
import type { CampaignStore } from '../campaign/store.js';
import { hashId } from '../rng.js';
import { decodeShare, encodeShare } from '../share/codec.js';
import type { ShareState } from '../share/state.js';
import { tarArchive } from '../share/tar.js';
import { BUNDLED_Z3 } from '../solvers/z3/bundled.js';
import { sortVersions } from '../solvers/versions.js';
import type { RunLane, LaneRunner } from '../solvers/runner.js';
import type { ModelChecker } from '../oracles/model-check.js';
import {
  CampaignSession,
  idleCampaign,
  type CampaignExtras,
  type CampaignPlan,
  type CampaignView,
} from './campaign-control.js';
import { linkStateOf } from '../share/finding-link.js';
import {
  emptyFindings,
  exportFindings,
  groupsOf,
  importFindings,
  keepLive,
  keepReduction,
  patchFinding,
  removeGroup,
  reportedFormOf,
  type FindingGroupView,
  type StoredFindings,
} from './findings.js';
import { LiveQueue } from './live-queue.js';
import { ReportControl } from './report-control.js';
import type { ReportChoice, ReportView } from './report-view.js';
import {
  CVC5_LANE,
  DEFAULT_TIMEOUT_MS,
  defaultLaneChoices,
  laneSpecOf,
  runnable,
  type LaneChoice,
  type LaneProblems,
} from './lanes.js';
import { ReduceSession, type ReduceView } from './reduce-control.js';
import { BisectSession, type BisectView } from './bisect-control.js';
import type { LinkHome } from './link-home.js';
import { linkLanes, madeNotice, openedNotice, refusedOptions, runProgress, type ShareNotice } from './share-notice.js';
import { secondSeedFor } from './second-seed.js';
import { StepSession, type StepConfig, type StepView } from './step-session.js';
import { runStep } from './step.js';
import { TOUR_SETUP, tourBack, tourLanes, tourNext, tourView, type TourFacts, type TourView } from './tour.js';
import { mutatorByName } from '../mutators/registry.js';
import { defaultOptions } from '../mutators/types.js';

/** What shows a gallery seed's real bug: the seed itself, or one step of a mutator's walk from it. */
export type BugWitness = 'seed' | { mutator: string; rngSeed: number; step: number };

/** A seed the page offers (the gallery), with the real bug it shows, if any. */
export interface NamedSeed {
  id: string;
  text: string;
  bug?: { lanes: readonly string[]; witness: BugWitness };
}

export interface PlaygroundDeps {
  /** Runs a text on a lane (loading it on first use). */
  run: RunLane;
  runner(laneIds: readonly string[]): LaneRunner;
  /** Starts the lanes of `laneIds` and stops the others. */
  syncLanes(laneIds: readonly string[]): Promise<void>;
  /** What a lane's solver reported about itself. */
  version(laneId: string): string | undefined;
  /** Why a lane (by base, e.g. `cvc5`) cannot run on this page, or undefined when it can. */
  laneProblem(base: string): Promise<string | undefined>;
  load<T>(key: string): Promise<T | undefined>;
  save(key: string, value: unknown): Promise<void>;
  /** The finding store: changes resolve once stored. */
  findings: {
    book: StoredFindings;
    open(): Promise<StoredFindings>;
    add(f: Finding): Promise<void>;
    update(change: (book: StoredFindings) => StoredFindings): Promise<void>;
    campaignStore(): CampaignStore;
  };
  copy(text: string): Promise<void>;
  download(name: string, bytes: Uint8Array, type: string): void;
  /** Opens an address in a new tab (a tracker's new-issue form): the page itself sends nothing. */
  openUrl?(url: string): void;
  /** Where links point: the public playground, or this page (ui-state/link-home.ts). */
  /** Where the page runs, as a report states it (the browser and the operating system). */
  platform?(): Pick<ReportContext, 'platform' | 'z3Platform'>;
  linkHome(): LinkHome;
  gallery: readonly NamedSeed[];
  /**
   * What a campaign may use beyond its lanes: the seed facts cache (campaign/browser/idb-facts.ts) and, for
   * option fuzzing, the lanes' option tables (solvers/options `optionTableOf` of `SolverHost.describeOptions`).
   */
  campaignExtras?(laneIds: readonly string[], plan: CampaignPlan): Promise<CampaignExtras>;
  /** The Z3 releases this page ships (what a bisection tries); default: the build's list. */
  z3Releases?: readonly string[];
  /** Where a campaign checks the lanes' models (the page: a worker); default: the judge, in this thread. */
  modelChecker?: ModelChecker;
}

export interface PlaygroundView {
  lanes: LaneChoice[];
  /** Lanes that cannot run here (and why, with what to do): they cannot be enabled. */
  laneProblems: LaneProblems;
  /** Why the lane settings cannot change now ('' when they can). */
  lanesLocked: string;
  timeoutMs: number;
  /** The gallery entry shown in the editor, or ''. */
  gallery: string;
  seedOk: boolean;
  mode: 'step' | 'campaign';
  step: StepView;
  notice?: ShareNotice;
  /**
   * What the last action of a button did (a copy, a download, a refusal), said beside that button: `at` names it
   * (`step`, `finding:<id>`, `report`, `report-state`).
   */
  said?: Said;
  groups: FindingGroupView[];
  findingsMessage: string;
  campaignPlan: CampaignPlan;
  campaignView: CampaignView;
  /** The campaign's finding groups as stored (witness text, actions), with the campaign's own counts. */
  campaignGroups: FindingGroupView[];
  allSeeds: boolean;
  reduceView?: ReduceView;
  /** A bisection over the page's Z3 releases, while it runs and once done. */
  bisectView?: BisectView;
  /** The guided tour's panel while it is open (tour.ts). */
  tour?: TourView;
  /** A finding's report (report-view.ts) while it is open. */
  reportView?: ReportView;
  /** Findings (by id) waiting for, or under, their check on the newest Z3 release (live-queue.ts). */
  liveChecking: string[];
}

export interface Said {
  at: string;
  text: string;
}

interface Settings {
  lanes: LaneChoice[];
  timeoutMs: number;
  step: StepConfig;
}

export class Playground {
  view: PlaygroundView;
  private readonly stepper: StepSession;
  private campaign: CampaignSession | undefined;
  private reduction: ReduceSession | undefined;
  private bisection: BisectSession | undefined;
  /** Settles once the page has restored its state (or opened the link it was loaded with). */
  private booted: Promise<void> = Promise.resolve();
  /** The link opened last: its claim is compared with a re-run. */
  private opened: ShareState | undefined;
  /** Stops waiting for the opened link's run (Cancel). */
  private linkRun: AbortController | undefined;
  /** The tour's step while it is open. */
  private tourIndex: number | undefined;
  /** Checks of stored findings on the newest Z3 release. */
  private readonly live: LiveQueue;
  /** A finding's report and its hand-over state (report-control.ts). */
  private readonly reports: ReportControl;

  constructor(
    private readonly deps: PlaygroundDeps,
    private readonly onView: (view: PlaygroundView) => void = () => undefined,
  ) {
    this.stepper = new StepSession(
      {
        run: deps.run,
        lanes: () => this.laneIds,
        timeoutMs: () => this.view.timeoutMs,
        version: deps.version,
        saveFinding: (f) => this.store(f),
      },
      (step) => this.set({ step, ...this.linkProgress(step) }),
      deps.gallery[0]?.text ?? '',
    );
    this.live = new LiveQueue({
      run: deps.run,
      newest: () => ({
        z3: [`z3@${this.newestZ3}`],
        ...(this.view.laneProblems[CVC5_LANE] === undefined ? { cvc5: [CVC5_LANE] } : {}),
      }),
      idle: () => !this.view.lanesLocked && !this.reducing && !this.bisecting,
      keep: (id, live, checked) => this.keepLiveCheck(id, live, checked),
      onChange: (pending) => this.set({ liveChecking: [...pending] }),
      drained: () => this.deps.syncLanes(this.laneIds),
    });
    this.reports = new ReportControl({
      book: () => this.deps.findings.book,
      update: (change) => this.updateFindings(change),
      link: async (f) => this.deps.linkHome().base + (await encodeShare(linkStateOf(f))),
      context: (link) => this.reportContext(link),
      checkNow: (f) => this.live.now(f),
      copy: (text) => this.deps.copy(text),
      openUrl: (url) => this.deps.openUrl?.(url),
      show: (reportView) => this.set({ reportView }),
      say: (at, text) => this.say(at, text),
    });
    this.view = {
      lanes: defaultLaneChoices(),
      laneProblems: {},
      lanesLocked: '',
      timeoutMs: DEFAULT_TIMEOUT_MS,
      gallery: deps.gallery[0]?.id ?? '',
      seedOk: true,
      mode: 'step',
      step: this.stepper.view,
      groups: [],
      findingsMessage: '',
      campaignPlan: { mutators: ['opfuzz'], maxMutants: 50, seconds: 60, rngSeed: 1, timeoutMs: DEFAULT_TIMEOUT_MS },
      campaignView: idleCampaign(),
      campaignGroups: [],
      allSeeds: false,
      liveChecking: [],
    };
  }

  /** The Z3 releases this page ships, oldest first. */
  private get releases(): string[] {
    return sortVersions(this.deps.z3Releases ?? BUNDLED_Z3.map((z) => z.version));
  }

  private get newestZ3(): string {
    return this.releases.at(-1) ?? BUNDLED_Z3[0]!.version;
  }

  private set(patch: Partial<PlaygroundView>): void {
    const view = { ...this.view, ...patch };
    // The tour follows the page: whatever changed may enable its Next.
    this.view = this.tourIndex === undefined ? view : { ...view, tour: tourView(this.tourIndex, tourFacts(view)) };
    this.onView(this.view);
  }

  /** The enabled lanes' ids. */
  get laneIds(): string[] {
    return this.view.lanes.filter((l) => l.enabled).map(laneSpecOf);
  }

  get reducing(): boolean {
    const phase = this.view.reduceView?.phase;
    return phase === 'checking' || phase === 'reducing' || phase === 'rerunning';
  }

  private showFindings(): void {
    const groups = groupsOf(this.deps.findings.book);
    this.set({ groups, campaignGroups: this.campaignGroupsOf(groups, this.view.campaignView) });
  }

  /** The stored groups a campaign found, in the findings list's order: the one count the findings list shows too. */
  private campaignGroupsOf(groups: FindingGroupView[], campaign: CampaignView): FindingGroupView[] {
    const found = new Set(campaign.groups.map((g) => g.signature));
    return groups.filter((g) => found.has(g.signature));
  }

  /** Stores a finding, then shows it; its group's record is checked on the newest release when the lanes are free. */
  private async store(f: Finding): Promise<void> {
    await this.deps.findings.add(f);
    this.showFindings();
    const kept = this.deps.findings.book.groups.find((g) => g.signature === f.signature)?.record;
    if (kept) this.live.enqueue(kept);
  }

  /** A live check kept with its finding (a reported finding the newest release no longer shows is fixed upstream). */
  private async keepLiveCheck(id: string, live: LiveCheck, checked?: Finding): Promise<void> {
    await this.updateFindings((b) => keepLive(b, id, live, checked));
    this.reports.refresh(id);
  }

  private async updateFindings(change: (book: StoredFindings) => StoredFindings): Promise<void> {
    await this.deps.findings.update(change);
    this.showFindings();
  }

  boot(hash: string): Promise<void> {
    this.booted = this.bootOnce(hash);
    return this.booted;
  }

  private async bootOnce(hash: string): Promise<void> {
    await this.deps.findings.open();
    this.showFindings();
    await this.checkLanes();
    if (hash.startsWith('#s=')) await this.openHash(hash);
    else {
      const settings = await this.deps.load<Settings>('settings');
      if (settings) this.applySettings(settings);
      const seed = await this.deps.load<string>('seed');
      if (typeof seed === 'string') this.setSeed(seed);
    }
    await this.deps.syncLanes(this.laneIds);
  }

  /** Asks which offered lanes cannot run here (e.g. no CVC5 WebAssembly build): they are switched off. */
  private async checkLanes(): Promise<void> {
    const bases = this.view.lanes.map((l) => l.base);
    const found = await Promise.all(bases.map(async (b) => [b, await this.deps.laneProblem(b)] as const));
    const laneProblems: LaneProblems = {};
    for (const [base, problem] of found) if (problem) laneProblems[base] = problem;
    // Untouched defaults take the reference Z3 where CVC5 cannot run (settings and links are applied after this).
    const untouched = JSON.stringify(this.view.lanes) === JSON.stringify(defaultLaneChoices());
    const lanes = untouched ? defaultLaneChoices(laneProblems) : this.view.lanes;
    this.set({ laneProblems, lanes: runnable(lanes, laneProblems) });
  }

  private applySettings(s: Settings): void {
    if (Array.isArray(s.lanes) && s.lanes.length === this.view.lanes.length)
      this.set({ lanes: runnable(s.lanes, this.view.laneProblems) });
    if (typeof s.timeoutMs === 'number') this.set({ timeoutMs: s.timeoutMs });
    if (s.step) this.stepper.configure(s.step);
  }

  private saveSettings(): void {
    const { lanes, timeoutMs, step } = this.view;
    void this.deps.save('settings', { lanes, timeoutMs, step: step.config } satisfies Settings);
  }

  private galleryIdOf(text: string): string {
    return this.deps.gallery.find((g) => g.text === text)?.id ?? '';
  }

  setSeed(text: string, seedOk = this.view.seedOk): void {
    this.set({ seedOk });
    if (text === this.view.step.seed) return;
    this.stepper.setSeed(text);
    this.set({ gallery: this.galleryIdOf(text) });
    void this.deps.save('seed', text);
  }

  /** Lane changes wait until no campaign runs: a lane stopped under a campaign would end it. */
  async setLanes(lanes: LaneChoice[], timeoutMs: number): Promise<void> {
    if (this.view.lanesLocked) return;
    this.set({ lanes: runnable(lanes, this.view.laneProblems), timeoutMs });
    this.saveSettings();
    await this.deps.syncLanes(this.laneIds);
  }

  configureStep(config: StepConfig): void {
    this.stepper.configure(config);
    if (mutatorByName(config.mutator)?.info.needs.second && this.view.step.secondSeed === undefined) {
      const other = secondSeedFor(this.view.step.seed, this.deps.gallery);
      if (other) this.stepper.setSecondSeed(other.text);
    }
    this.saveSettings();
  }

  /** Fusion's second seed (from the gallery or pasted). */
  setSecondSeed(text: string | undefined): void {
    this.stepper.setSecondSeed(text);
  }

  setMode(mode: PlaygroundView['mode']): void {
    this.set({ mode });
  }

  go(step: number): Promise<void> {
    return this.stepper.go(step);
  }

  async rerun(): Promise<void> {
    await this.stepper.rerun();
  }

  /**
   * Opens a `#s=…` link: its seed, step or literal mutant, lanes and timeout, and runs it at once. A link opened
   * while the page still boots waits for it, so the seed and settings boot restores never replace the link's.
   */
  async openLink(hash: string): Promise<void> {
    await this.booted;
    return this.openHash(hash);
  }

  private async openHash(hash: string): Promise<void> {
    if (!hash.startsWith('#s=')) return;
    const decoded = await decodeShare(hash);
    if (!decoded.ok) return this.set({ notice: { kind: 'refused', text: decoded.message } });
    return this.openState(decoded.state, 'link');
  }

  /**
   * Shows a gallery seed's real bug live: its witness (the seed, or the mutator step) on the bug's lanes, as a
   * link to it would open, and runs it.
   */
  async showBug(galleryId: string): Promise<void> {
    const entry = this.deps.gallery.find((g) => g.id === galleryId);
    const bug = entry?.bug;
    if (!entry || !bug) return;
    const state: ShareState = {
      v: 1,
      seeds: [entry.text],
      rngSeed: bug.witness === 'seed' ? 0 : bug.witness.rngSeed,
      step: bug.witness === 'seed' ? 0 : bug.witness.step,
      lanes: [...bug.lanes],
      timeoutMs: this.view.timeoutMs,
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
    if (this.view.lanesLocked)
      return this.set({ notice: { kind: 'refused', text: `Not opened: ${this.view.lanesLocked}.` } });
    const lanes = linkLanes(s.lanes, this.view.laneProblems, this.releases);
    if (!lanes.ok) {
      this.opened = undefined;
      const formula = s.mutant ?? formulaOf(s);
      return this.set({ notice: { kind: 'refused', text: lanes.text, ...(formula ? { formula } : {}) } });
    }
    this.linkRun?.abort();
    this.opened = s;
    this.stepper.openLink(s, from);
    this.set({
      gallery: this.galleryIdOf(s.seeds[0] ?? ''),
      timeoutMs: s.timeoutMs,
      lanes: runnable(lanes.choices, this.view.laneProblems),
      mode: 'step',
      notice: openedNotice(s, from),
    });
    await this.deps.syncLanes(this.laneIds);
    await this.runOpened();
  }

  /** While a link runs, its notice says how far it is. */
  private linkProgress(step: StepView): Partial<PlaygroundView> {
    const notice = this.view?.notice;
    if (!notice?.running) return {};
    const answered = step.rows.filter((r) => r.mutant).length;
    return { notice: { ...notice, progress: runProgress(step.rows.length, answered, this.view.timeoutMs) } };
  }

  /** Runs the opened link on its lanes (visible progress, Cancel) and says whether it reproduces here. */
  private async runOpened(): Promise<void> {
    const s = this.opened;
    const notice = this.view.notice;
    if (!s || notice?.kind !== 'opened') return;
    this.linkRun?.abort();
    const run = new AbortController();
    this.linkRun = run;
    const { reproduced: _r, verdict: _v, ...rest } = notice;
    this.set({
      notice: { ...rest, running: true, progress: runProgress(this.laneIds.length, 0, this.view.timeoutMs) },
    });
    const verdict = await this.stepper.runLink(s, run.signal);
    if (this.linkRun !== run || this.opened !== s) return;
    this.linkRun = undefined;
    const { running: _running, progress: _progress, ...done } = this.view.notice ?? rest;
    if (!verdict) return this.set({ notice: { ...done, text: `${rest.text} Cancelled: not run to the end.` } });
    const rows = this.view.step.rows.flatMap((r) => (r.mutant ? [r.mutant] : []));
    const refused = refusedOptions(rows, s.lanes);
    if (refused) return this.set({ notice: { kind: 'refused', text: refused } });
    this.set({ notice: { ...done, reproduced: verdict.reproduces, verdict } });
  }

  /** Runs the opened link again. */
  rerunLink(): Promise<void> {
    return this.runOpened();
  }

  /** The formula of a link the page refused, to run it where it can run (`smtplay solve bug.smt2 …`). */
  downloadLinkFormula(): void {
    const formula = this.view.notice?.formula;
    if (formula === undefined) return;
    this.deps.download('bug.smt2', new TextEncoder().encode(formula), 'text/plain');
  }

  /** Stops waiting for the opened link's run (the lanes finish their query within the timeout). */
  cancelLink(): void {
    this.linkRun?.abort();
  }

  private async share(state: ShareState | undefined, what: string, at: string): Promise<void> {
    if (!state) return;
    const home = this.deps.linkHome();
    const link = home.base + (await encodeShare(state));
    const copied = await this.deps.copy(link).then(
      () => true,
      () => false, // may be refused: the link is shown
    );
    this.set({ notice: madeNotice(link, what, home.note) });
    this.say(at, copied ? 'Link copied to the clipboard.' : 'The clipboard was refused: copy the link shown above.');
  }

  shareStep(): Promise<void> {
    const what = 'it carries the seed, mutator, options, lanes, rng seed and step, and what was observed.';
    return this.share(this.stepper.shareState(), what, 'step');
  }

  /** A finding as a bundle (the step's, or a stored one), or the step's mutant and seed when it is none. */
  async downloadBundle(stored?: Finding): Promise<void> {
    const f = stored ? reportedFormOf(this.deps.findings.book, stored) : this.reportable(this.stepper.finding());
    const state = f ? linkStateOf(f) : this.stepper.shareState();
    if (!state) return;
    const link = this.deps.linkHome().base + (await encodeShare(state));
    const { step } = this.view;
    const mutant = state.mutant ?? (step.result?.ok ? step.result.mutant : '');
    const files = f
      ? findingFiles(f, this.reportContext(link))
      : [
          { name: 'mutant.smt2', text: mutant },
          { name: 'seed.smt2', text: step.seed },
        ];
    this.deps.download(`finding-${hashId(files[0]!.text)}.tar`, tarArchive(files), 'application/x-tar');
    this.say(
      stored ? `finding:${stored.id}` : 'step-bundle',
      `bundle downloaded: ${files.map((x) => x.name).join(', ')}`,
    );
  }

  /** The page as a report states it, with a link. */
  private reportContext(link: string): ReportContext {
    return { platform: 'an unknown system', host: 'a web browser', ...this.deps.platform?.(), link };
  }

  /** What a button did, said beside it. */
  private say(at: string, text: string): void {
    this.set({ said: { at, text } });
  }

  /** The step's finding as stored now (its reduced form when it was reduced, its live check and state). */
  private reportable(f: Finding | undefined): Finding | undefined {
    if (!f) return undefined;
    const book = this.deps.findings.book;
    const stored = book.groups.find((g) => g.signature === f.signature)?.record;
    return reportedFormOf(book, stored && stored.mutant === f.mutant ? stored : f);
  }

  /**
   * Opens a finding's report (the step's, a stored one, a reduced one): its reduced form when there is one, first
   * checked on the newest Z3 release when it was not yet (report-control.ts).
   */
  report(f: Finding | undefined = this.stepper.finding(), choice: ReportChoice = {}): Promise<void> {
    const target = this.reportable(f);
    return f && target ? this.reports.open(f, target, choice) : Promise.resolve();
  }

  /** The person's choice of tracker, or "report anyway" for a fixed or reported finding. */
  chooseReport(choice: { tracker?: Tracker; force?: boolean }): void {
    this.reports.choose(choice);
  }

  closeReport(): void {
    this.reports.close();
  }

  /** "Open an issue on GitHub" (the page sends nothing: a new tab, filled in through its address). */
  openIssue(): Promise<void> {
    return this.reports.openIssue();
  }

  copyReport(): Promise<void> {
    return this.reports.copy();
  }

  /** Where the open report's finding stands: reported (with the upstream issue's address), fixed upstream, new. */
  markFinding(status: FindingStatus, url?: string): Promise<void> {
    return this.reports.mark(status, url);
  }

  /**
   * Starts the guided tour: the tour's seed, mutator, rng seed, lanes and timeout, in step mode. While a campaign
   * runs the lanes cannot change (setLanes refuses), and the tour goes on with the lanes as they are.
   */
  async startTour(): Promise<void> {
    const seed = this.deps.gallery.find((g) => g.id === TOUR_SETUP.galleryId);
    if (!seed) return;
    this.tourIndex = 0;
    this.set({ mode: 'step' });
    this.setSeed(seed.text);
    const mutator = mutatorByName(TOUR_SETUP.mutator)!;
    this.configureStep({
      mutator: mutator.info.name,
      options: defaultOptions(mutator.info),
      rngSeed: TOUR_SETUP.rngSeed,
    });
    await this.setLanes(tourLanes(this.view.lanes), TOUR_SETUP.timeoutMs);
  }

  tourNext(): void {
    if (this.tourIndex === undefined) return;
    const next = tourNext(this.tourIndex, tourFacts(this.view));
    if (next === undefined) return this.closeTour();
    this.tourIndex = next;
    this.set({});
  }

  tourBack(): void {
    if (this.tourIndex === undefined) return;
    this.tourIndex = tourBack(this.tourIndex);
    this.set({});
  }

  closeTour(): void {
    this.tourIndex = undefined;
    this.set({ tour: undefined });
  }

  setCampaign(patch: { plan?: CampaignPlan; allSeeds?: boolean }): void {
    this.set({
      ...(patch.plan ? { campaignPlan: patch.plan } : {}),
      ...(patch.allSeeds !== undefined ? { allSeeds: patch.allSeeds } : {}),
    });
  }

  async startCampaign(): Promise<void> {
    if (this.view.lanesLocked || this.laneIds.length === 0) return;
    const session = new CampaignSession((campaignView) =>
      this.set({ campaignView, campaignGroups: this.campaignGroupsOf(this.view.groups, campaignView) }),
    );
    this.campaign = session;
    const seeds = this.view.allSeeds
      ? this.deps.gallery.map((g) => ({ id: g.id, text: g.text }))
      : [{ id: this.view.gallery || 'editor', text: this.view.step.seed }];
    const plan = { ...this.view.campaignPlan, timeoutMs: this.view.timeoutMs };
    const shelf = this.deps.findings.campaignStore();
    const store: CampaignStore = {
      ...shelf,
      saveFinding: (f: Finding) => this.store(f),
      countOccurrence: async (o) => {
        await shelf.countOccurrence?.(o);
        this.showFindings();
      },
    };
    this.set({ lanesLocked: 'a campaign is running: stop it to change lanes' });
    const extras = {
      ...(await this.deps.campaignExtras?.(this.laneIds, plan)),
      ...(this.deps.modelChecker ? { modelChecker: this.deps.modelChecker } : {}),
    };
    try {
      await session.run(plan, seeds, this.deps.runner(this.laneIds), store, extras);
    } finally {
      if (this.campaign === session) this.set({ lanesLocked: '' });
      this.live.resume();
    }
  }

  pauseCampaign(): void {
    this.campaign?.pause();
  }

  resumeCampaign(): void {
    this.campaign?.resume();
  }

  stopCampaign(): void {
    this.campaign?.stop();
  }

  /** Reduces a finding (the step's, or one from the findings list); its reduction is kept in its stored record. */
  async reduce(finding: Finding | undefined = this.stepper.finding()): Promise<void> {
    if (!finding || this.reducing) return;
    const session = new ReduceSession((reduceView) => {
      if (this.reduction === session) this.set({ reduceView });
    });
    this.reduction = session;
    this.set({ reduceView: session.view });
    const view = await session.run(finding, this.deps.run);
    const kept = view.result?.kept;
    if (kept) await this.updateFindings((b) => keepReduction(b, kept));
    this.live.resume();
  }

  get bisecting(): boolean {
    return this.view.bisectView?.phase === 'running';
  }

  /**
   * Runs a finding on every Z3 release the page ships, each in place of the lane that misbehaved; the finding
   * is stored again with its range. The releases' solvers stop afterwards (only the enabled lanes stay).
   */
  async bisect(finding: Finding | undefined = this.stepper.finding()): Promise<void> {
    if (!finding || this.bisecting) return;
    const session = new BisectSession(finding, this.releases, (bisectView) => {
      if (this.bisection === session) this.set({ bisectView });
    });
    this.bisection = session;
    this.set({ bisectView: session.view });
    const view = await session.run(this.deps.run);
    const done = view.finding;
    // The range is kept where bisectStep put it: in the reduced record when there is one, else in the finding.
    const patch = done?.reduction ? { reduction: done.reduction } : done?.bisect ? { bisect: done.bisect } : undefined;
    if (done && patch) await this.updateFindings((b) => patchFinding(b, done.id, patch));
    await this.deps.syncLanes(this.laneIds);
    this.live.resume();
  }

  cancelBisect(): void {
    this.bisection?.cancel();
  }

  closeBisect(): void {
    this.set({ bisectView: undefined });
  }

  cancelReduce(): void {
    this.reduction?.cancel();
  }

  closeReduce(): void {
    this.set({ reduceView: undefined });
  }

  /**
   * Shows a stored finding in the step view as it was recorded, on its own lanes with their options and its timeout,
   * so "Run again" runs what found it. While a campaign holds the lanes it is not opened (said beside the button).
   */
  async openFinding(f: Finding): Promise<void> {
    if (this.view.lanesLocked) return this.say(`finding:${f.id}`, `Not opened: ${this.view.lanesLocked}.`);
    const lanes = linkLanes(lanesOf(f), this.view.laneProblems, this.releases);
    this.linkRun?.abort();
    this.stepper.openFinding(f, { kind: 'finding', id: f.id, origin: f.origin });
    this.opened = undefined;
    this.set({ gallery: this.galleryIdOf(f.seed), mode: 'step', notice: undefined });
    if (!lanes.ok) return this.say('step', `Shown as recorded; it cannot run again here. ${lanes.text}`);
    this.set({ lanes: runnable(lanes.choices, this.view.laneProblems), timeoutMs: f.timeoutMs });
    await this.deps.syncLanes(this.laneIds);
  }

  /** A stored finding's link (its reduced form when there is one), said beside its buttons. */
  shareFinding(f: Finding): Promise<void> {
    const target = reportedFormOf(this.deps.findings.book, f);
    return this.share(linkStateOf(target), `finding ${target.id}, carried literally.`, `finding:${f.id}`);
  }

  removeFindings(signature: string): Promise<void> {
    return this.updateFindings((b) => removeGroup(b, signature));
  }

  clearFindings(): Promise<void> {
    return this.updateFindings(() => emptyFindings());
  }

  exportFindings(): void {
    const text = exportFindings(this.deps.findings.book);
    this.deps.download('findings.jsonl', new TextEncoder().encode(text), 'application/jsonl');
    const n = text.split('\n').filter(Boolean).length;
    this.set({ findingsMessage: `findings.jsonl downloaded: ${n === 1 ? '1 record' : `${n} records`}` });
  }

  async importFindings(text: string, name: string): Promise<void> {
    const got = importFindings(this.deps.findings.book, text);
    await this.updateFindings(() => got.book);
    const refused = got.refused.length ? `, refused ${got.refused.join('; ')}` : '';
    this.set({ findingsMessage: `${name}: ${got.added} imported${refused}` });
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

/** What the tour needs to know about the page. */
function tourFacts(v: PlaygroundView): TourFacts {
  const { step } = v;
  return {
    seedReady: v.gallery === TOUR_SETUP.galleryId && v.seedOk,
    mutated: step.result?.ok === true && step.rows.length > 0 && step.rows.every((r) => r.mutant !== undefined),
    busy: step.busy,
    finding: step.reading?.finding === true,
    reducing: v.reduceView !== undefined,
    linkMade: v.notice?.kind === 'made',
  };
}

// The playground's coordinator: the one place that holds the page's state (lane choices, the step session, a
// campaign, a reduction, the findings, what the page says about links) and answers every intent. The
// <smt-playground> element renders its view; the browser's I/O (lanes, IndexedDB, clipboard, downloads, the
// page's address) comes in as PlaygroundDeps, so this runs in Node tests too.
import { findingFiles, issueText, type Finding } from '../campaign/index.js';
import type { ReportContext } from '../campaign/report/index.js';
import type { CampaignStore } from '../campaign/store.js';
import { hashId } from '../campaign/hash.js';
import { decodeShare, encodeShare } from '../share/codec.js';
import type { ShareState } from '../share/state.js';
import { tarArchive } from '../share/tar.js';
import { BUNDLED_Z3 } from '../solvers/z3/bundled.js';
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
  removeGroup,
  replaceFinding,
  type FindingGroupView,
  type StoredFindings,
} from './findings.js';
import {
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
import { choicesForLink, madeNotice, NOT_RUN_YET, openedNotice, type ShareNotice } from './share-notice.js';
import { secondSeedFor } from './second-seed.js';
import { StepSession, type StepConfig, type StepView } from './step-session.js';
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
  /** What the last copy/download did. */
  copied: string;
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
  /** The tour's step while it is open. */
  private tourIndex: number | undefined;

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
      (step) => this.set({ step }),
      deps.gallery[0]?.text ?? '',
    );
    this.view = {
      lanes: defaultLaneChoices(),
      laneProblems: {},
      lanesLocked: '',
      timeoutMs: DEFAULT_TIMEOUT_MS,
      gallery: deps.gallery[0]?.id ?? '',
      seedOk: true,
      mode: 'step',
      step: this.stepper.view,
      copied: '',
      groups: [],
      findingsMessage: '',
      campaignPlan: { mutators: ['opfuzz'], maxMutants: 50, seconds: 60, rngSeed: 1, timeoutMs: DEFAULT_TIMEOUT_MS },
      campaignView: idleCampaign(),
      campaignGroups: [],
      allSeeds: false,
    };
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

  /** The stored groups a campaign found, most frequent first: the one count the findings list shows too. */
  private campaignGroupsOf(groups: FindingGroupView[], campaign: CampaignView): FindingGroupView[] {
    const found = new Set(campaign.groups.map((g) => g.signature));
    return groups.filter((g) => found.has(g.signature)).sort((a, b) => b.count - a.count);
  }

  /** Stores a finding, then shows it. */
  private async store(f: Finding): Promise<void> {
    await this.deps.findings.add(f);
    this.showFindings();
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
    this.set({ laneProblems, lanes: runnable(this.view.lanes, laneProblems) });
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

  rerun(): Promise<void> {
    return this.stepper.rerun();
  }

  /**
   * Opens a `#s=…` link: its seed, step or literal mutant, lanes and timeout; nothing runs yet. A link opened
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
   * link to it would open, then runs it.
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
    if (this.opened === state) await this.rerunLink();
  }

  private async openState(s: ShareState, from: 'link' | 'gallery'): Promise<void> {
    if (this.view.lanesLocked)
      return this.set({ notice: { kind: 'refused', text: `Not opened: ${this.view.lanesLocked}.` } });
    this.opened = s;
    this.stepper.openLink(s);
    const { choices, unknown } = choicesForLink(s.lanes);
    const lanes = runnable(choices, this.view.laneProblems);
    const cannot = choices.filter((c, i) => c.enabled && !lanes[i]!.enabled).map(laneSpecOf);
    this.set({ gallery: this.galleryIdOf(s.seeds[0] ?? ''), timeoutMs: s.timeoutMs, lanes, mode: 'step' });
    await this.deps.syncLanes(this.laneIds);
    this.set({ notice: openedNotice(s, [...unknown, ...cannot], from) });
  }

  async rerunLink(): Promise<void> {
    const notice = this.view.notice;
    if (!this.opened || !notice) return;
    const reproduced = await this.stepper.rerunLink(this.opened.observed);
    this.set({ notice: { ...notice, text: notice.text.replace(NOT_RUN_YET, ''), reproduced } });
  }

  private async share(state: ShareState | undefined, what: string): Promise<void> {
    if (!state) return;
    const home = this.deps.linkHome();
    const link = home.base + (await encodeShare(state));
    await this.deps.copy(link).catch(() => undefined); // may be refused: the link is shown
    this.set({ notice: madeNotice(link, what, home.note) });
  }

  shareStep(): Promise<void> {
    const what = 'it carries the seed, mutator, options, lanes, rng seed and step, and what was observed.';
    return this.share(this.stepper.shareState(), what);
  }

  /** The GitHub issue text of the step's finding, or of a stored one (its link carries it literally). */
  async copyIssue(stored?: Finding): Promise<void> {
    const f = stored ?? this.stepper.finding();
    const state = stored ? linkStateOf(stored) : this.stepper.shareState();
    if (!f || !state) return;
    try {
      await this.deps.copy(issueText(f, this.reportContext(this.deps.linkHome().base + (await encodeShare(state)))));
      this.say('GitHub issue copied to the clipboard (markdown)', stored);
    } catch {
      this.say('the clipboard was refused: download the bundle, it holds issue.md', stored);
    }
  }

  /** A finding as a bundle (the step's, or a stored one), or the step's mutant and seed when it is none. */
  async downloadBundle(stored?: Finding): Promise<void> {
    const state = stored ? linkStateOf(stored) : this.stepper.shareState();
    if (!state) return;
    const link = this.deps.linkHome().base + (await encodeShare(state));
    const f = stored ?? this.stepper.finding();
    const { step } = this.view;
    const mutant = state.mutant ?? (step.result?.ok ? step.result.mutant : '');
    const files = f
      ? findingFiles(f, this.reportContext(link))
      : [
          { name: 'mutant.smt2', text: mutant },
          { name: 'seed.smt2', text: step.seed },
        ];
    this.deps.download(`finding-${hashId(files[0]!.text)}.tar`, tarArchive(files), 'application/x-tar');
    this.say(`bundle downloaded: ${files.map((x) => x.name).join(', ')}`, stored);
  }

  /** The page as a report states it, with a link. */
  private reportContext(link: string): ReportContext {
    return { platform: 'a web browser', ...this.deps.platform?.(), link };
  }

  /** What a copy or download did: beside the step's buttons, or the findings list's for a stored finding. */
  private say(text: string, stored: Finding | undefined): void {
    this.set(stored ? { findingsMessage: text } : { copied: text });
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

  /** Reduces a finding (the step's, or one from the findings list); the reduced one is stored too. */
  async reduce(finding: Finding | undefined = this.stepper.finding()): Promise<void> {
    if (!finding || this.reducing) return;
    const session = new ReduceSession((reduceView) => {
      if (this.reduction === session) this.set({ reduceView });
    });
    this.reduction = session;
    this.set({ reduceView: session.view });
    const view = await session.run(finding, this.deps.run);
    if (view.result?.finding) await this.store(view.result.finding);
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
    const releases = this.deps.z3Releases ?? BUNDLED_Z3.map((z) => z.version);
    const session = new BisectSession(finding, releases, (bisectView) => {
      if (this.bisection === session) this.set({ bisectView });
    });
    this.bisection = session;
    this.set({ bisectView: session.view });
    const view = await session.run(this.deps.run);
    const done = view.finding;
    if (done) await this.updateFindings((b) => replaceFinding(b, done));
    await this.deps.syncLanes(this.laneIds);
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

  openFinding(f: Finding): void {
    this.stepper.openFinding(f, `finding ${f.id} (${f.origin})`);
    this.opened = undefined;
    this.set({ gallery: this.galleryIdOf(f.seed), mode: 'step', notice: undefined });
  }

  shareFinding(f: Finding): Promise<void> {
    return this.share(linkStateOf(f), `finding ${f.id}, carried literally.`);
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
  }

  async importFindings(text: string, name: string): Promise<void> {
    const got = importFindings(this.deps.findings.book, text);
    await this.updateFindings(() => got.book);
    const refused = got.refused.length ? `, refused ${got.refused.join('; ')}` : '';
    this.set({ findingsMessage: `${name}: ${got.added} imported${refused}` });
  }
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

// The playground's coordinator: the one object the page talks to. It holds the page's view (PageState,
// playground-view.ts) and answers every intent by handing it to the part whose concern it is: step mode's inputs
// (playground-step.ts), what is opened and run (playground-open.ts), what is handed out (playground-share.ts), the
// stored findings with their live checks and reports (playground-findings.ts), a campaign (playground-campaign.ts),
// a reduction or bisection (playground-jobs.ts), the tour (playground-tour.ts). The <smt-playground> element renders
// its view; the browser's I/O comes in as PlaygroundDeps (playground-deps.ts), so this runs in Node tests too.
import { labLanes, labPlan } from './class-lab.js';
import { PlaygroundLessons } from './playground-lessons.js';
import type { Prediction } from './lessons.js';
import type { Finding } from '../finding/record.js';
import type { FindingStatus } from '../finding/state.js';
import type { Tracker } from '../finding/report/index.js';
import type { CampaignPlan } from './campaign-control.js';
import type { LaneChoice } from './lanes.js';
import { PlaygroundCampaign } from './playground-campaign.js';
import type { PlaygroundDeps } from './playground-deps.js';
import { PlaygroundFindings } from './playground-findings.js';
import { PlaygroundJobs } from './playground-jobs.js';
import { PlaygroundOpen } from './playground-open.js';
import { PlaygroundShare } from './playground-share.js';
import { PlaygroundStep } from './playground-step.js';
import { PlaygroundTour } from './playground-tour.js';
import { firstView, PageState, type PlaygroundView } from './playground-view.js';
import type { ReportChoice } from './report-view.js';
import { StepSession } from './step-session.js';
import type { StepConfig } from './step-state.js';

export type { BugWitness, NamedSeed, PlaygroundDeps } from './playground-deps.js';
export type { PlaygroundView, Said } from './playground-view.js';

export class Playground {
  private readonly state: PageState;
  private readonly stepper: StepSession;
  private readonly lessons: PlaygroundLessons;
  private readonly step: PlaygroundStep;
  private readonly opener: PlaygroundOpen;
  private readonly sharer: PlaygroundShare;
  private readonly findings: PlaygroundFindings;
  private readonly campaign: PlaygroundCampaign;
  private readonly jobs: PlaygroundJobs;
  private readonly tour: PlaygroundTour;
  /** Settles once the page has restored its state (or opened the link it was loaded with). */
  private booted: Promise<void> = Promise.resolve();

  constructor(deps: PlaygroundDeps, onView: (view: PlaygroundView) => void = () => undefined) {
    this.stepper = new StepSession(
      {
        run: deps.run,
        lanes: () => this.state.laneIds,
        timeoutMs: () => this.state.view.timeoutMs,
        version: deps.version,
        saveFinding: (f) => this.findings.store(f),
      },
      (step) => this.state.set({ step, ...this.opener.progress(step) }),
      deps.gallery[0]?.text ?? '',
    );
    this.state = new PageState(deps, firstView(deps.gallery[0]?.id ?? '', this.stepper.view), onView);
    this.findings = new PlaygroundFindings(this.state);
    this.step = new PlaygroundStep(this.state, this.stepper);
    this.opener = new PlaygroundOpen(this.state, this.stepper);
    this.lessons = new PlaygroundLessons(this.state, this.step, this.stepper);
    this.sharer = new PlaygroundShare(this.state, this.stepper, this.findings);
    this.campaign = new PlaygroundCampaign(this.state, this.findings);
    this.jobs = new PlaygroundJobs(this.state, this.findings);
    this.tour = new PlaygroundTour(this.state, this.step);
    this.state.follow = (view) => this.tour.follow(view);
  }

  get view(): PlaygroundView {
    return this.state.view;
  }

  /** The enabled lanes' ids. */
  get laneIds(): string[] {
    return this.state.laneIds;
  }

  get reducing(): boolean {
    return this.state.reducing;
  }

  get bisecting(): boolean {
    return this.state.bisecting;
  }

  boot(hash: string): Promise<void> {
    this.booted = this.bootOnce(hash);
    return this.booted;
  }

  private async bootOnce(hash: string): Promise<void> {
    await this.findings.open();
    await this.step.checkLanes();
    if (hash.startsWith('#s=')) await this.opener.openHash(hash);
    else await this.step.restore();
    await this.state.syncLanes();
  }

  // Step mode (playground-step.ts, step-session.ts)
  setSeed(text: string, seedOk?: boolean): void {
    this.step.setSeed(text, seedOk);
  }
  setLanes(lanes: LaneChoice[], timeoutMs: number): Promise<void> {
    return this.step.setLanes(lanes, timeoutMs);
  }
  configureStep(config: StepConfig): void {
    this.step.configure(config);
  }
  /** Fusion's second seed (from the gallery or pasted). */
  setSecondSeed(text: string | undefined): void {
    this.stepper.setSecondSeed(text);
  }
  setMode(mode: PlaygroundView['mode']): void {
    this.step.setMode(mode);
  }
  go(step: number): Promise<void> {
    return this.stepper.go(step);
  }
  async rerun(): Promise<void> {
    await this.stepper.rerun();
  }

  // Opened and run (playground-open.ts)
  /** A link opened while the page still boots waits for it, so the seed and settings restored never replace its. */
  async openLink(hash: string): Promise<void> {
    await this.booted;
    return this.opener.openHash(hash);
  }
  showBug(galleryId: string): Promise<void> {
    return this.opener.showBug(galleryId);
  }
  rerunLink(): Promise<void> {
    return this.opener.runOpened();
  }
  downloadLinkFormula(): void {
    this.opener.downloadFormula();
  }
  cancelLink(): void {
    this.opener.cancel();
  }
  openFinding(f: Finding): Promise<void> {
    return this.opener.openFinding(f);
  }

  // Handed out (playground-share.ts)
  shareStep(): Promise<void> {
    return this.sharer.shareStep();
  }
  shareFinding(f: Finding): Promise<void> {
    return this.sharer.shareFinding(f);
  }
  downloadBundle(stored?: Finding): Promise<void> {
    return this.sharer.downloadBundle(stored);
  }

  // The stored findings and their reports (playground-findings.ts, report-control.ts)
  removeFindings(signature: string): Promise<void> {
    return this.findings.remove(signature);
  }
  clearFindings(): Promise<void> {
    return this.findings.clear();
  }
  exportFindings(): void {
    this.findings.exportAll();
  }
  importFindings(text: string, name: string): Promise<void> {
    return this.findings.importText(text, name);
  }
  report(f: Finding | undefined = this.stepper.finding(), choice: ReportChoice = {}): Promise<void> {
    return this.findings.report(f, choice);
  }
  /** The person's choice of tracker, or "report anyway" for a fixed or reported finding. */
  chooseReport(choice: { tracker?: Tracker; force?: boolean }): void {
    this.findings.reports.choose(choice);
  }
  closeReport(): void {
    this.findings.reports.close();
  }
  /** "Open an issue on GitHub" (the page sends nothing: a new tab, filled in through its address). */
  openIssue(): Promise<void> {
    return this.findings.reports.openIssue();
  }
  copyReport(): Promise<void> {
    return this.findings.reports.copy();
  }
  /** Where the open report's finding stands: reported (with the upstream issue's address), fixed upstream, new. */
  markFinding(status: FindingStatus, url?: string): Promise<void> {
    return this.findings.reports.mark(status, url);
  }

  // A campaign (playground-campaign.ts)
  // Lessons (playground-lessons.ts)
  openLesson(id: string): void {
    this.lessons.open(id);
  }
  predictLesson(prediction: Prediction): void {
    this.lessons.predict(prediction);
  }
  runLesson(): Promise<void> {
    return this.lessons.run();
  }

  /** The class lab: its lanes (Z3 4.8.17 with z3str3 beside Z3 5.2.0 and CVC5), the six mutators, every seed. */
  async classLab(): Promise<void> {
    if (this.state.view.lanesLocked) return;
    this.campaign.setCampaign({ plan: labPlan(this.state.view.campaignPlan), allSeeds: true });
    await this.step.setLanes(labLanes(this.state.view.lanes), this.state.view.timeoutMs);
  }
  exportCampaign(format: 'csv' | 'json'): void {
    this.campaign.exportResults(format);
  }
  setCampaign(patch: { plan?: CampaignPlan; allSeeds?: boolean }): void {
    this.campaign.setCampaign(patch);
  }
  startCampaign(): Promise<void> {
    return this.campaign.start();
  }
  pauseCampaign(): void {
    this.campaign.pause();
  }
  resumeCampaign(): void {
    this.campaign.resume();
  }
  stopCampaign(): void {
    this.campaign.stop();
  }

  // A reduction, a bisection (playground-jobs.ts)
  reduce(finding: Finding | undefined = this.stepper.finding()): Promise<void> {
    return this.jobs.reduce(finding);
  }
  cancelReduce(): void {
    this.jobs.cancelReduce();
  }
  closeReduce(): void {
    this.jobs.closeReduce();
  }
  bisect(finding: Finding | undefined = this.stepper.finding()): Promise<void> {
    return this.jobs.bisect(finding);
  }
  cancelBisect(): void {
    this.jobs.cancelBisect();
  }
  closeBisect(): void {
    this.jobs.closeBisect();
  }

  // The tour (playground-tour.ts)
  startTour(): Promise<void> {
    return this.tour.start();
  }
  tourNext(): void {
    this.tour.next();
  }
  tourBack(): void {
    this.tour.back();
  }
  closeTour(): void {
    this.tour.close();
  }
}

// The page's view, held once: its shape (PlaygroundView, what <smt-playground> renders) and PageState, which every
// part of the coordinator (playground.ts) reads and changes it through, so the page hears each change.
import type { LessonState } from './lessons.js';
import { BUNDLED_Z3 } from '../solvers/z3/bundled.js';
import { sortVersions } from '../solvers/versions.js';
import { idleCampaign, type CampaignPlan, type CampaignView } from './campaign-control.js';
import type { FindingGroupView } from './findings.js';
import { DEFAULT_TIMEOUT_MS, defaultLaneChoices, laneSpecOf, type LaneChoice, type LaneProblems } from './lanes.js';
import type { PlaygroundDeps } from './playground-deps.js';
import type { ReduceView } from './reduce-control.js';
import type { BisectView } from './bisect-control.js';
import type { ReportView } from './report-view.js';
import type { ShareNotice } from './share-notice.js';
import type { StepView } from './step-state.js';
import type { TourView } from './tour.js';

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
  mode: 'step' | 'campaign' | 'lessons';
  /** The lesson open in the lessons view (lessons.ts). */
  lesson?: LessonState;
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

/** The page before anything is restored: the default lanes, the first gallery seed, step mode. */
export function firstView(gallery: string, step: StepView): PlaygroundView {
  return {
    lanes: defaultLaneChoices(),
    laneProblems: {},
    lanesLocked: '',
    timeoutMs: DEFAULT_TIMEOUT_MS,
    gallery,
    seedOk: true,
    mode: 'step',
    step,
    groups: [],
    findingsMessage: '',
    campaignPlan: { mutators: ['opfuzz'], maxMutants: 50, seconds: 60, rngSeed: 1, timeoutMs: DEFAULT_TIMEOUT_MS },
    campaignView: idleCampaign(),
    campaignGroups: [],
    allSeeds: false,
    liveChecking: [],
  };
}

export class PageState {
  /** What follows every change of the view (the open tour's panel, playground-tour.ts). */
  follow: (view: PlaygroundView) => PlaygroundView = (view) => view;

  constructor(
    readonly deps: PlaygroundDeps,
    public view: PlaygroundView,
    private readonly onView: (view: PlaygroundView) => void,
  ) {}

  set(patch: Partial<PlaygroundView>): void {
    this.view = this.follow({ ...this.view, ...patch });
    this.onView(this.view);
  }

  /** What a button did, said beside it. */
  say(at: string, text: string): void {
    this.set({ said: { at, text } });
  }

  /** The enabled lanes' ids. */
  get laneIds(): string[] {
    return this.view.lanes.filter((l) => l.enabled).map(laneSpecOf);
  }

  /** Starts the enabled lanes and stops the others. */
  syncLanes(): Promise<void> {
    return this.deps.syncLanes(this.laneIds);
  }

  /** The Z3 releases this page ships, oldest first. */
  get releases(): string[] {
    return sortVersions(this.deps.z3Releases ?? BUNDLED_Z3.map((z) => z.version));
  }

  get newestZ3(): string {
    return this.releases.at(-1) ?? BUNDLED_Z3[0]!.version;
  }

  get reducing(): boolean {
    const phase = this.view.reduceView?.phase;
    return phase === 'checking' || phase === 'reducing' || phase === 'rerunning';
  }

  get bisecting(): boolean {
    return this.view.bisectView?.phase === 'running';
  }

  /** The gallery entry whose seed is `text`, or ''. */
  galleryIdOf(text: string): string {
    return this.deps.gallery.find((g) => g.text === text)?.id ?? '';
  }
}

// The page's stored findings: a finding stored and then shown, the book changed (a group removed, all cleared, a
// file imported or exported), each stored finding's check on the newest Z3 release (live-queue.ts) kept with it, and
// a finding's report (report-control.ts) on its form as stored now. A part of the coordinator (playground.ts).
import type { Finding } from '../finding/record.js';
import type { LiveCheck } from '../finding/live-verdict.js';
import { keptLive } from '../finding/keep.js';
import type { ReportContext } from '../finding/report/index.js';
import { encodeShare } from '../share/codec.js';
import { linkStateOf } from '../share/finding-link.js';
import type { CampaignView } from './campaign-control.js';
import {
  emptyFindings,
  exportFindings,
  groupsOf,
  importFindings,
  keepIn,
  removeGroup,
  reportedFormOf,
  type FindingGroupView,
  type StoredFindings,
} from './findings.js';
import { CVC5_LANE } from './lanes.js';
import { LiveQueue } from './live-queue.js';
import type { PageState } from './playground-view.js';
import { ReportControl } from './report-control.js';
import type { ReportChoice } from './report-view.js';

/** The stored groups a campaign found, in the findings list's order: the one count the findings list shows too. */
export function campaignGroupsOf(groups: FindingGroupView[], campaign: CampaignView): FindingGroupView[] {
  const found = new Set(campaign.groups.map((g) => g.signature));
  return groups.filter((g) => found.has(g.signature));
}

export class PlaygroundFindings {
  /** Checks of stored findings on the newest Z3 release. */
  readonly live: LiveQueue;
  /** A finding's report and its hand-over state (report-control.ts). */
  readonly reports: ReportControl;

  constructor(private readonly state: PageState) {
    const { deps } = state;
    this.live = new LiveQueue({
      run: deps.run,
      newest: () => ({
        z3: [`z3@${state.newestZ3}`],
        ...(state.view.laneProblems[CVC5_LANE] === undefined ? { cvc5: [CVC5_LANE] } : {}),
      }),
      idle: () => !state.view.lanesLocked && !state.reducing && !state.bisecting,
      keep: (id, live, checked) => this.keepLiveCheck(id, live, checked),
      onChange: (pending) => state.set({ liveChecking: [...pending] }),
      drained: () => state.syncLanes(),
    });
    this.reports = new ReportControl({
      book: () => deps.findings.book,
      update: (change) => this.update(change),
      link: async (f) => deps.linkHome().base + (await encodeShare(linkStateOf(f))),
      context: (link) => this.reportContext(link),
      checkNow: (f) => this.live.now(f),
      copy: (text) => deps.copy(text),
      openUrl: (url) => deps.openUrl?.(url),
      show: (reportView) => state.set({ reportView }),
      say: (at, text) => state.say(at, text),
    });
  }

  private get book(): StoredFindings {
    return this.state.deps.findings.book;
  }

  /** Opens the store (the page's boot) and shows what it holds. */
  async open(): Promise<void> {
    await this.state.deps.findings.open();
    this.show();
  }

  show(): void {
    const groups = groupsOf(this.book);
    this.state.set({ groups, campaignGroups: campaignGroupsOf(groups, this.state.view.campaignView) });
  }

  /** Stores a finding, then shows it; its group's record is checked on the newest release when the lanes are free. */
  async store(f: Finding): Promise<void> {
    await this.state.deps.findings.add(f);
    this.show();
    const kept = this.book.groups.find((g) => g.signature === f.signature)?.record;
    if (kept) this.live.enqueue(kept);
  }

  /**
   * A live check kept with its finding where the CLI keeps it (finding/keep.ts `keptLive`): in its reduced record
   * when that ran; a reported finding the newest release no longer shows is fixed upstream.
   */
  private async keepLiveCheck(id: string, live: LiveCheck, checked: Finding): Promise<void> {
    await this.update((b) => keepIn(b, id, (record) => keptLive(record, live, checked)));
    this.reports.refresh(id);
  }

  async update(change: (book: StoredFindings) => StoredFindings): Promise<void> {
    await this.state.deps.findings.update(change);
    this.show();
  }

  remove(signature: string): Promise<void> {
    return this.update((b) => removeGroup(b, signature));
  }

  clear(): Promise<void> {
    return this.update(() => emptyFindings());
  }

  exportAll(): void {
    const text = exportFindings(this.book);
    this.state.deps.download('findings.jsonl', new TextEncoder().encode(text), 'application/jsonl');
    const n = text.split('\n').filter(Boolean).length;
    this.state.set({ findingsMessage: `findings.jsonl downloaded: ${n === 1 ? '1 record' : `${n} records`}` });
  }

  async importText(text: string, name: string): Promise<void> {
    const got = importFindings(this.book, text);
    await this.update(() => got.book);
    const refused = got.refused.length ? `, refused ${got.refused.join('; ')}` : '';
    this.state.set({ findingsMessage: `${name}: ${got.added} imported${refused}` });
  }

  /** A finding as stored now (its reduced form when it was reduced, its live check and state). */
  reportable(f: Finding | undefined): Finding | undefined {
    if (!f) return undefined;
    const stored = this.book.groups.find((g) => g.signature === f.signature)?.record;
    return reportedFormOf(this.book, stored && stored.mutant === f.mutant ? stored : f);
  }

  /** The page as a report states it, with a link. */
  reportContext(link: string): ReportContext {
    const builds = this.state.deps.builds?.();
    return {
      platform: 'an unknown system',
      host: 'a web browser',
      ...this.state.deps.platform?.(),
      ...(builds ? { builds } : {}),
      link,
    };
  }

  /**
   * Opens a finding's report (the step's, a stored one, a reduced one): its reduced form when there is one, first
   * checked on the newest Z3 release when it was not yet (report-control.ts).
   */
  report(f: Finding | undefined, choice: ReportChoice): Promise<void> {
    const target = this.reportable(f);
    return f && target ? this.reports.open(f, target, choice) : Promise.resolve();
  }
}

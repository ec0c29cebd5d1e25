// A finding's report in the page and its hand-over state: which finding is reported (the coordinator hands in its
// reduced form when there is one), its check on the newest Z3 release first when it has none, the view as the
// record stands now (report-view.ts), the person's choices (tracker, "report anyway"), "Open an issue on GitHub" (a
// new tab filled in through its address; past GitHub's length the whole report goes to the clipboard first: the page
// sends nothing), "Copy the report", and the state kept with the finding (reported with the upstream address, fixed
// upstream, new again). Environment-neutral: the coordinator (playground.ts) passes the I/O in.
import type { Finding } from '../finding/record.js';
import { checkIssueUrl, markedState, type FindingStatus } from '../finding/state.js';
import type { LiveCheck } from '../finding/live-verdict.js';
import type { ReportContext, Tracker } from '../finding/report/index.js';
import { patchFinding, recordOf, reportedFormOf, type StoredFindings } from './findings.js';
import { openedIssueText, reportViewOf, type ReportChoice, type ReportView } from './report-view.js';

export interface ReportDeps {
  book(): StoredFindings;
  update(change: (book: StoredFindings) => StoredFindings): Promise<void>;
  /** The finding's link on the public page. */
  link(f: Finding): Promise<string>;
  context(link: string): ReportContext;
  /** Its check on the newest release, at once. */
  checkNow(f: Finding): Promise<LiveCheck>;
  copy(text: string): Promise<void>;
  openUrl(url: string): void;
  show(view: ReportView | undefined): void;
  /** Said beside a button (`report`, `report-state`). */
  say(at: string, text: string): void;
}

interface Open {
  /** The finding the person asked about, and the id of the one reported (its reduced form when there is one). */
  asked: Finding;
  id: string;
  choice: ReportChoice;
  link: string;
  phase: ReportView['phase'];
}

const copied = (p: Promise<void>): Promise<boolean> =>
  p.then(
    () => true,
    () => false,
  );

export class ReportControl {
  private current: Open | undefined;
  private view: ReportView | undefined;

  constructor(private readonly deps: ReportDeps) {}

  /** Opens the report of `target` (the form of `asked` to report), checked on the newest release first. */
  async open(asked: Finding, target: Finding, choice: ReportChoice = {}): Promise<void> {
    const link = await this.deps.link(target);
    const phase = target.live ? 'ready' : 'checking';
    this.current = { asked, id: target.id, choice, link, phase };
    this.show(target);
    if (phase === 'ready') return;
    try {
      await this.deps.checkNow(target);
    } catch {
      // The check could not run: the report says the newest release was not checked.
    }
    if (this.current?.id !== target.id) return;
    this.current = { ...this.current, phase: 'ready' };
    this.show(target);
  }

  /** The open report again, when its finding (by id) changed in the store. */
  refresh(id: string): void {
    if (this.current?.id === id) this.show();
  }

  /** The open report, from the record as stored now. */
  private show(fallback?: Finding): void {
    const r = this.current;
    if (!r) return;
    // A reduced record shares its finding's id (both are named by the bug): the stored record's reported form.
    const book = this.deps.book();
    const record = recordOf(book, r.id);
    const stored = record ? reportedFormOf(book, record) : (fallback ?? r.asked);
    this.view = reportViewOf(stored, this.deps.context(r.link), r.choice, { askedId: r.asked.id, phase: r.phase });
    this.deps.show(this.view);
  }

  choose(choice: { tracker?: Tracker; force?: boolean }): void {
    if (!this.current) return;
    this.current = { ...this.current, choice: { ...this.current.choice, ...choice } };
    this.show();
  }

  close(): void {
    this.current = undefined;
    this.view = undefined;
    this.deps.show(undefined);
  }

  /**
   * The tracker's new-issue form in a new tab, filled in through its address. Past GitHub's length the whole report
   * goes to the clipboard first (copied while the page still has the focus) and the form opens with the short fields.
   */
  async openIssue(): Promise<void> {
    const v = this.view;
    if (!v?.issue || !v.report) return;
    const { issue, report } = v;
    if (!issue.complete && !(await copied(this.deps.copy(report.body)))) {
      this.deps.openUrl(issue.url);
      return this.deps.say(
        'report',
        `The clipboard was refused: copy the report below and paste it into the form (${issue.why}).`,
      );
    }
    this.deps.openUrl(issue.url);
    this.deps.say('report', openedIssueText(issue, report.tracker));
  }

  /** The whole report as markdown, to the clipboard. */
  async copy(): Promise<void> {
    const body = this.view?.report?.body;
    if (!body) return;
    this.deps.say(
      'report',
      (await copied(this.deps.copy(body)))
        ? 'Report copied to the clipboard (markdown).'
        : 'The clipboard was refused: select the report below.',
    );
  }

  /**
   * Where the finding's hand-over stands: reported (with the upstream issue's address), fixed upstream, or new again;
   * kept with the finding and its reduced form, so nothing is reported twice.
   */
  async mark(status: FindingStatus, url?: string): Promise<void> {
    const r = this.current;
    if (!r) return;
    let address: string | undefined;
    if (url !== undefined && url.trim()) {
      const checked = checkIssueUrl(url);
      if (!checked.ok) return this.deps.say('report-state', checked.reason);
      address = checked.url;
    }
    const book = this.deps.book();
    const previous = recordOf(book, r.id)?.state ?? recordOf(book, r.asked.id)?.state;
    if (status === 'reported' && !address && !previous?.url)
      return this.deps.say(
        'report-state',
        "Paste the upstream issue's address first (e.g. https://github.com/Z3Prover/z3/issues/1234).",
      );
    const state = markedState(previous, status, address);
    await this.deps.update((b) => patchFinding(patchFinding(b, r.asked.id, { state }), r.id, { state }));
    this.show();
    const words: Readonly<Record<FindingStatus, string>> = {
      new: 'Marked new.',
      reported: `Marked reported: ${state.url}.`,
      'fixed-upstream': 'Marked fixed upstream.',
    };
    this.deps.say('report-state', words[status]);
  }
}

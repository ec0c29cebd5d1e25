// <smt-playground>: the app shell. It owns the sessions (step mode, campaign, reduction), the lanes and the
// finding shelf, passes their views to the components and their intents back; the logic is in ui-state/.
import { LitElement, html } from 'lit';
import { findingFiles, githubIssue, type Finding } from '../campaign/index.js';
import { hashId } from '../campaign/hash.js';
import { claimOf } from '../share/claim.js';
import { decodeShare, encodeShare, WARN_LINK_CHARS } from '../share/codec.js';
import type { ShareState } from '../share/state.js';
import { tarArchive } from '../share/tar.js';
import type { Diagnostics } from '../smtlib/diagnose.js';
import { CampaignSession, type CampaignPlan, type CampaignView } from '../ui-state/campaign-control.js';
import { linkStateOf } from '../ui-state/finding-link.js';
import {
  emptyFindings,
  exportFindings,
  groupsOf,
  importFindings,
  removeGroup,
  type FindingGroupView,
} from '../ui-state/findings.js';
import {
  DEFAULT_TIMEOUT_MS,
  defaultLaneChoices,
  laneChoiceOf,
  laneSpecOf,
  type LaneChoice,
} from '../ui-state/lanes.js';
import { ReduceSession, type ReduceView } from '../ui-state/reduce-control.js';
import { StepSession, type StepConfig, type StepView } from '../ui-state/step-session.js';
import { appStyles } from './app-styles.js';
import './campaign-view.js';
import { download } from './download.js';
import './findings-list.js';
import './gallery-picker.js';
import { GALLERY, type GalleryExample } from './gallery/examples.js';
import './lane-panel.js';
import { LaneService, type LaneState } from './lane-service.js';
import { FindingShelf, load, save } from './persist.js';
import './reduce-panel.js';
import './seed-editor.js';
import './share-banner.js';
import type { ShareNotice } from './share-banner.js';
import './step-view.js';
import { shared } from './styles.js';

interface Settings {
  lanes: LaneChoice[];
  timeoutMs: number;
  step: StepConfig;
}

const DEFAULT_SEED = GALLERY[0]!.text;
const galleryIdOf = (text: string): string => GALLERY.find((g) => g.text === text)?.id ?? '';
const pageUrl = (fragment: string): string => `${location.origin}${location.pathname}${fragment}`;

export class PlaygroundApp extends LitElement {
  static override styles = [shared, appStyles];
  static override properties = {
    seedOk: { state: true },
    gallery: { state: true },
    lanes: { state: true },
    timeoutMs: { state: true },
    laneStates: { state: true },
    step: { state: true },
    copied: { state: true },
    notice: { state: true },
    groups: { state: true },
    findingsMessage: { state: true },
    mode: { state: true },
    campaignPlan: { state: true },
    campaignView: { state: true },
    allSeeds: { state: true },
    reduceView: { state: true },
  };

  private seedOk = true;
  private gallery = GALLERY[0]!.id;
  private lanes: LaneChoice[] = defaultLaneChoices();
  private timeoutMs = DEFAULT_TIMEOUT_MS;
  private laneStates: Record<string, LaneState> = {};
  private copied = '';
  private notice: ShareNotice | undefined;
  private groups: FindingGroupView[] = [];
  private findingsMessage = '';
  private mode: 'step' | 'campaign' = 'step';
  private campaignPlan: CampaignPlan = {
    mutators: ['opfuzz'],
    maxMutants: 50,
    seconds: 60,
    rngSeed: 1,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
  private campaignView: CampaignView = { phase: 'idle', groups: [] };
  private allSeeds = false;
  private reduceView: ReduceView | undefined;
  private campaign: CampaignSession | undefined;
  private reduction: ReduceSession | undefined;
  /** The link opened last: its claim is compared with a re-run. */
  private opened: ShareState | undefined;
  private readonly service = new LaneService(() => this.refreshStates());
  private readonly shelf = new FindingShelf((book) => (this.groups = groupsOf(book)));
  private readonly stepper = new StepSession(
    {
      run: this.service.run,
      lanes: () => this.specs,
      timeoutMs: () => this.timeoutMs,
      version: (id) => this.service.state(id).version,
      saveFinding: (f) => this.shelf.add(f),
    },
    (view) => (this.step = view),
    DEFAULT_SEED,
  );
  private step: StepView = this.stepper.view;
  private readonly onHash = (): void => void this.openLink(location.hash);

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHash);
    void this.boot();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHash);
    this.service.dispose();
  }

  private get specs(): string[] {
    return this.lanes.filter((l) => l.enabled).map(laneSpecOf);
  }

  private refreshStates(): void {
    this.laneStates = Object.fromEntries(this.lanes.map((l) => [laneSpecOf(l), this.service.state(laneSpecOf(l))]));
  }

  private async boot(): Promise<void> {
    await this.shelf.open();
    if (location.hash.startsWith('#s=')) await this.openLink(location.hash);
    else {
      const settings = await load<Settings>('settings');
      if (settings) this.applySettings(settings);
      const seed = await load<string>('seed');
      if (typeof seed === 'string') this.setSeed(seed);
    }
    await this.service.sync(this.specs);
  }

  private applySettings(s: Settings): void {
    if (Array.isArray(s.lanes) && s.lanes.length === this.lanes.length) this.lanes = s.lanes;
    if (typeof s.timeoutMs === 'number') this.timeoutMs = s.timeoutMs;
    if (s.step) this.stepper.configure(s.step);
  }

  private saveSettings(): void {
    void save('settings', { lanes: this.lanes, timeoutMs: this.timeoutMs, step: this.step.config } satisfies Settings);
  }

  private setSeed(text: string): void {
    this.stepper.setSeed(text);
    this.gallery = galleryIdOf(text);
  }

  private async openLink(hash: string): Promise<void> {
    if (!hash.startsWith('#s=')) return;
    const decoded = await decodeShare(hash);
    if (!decoded.ok) return void (this.notice = { kind: 'refused', text: decoded.message });
    const s = decoded.state;
    this.opened = s;
    this.stepper.openLink(s);
    this.gallery = galleryIdOf(s.seeds[0] ?? '');
    this.timeoutMs = s.timeoutMs;
    const choices = defaultLaneChoices().map((c) => ({ ...c, enabled: false }));
    const unknown: string[] = [];
    for (const spec of s.lanes) {
      const c = laneChoiceOf(spec);
      const i = c ? choices.findIndex((x) => x.base === c.base) : -1;
      if (c && i >= 0) choices[i] = c;
      else unknown.push(spec);
    }
    this.lanes = choices;
    this.mode = 'step';
    await this.service.sync(this.specs);
    const what =
      s.mutant !== undefined ? 'a literal mutant' : `${s.mutator?.name}, rng seed ${s.rngSeed}, step ${s.step}`;
    const extra = unknown.length ? ` Lanes this playground cannot run were left out: ${unknown.join(', ')}.` : '';
    const claim = claimOf(s);
    this.notice = {
      kind: 'opened',
      text: `Opened a shared link (${what}). Nothing has run yet.${extra}`,
      ...(claim ? { claim } : {}),
    };
  }

  private onSeed(e: CustomEvent<{ text: string; diagnostics: Diagnostics }>): void {
    this.seedOk = e.detail.diagnostics.errors.length === 0;
    if (e.detail.text === this.step.seed) return;
    this.setSeed(e.detail.text);
    void save('seed', e.detail.text);
  }

  private onGallery(e: CustomEvent<GalleryExample>): void {
    this.setSeed(e.detail.text);
    void save('seed', e.detail.text);
  }

  private onLanes(e: CustomEvent<{ lanes: LaneChoice[]; timeoutMs: number }>): void {
    this.lanes = e.detail.lanes;
    this.timeoutMs = e.detail.timeoutMs;
    this.saveSettings();
    this.refreshStates();
    void this.service.sync(this.specs);
  }

  private onStepConfig(e: CustomEvent<StepConfig>): void {
    this.stepper.configure(e.detail);
    this.saveSettings();
  }

  /** The files of what step mode shows: the finding's bundle, or the mutant and seed when it is none. */
  private async stepFiles(): Promise<
    { files: { name: string; text: string; mode?: number }[]; link: string } | undefined
  > {
    const state = this.stepper.shareState();
    if (!state) return undefined;
    const link = pageUrl(await encodeShare(state));
    const f = this.stepper.finding();
    const mutant = state.mutant ?? (this.step.result?.ok ? this.step.result.mutant : '');
    const files = f
      ? findingFiles(f, link)
      : [
          { name: 'mutant.smt2', text: mutant },
          { name: 'seed.smt2', text: this.step.seed },
        ];
    return { files, link };
  }

  private async onCopyIssue(): Promise<void> {
    const f = this.stepper.finding();
    const state = this.stepper.shareState();
    if (!f || !state) return;
    try {
      await navigator.clipboard.writeText(githubIssue(f, pageUrl(await encodeShare(state))));
      this.copied = 'GitHub issue copied to the clipboard (markdown)';
    } catch {
      this.copied = 'the clipboard was refused: download the bundle, it holds issue.md';
    }
  }

  private async onDownloadBundle(): Promise<void> {
    const got = await this.stepFiles();
    if (!got) return;
    download(`finding-${hashId(got.files[0]!.text)}.tar`, tarArchive(got.files), 'application/x-tar');
    this.copied = `bundle downloaded: ${got.files.map((f) => f.name).join(', ')}`;
  }

  private async share(state: ShareState | undefined, what: string): Promise<void> {
    if (!state) return;
    const link = pageUrl(await encodeShare(state));
    await navigator.clipboard.writeText(link).catch(() => undefined); // may be refused: the link is shown
    const long = link.length > WARN_LINK_CHARS;
    const warning = `This link is ${link.length} characters long (over about 8 KB); some chat and mail tools cut long links.`;
    this.notice = { kind: 'made', text: `Share link made: ${what}`, link, ...(long ? { warning } : {}) };
  }

  private async onShareRerun(): Promise<void> {
    if (!this.opened || !this.notice) return;
    const reproduced = await this.stepper.rerunLink(this.opened.observed);
    this.notice = { ...this.notice, reproduced };
  }

  private async startCampaign(): Promise<void> {
    const session = new CampaignSession((v) => (this.campaignView = v));
    this.campaign = session;
    const seeds = this.allSeeds
      ? GALLERY.map((g) => ({ id: g.id, text: g.text }))
      : [{ id: this.gallery || 'editor', text: this.step.seed }];
    const plan = { ...this.campaignPlan, timeoutMs: this.timeoutMs };
    await session.run(plan, seeds, this.service.runner(this.specs), this.shelf.campaignStore());
  }

  private get reducing(): boolean {
    const phase = this.reduceView?.phase;
    return phase === 'checking' || phase === 'reducing' || phase === 'rerunning';
  }

  private async startReduce(finding: Finding | undefined): Promise<void> {
    if (!finding || this.reducing) return;
    const session = new ReduceSession((v) => {
      if (this.reduction === session) this.reduceView = v;
    });
    this.reduction = session;
    this.reduceView = session.view;
    await this.updateComplete;
    const panel = this.renderRoot.querySelector('reduce-panel');
    await panel?.updateComplete;
    panel?.scrollIntoView({ block: 'nearest' });
    panel?.focusHeading();
    const view = await session.run(finding, this.service.run);
    if (view.result?.finding) await this.shelf.add(view.result.finding);
  }

  private findingsIntents() {
    return {
      open: (e: CustomEvent<Finding>) => {
        this.stepper.openFinding(e.detail, `finding ${e.detail.id} (${e.detail.origin})`);
        this.gallery = galleryIdOf(e.detail.seed);
        this.mode = 'step';
      },
      reduce: (e: CustomEvent<Finding>) => void this.startReduce(e.detail),
      link: (e: CustomEvent<Finding>) =>
        void this.share(linkStateOf(e.detail), `finding ${e.detail.id}, carried literally.`),
      remove: (e: CustomEvent<string>) => void this.shelf.update((b) => removeGroup(b, e.detail)),
      clear: () => void this.shelf.update(() => emptyFindings()),
      export: () =>
        download('findings.jsonl', new TextEncoder().encode(exportFindings(this.shelf.book)), 'application/jsonl'),
      import: (e: CustomEvent<{ text: string; name: string }>) => {
        const got = importFindings(this.shelf.book, e.detail.text);
        void this.shelf.update(() => got.book);
        this.findingsMessage = `${e.detail.name}: ${got.added} imported${got.refused.length ? `, refused ${got.refused.join('; ')}` : ''}`;
      },
    };
  }

  private renderMode() {
    const canRun = this.seedOk && this.specs.length > 0;
    if (this.mode === 'campaign')
      return html`<campaign-view
        .plan=${this.campaignPlan}
        .view=${this.campaignView}
        ?canRun=${canRun}
        ?allSeeds=${this.allSeeds}
        @campaign-plan=${(e: CustomEvent<CampaignPlan>) => (this.campaignPlan = e.detail)}
        @campaign-seeds=${(e: CustomEvent<{ all: boolean }>) => (this.allSeeds = e.detail.all)}
        @campaign-start=${() => void this.startCampaign()}
        @campaign-pause=${() => this.campaign?.pause()}
        @campaign-resume=${() => this.campaign?.resume()}
        @campaign-stop=${() => this.campaign?.stop()}
      ></campaign-view>`;
    return html`<step-view
      .state=${this.step}
      ?canRun=${canRun}
      ?reducing=${this.reducing}
      .copied=${this.copied}
      @step-config=${this.onStepConfig}
      @step-go=${(e: CustomEvent<{ step: number }>) => void this.stepper.go(e.detail.step)}
      @step-run=${() => void this.stepper.rerun()}
      @share=${() => void this.share(this.stepper.shareState(), 'it carries the seed, mutator, options, lanes, rng seed and step, and what was observed.')}
      @step-reduce=${() => void this.startReduce(this.stepper.finding())}
      @copy-issue=${() => void this.onCopyIssue()}
      @download-bundle=${() => void this.onDownloadBundle()}
    ></step-view>`;
  }

  override render() {
    const isolated = globalThis.crossOriginIsolated === true;
    const on = this.findingsIntents();
    return html`
      <header>
        <h1>SMT Fuzz Playground</h1>
        <span class="status" data-testid="isolation"
          >Cross-origin isolated: <strong>${isolated ? 'yes' : 'no'}</strong></span
        >
      </header>
      <share-banner
        .notice=${this.notice}
        ?busy=${this.step.busy}
        @share-rerun=${this.onShareRerun}
        @download-bundle=${() => void this.onDownloadBundle()}
      ></share-banner>
      <div class="layout">
        <section>
          <div class="card">
            <h2>Seed</h2>
            <gallery-picker .selected=${this.gallery} @gallery-pick=${this.onGallery}></gallery-picker>
            <seed-editor .value=${this.step.seed} @seed-change=${this.onSeed}></seed-editor>
          </div>
          <div class="card">
            <lane-panel
              .lanes=${this.lanes}
              .states=${this.laneStates}
              .timeoutMs=${this.timeoutMs}
              @lanes-change=${this.onLanes}
            ></lane-panel>
          </div>
        </section>
        <section>
          <div class="tabs" role="group" aria-label="Mode">
            <button aria-pressed=${this.mode === 'step'} data-testid="tab-step" @click=${() => (this.mode = 'step')}>
              Step mode
            </button>
            <button
              aria-pressed=${this.mode === 'campaign'}
              data-testid="tab-campaign"
              @click=${() => (this.mode = 'campaign')}
            >
              Campaign
            </button>
          </div>
          <div class="card">${this.renderMode()}</div>
          ${
            this.reduceView
              ? html`<div class="card">
                  <reduce-panel
                    .view=${this.reduceView}
                    @reduce-cancel=${() => this.reduction?.cancel()}
                    @reduce-close=${() => (this.reduceView = undefined)}
                  ></reduce-panel>
                </div>`
              : ''
          }
          <div class="card">
            <findings-list
              .groups=${this.groups}
              ?reducing=${this.reducing}
              .message=${this.findingsMessage}
              @finding-open=${on.open}
              @finding-reduce=${on.reduce}
              @finding-link=${on.link}
              @finding-delete=${on.remove}
              @findings-clear=${on.clear}
              @findings-export=${on.export}
              @findings-import=${on.import}
            ></findings-list>
          </div>
        </section>
      </div>
    `;
  }
}

customElements.define('smt-playground', PlaygroundApp);

declare global {
  interface HTMLElementTagNameMap {
    'smt-playground': PlaygroundApp;
  }
}

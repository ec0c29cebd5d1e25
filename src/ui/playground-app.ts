// <smt-playground>: the app shell. It renders the view of the playground's coordinator (ui-state/playground.ts)
// and hands it every intent the components send (typed events, ui/events.ts); the browser's I/O (lanes, IndexedDB,
// clipboard, downloads) is handed to the coordinator here.
import { LitElement, html } from 'lit';
import type { Finding } from '../finding/record.js';
import { laneSpecOf, readiness } from '../ui-state/lanes.js';
import { browserPlatform } from '../ui-state/platform.js';
import { Playground, type PlaygroundView } from '../ui-state/playground.js';
import { seedStatus } from '../ui-state/seed-status.js';
import { appStyles } from './app-styles.js';
import { campaignExtras } from './campaign-extras.js';
import './campaign-view.js';
import { download } from './download.js';
import { FocusKeeper, focusLost } from './focus-keeper.js';
import './findings-list.js';
import './gallery-picker.js';
import { GALLERY } from './gallery/examples.js';
import './lane-panel.js';
import { LaneService, type LaneState } from './lane-service.js';
import { ModelCheckHost } from '../oracles/model-check-host.js';
import { spawnModelCheckBrowserWorker } from '../oracles/spawn-model-check-browser.js';
import { pageLinkHome } from './page-link-home.js';
import { FindingShelf, load, save } from './persist.js';
import { browserFacts } from './platform.js';
import './reduce-panel.js';
import './report-panel.js';
import './bisect-panel.js';
import './seed-editor.js';
import './share-banner.js';
import './step-view.js';
import './tour-panel.js';
import { shared } from './styles.js';

const INTRO = html`<p>
    Pick a seed formula (the papers' own or ours), choose a mutator from the literature (OpFuzz, TypeFuzz, Semantic
    Fusion, Janus, STORM, SAE) and press Mutate: the step view shows the rule applied, the formula before and after,
    each solver's answer, and the verdict of the oracle. A campaign does this thousands of times. A finding can be
    reduced to a small formula and shared as a link that re-runs it in anyone's browser.
  </p>
  <p>
    Everything runs here, in WebAssembly: the newest Z3 (5.2.0) against CVC5, with Z3 4.8.17 as a reference a click
    away. CVC5 runs when its WebAssembly build is served beside the page; where it is not, the CVC5 lane says how to add
    one.
  </p>`;

export class PlaygroundApp extends LitElement {
  static override styles = [shared, appStyles];
  static override properties = { view: { state: true }, laneStates: { state: true } };

  private laneStates: Record<string, LaneState> = {};
  private readonly service = new LaneService(() => this.refreshStates());
  private readonly shelf = new FindingShelf();
  private readonly facts = browserFacts();
  private readonly app: Playground = new Playground(
    {
      run: this.service.run,
      runner: (ids) => this.service.runner(ids),
      syncLanes: (ids) => this.service.sync(ids),
      version: (id) => this.service.state(id).version,
      laneProblem: (base) => this.service.problem(base),
      load,
      save,
      findings: this.shelf,
      copy: (text) => navigator.clipboard.writeText(text),
      download,
      // A new tab the person reviews and submits; 'noopener' gives it no handle on this page.
      openUrl: (url) => void window.open(url, '_blank', 'noopener'),
      platform: () => browserPlatform(this.facts),
      linkHome: pageLinkHome,
      gallery: GALLERY,
      // A campaign's model checks run in a worker, under a time bound: never on this thread.
      modelChecker: new ModelCheckHost(spawnModelCheckBrowserWorker),
      campaignExtras: (ids, plan) => campaignExtras(this.service, ids, plan),
    },
    (view) => (this.view = view),
  );
  private view: PlaygroundView = this.app.view;
  private readonly onHash = (): void => void this.app.openLink(location.hash);
  /** Gives the focus back to the control that started an action when it ends (ui-state/focus-return.ts). */
  private readonly focusKeeper = new FocusKeeper();
  /** The open panels' tokens: closing a panel gives the focus back to the control that opened it. */
  private readonly panelTokens: Partial<Record<'report' | 'reduce' | 'bisect', number>> = {};

  constructor() {
    super();
    this.hearIntents();
  }

  /** Every component's intents bubble up to the shell (ui/events.ts declares them), which hands them on. */
  private hearIntents(): void {
    const app = this.app;
    const on = this.addEventListener.bind(this);
    on('gallery-pick', (e) => app.setSeed(e.detail.text));
    on('gallery-show-bug', (e) => void app.showBug(e.detail));
    on('seed-change', (e) => app.setSeed(e.detail.text, seedStatus(e.detail.diagnostics).ok));
    on('lanes-change', (e) => {
      void app.setLanes(e.detail.lanes, e.detail.timeoutMs);
      this.refreshStates();
    });
    on('step-config', (e) => app.configureStep(e.detail));
    on('second-seed', (e) => app.setSecondSeed(e.detail.text));
    on('step-go', (e) => void this.keepFocus(() => app.go(e.detail.step)));
    on('step-run', () => void this.keepFocus(() => app.rerun()));
    on('share', () => void app.shareStep());
    on('step-reduce', () => void this.reduce());
    on('step-bisect', () => void this.bisect());
    on('step-report', () => void this.report());
    on('download-bundle', () => void app.downloadBundle());
    on('share-rerun', () => void this.keepFocus(() => app.rerunLink()));
    on('share-cancel', () => app.cancelLink());
    on('share-formula', () => app.downloadLinkFormula());
    on('campaign-plan', (e) => app.setCampaign({ plan: e.detail }));
    on('campaign-seeds', (e) => app.setCampaign({ allSeeds: e.detail.all }));
    on('campaign-start', () => void this.startCampaign());
    on('campaign-pause', () => app.pauseCampaign());
    on('campaign-resume', () => app.resumeCampaign());
    on('campaign-stop', () => app.stopCampaign());
    on('finding-open', (e) => void this.open(e.detail));
    on('finding-reduce', (e) => void this.reduce(e.detail));
    on('finding-bisect', (e) => void this.bisect(e.detail));
    on('finding-link', (e) => void app.shareFinding(e.detail));
    on('finding-report', (e) => void this.report(e.detail));
    on('finding-bundle', (e) => void app.downloadBundle(e.detail));
    on('finding-delete', (e) => void app.removeFindings(e.detail));
    on('findings-clear', () => void app.clearFindings());
    on('findings-export', () => app.exportFindings());
    on('findings-import', (e) => void app.importFindings(e.detail.text, e.detail.name));
    on('report-choose', (e) => app.chooseReport(e.detail));
    on('report-open-issue', () => void app.openIssue());
    on('report-copy', () => void app.copyReport());
    on('report-mark', (e) => void app.markFinding(e.detail.status, e.detail.url));
    on('report-close', () => void this.closePanel('report', () => app.closeReport()));
    on('reduce-cancel', () => app.cancelReduce());
    on('reduce-close', () => void this.closePanel('reduce', () => app.closeReduce()));
    on('bisect-cancel', () => app.cancelBisect());
    on('bisect-close', () => void this.closePanel('bisect', () => app.closeBisect()));
    on('tour-next', () => app.tourNext());
    on('tour-back', () => app.tourBack());
    on('tour-close', () => app.closeTour());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHash);
    void this.app.boot(location.hash);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHash);
    this.service.dispose();
  }

  private refreshStates(): void {
    const ids = this.view.lanes.map(laneSpecOf);
    this.laneStates = Object.fromEntries(ids.map((id) => [id, this.service.state(id)]));
  }

  /** The components rendered what changed (Lit updates a child in the microtasks after its parent). */
  private async rendered(): Promise<void> {
    await this.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  /** Runs an action; when it ends, the focus goes back to the control that started it if it was lost. */
  private async keepFocus(action: () => Promise<unknown>): Promise<void> {
    const token = this.focusKeeper.start();
    try {
      await action();
    } finally {
      await this.rendered();
      this.focusKeeper.end(token);
    }
  }

  /** Remembers the control that opened a panel (Report, Reduce, Bisect) until the panel closes. */
  private openPanel(panel: 'report' | 'reduce' | 'bisect'): void {
    const before = this.panelTokens[panel];
    if (before !== undefined) this.focusKeeper.end(before);
    this.panelTokens[panel] = this.focusKeeper.start();
  }

  private async closePanel(panel: 'report' | 'reduce' | 'bisect', close: () => void): Promise<void> {
    close();
    const token = this.panelTokens[panel];
    delete this.panelTokens[panel];
    await this.rendered();
    if (token !== undefined) this.focusKeeper.end(token);
  }

  /**
   * Start disables itself: while the campaign runs the focus goes to Stop (the next thing a keyboard user wants),
   * and back to Start when the campaign ends.
   */
  private async startCampaign(): Promise<void> {
    await this.keepFocus(async () => {
      const run = this.app.startCampaign();
      await this.rendered();
      if (focusLost())
        this.renderRoot
          .querySelector('campaign-view')
          ?.renderRoot.querySelector<HTMLElement>('[data-testid=campaign-stop]')
          ?.focus();
      await run;
    });
  }

  private async reduce(finding?: Finding): Promise<void> {
    this.openPanel('reduce');
    const started = this.keepFocus(() => this.app.reduce(finding));
    await this.updateComplete;
    const panel = this.renderRoot.querySelector('reduce-panel');
    await panel?.updateComplete;
    panel?.scrollIntoView({ block: 'nearest' });
    panel?.focusHeading();
    await started;
  }

  private async bisect(finding?: Finding): Promise<void> {
    this.openPanel('bisect');
    const started = this.keepFocus(() => this.app.bisect(finding));
    await this.updateComplete;
    this.renderRoot.querySelector('bisect-panel')?.scrollIntoView({ block: 'nearest' });
    await started;
  }

  /** Opens a finding's report and brings it into sight. */
  private async report(finding?: Finding): Promise<void> {
    this.openPanel('report');
    const opened = this.app.report(finding);
    await this.updateComplete;
    const panel = this.renderRoot.querySelector('report-panel');
    await panel?.updateComplete;
    panel?.scrollIntoView({ block: 'start' });
    panel?.renderRoot.querySelector<HTMLElement>('#report-title')?.focus();
    await opened;
  }

  /** Opens a stored finding in the step view and brings the view into sight. */
  private async open(finding: Finding): Promise<void> {
    await this.app.openFinding(finding);
    await this.updateComplete;
    this.renderRoot.querySelector('step-view')?.scrollIntoView({ block: 'start' });
  }

  private renderMode() {
    const v = this.view;
    const app = this.app;
    const ready = readiness(app.laneIds, (id) => this.laneStates[id]);
    const canRun = v.seedOk && ready.ok;
    const why = !v.seedOk ? 'the seed cannot run yet (see under the editor)' : ready.ok ? '' : ready.why;
    if (v.mode === 'campaign')
      return html`<campaign-view
        .plan=${v.campaignPlan}
        .view=${v.campaignView}
        .groups=${v.campaignGroups}
        ?busy=${app.reducing || app.bisecting}
        ?canRun=${canRun && !v.lanesLocked}
        .why=${why}
        ?allSeeds=${v.allSeeds}
        .said=${v.said}
        .checking=${v.liveChecking}
        .lanes=${app.laneIds}
      ></campaign-view>`;
    return html`<step-view
      .state=${v.step}
      ?canRun=${canRun}
      .why=${why}
      ?findingBusy=${app.reducing || app.bisecting}
      .said=${v.said}
    ></step-view>`;
  }

  override render() {
    const v = this.view;
    const app = this.app;
    const isolated = globalThis.crossOriginIsolated === true;
    return html`
      <header>
        <h1>SMT Fuzz Playground</h1>
        <span class="status" data-testid="isolation"
          >Cross-origin isolated: <strong>${isolated ? 'yes' : 'no'}</strong></span
        >
      </header>
      <section class="intro" data-testid="intro" aria-label="About the playground">
        <span class="lead"
          >Find bugs in SMT solvers the way the research papers do: mutate a formula, run it on two Z3 releases in your
          browser, and catch wrong answers, crashes and bad models.</span
        >
        <button
          class="tour"
          data-testid="tour-start"
          aria-label="Take the tour: seed, mutate, disagreement, reduce, share"
          @click=${() => void app.startTour()}
        >
          Take the tour
        </button>
        <details>
          <summary>What is this?</summary>
          ${INTRO}
        </details>
      </section>
      <tour-panel .view=${v.tour}></tour-panel>
      <share-banner .notice=${v.notice} ?busy=${v.step.busy}></share-banner>
      <main class="layout">
        <section>
          <div class="card seed-card">
            <h2>Seed</h2>
            <gallery-picker .selected=${v.gallery}></gallery-picker>
            <seed-editor .value=${v.step.seed}></seed-editor>
          </div>
          <div class="card lanes-card">
            <lane-panel
              .lanes=${v.lanes}
              .states=${this.laneStates}
              .timeoutMs=${v.timeoutMs}
              .problems=${v.laneProblems}
              .locked=${v.lanesLocked}
            ></lane-panel>
          </div>
        </section>
        <section>
          <div class="tabs" role="group" aria-label="Mode">
            <button aria-pressed=${v.mode === 'step'} data-testid="tab-step" @click=${() => app.setMode('step')}>
              Step mode
            </button>
            <button
              aria-pressed=${v.mode === 'campaign'}
              data-testid="tab-campaign"
              @click=${() => app.setMode('campaign')}
            >
              Campaign
            </button>
          </div>
          <div class="card mode-card">${this.renderMode()}</div>
          ${
            v.reportView
              ? html`<div class="card report-card">
                  <report-panel .view=${v.reportView} .said=${v.said}></report-panel>
                </div>`
              : ''
          }
          ${
            v.reduceView
              ? html`<div class="card reduce-card">
                  <reduce-panel .view=${v.reduceView}></reduce-panel>
                </div>`
              : ''
          }
          ${
            v.bisectView
              ? html`<div class="card bisect-card">
                  <bisect-panel .view=${v.bisectView}></bisect-panel>
                </div>`
              : ''
          }
          <div class="card findings-card">
            <findings-list
              .groups=${v.groups}
              ?busy=${app.reducing || app.bisecting}
              .message=${v.findingsMessage}
              .said=${v.said}
              .checking=${v.liveChecking}
            ></findings-list>
          </div>
        </section>
      </main>
    `;
  }
}

customElements.define('smt-playground', PlaygroundApp);

declare global {
  interface HTMLElementTagNameMap {
    'smt-playground': PlaygroundApp;
  }
}

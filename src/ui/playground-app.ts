// <smt-playground>: the app shell. It renders the view of the playground's coordinator (ui-state/playground.ts)
// and hands it every intent the components send (app-intents.ts; typed events, ui/events.ts), with the focus and the
// panels brought into sight (app-focus.ts); the browser's I/O (page-deps.ts) is handed to the coordinator here.
import { LitElement, html } from 'lit';
import { laneSpecOf, runGate } from '../ui-state/lanes.js';
import { Playground, type PlaygroundView } from '../ui-state/playground.js';
import { AppFocus } from './app-focus.js';
import { hearIntents } from './app-intents.js';
import { appIntro } from './app-intro.js';
import { appStyles } from './app-styles.js';
import './campaign-view.js';
import './findings-list.js';
import './gallery-picker.js';
import './lane-panel.js';
import { LaneService, type LaneState } from './lane-service.js';
import { pageDeps } from './page-deps.js';
import { FindingShelf } from './persist.js';
import './reduce-panel.js';
import './report-panel.js';
import './bisect-panel.js';
import './lesson-panel.js';
import './seed-editor.js';
import './share-banner.js';
import './step-view.js';
import './tour-panel.js';
import { shared } from './styles.js';

export class PlaygroundApp extends LitElement {
  static override styles = [shared, appStyles];
  static override properties = { view: { state: true }, laneStates: { state: true } };

  private laneStates: Record<string, LaneState> = {};
  private readonly service = new LaneService(() => this.refreshStates());
  private readonly app: Playground = new Playground(
    pageDeps(this.service, new FindingShelf()),
    (view) => (this.view = view),
  );
  private view: PlaygroundView = this.app.view;
  private readonly onHash = (): void => void this.app.openLink(location.hash);

  constructor() {
    super();
    hearIntents(this, this.app, new AppFocus(this, this.app), () => this.refreshStates());
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

  private renderMode() {
    const v = this.view;
    const app = this.app;
    const { canRun, why } = runGate(v.seedOk, app.laneIds, (id) => this.laneStates[id]);
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
    const lessons =
      v.mode === 'lessons'
        ? html`<lesson-panel .lesson=${v.lesson} .step=${v.step} ?canRun=${canRun}></lesson-panel>
            <hr />`
        : '';
    return html`${lessons}<step-view
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
    return html`
      ${appIntro(() => void app.startTour())}
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
              aria-pressed=${v.mode === 'lessons'}
              data-testid="tab-lessons"
              @click=${() => app.setMode('lessons')}
            >
              Lessons
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

// <smt-playground>: the app shell. Holds the state, turns intents from the components into calls on the
// tested logic (src/ui-state/, src/share/) and the lanes, and persists what must survive a reload.
import { LitElement, css, html } from 'lit';
import { MUTATORS, mutatorByName } from '../mutators/registry.js';
import { defaultOptions } from '../mutators/types.js';
import { claimOf, reproduces } from '../share/claim.js';
import { decodeShare, encodeShare, WARN_LINK_CHARS } from '../share/codec.js';
import type { ShareState } from '../share/state.js';
import type { Outcome } from '../solvers/outcome.js';
import type { Diagnostics } from '../smtlib/diagnose.js';
import {
  DEFAULT_TIMEOUT_MS,
  defaultLaneChoices,
  laneChoiceOf,
  laneSpecOf,
  laneTitle,
  type LaneChoice,
} from '../ui-state/lanes.js';
import { runStep, type StepResult } from '../ui-state/step.js';
import { stepInputs, type InputLane, type StepInputs } from '../ui-state/step-inputs.js';
import { findingBundle, githubIssue, type FindingFacts } from '../ui-state/finding-report.js';
import { tarArchive } from '../share/tar.js';
import { hashId } from '../campaign/hash.js';
import { download } from './download.js';
import { verdictOf, type Observed, type Verdict } from '../ui-state/verdict.js';
import { CampaignSession, type CampaignPlan, type CampaignView } from '../ui-state/campaign-control.js';
import { ReduceSession, type ReduceView } from '../ui-state/reduce-control.js';
import { findingOfShare, type ReducibleFinding } from '../ui-state/reduce-plan.js';
import './campaign-view.js';
import './findings-list.js';
import type { Finding } from './findings-list.js';
import './gallery-picker.js';
import { GALLERY, type GalleryExample } from './gallery/examples.js';
import './lane-panel.js';
import './reduce-panel.js';
import { LaneService, type LaneState } from './lane-service.js';
import type { LaneRow } from './outcome-table.js';
import { IdbCampaignStore, load, save } from './persist.js';
import './seed-editor.js';
import './share-banner.js';
import type { ShareNotice } from './share-banner.js';
import './step-view.js';
import type { StepConfig } from './step-view.js';
import { shared } from './styles.js';

interface Settings {
  lanes: LaneChoice[];
  timeoutMs: number;
  step: StepConfig;
}

const firstMutator = MUTATORS[0]!;
const DEFAULT_SEED = GALLERY.find((g) => g.id === 'qf_nia')?.text ?? GALLERY[0]!.text;

const observe = (o: Outcome): Observed => ({
  lane: o.laneId,
  status: o.status,
  answers: o.answers,
  ...(o.modelInvalid ? { modelInvalid: true } : {}),
});

export class PlaygroundApp extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        max-width: 1400px;
        margin: 0 auto;
        padding: 0.8rem 1rem;
      }
      header {
        display: flex;
        justify-content: space-between;
        align-items: baseline;
        flex-wrap: wrap;
        gap: 0.5rem;
      }
      h1 {
        font-size: 1.4rem;
        margin: 0;
      }
      .layout {
        display: grid;
        grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
        gap: 1rem;
        align-items: start;
      }
      section {
        min-width: 0;
      }
      .card {
        border: 1px solid #ccc;
        border-radius: 6px;
        padding: 0.6rem 0.8rem;
        margin-bottom: 0.8rem;
        background: white;
      }
      @media (max-width: 960px) {
        .layout {
          grid-template-columns: minmax(0, 1fr);
        }
      }
      .status {
        font-size: 0.9rem;
      }
      .tabs {
        display: flex;
        gap: 0.3rem;
        margin-bottom: 0.4rem;
      }
      .tabs button[aria-pressed='true'] {
        background: #0b61a4;
        border-color: #0b61a4;
        color: white;
        font-weight: 600;
      }
    `,
  ];

  static override properties = {
    seed: { state: true },
    seedOk: { state: true },
    gallery: { state: true },
    lanes: { state: true },
    timeoutMs: { state: true },
    laneStates: { state: true },
    stepConfig: { state: true },
    copied: { state: true },
    result: { state: true },
    rows: { state: true },
    verdict: { state: true },
    busy: { state: true },
    notice: { state: true },
    findings: { state: true },
    mode: { state: true },
    campaignPlan: { state: true },
    campaignView: { state: true },
    allSeeds: { state: true },
    reduceView: { state: true },
  };

  private seed = DEFAULT_SEED;
  private seedOk = true;
  private gallery = 'qf_nia';
  private lanes: LaneChoice[] = defaultLaneChoices();
  private timeoutMs = DEFAULT_TIMEOUT_MS;
  private laneStates: Record<string, LaneState> = {};
  private stepConfig: StepConfig = {
    mutator: firstMutator.info.name,
    options: defaultOptions(firstMutator.info),
    rngSeed: 1,
  };
  private result: StepResult | undefined;
  private rows: LaneRow[] = [];
  private verdict: Verdict | undefined;
  private busy = false;
  private notice: ShareNotice | undefined;
  private findings: Finding[] = [];
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
  private session: CampaignSession | undefined;
  private reduceView: ReduceView | undefined;
  private reduction: ReduceSession | undefined;
  /** The state an opened link carried, kept to compare a re-run with its claim. */
  private opened: ShareState | undefined;
  private literalMutant: string | undefined;
  /** What a solver established for the current step (Janus, SAE, STORM), cached per seed, mutator and lanes. */
  private inputs: { key: string; inputs: StepInputs } | undefined;
  private copied = '';
  private readonly service = new LaneService(() => this.refreshStates());

  override connectedCallback(): void {
    super.connectedCallback();
    void this.boot();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.service.dispose();
  }

  private get specs(): string[] {
    return this.lanes.filter((l) => l.enabled).map(laneSpecOf);
  }

  private refreshStates(): void {
    this.laneStates = Object.fromEntries(this.lanes.map((l) => [laneSpecOf(l), this.service.state(laneSpecOf(l))]));
  }

  private async boot(): Promise<void> {
    this.findings = (await load<Finding[]>('findings')) ?? [];
    const hash = location.hash;
    if (hash.startsWith('#s=')) await this.openLink(hash);
    else {
      const settings = await load<Settings>('settings');
      if (settings) this.applySettings(settings);
      const seed = await load<string>('seed');
      if (typeof seed === 'string') {
        this.seed = seed;
        this.gallery = GALLERY.find((g) => g.text === seed)?.id ?? '';
      }
    }
    await this.service.sync(this.specs);
  }

  private applySettings(s: Settings): void {
    if (Array.isArray(s.lanes) && s.lanes.length === this.lanes.length) this.lanes = s.lanes;
    if (typeof s.timeoutMs === 'number') this.timeoutMs = s.timeoutMs;
    if (s.step && mutatorByName(s.step.mutator)) this.stepConfig = s.step;
  }

  private saveSettings(): void {
    void save('settings', { lanes: this.lanes, timeoutMs: this.timeoutMs, step: this.stepConfig } satisfies Settings);
  }

  private async openLink(hash: string): Promise<void> {
    const decoded = await decodeShare(hash);
    if (!decoded.ok) {
      this.notice = { kind: 'refused', text: decoded.message };
      return;
    }
    const s = decoded.state;
    this.opened = s;
    this.seed = s.seeds[0] ?? '';
    this.gallery = GALLERY.find((g) => g.text === this.seed)?.id ?? '';
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
    if (s.mutator && mutatorByName(s.mutator.name))
      this.stepConfig = { mutator: s.mutator.name, options: s.mutator.options, rngSeed: s.rngSeed };
    if (s.mutant !== undefined) {
      this.literalMutant = s.mutant;
      this.result = {
        ok: true,
        step: s.step,
        parent: this.seed,
        mutant: s.mutant,
        oracle: s.expected ? { kind: 'expected', expected: s.expected } : { kind: 'differential', expected: null },
        trace: [],
      };
    } else if (s.mutator)
      this.result = runStep({
        seed: this.seed,
        mutator: s.mutator.name,
        options: s.mutator.options,
        rngSeed: s.rngSeed,
        step: s.step,
      });
    this.rows = this.specs.map((lane) => ({ lane }));
    const extra = unknown.length ? ` Lanes this playground cannot run were left out: ${unknown.join(', ')}.` : '';
    this.notice = {
      kind: 'opened',
      text: `Opened a shared link (${s.mutator ? `${s.mutator.name}, rng seed ${s.rngSeed}, step ${s.step}` : 'a literal mutant'}). Nothing has run yet.${extra}`,
      ...(claimOf(s) ? { claim: claimOf(s)! } : {}),
    };
  }

  private onSeed(e: CustomEvent<{ text: string; diagnostics: Diagnostics }>): void {
    const changed = e.detail.text !== this.seed;
    this.seed = e.detail.text;
    this.seedOk = e.detail.diagnostics.errors.length === 0;
    if (changed) {
      this.literalMutant = undefined;
      this.gallery = GALLERY.find((g) => g.text === this.seed)?.id ?? '';
      void save('seed', this.seed);
    }
  }

  private onGallery(e: CustomEvent<GalleryExample>): void {
    this.gallery = e.detail.id;
    this.seed = e.detail.text;
    this.result = undefined;
    this.verdict = undefined;
    void save('seed', this.seed);
  }

  private onLanes(e: CustomEvent<{ lanes: LaneChoice[]; timeoutMs: number }>): void {
    this.lanes = e.detail.lanes;
    this.timeoutMs = e.detail.timeoutMs;
    this.saveSettings();
    this.refreshStates();
    void this.service.sync(this.specs);
  }

  private onStepConfig(e: CustomEvent<StepConfig>): void {
    this.stepConfig = e.detail;
    this.saveSettings();
  }

  private async onStepGo(e: CustomEvent<{ step: number }>): Promise<void> {
    this.literalMutant = undefined;
    this.opened = undefined;
    const { mutator, options, rngSeed } = this.stepConfig;
    const step = e.detail.step;
    const inputs = await this.solverInputs(mutator);
    this.copied = '';
    this.result =
      inputs && !inputs.ok
        ? { ok: false, step, reason: inputs.reason }
        : runStep({
            seed: this.seed,
            mutator,
            options,
            rngSeed,
            step,
            ...(inputs?.ok ? { inputs: inputs.inputs } : {}),
          });
    await this.runResult();
  }

  /** Runs parent and mutant on every enabled lane; returns the mutant's observations. */
  private async runResult(): Promise<Observed[]> {
    const r = this.result;
    this.verdict = undefined;
    if (!r?.ok || !this.seedOk) return [];
    this.busy = true;
    const specs = this.specs;
    this.rows = specs.map((lane) => ({ lane }));
    const update = (lane: string, patch: Partial<LaneRow>): void => {
      this.rows = this.rows.map((row) => (row.lane === lane ? { ...row, ...patch } : row));
    };
    const mutantOutcomes = await Promise.all(
      specs.map(async (lane) => {
        const parent = await this.service.run(lane, r.parent, this.timeoutMs);
        update(lane, { parent });
        const mutant = await this.service.run(lane, r.mutant, this.timeoutMs);
        update(lane, { mutant });
        return mutant;
      }),
    );
    const observed = mutantOutcomes.map(observe);
    const verdict = verdictOf(r.oracle, observed);
    if (verdict.finding) {
      const signature = `${verdict.kind}: ${observed.map((o) => `${laneTitle(o.lane)}=${o.status === 'ok' ? (o.answers.at(-1) ?? '-') : o.status}`).join(', ')}`;
      const link = await encodeShare(this.shareState(observed));
      const finding: Finding = {
        at: Date.now(),
        signature,
        verdict: verdict.text,
        mutator: this.stepConfig.mutator,
        link,
      };
      await save('findings', [...this.findings, finding]); // stored before it is shown
      this.findings = [...this.findings, finding];
    }
    this.verdict = verdict;
    this.busy = false;
    return observed;
  }

  /** Janus, SAE and STORM need the seed's answer or a model first: asked of the enabled lanes, once. */
  private async solverInputs(
    mutatorName: string,
  ): Promise<{ ok: true; inputs: StepInputs } | { ok: false; reason: string } | undefined> {
    const needs = mutatorByName(mutatorName)?.info.needs;
    if (!needs?.label && !needs?.model) return undefined;
    const key = `${mutatorName}\n${this.specs.join(' ')}\n${this.seed}`;
    if (this.inputs?.key === key) return { ok: true, inputs: this.inputs.inputs };
    const lanes: InputLane[] = this.specs.map((spec) => ({
      id: spec,
      family: spec.startsWith('z3') ? 'z3' : 'cvc5',
      run: (text, o) => this.service.run(spec, text, o.timeoutMs, o.produceModel ?? false),
    }));
    this.busy = true;
    try {
      const got = await stepInputs(this.seed, mutatorName, lanes, this.timeoutMs);
      if (got.ok) this.inputs = { key, inputs: got.inputs };
      return got;
    } finally {
      this.busy = false;
    }
  }

  /** The current step (a finding, or any mutant a link is too long for) as a report: GitHub issue, bundle. */
  private async findingFacts(): Promise<FindingFacts | undefined> {
    const r = this.result;
    if (!r?.ok) return undefined;
    const rows = this.rows.filter((row) => row.mutant);
    const observed = rows.map((row) => ({ ...observe(row.mutant!), lane: row.lane }));
    return {
      mutant: r.mutant,
      seed: this.seed,
      oracle: r.oracle,
      verdict: this.verdict?.text ?? 'not run yet',
      observed,
      versions: Object.fromEntries(rows.map((row) => [row.lane, this.service.state(row.lane).version])),
      timeoutMs: this.timeoutMs,
      ...(this.literalMutant === undefined
        ? {
            made: {
              mutator: this.stepConfig.mutator,
              rngSeed: this.stepConfig.rngSeed,
              step: r.step,
              rules: r.trace.map((t) => t.rule),
            },
          }
        : {}),
      link: `${location.origin}${location.pathname}${await encodeShare(this.shareState(observed))}`,
    };
  }

  private async onCopyIssue(): Promise<void> {
    const facts = await this.findingFacts();
    if (!facts) return;
    try {
      await navigator.clipboard.writeText(githubIssue(facts));
      this.copied = 'GitHub issue copied to the clipboard (markdown)';
    } catch {
      this.copied = 'the clipboard was refused: download the bundle, it holds issue.md';
    }
  }

  private async onDownloadBundle(): Promise<void> {
    const facts = await this.findingFacts();
    if (!facts) return;
    download(`finding-${hashId(facts.mutant)}.tar`, tarArchive(findingBundle(facts)), 'application/x-tar');
    this.copied = 'bundle downloaded: mutant.smt2, seed.smt2, outcomes.txt, reproduce.sh, issue.md';
  }

  private shareState(observed?: Observed[]): ShareState {
    const r = this.result;
    const state: ShareState = {
      v: 1,
      seeds: [this.seed],
      rngSeed: this.stepConfig.rngSeed,
      step: r?.step ?? 0,
      lanes: this.specs,
      timeoutMs: this.timeoutMs,
    };
    if (this.literalMutant !== undefined) state.mutant = this.literalMutant;
    else {
      state.mutator = { name: this.stepConfig.mutator, options: this.stepConfig.options };
      // A mutant made with a solver's answer or model is carried literally: the link must not depend on it.
      const needs = mutatorByName(this.stepConfig.mutator)?.info.needs;
      if (r?.ok && (needs?.model || (needs?.label && this.inputs))) state.mutant = r.mutant;
    }
    if (r?.ok && r.oracle.kind === 'expected') state.expected = r.oracle.expected;
    const obs = observed ?? this.rows.flatMap((row) => (row.mutant ? [observe(row.mutant)] : []));
    if (obs.length) state.observed = obs;
    return state;
  }

  private async onShare(): Promise<void> {
    const fragment = await encodeShare(this.shareState());
    const link = `${location.origin}${location.pathname}${fragment}`;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Clipboard access may be refused; the link is shown for copying by hand.
    }
    this.notice = {
      kind: 'made',
      text: 'Share link made: it carries the seed, mutator, options, lanes, rng seed and step, and what was observed.',
      link,
      ...(link.length > WARN_LINK_CHARS
        ? {
            warning: `This link is ${link.length} characters long (over about 8 KB); some chat and mail tools cut long links.`,
          }
        : {}),
    };
  }

  private async onShareRerun(): Promise<void> {
    const opened = this.opened;
    if (!opened || !this.notice) return;
    const observed = await this.runResult();
    const claimed = opened.observed;
    const reproduced = claimed?.length ? reproduces(claimed, observed) : (this.verdict?.finding ?? false);
    this.notice = { ...this.notice, reproduced };
  }

  private async startCampaign(): Promise<void> {
    const session = new CampaignSession((v) => (this.campaignView = v));
    this.session = session;
    const seeds = this.allSeeds
      ? GALLERY.map((g) => ({ id: g.id, text: g.text }))
      : [{ id: this.gallery || 'editor', text: this.seed }];
    await session.run(
      { ...this.campaignPlan, timeoutMs: this.timeoutMs },
      seeds,
      this.service.runner(this.specs),
      new IdbCampaignStore(),
    );
  }

  private get reducing(): boolean {
    const phase = this.reduceView?.phase;
    return phase === 'checking' || phase === 'reducing' || phase === 'rerunning';
  }

  /** The step view's current finding, as the reducer needs it. */
  private stepFinding(): ReducibleFinding | undefined {
    const r = this.result;
    if (!r?.ok || !this.verdict?.finding) return undefined;
    const rows = this.rows.filter((row) => row.mutant);
    return {
      seeds: [this.seed],
      mutant: r.mutant,
      lanes: rows.map((row) => row.lane),
      timeoutMs: this.timeoutMs,
      oracle: r.oracle,
      observed: rows.map((row) => ({ ...observe(row.mutant!), lane: row.lane })),
      rngSeed: this.stepConfig.rngSeed,
      step: r.step,
    };
  }

  private async onFindingReduce(e: CustomEvent<Finding>): Promise<void> {
    const decoded = await decodeShare(e.detail.link);
    const found = decoded.ok ? findingOfShare(decoded.state) : { ok: false as const, reason: decoded.message };
    if (found.ok) await this.startReduce(found.finding);
    else this.reduceView = { ...new ReduceSession().view, phase: 'failed', message: found.reason };
  }

  private async startReduce(finding: ReducibleFinding | undefined): Promise<void> {
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
    await session.run(finding, this.service.runner(finding.lanes));
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
        @campaign-pause=${() => this.session?.pause()}
        @campaign-resume=${() => this.session?.resume()}
        @campaign-stop=${() => this.session?.stop()}
      ></campaign-view>`;
    return html`<step-view
      .config=${this.stepConfig}
      .result=${this.result}
      .rows=${this.rows}
      .verdict=${this.verdict}
      ?canRun=${canRun}
      ?busy=${this.busy}
      ?reducing=${this.reducing}
      @step-config=${this.onStepConfig}
      @step-go=${this.onStepGo}
      @step-run=${() => void this.runResult()}
      @share=${this.onShare}
      @step-reduce=${() => void this.startReduce(this.stepFinding())}
      @copy-issue=${() => void this.onCopyIssue()}
      @download-bundle=${() => void this.onDownloadBundle()}
      .copied=${this.copied}
      .inputsNote=${this.inputs && this.result?.ok && !this.literalMutant ? (this.inputs.inputs.note ?? '') : ''}
    ></step-view>`;
  }

  override render() {
    const isolated = globalThis.crossOriginIsolated === true;
    return html`
      <header>
        <h1>SMT Fuzz Playground</h1>
        <span class="status" data-testid="isolation"
          >Cross-origin isolated: <strong>${isolated ? 'yes' : 'no'}</strong></span
        >
      </header>
      <share-banner
        .notice=${this.notice}
        ?busy=${this.busy}
        @share-rerun=${this.onShareRerun}
        @download-bundle=${() => void this.onDownloadBundle()}
      ></share-banner>
      <div class="layout">
        <section>
          <div class="card">
            <h2>Seed</h2>
            <gallery-picker .selected=${this.gallery} @gallery-pick=${this.onGallery}></gallery-picker>
            <seed-editor .value=${this.seed} @seed-change=${this.onSeed}></seed-editor>
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
              .findings=${this.findings}
              ?reducing=${this.reducing}
              @finding-reduce=${(e: CustomEvent<Finding>) => void this.onFindingReduce(e)}
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

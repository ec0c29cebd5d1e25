// <campaign-view>: seeds × mutators × lanes under a budget. While it runs: what runs now, its findings as groups
// that open in the step view, reduce and share (ui/finding-item.ts), and below them the longer tables: counts per
// mutator and per seed, a throughput chart, per-lane answers (one row per lane, its drawn option sets on demand:
// ui-state/lane-rows.ts), what was skipped and why.
import { LitElement, css, html, svg } from 'lit';
import { MUTATORS } from '../mutators/registry.js';
import {
  idleCampaign,
  timeLimitNote,
  type CampaignPlan,
  type CampaignView as View,
  type LiveCounts,
} from '../ui-state/campaign-control.js';
import type { FindingGroupView } from '../ui-state/findings.js';
import { throughputChart } from '../ui-state/throughput.js';
import { historyChart } from '../ui-state/campaign-results.js';
import { laneTitle } from '../solvers/lane-spec.js';
import { LANE_COLUMNS, laneRows } from '../ui-state/lane-rows.js';
import type { Said } from '../ui-state/playground.js';
import { findingItem } from './finding-item.js';
import { LAB_KINDS, LAB_SECONDS, labKindTitle, labKindsSeen } from '../ui-state/class-lab.js';
import { FINDING_TONES } from '../ui-state/tone.js';
import { phaseTone } from '../ui-state/tone.js';
import { shared } from './styles.js';
import { send } from './events.js';

const CHART_W = 320;
const CHART_H = 70;
const HIST_W = 320;
const HIST_H = 110;
/** Six distinguishable colours (Okabe–Ito), one per mutator; the answers' in LANE_COLUMNS order. */
const SERIES = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00'] as const;
const ANSWER_COLOURS = ['#0072b2', '#e69f00', '#999999', '#56b4e9', '#d55e00', '#cc79a7'] as const;

export class CampaignPanel extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .limit {
        font-size: 0.8rem;
        margin: 0.4rem 0 0;
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 1rem;
        align-items: end;
        font-size: 0.9rem;
      }
      .controls label.col {
        display: flex;
        flex-direction: column;
      }
      input[type='number'] {
        width: 6rem;
      }
      .buttons {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        margin: 0.6rem 0;
        flex-wrap: wrap;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 0.85rem;
      }
      th,
      td {
        text-align: right;
        padding: 0.2rem 0.4rem;
        border-bottom: 1px solid #ddd;
      }
      th:first-child,
      td:first-child {
        text-align: left;
      }
      .groups {
        font-size: 0.85rem;
        padding-left: 1.2rem;
      }
      .groups li {
        overflow-wrap: anywhere;
        margin: 0.3rem 0;
      }
      .groups pre {
        max-height: 6rem;
        overflow: auto;
        font-size: 0.8rem;
        background: #f6f6f6;
        margin: 0.2rem 0;
      }
      .tools,
      .status-line {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      .status-line .badge {
        overflow-wrap: anywhere;
        max-width: 100%;
      }
      .tools button {
        padding: 0 0.5rem;
        font-size: 0.85rem;
      }
      .live {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 1.5rem;
        align-items: flex-start;
      }
      .live > * {
        flex: 1 1 14rem;
        min-width: 0;
      }
      .scroll {
        overflow-x: auto;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.8rem;
        list-style: none;
        padding: 0;
        margin: 0.2rem 0;
        font-size: 0.8rem;
      }
      .swatch {
        display: inline-block;
        width: 0.8rem;
        height: 0.8rem;
        margin-right: 0.25rem;
        vertical-align: middle;
      }
      /* On a phone the per-lane table's seven columns fit the screen, not a scroll box a class must drag sideways. */
      @media (max-width: 480px) {
        table {
          font-size: 0.75rem;
        }
        th,
        td {
          padding: 0.2rem 0.15rem;
        }
      }
      .scroll:focus-visible {
        outline: 2px solid #0b61a4;
      }
      tr.sets td {
        text-align: left;
        font-size: 0.8rem;
      }
      tr.sets ul {
        margin: 0.2rem 0;
        padding-left: 1rem;
        overflow-wrap: anywhere;
      }
      svg {
        width: 100%;
        max-width: 24rem;
        height: auto;
      }
      .axis {
        stroke: #777;
      }
      .line {
        fill: none;
        stroke: #0b61a4;
        stroke-width: 2;
        vector-effect: non-scaling-stroke;
      }
      svg text {
        font-size: 10px;
        fill: #444;
      }
      [role='alert'] {
        font-weight: 600;
      }
    `,
  ];

  static override properties = {
    plan: { attribute: false },
    view: { attribute: false },
    groups: { attribute: false },
    busy: { type: Boolean },
    canRun: { type: Boolean },
    why: { type: String },
    allSeeds: { type: Boolean },
    said: { attribute: false },
    checking: { attribute: false },
    lanes: { attribute: false },
  };

  plan: CampaignPlan = { mutators: ['opfuzz'], maxMutants: 50, seconds: 60, rngSeed: 1, timeoutMs: 5000 };
  view: View = idleCampaign();
  /** The campaign's findings as stored (with their witnesses), the campaign's counts. */
  groups: FindingGroupView[] = [];
  /** A reduction or bisection is running (Reduce and Bisect wait). */
  busy = false;
  canRun = false;
  /** Why running is not possible now (shown beside the disabled button). */
  why = '';
  allSeeds = false;
  /** What a finding's button did last (said beside that finding's buttons). */
  said: Said | undefined;
  /** Findings waiting for, or under, their check on the newest release of its solver. */
  checking: readonly string[] = [];
  /** The campaign's lanes (the per-lane table's rows; the runs under drawn options are counted in them). */
  lanes: readonly string[] = [];

  private setPlan(patch: Partial<CampaignPlan>): void {
    send(this, 'campaign-plan', { ...this.plan, ...patch });
  }

  private num(id: string, label: string, value: number, min: number, max: number, key: keyof CampaignPlan) {
    return html`<label class="col" for=${id}
      >${label}<input
        id=${id}
        type="number"
        min=${min}
        max=${max}
        .value=${String(value)}
        @change=${(e: Event) => {
          const n = Math.trunc(Number((e.target as HTMLInputElement).value));
          if (Number.isFinite(n)) this.setPlan({ [key]: Math.min(max, Math.max(min, n)) });
        }}
    /></label>`;
  }

  private toggleMutator(name: string, on: boolean): void {
    const set = new Set(this.plan.mutators);
    if (on) set.add(name);
    else set.delete(name);
    this.setPlan({ mutators: MUTATORS.map((m) => m.info.name).filter((n) => set.has(n)) });
  }

  override render() {
    const v = this.view;
    const active = v.phase === 'running' || v.phase === 'paused' || v.phase === 'stopping';
    return html`<h2>Campaign</h2>
      <div class="controls">
        <fieldset>
          <legend>Mutators</legend>
          ${MUTATORS.map(
            (m) =>
              html`<label
                ><input
                  type="checkbox"
                  data-mutator=${m.info.name}
                  .checked=${this.plan.mutators.includes(m.info.name)}
                  ?disabled=${active}
                  @change=${(e: Event) => this.toggleMutator(m.info.name, (e.target as HTMLInputElement).checked)}
                />${m.info.name}</label
              > `,
          )}
        </fieldset>
        ${this.num('c-max', 'Mutants (budget)', this.plan.maxMutants, 1, 100000, 'maxMutants')}
        ${this.num('c-secs', 'Seconds (budget)', this.plan.seconds, 1, 86400, 'seconds')}
        ${this.num('c-rng', 'RNG seed', this.plan.rngSeed, 0, 2 ** 31, 'rngSeed')}
        <label
          title="Two mutants in three run the newest release of each solver among the lanes with one to three of its options, drawn from the parameters that release lists for itself; older releases, and every lane for the third mutant, run with their default settings. A finding records the options, and reducing it keeps those that matter"
          ><input
            type="checkbox"
            data-testid="campaign-fuzz-options"
            .checked=${this.plan.fuzzOptions === true}
            ?disabled=${active}
            @change=${(e: Event) => this.setPlan({ fuzzOptions: (e.target as HTMLInputElement).checked })}
          />
          fuzz solver options</label
        >
        <label
          ><input
            type="checkbox"
            data-testid="campaign-all-seeds"
            .checked=${this.allSeeds}
            @change=${(e: Event) => send(this, 'campaign-seeds', { all: (e.target as HTMLInputElement).checked })}
          />
          all gallery seeds (else the editor's seed)</label
        >
      </div>
      <p class="muted limit" data-testid="campaign-time-limit" title=${timeLimitNote().detail}>
        ${timeLimitNote().text}
      </p>
      <div class="buttons">
        <button data-testid="campaign-lab" ?disabled=${active} @click=${() => send(this, 'campaign-lab')}>
          Class lab
        </button>
        <span class="muted"
          >every kind of bug in ${LAB_SECONDS / 60} minutes: Z3 4.8.17 (with its old z3str3 string solver) beside Z3
          5.2.0 and CVC5, the six mutators, every gallery seed; then press Start</span
        >
      </div>
      <div class="buttons">
        <button
          class="primary"
          data-testid="campaign-start"
          ?disabled=${!this.canRun || active || this.plan.mutators.length === 0}
          @click=${() => send(this, 'campaign-start')}
        >
          Start
        </button>
        ${
          v.phase === 'paused'
            ? html`<button data-testid="campaign-resume" @click=${() => send(this, 'campaign-resume')}>Resume</button>`
            : html`<button
                data-testid="campaign-pause"
                ?disabled=${v.phase !== 'running'}
                @click=${() => send(this, 'campaign-pause')}
              >
                Pause
              </button>`
        }
        <button
          data-testid="campaign-stop"
          ?disabled=${!active || v.phase === 'stopping'}
          @click=${() => send(this, 'campaign-stop')}
        >
          Stop
        </button>
        ${!this.canRun && !active && this.why ? html`<span class="muted" data-testid="campaign-why">${this.why}</span>` : ''}
        <span role="status" data-testid="campaign-phase" class="badge ${phaseTone(v.phase)}">${v.phase}</span>
      </div>
      ${
        v.message
          ? html`<p
              class=${v.phase === 'failed' ? 'bad' : 'muted'}
              role=${v.phase === 'failed' ? 'alert' : 'status'}
              data-testid="campaign-message"
            >
              ${v.message}
            </p>`
          : ''
      }
      ${active ? html`<p class="muted">Seeds and lanes were taken at Start; the lanes are locked until the campaign ends.</p>` : ''}
      ${this.renderNow()}
      <h2 style="margin-top:0.6rem">Findings of this campaign (${this.groups.length})</h2>
      ${this.renderKinds()}
      ${
        this.groups.length
          ? html`<ul class="groups" data-testid="campaign-groups">
              ${this.groups.map((g) => findingItem(g, this, { busy: this.busy, said: this.said, checking: this.checking }))}
            </ul>`
          : html`<p class="muted">None yet.</p>`
      }
      ${this.renderLive()}`;
  }

  /** Which kinds of bug the campaign found so far, of those a class lab shows. */
  private renderKinds() {
    if (this.view.phase === 'idle') return '';
    const kinds = labKindsSeen(this.groups.map((g) => g.kind));
    return html`<p data-testid="campaign-kinds" data-seen=${kinds.seen.join(' ')}>
      ${LAB_KINDS.map(
        (k) =>
          html`<span class="badge ${kinds.seen.includes(k.kind) ? FINDING_TONES[k.kind] : 'muted'}"
            >${kinds.seen.includes(k.kind) ? '✓' : '–'} ${labKindTitle(k)}</span
          > `,
      )}
    </p>`;
  }

  /** What runs now and the counters: one or two lines, above the findings. */
  private renderNow() {
    const v = this.view;
    const s = v.stats;
    if (!s && v.phase === 'idle') return '';
    const rate = s ? s.mutantsPerSecond.toFixed(1) : '0';
    return html`${
      v.current
        ? html`<p data-testid="campaign-current">
            Now: seed
            <strong>${v.current.seedId}</strong
            >${v.current.mutator ? html`, mutator <strong>${v.current.mutator}</strong>` : ''}
          </p>`
        : ''
    }
    ${
      s
        ? html`<p data-testid="campaign-counters">
            ${s.mutantsTested} mutants tested of ${s.mutantsGenerated} generated · ${rate} mutants/s ·
            ${Math.round(s.wallSeconds)} s · solver time ${Math.round(s.solverFraction * 100)}%
            ${v.seedsMutated !== undefined ? html` · ${v.seedsMutated} of ${s.seeds.total} seeds mutated` : ''}
            ${s.modelChecks ? html` · ${s.modelChecks} models checked (${s.modelChecksGaveUp ?? 0} gave up)` : ''}
          </p>`
        : ''
    }`;
  }

  /** The longer tables, below the findings. */
  private renderLive() {
    const v = this.view;
    const s = v.stats;
    if (!s && v.phase === 'idle') return '';
    return html`<h2 style="margin-top:0.6rem">How the campaign went</h2>
      <div class="live">
        ${this.renderChart()} ${this.countsTable('Mutator', 'per-mutator', v.perMutator)}
        ${this.countsTable('Seed', 'per-seed', v.perSeed)}
      </div>
      ${s ? this.laneTable() : ''} ${this.renderHistory()}
      ${
        s
          ? html`<div class="buttons">
              <button
                data-testid="campaign-export-csv"
                @click=${() => send(this, 'campaign-export', { format: 'csv' })}
              >
                Export the tables (CSV)
              </button>
              <button
                data-testid="campaign-export-json"
                @click=${() => send(this, 'campaign-export', { format: 'json' })}
              >
                Export (JSON)
              </button>
              ${
                this.said?.at === 'campaign-export'
                  ? html`<span class="muted" role="status" data-testid="campaign-exported">${this.said.text}</span>`
                  : ''
              }
            </div>`
          : ''
      }
      ${
        v.skipped.length
          ? html`<h3>Skipped</h3>
              <ul data-testid="campaign-skipped">
                ${v.skipped.map((k) => html`<li><strong>${k.seedId}</strong>: ${k.reason}</li>`)}
              </ul>`
          : ''
      }`;
  }

  private renderChart() {
    const c = throughputChart(this.view.stats?.throughput ?? [], CHART_W, CHART_H);
    const label = `Throughput: ${c.lastRate} mutants/s now, at most ${c.maxRate}, over ${c.seconds} s`;
    return html`<figure style="margin:0">
      <svg
        viewBox="-30 -6 ${CHART_W + 36} ${CHART_H + 20}"
        role="img"
        aria-label=${label}
        data-testid="throughput-chart"
      >
        <title>${label}</title>
        ${svg`<line class="axis" x1="0" y1="0" x2="0" y2=${CHART_H}></line>
          <line class="axis" x1="0" y1=${CHART_H} x2=${CHART_W} y2=${CHART_H}></line>
          <text x="-4" y="8" text-anchor="end">${c.maxRate}/s</text>
          <text x="-4" y=${CHART_H} text-anchor="end">0</text>
          <text x=${CHART_W} y=${CHART_H + 13} text-anchor="end">${c.seconds} s</text>
          <polyline class="line" points=${c.points}></polyline>`}
      </svg>
      <figcaption class="muted">mutants tested per second</figcaption>
    </figure>`;
  }

  /** Mutants and findings over time by mutator (a dot where a finding appeared), and the lanes' answers over time. */
  private renderHistory() {
    const c = historyChart(this.view.history, HIST_W, HIST_H);
    if (c.mutators.every((m) => !m.points)) return '';
    const label = `Mutants tested over ${c.seconds} s by mutator: ${c.mutators.map((m) => `${m.name} ${m.last}`).join(', ')}; a dot marks a new finding`;
    const answersLabel = `Answers of the lanes over ${c.seconds} s: ${c.answers.map((a) => `${a.name} ${a.last}`).join(', ')}`;
    const axes = (max: number) =>
      svg`<line class="axis" x1="0" y1="0" x2="0" y2=${HIST_H}></line>
        <line class="axis" x1="0" y1=${HIST_H} x2=${HIST_W} y2=${HIST_H}></line>
        <text x="-4" y="8" text-anchor="end">${max}</text>
        <text x="-4" y=${HIST_H} text-anchor="end">0</text>
        <text x=${HIST_W} y=${HIST_H + 13} text-anchor="end">${c.seconds} s</text>`;
    const legend = (series: { name: string; last: number }[], colours: readonly string[]) =>
      html`<ul class="legend">
        ${series.map(
          (m, i) =>
            html`<li>
              <span class="swatch" style="background:${colours[i % colours.length]}"></span>${m.name} ${m.last}
            </li>`,
        )}
      </ul>`;
    return html`<div class="live" data-testid="campaign-history">
      <figure style="margin:0">
        <svg viewBox="-30 -6 ${HIST_W + 36} ${HIST_H + 20}" role="img" aria-label=${label} data-testid="history-chart">
          <title>${label}</title>
          ${axes(c.maxMutants)}
          ${c.mutators.map(
            (m, i) =>
              svg`<polyline fill="none" stroke-width="1.5" stroke=${SERIES[i % SERIES.length]} points=${m.points}></polyline>
                ${m.marks.map((p) => svg`<circle cx=${p.x} cy=${p.y} r="3" fill=${SERIES[i % SERIES.length]}></circle>`)}`,
          )}
        </svg>
        <figcaption class="muted">mutants tested over time, by mutator (a dot: a new finding)</figcaption>
        ${legend(c.mutators, SERIES)}
      </figure>
      <figure style="margin:0">
        <svg
          viewBox="-30 -6 ${HIST_W + 36} ${HIST_H + 20}"
          role="img"
          aria-label=${answersLabel}
          data-testid="answers-chart"
        >
          <title>${answersLabel}</title>
          ${axes(c.maxAnswers)}
          ${c.answers.map(
            (a, i) =>
              svg`<polyline fill="none" stroke-width="1.5" stroke=${ANSWER_COLOURS[i % ANSWER_COLOURS.length]} points=${a.points}></polyline>`,
          )}
        </svg>
        <figcaption class="muted">the lanes' answers over time</figcaption>
        ${legend(c.answers, ANSWER_COLOURS)}
      </figure>
    </div>`;
  }

  private countsTable(what: string, testid: string, counts: Record<string, LiveCounts>) {
    const rows = Object.entries(counts);
    if (rows.length === 0) return '';
    const withMutants = rows.some(([, c]) => c.mutants !== undefined);
    return html`<div class="scroll" tabindex="0" role="region" aria-label=${`Counts per ${what.toLowerCase()}`}>
      <table data-testid=${testid}>
        <thead>
          <tr>
            <th scope="col">${what}</th>
            ${withMutants ? html`<th scope="col">mutants</th>` : ''}
            <th scope="col">findings</th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            ([name, c]) =>
              html`<tr data-name=${name}>
                <th scope="row">${name}</th>
                ${withMutants ? html`<td>${c.mutants ?? 0}</td>` : ''}
                <td>${c.findings}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private laneTable() {
    const rows = laneRows(this.view.stats!.perLane, this.lanes);
    return html`<div class="scroll" tabindex="0" role="region" aria-label="Answers per lane">
      <table data-testid="per-lane">
        <caption class="muted" data-testid="per-lane-words">
          Each lane's answers to the mutants: sat, unsat, unknown (it gave up), timeout (no answer in time), crash (the
          solver died) and error (it refused the input with an error message, e.g. a symbol it does not read).
        </caption>
        <thead>
          <tr>
            <th scope="col">Lane</th>
            ${LANE_COLUMNS.map((c) => html`<th scope="col">${c}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (r) =>
              html`<tr data-lane=${r.lane}>
                  <th scope="row">${laneTitle(r.lane)}</th>
                  ${LANE_COLUMNS.map((c) => html`<td>${r.counts[c]}</td>`)}
                </tr>
                ${
                  r.optionSets.length
                    ? html`<tr class="sets">
                        <td colspan=${LANE_COLUMNS.length + 1}>
                          <details data-testid="lane-option-sets">
                            <summary>
                              ${laneTitle(r.lane)}: ${r.optionSets.length} drawn option
                              ${r.optionSets.length === 1 ? 'set' : 'sets'}
                            </summary>
                            <ul>
                              ${r.optionSets.map(
                                (o) =>
                                  html`<li>
                                    <code>${o.options.join(' ')}</code>
                                    <span class="muted">(${o.runs} ${o.runs === 1 ? 'run' : 'runs'})</span>
                                  </li>`,
                              )}
                            </ul>
                          </details>
                        </td>
                      </tr>`
                    : ''
                }`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

customElements.define('campaign-view', CampaignPanel);

declare global {
  interface HTMLElementTagNameMap {
    'campaign-view': CampaignPanel;
  }
}

// <campaign-view>: seeds × mutators × lanes under a budget, with live counters and grouped findings.
import { LitElement, css, html } from 'lit';
import { MUTATORS } from '../mutators/registry.js';
import type { CampaignPlan, CampaignView as View } from '../ui-state/campaign-control.js';
import { laneTitle } from '../solvers/lane-spec.js';
import { shared, toneOf } from './styles.js';

export class CampaignPanel extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
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
      }
    `,
  ];

  static override properties = {
    plan: { attribute: false },
    view: { attribute: false },
    canRun: { type: Boolean },
    why: { type: String },
    allSeeds: { type: Boolean },
  };

  plan: CampaignPlan = { mutators: ['opfuzz'], maxMutants: 50, seconds: 60, rngSeed: 1, timeoutMs: 5000 };
  view: View = { phase: 'idle', groups: [] };
  canRun = false;
  /** Why running is not possible now (shown beside the disabled button). */
  why = '';
  allSeeds = false;

  private send(name: string, detail: unknown = {}): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private setPlan(patch: Partial<CampaignPlan>): void {
    this.send('campaign-plan', { ...this.plan, ...patch });
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
    const s = v.stats;
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
          ><input
            type="checkbox"
            .checked=${this.allSeeds}
            @change=${(e: Event) => this.send('campaign-seeds', { all: (e.target as HTMLInputElement).checked })}
          />
          all gallery seeds (else the editor's seed)</label
        >
      </div>
      <div class="buttons">
        <button
          class="primary"
          data-testid="campaign-start"
          ?disabled=${!this.canRun || active || this.plan.mutators.length === 0}
          @click=${() => this.send('campaign-start')}
        >
          Start
        </button>
        ${
          v.phase === 'paused'
            ? html`<button data-testid="campaign-resume" @click=${() => this.send('campaign-resume')}>Resume</button>`
            : html`<button
                data-testid="campaign-pause"
                ?disabled=${v.phase !== 'running'}
                @click=${() => this.send('campaign-pause')}
              >
                Pause
              </button>`
        }
        <button
          data-testid="campaign-stop"
          ?disabled=${!active || v.phase === 'stopping'}
          @click=${() => this.send('campaign-stop')}
        >
          Stop
        </button>
        ${!this.canRun && !active && this.why ? html`<span class="muted" data-testid="campaign-why">${this.why}</span>` : ''}
        <span role="status" data-testid="campaign-phase" class="badge ${toneOf(v.phase === 'done' ? 'ok' : 'muted')}"
          >${v.phase}</span
        >
      </div>
      ${v.message ? html`<p class="muted">${v.message}</p>` : ''}
      ${
        s
          ? html`<p data-testid="campaign-counters">
                ${s.mutantsTested} mutants tested of ${s.mutantsGenerated} generated · ${s.mutantsPerSecond} mutants/s ·
                ${Math.round(s.wallSeconds)} s · solver time ${Math.round(s.solverFraction * 100)}%
              </p>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Lane</th>
                    <th scope="col">sat</th>
                    <th scope="col">unsat</th>
                    <th scope="col">unknown</th>
                    <th scope="col">timeout</th>
                    <th scope="col">crash</th>
                    <th scope="col">error</th>
                  </tr>
                </thead>
                <tbody>
                  ${Object.entries(s.perLane).map(
                    ([lane, c]) =>
                      html`<tr>
                        <th scope="row">${laneTitle(lane)}</th>
                        <td>${c.sat}</td>
                        <td>${c.unsat}</td>
                        <td>${c.unknown}</td>
                        <td>${c.timeout}</td>
                        <td>${c.crash}</td>
                        <td>${c.error}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>`
          : ''
      }
      <h2 style="margin-top:0.6rem">Findings by signature (${v.groups.length})</h2>
      ${
        v.groups.length
          ? html`<ul class="groups" data-testid="campaign-groups">
              ${v.groups.map(
                (g) =>
                  html`<li>
                    <span class="badge bad">${g.count}×</span> <strong>${g.kind}</strong> ${g.signature}
                    <span class="muted"
                      >(smallest: ${g.smallestWitness.mutantId}, ${g.smallestWitness.bytes} bytes)</span
                    >
                  </li>`,
              )}
            </ul>`
          : html`<p class="muted">None yet.</p>`
      }`;
  }
}

customElements.define('campaign-view', CampaignPanel);

declare global {
  interface HTMLElementTagNameMap {
    'campaign-view': CampaignPanel;
  }
}

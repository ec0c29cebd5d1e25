// <lane-panel>: the solver lanes with live status (bytes of a build loaded), options and the timeout. A lane
// that cannot run here cannot be enabled and says why and what to do; while a campaign runs the lanes are
// locked. Sends `lanes-change` intents.
import { LitElement, css, html } from 'lit';
import {
  ARITH_LABELS,
  bytesText,
  laneSpecOf,
  parseExtraOptions,
  restartNote,
  buildWords,
  versionWords,
  type ArithSolver,
  type LaneChoice,
  type LaneProblems,
} from '../ui-state/lanes.js';
import { familyOf, laneTitle } from '../solvers/lane-spec.js';
import type { LaneState } from './lane-service.js';
import { laneTone } from '../ui-state/tone.js';
import { shared } from './styles.js';
import { send } from './events.js';

export class LanePanel extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      fieldset {
        border: 1px solid #bbb;
        border-radius: 4px;
        margin: 0 0 0.5rem;
        padding: 0.4rem 0.6rem;
      }
      legend {
        font-weight: 600;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 0.8rem;
        align-items: center;
        font-size: 0.9rem;
      }
      input[data-testid='lane-extra'] {
        flex: 1 1 10rem;
        min-width: 8rem;
        font-family: monospace;
        /* line-height: normal clips the underscore of smt.string_solver at 100 % zoom: room for descenders. */
        line-height: 1.5;
        padding: 2px 4px;
      }
      /*
       * Chromium lays the placeholder out in a box of its own, its line-height forced to normal and its overflow
       * hidden: the underscore below DejaVu Sans Mono's descent was cut off. It shows in the room made above.
       */
      input[data-testid='lane-extra']::placeholder {
        overflow: visible;
      }
      .error {
        color: #b00020;
        font-size: 0.8rem;
      }
      pre {
        font-size: 0.75rem;
        background: #fff6ee;
        padding: 0.4rem;
        max-height: 10rem;
        overflow: auto;
      }
    `,
  ];

  static override properties = {
    lanes: { attribute: false },
    states: { attribute: false },
    timeoutMs: { type: Number },
    problems: { attribute: false },
    locked: { type: String },
    extraErrors: { state: true },
  };

  /** Lanes that cannot run on this page, and why. */
  problems: LaneProblems = {};
  /** Why the lanes cannot change now, or ''. */
  locked = '';

  lanes: LaneChoice[] = [];
  private extraErrors: Record<number, string | undefined> = {};
  states: Record<string, LaneState> = {};
  timeoutMs = 5000;

  private change(index: number, patch: Partial<LaneChoice>): void {
    const lanes = this.lanes.map((l, i) => (i === index ? { ...l, ...patch } : l));
    send(this, 'lanes-change', { lanes, timeoutMs: this.timeoutMs });
  }

  private changeExtra(i: number, choice: LaneChoice, text: string): void {
    const parsed = parseExtraOptions(text, choice.base);
    this.extraErrors = { ...this.extraErrors, [i]: parsed.ok ? undefined : parsed.message };
    if (parsed.ok) this.change(i, { extra: parsed.options });
  }

  private changeTimeout(e: Event): void {
    const v = Number((e.target as HTMLInputElement).value);
    if (!Number.isFinite(v) || v < 100) return;
    send(this, 'lanes-change', { lanes: this.lanes, timeoutMs: v });
  }

  private lane(choice: LaneChoice, i: number) {
    const spec = laneSpecOf(choice);
    const state = this.states[spec];
    const problem = this.problems[choice.base];
    const status = problem ? 'unavailable' : choice.enabled ? (state?.status ?? 'loading') : 'off';
    const bytes = status === 'loading' ? bytesText(state) : '';
    const id = `lane-${i}`;
    return html`<fieldset data-testid="lane" data-lane=${choice.base}>
      <legend>${laneTitle(choice.base)}</legend>
      <div class="row">
        <label
          ><input
            type="checkbox"
            .checked=${choice.enabled}
            ?disabled=${!!problem || !!this.locked}
            aria-describedby=${problem ? `${id}-why` : ''}
            @change=${(e: Event) => this.change(i, { enabled: (e.target as HTMLInputElement).checked })}
          />
          use</label
        >
        <span
          class="badge ${laneTone(status)}"
          data-testid="lane-status"
          role="status"
          aria-label="${laneTitle(choice.base)} status"
          >${status}</span
        >
        ${bytes ? html`<span class="muted" data-testid="lane-bytes">${bytes}</span>` : ''}
        ${state?.version ? this.reported(choice.base, state.version) : ''} ${state?.build ? this.built(state) : ''}
        ${
          choice.enabled && state && restartNote(state)
            ? html`<span class="muted" data-testid="lane-restarts">${restartNote(state)}</span>`
            : ''
        }
      </div>
      ${problem ? '' : this.options(choice, i)}
      ${
        problem
          ? html`<p class="muted" id="${id}-why">
                Not available on this site: no ${laneTitle(choice.base)} WebAssembly build is served, so this lane
                cannot be enabled and no run counts it.
              </p>
              <details>
                <summary>How to add one</summary>
                <pre data-testid="lane-help">${problem}</pre>
              </details>`
          : state?.message && status === 'failed'
            ? html`<pre data-testid="lane-help">${state.message}</pre>`
            : ''
      }
    </fieldset>`;
  }

  /** A lane's options: model validation, Z3's arithmetic solver, any other option. */
  private options(choice: LaneChoice, i: number) {
    const isZ3 = familyOf(choice.base) === 'z3';
    const id = `lane-${i}`;
    return html`<div class="row">
        <label
          ><input
            type="checkbox"
            .checked=${choice.modelValidate}
            ?disabled=${!!this.locked}
            @change=${(e: Event) => this.change(i, { modelValidate: (e.target as HTMLInputElement).checked })}
          />
          ${isZ3 ? 'model_validate=true' : '--check-models'}</label
        >
        ${
          isZ3
            ? html`<label for="${id}-arith">arith</label>
                <select
                  id="${id}-arith"
                  ?disabled=${!!this.locked}
                  @change=${(e: Event) => this.change(i, { arith: (e.target as HTMLSelectElement).value as ArithSolver })}
                >
                  ${Object.entries(ARITH_LABELS).map(([k, label]) => html`<option value=${k} ?selected=${choice.arith === k}>${label}</option>`)}
                </select>`
            : ''
        }
      </div>
      <div class="row">
        <label for="${id}-extra">other options</label>
        <input
          id="${id}-extra"
          data-testid="lane-extra"
          placeholder=${isZ3 ? 'smt.string_solver=z3str3' : '--strings-exp'}
          .value=${(choice.extra ?? []).join(' ')}
          ?disabled=${!!this.locked}
          aria-invalid=${this.extraErrors[i] ? 'true' : 'false'}
          aria-describedby="${id}-extra-error"
          @change=${(e: Event) => this.changeExtra(i, choice, (e.target as HTMLInputElement).value)}
        />
        <span id="${id}-extra-error" class="error" role="alert">${this.extraErrors[i] ?? ''}</span>
      </div>`;
  }

  /** What the solver says its version is, explained when it differs from the lane's (ui-state/lanes.ts). */
  private built(state: LaneState) {
    const w = buildWords(state.build!);
    return html`<span class="muted" data-testid="lane-build" title=${w.title}>${w.text}</span>`;
  }

  private reported(base: string, version: string) {
    const w = versionWords(base, version);
    return w.title
      ? html`<span class="muted" title=${w.title}>${w.text}</span>`
      : html`<span class="muted">${w.text}</span>`;
  }

  override render() {
    return html`<h2>Solver lanes</h2>
      ${this.locked ? html`<p class="muted" role="status" data-testid="lanes-locked">Locked: ${this.locked}.</p>` : ''}
      ${this.lanes.map((l, i) => this.lane(l, i))}
      <div class="row">
        <label for="timeout">Timeout (ms)</label>
        <input
          id="timeout"
          type="number"
          min="100"
          max="600000"
          step="100"
          .value=${String(this.timeoutMs)}
          ?disabled=${!!this.locked}
          @change=${this.changeTimeout}
        />
      </div>`;
  }
}

customElements.define('lane-panel', LanePanel);

declare global {
  interface HTMLElementTagNameMap {
    'lane-panel': LanePanel;
  }
}

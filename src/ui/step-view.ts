// <step-view>: teaching mode. Pick a mutator, step through its walk, see the change, the reason and the verdict.
import { LitElement, css, html } from 'lit';
import { MUTATORS, mutatorByName } from '../mutators/registry.js';
import { defaultOptions, type OptionSpec } from '../mutators/types.js';
import type { Said } from '../ui-state/playground.js';
import { ruleWords } from '../ui-state/rule-words.js';
import type { StepConfig, StepView as StepState } from '../ui-state/step-session.js';
import './diff-view.js';
import { GALLERY } from './gallery/examples.js';
import './outcome-table.js';
import { shared } from './styles.js';
import { send } from './events.js';

/** Wide screens show the mutator's explanation open; a phone keeps it folded so Mutate stays in sight. */
const wide = (): boolean => globalThis.matchMedia?.('(min-width: 601px)').matches ?? true;

export class StepView extends LitElement {
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
        margin-bottom: 0.5rem;
      }
      .controls label {
        display: flex;
        flex-direction: column;
        font-size: 0.85rem;
        min-width: 0;
      }
      .controls select {
        max-width: 100%;
      }
      .controls label.inline {
        flex-direction: row;
        gap: 0.3rem;
        align-items: center;
      }
      .controls input[type='number'] {
        width: 7rem;
      }
      .explain {
        font-size: 0.9rem;
        margin: 0.3rem 0 0.6rem;
      }
      .paper {
        font-size: 0.8rem;
      }
      .buttons {
        display: flex;
        gap: 0.5rem;
        flex-wrap: wrap;
        align-items: center;
        margin: 0.5rem 0;
      }
      .second {
        border: 1px solid #bbb;
        border-radius: 4px;
        margin: 0 0 0.5rem;
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
        font-size: 0.85rem;
      }
      .second label {
        display: flex;
        flex-direction: column;
      }
      .second textarea {
        font-family: monospace;
        font-size: 0.8rem;
        width: 100%;
        box-sizing: border-box;
      }
      .jump {
        display: flex;
        gap: 0.3rem;
        align-items: center;
      }
      .jump input {
        width: 5rem;
      }
      .model ul {
        padding-left: 1.2rem;
        font-size: 0.9rem;
      }
      .model pre {
        font-size: 0.8rem;
        background: #f6f6f6;
        max-height: 10rem;
        overflow: auto;
      }
      .trace {
        font-size: 0.9rem;
        margin: 0.5rem 0;
        padding-left: 1.2rem;
      }
      code {
        background: #f0f0f0;
        padding: 0 0.2rem;
      }
      @media (max-width: 600px) {
        h2 {
          display: none; /* the tab above names the mode */
        }
        /* Last, to win over the rules above. A phone puts a number beside its label, so Mutate and the verdict stay on the first screen. */
        .controls {
          gap: 0.3rem 0.8rem;
        }
        .controls label:has(> input[type='number']) {
          flex-direction: row;
          align-items: center;
          gap: 0.3rem;
        }
        .controls input[type='number'],
        .jump input {
          width: 3.5rem;
        }
        .buttons {
          gap: 0.4rem;
          margin: 0.4rem 0;
        }
        .buttons button {
          padding: 0.25rem 0.6rem;
        }
      }
    `,
  ];

  static override properties = {
    state: { attribute: false },
    canRun: { type: Boolean },
    why: { type: String },
    findingBusy: { type: Boolean },
    said: { attribute: false },
  };

  state: StepState | undefined;
  canRun = false;
  /** Why running is not possible now (shown beside the disabled button). */
  why = '';
  /** What a button of the step did last (`step`: the share link, `step-bundle`: the bundle), said beside it. */
  said: Said | undefined;

  private beside(at: string) {
    return this.said?.at === at
      ? html`<span class="muted" role="status" data-testid="copied">${this.said.text}</span>`
      : '';
  }
  /** A reduction or bisection is running (one at a time). */
  findingBusy = false;

  private get config(): StepConfig {
    return this.state?.config ?? { mutator: MUTATORS[0]?.info.name ?? '', options: {}, rngSeed: 1 };
  }

  private get busy(): boolean {
    return this.state?.busy ?? false;
  }

  private setConfig(patch: Partial<StepConfig>): void {
    send(this, 'step-config', { ...this.config, ...patch });
  }

  private pickMutator(e: Event): void {
    const m = mutatorByName((e.target as HTMLSelectElement).value);
    if (m) this.setConfig({ mutator: m.info.name, options: defaultOptions(m.info) });
  }

  private option(key: string, spec: OptionSpec) {
    const value = this.config.options[key] ?? spec.default;
    const id = `opt-${key}`;
    const set = (v: number | boolean | string): void =>
      this.setConfig({ options: { ...this.config.options, [key]: v } });
    if (spec.kind === 'bool')
      return html`<label class="inline" for=${id}
        ><input
          id=${id}
          type="checkbox"
          .checked=${value === true}
          @change=${(e: Event) => set((e.target as HTMLInputElement).checked)}
        />${spec.label}</label
      >`;
    if (spec.kind === 'choice')
      return html`<label for=${id}
        >${spec.label}<select id=${id} @change=${(e: Event) => set((e.target as HTMLSelectElement).value)}>
          ${spec.choices.map((c) => html`<option ?selected=${c === value}>${c}</option>`)}
        </select></label
      >`;
    return html`<label for=${id}
      >${spec.label}<input
        id=${id}
        type="number"
        min=${spec.min}
        max=${spec.max}
        step=${spec.kind === 'int' ? 1 : 0.05}
        .value=${String(value)}
        @change=${(e: Event) => {
          const n = Number((e.target as HTMLInputElement).value);
          if (Number.isFinite(n)) set(Math.min(spec.max, Math.max(spec.min, n)));
        }}
    /></label>`;
  }

  private renderOutcomes() {
    const s = this.state;
    const reading = s?.reading;
    return html`<outcome-table
        .rows=${s?.rows ?? []}
        .verdict=${reading}
        ?busy=${this.busy}
        ?literal=${!!s?.literal}
      ></outcome-table>
      ${
        reading?.finding
          ? html`<div class="buttons">
                <button
                  class="primary"
                  data-testid="step-reduce"
                  aria-label="Reduce this finding"
                  ?disabled=${this.busy || this.findingBusy}
                  @click=${() => send(this, 'step-reduce')}
                >
                  Reduce
                </button>
                <span class="muted">shrinks the mutant while the lanes still show this ${reading.kind} finding</span>
              </div>
              <div class="buttons">
                ${
                  reading.noBisect
                    ? ''
                    : html`<button
                        data-testid="step-bisect"
                        title="Run it on every Z3 release this page ships, each in place of the lane that misbehaved"
                        ?disabled=${this.busy || this.findingBusy}
                        @click=${() => send(this, 'step-bisect')}
                      >
                        Bisect over Z3 releases
                      </button>`
                }
                <button
                  data-testid="step-report"
                  title="The report its solver's tracker asks for (of the reduced finding once reduced)"
                  @click=${() => send(this, 'step-report')}
                >
                  Report
                </button>
                <button data-testid="download-bundle" @click=${() => send(this, 'download-bundle')}>
                  Download bundle (.tar)
                </button>
                ${this.beside('step-bundle')}
              </div>
              ${reading.noBisect ? html`<p class="muted" data-testid="step-no-bisect">${reading.noBisect}</p>` : ''}`
          : ''
      }`;
  }

  /** Fusion's second seed: a gallery seed or pasted text. */
  private renderSecondSeed() {
    const second = this.state?.secondSeed ?? '';
    const picked = GALLERY.find((g) => g.text === second)?.id ?? '';
    const sendSecond = (text: string): void => send(this, 'second-seed', { text: text.trim() ? text : undefined });
    return html`<fieldset class="second" data-testid="second-seed">
      <legend>Second seed (Fusion fuses two seeds with the same answer)</legend>
      <label for="second-gallery"
        >From the gallery
        <select
          id="second-gallery"
          @change=${(e: Event) => {
            const g = GALLERY.find((x) => x.id === (e.target as HTMLSelectElement).value);
            if (g) sendSecond(g.text);
          }}
        >
          <option value="" ?selected=${!picked}>— pasted below —</option>
          ${GALLERY.map((g) => html`<option value=${g.id} ?selected=${g.id === picked}>${g.title}</option>`)}
        </select></label
      >
      <label for="second-text"
        >or paste it
        <textarea
          id="second-text"
          rows="5"
          spellcheck="false"
          data-testid="second-seed-text"
          .value=${second}
          @change=${(e: Event) => sendSecond((e.target as HTMLTextAreaElement).value)}
        ></textarea>
      </label>
    </fieldset>`;
  }

  /** STORM's model M, and the seed's assertions under it. */
  private renderModel() {
    const m = this.state?.model;
    if (!m) return '';
    const what =
      m.label === 'unsat'
        ? 'The seed is unsat, so M is a model of its negation: at least one assertion is false under M.'
        : 'Every assertion of the seed is true under M; STORM builds mutants that M satisfies too, so they must be sat.';
    return html`<details class="model" data-testid="model" open>
      <summary>Model M</summary>
      <p class="muted">${what}</p>
      <ul data-testid="model-assertions">
        ${m.assertions.map(
          (a) =>
            html`<li>
              <span class="badge ${a.value === 'true' ? 'good' : a.value === 'false' ? 'bad' : 'muted'}"
                >${a.value}</span
              >
              <code>${a.term}</code>${a.why ? html` <span class="muted">(${a.why})</span>` : ''}
            </li>`,
        )}
      </ul>
      ${m.problem ? html`<p class="muted">${m.problem}</p>` : ''}
      <pre data-testid="model-text" tabindex="0">${m.text}</pre>
    </details>`;
  }

  private renderResult() {
    const literal = this.state?.literal;
    if (literal)
      return html`<p class="muted" data-testid="literal-note">
          ${literal.note} Oracle:
          ${literal.oracle.kind === 'expected' ? `the mutant must be ${literal.oracle.expected}` : 'differential — the lanes must not disagree'}
        </p>
        ${this.renderOutcomes()}
        <pre data-testid="literal-mutant">${literal.mutant}</pre>`;
    const r = this.state?.result;
    if (!r) return html`<p class="muted">Press “Mutate” to apply one mutation to the seed.</p>`;
    if (!r.ok)
      return html`<p class="bad" role="status" data-testid="step-reason">Step ${r.step}: no mutant — ${r.reason}</p>`;
    const note = this.state?.inputsNote;
    return html`${this.renderOutcomes()}
      <ul class="trace" data-testid="trace">
        ${r.trace.map(
          (t) =>
            html`<li>
              ${this.renderRuleWords(t.rule)}
              <span>Rule <code>${t.rule}</code>: <code>${t.before}</code> → <code>${t.after}</code></span>
              ${t.span ? html`<span class="muted">(seed ${t.span.line}:${t.span.col})</span>` : ''}
              <div class="muted">${t.reason}</div>
            </li>`,
        )}
      </ul>
      <p class="muted" data-testid="oracle">
        Oracle:
        ${r.oracle.kind === 'expected' ? `the mutant must be ${r.oracle.expected}` : 'differential — the lanes must not disagree'}
        ${note ? html`<span data-testid="inputs-note">(${note})</span>` : ''}
      </p>
      ${this.renderModel()}
      <diff-view .parentText=${r.parent} .mutantText=${r.mutant}></diff-view>`;
  }

  /** A Janus or SAE rule in words above its formal name (ui-state/rule-words.ts); nothing for the others. */
  private renderRuleWords(rule: string) {
    const { says } = ruleWords(rule);
    return says ? html`<div data-testid="rule-words">${says}</div>` : '';
  }

  override render() {
    const m = mutatorByName(this.config.mutator);
    const step = this.state?.literal ? undefined : this.state?.result?.step;
    return html`<h2>Step mode</h2>
      <div class="controls">
        <label for="mutator"
          >Mutator
          <select id="mutator" @change=${this.pickMutator}>
            ${MUTATORS.map((x) => html`<option value=${x.info.name} ?selected=${x.info.name === this.config.mutator}>${x.info.title}</option>`)}
          </select>
        </label>
        ${m ? Object.entries(m.info.options).map(([k, spec]) => this.option(k, spec)) : ''}
        <label for="rng"
          >RNG seed
          <input
            id="rng"
            type="number"
            min="0"
            max="4294967296"
            .value=${String(this.config.rngSeed)}
            @change=${(e: Event) => {
              const n = Math.trunc(Number((e.target as HTMLInputElement).value));
              if (Number.isFinite(n) && n >= 0) this.setConfig({ rngSeed: n });
            }}
          />
        </label>
      </div>
      ${
        m
          ? html`<details class="explain" ?open=${wide()}>
              <summary>How ${m.info.title.split(':')[0]} works</summary>
              <p>${m.info.explanation}</p>
              <p class="paper muted">${m.info.paper}</p>
            </details>`
          : ''
      }
      ${m?.info.needs.second ? this.renderSecondSeed() : ''}
      <div class="buttons">
        <button
          class="primary"
          data-testid="mutate"
          ?disabled=${!this.canRun || this.busy}
          @click=${() => send(this, 'step-go', { step: step === undefined ? 0 : step + 1 })}
        >
          ${step === undefined ? 'Mutate (step 0)' : `Step again (step ${step + 1})`}
        </button>
        <button
          data-testid="back"
          ?disabled=${!this.canRun || this.busy || !step}
          @click=${() => send(this, 'step-go', { step: (step ?? 1) - 1 })}
        >
          Back
        </button>
        <form
          class="jump"
          @submit=${(e: Event) => {
            e.preventDefault();
            const n = Math.trunc(Number(new FormData(e.target as HTMLFormElement).get('n')));
            if (Number.isFinite(n) && n >= 0) send(this, 'step-go', { step: n });
          }}
        >
          <label class="inline" for="jump">Go to step</label>
          <input
            id="jump"
            name="n"
            type="number"
            min="0"
            max="100000"
            data-testid="jump-step"
            .value=${String(step ?? 0)}
          />
          <button data-testid="jump" ?disabled=${!this.canRun || this.busy}>Go</button>
        </form>
        <button
          data-testid="rerun"
          ?disabled=${!this.canRun || this.busy || !(this.state?.result?.ok || this.state?.literal)}
          @click=${() => send(this, 'step-run')}
        >
          Run again
        </button>
        <button
          data-testid="share"
          ?disabled=${!(this.state?.result?.ok || this.state?.literal)}
          @click=${() => send(this, 'share')}
        >
          Copy share link
        </button>
        ${this.beside('step')}
        ${step !== undefined ? html`<span class="muted" data-testid="step-label">rng seed ${this.config.rngSeed}, step ${step}</span>` : ''}
        ${this.busy ? html`<span class="muted" role="status">running…</span>` : ''}
        ${!this.canRun && this.why ? html`<span class="muted" role="status" data-testid="mutate-why">${this.why}</span>` : ''}
      </div>
      ${this.renderResult()}`;
  }
}

customElements.define('step-view', StepView);

declare global {
  interface HTMLElementTagNameMap {
    'step-view': StepView;
  }
}

// <lesson-panel>: the seven lessons (ui-state/lessons.ts): a list to open one, then its explanation, oracle and
// paper, its gallery seed, a prediction to make before the mutant runs, "Run the mutant", and the check of the
// prediction against the lanes' answers. The mutant itself shows in the step view below. Renders and sends intents.
import { LitElement, css, html } from 'lit';
import {
  LESSONS,
  PREDICTIONS,
  lessonById,
  lessonCheck,
  predictionWords,
  type LessonState,
} from '../ui-state/lessons.js';
import { compareOracles } from '../ui-state/oracle-comparison.js';
import type { StepView } from '../ui-state/step-state.js';
import { GALLERY } from './gallery/examples.js';
import { send } from './events.js';
import { shared } from './styles.js';

const galleryTitle = (id: string): string => GALLERY.find((g) => g.id === id)?.title ?? id;

export class LessonPanel extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      ol.list {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        list-style: none;
        padding: 0;
        margin: 0 0 0.6rem;
      }
      ol.list button[aria-current='true'] {
        background: #0b61a4;
        color: white;
      }
      p {
        margin: 0.35rem 0;
        overflow-wrap: anywhere;
      }
      fieldset {
        border: 1px solid #bbb;
        border-radius: 4px;
        margin: 0.6rem 0;
        min-width: 0;
      }
      fieldset label {
        display: block;
        margin: 0.2rem 0;
      }
      .check {
        padding: 0.4rem 0.6rem;
        border-left: 4px solid currentColor;
      }
      h3 {
        margin: 0.4rem 0;
      }
      table {
        border-collapse: collapse;
        width: 100%;
      }
      th,
      td {
        text-align: left;
        vertical-align: top;
        padding: 0.2rem 0.4rem;
        border-bottom: 1px solid #ddd;
        overflow-wrap: anywhere;
      }
      td.here {
        overflow-wrap: normal;
        white-space: nowrap;
      }
      /* A phone: each oracle a block of its own (name, verdict, words), not three narrow columns. */
      @media (max-width: 600px) {
        table,
        tbody,
        tr,
        th,
        td {
          display: block;
        }
        thead {
          display: none;
        }
        tr {
          border-bottom: 1px solid #ddd;
          padding: 0.3rem 0;
        }
        th,
        td {
          border: 0;
          padding: 0.1rem 0;
        }
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
    `,
  ];

  static override properties = {
    lesson: { attribute: false },
    step: { attribute: false },
    canRun: { type: Boolean },
  };
  lesson: LessonState | undefined;
  step: StepView | undefined;
  canRun = false;

  private renderLesson() {
    const state = this.lesson;
    const lesson = state && lessonById(state.id);
    if (!state || !lesson) return html`<p class="muted">Pick a lesson: each takes about ten minutes.</p>`;
    const check = this.step ? lessonCheck(state, this.step) : undefined;
    const busy = this.step?.busy === true;
    return html`<article data-testid="lesson" data-lesson=${lesson.id}>
      <h3 id="lesson-title" tabindex="-1">${lesson.title}</h3>
      <p data-testid="lesson-explain">${lesson.explain}</p>
      <p><strong>How a bug shows:</strong> ${lesson.oracle}</p>
      <p class="muted" data-testid="lesson-seed">
        Seed: ${galleryTitle(lesson.seed)}${lesson.second ? html`, fused with ${galleryTitle(lesson.second)}` : ''} (now
        in the Seed editor).
      </p>
      <p class="muted" data-testid="lesson-cite">Paper: ${lesson.cite}</p>
      <fieldset data-testid="lesson-predict">
        <legend>Predict before it runs: what will the solvers say about the mutant?</legend>
        ${PREDICTIONS.map(
          (p) =>
            html`<label
              ><input
                type="radio"
                name="prediction"
                value=${p.value}
                data-testid=${`predict-${p.value}`}
                .checked=${state.prediction === p.value}
                @change=${() => send(this, 'lesson-predict', { prediction: p.value })}
              />
              ${p.words}</label
            >`,
        )}
        <p class="muted">Hint: ${lesson.hint}</p>
      </fieldset>
      <div class="buttons">
        <button
          class="primary"
          data-testid="lesson-run"
          ?disabled=${!state.prediction || busy || !this.canRun}
          @click=${() => send(this, 'lesson-run')}
        >
          ${state.ranStep === undefined ? 'Run the mutant' : 'Run the next mutant'}
        </button>
        ${busy ? html`<span class="muted" role="status">running on the lanes…</span>` : ''}
        ${!state.prediction ? html`<span class="muted">make a prediction first</span>` : ''}
      </div>
      ${
        check
          ? html`<div
                class="check ${check.right ? 'good' : 'bad'}"
                role="status"
                data-testid="lesson-check"
                data-right=${String(check.right)}
              >
                <p>
                  <strong>${check.right ? 'Right.' : 'Not this time.'}</strong>
                  You predicted: ${predictionWords(state.prediction!)}. What happened: ${predictionWords(check.actual)}.
                </p>
                <p>${check.answers.join(' · ')}. Verdict: ${check.verdict}.</p>
                <p class="muted">
                  Pick a prediction again and run the next mutant, or read its trace and the diff below.
                </p>
              </div>
              ${this.renderOracles(lesson.id === 'oracles')}`
          : ''
      }
    </article>`;
  }

  /** The five oracles on this run (ui-state/oracle-comparison.ts): open in the lesson on oracles, a click away elsewhere. */
  private renderOracles(open: boolean) {
    const result = this.step?.result;
    if (!this.step || !result?.ok) return '';
    const rows = compareOracles(this.step.rows, result.oracle);
    return html`<details ?open=${open} data-testid="oracle-comparison">
      <summary>What each oracle says of this run</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Oracle</th>
            <th scope="col">Here</th>
            <th scope="col">What it says</th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (r) =>
              html`<tr data-oracle=${r.oracle} data-bug=${String(r.bug)} data-applies=${String(r.applies)}>
                <th scope="row">${r.title}</th>
                <td class="here ${r.bug ? 'bad' : r.applies ? 'good' : 'muted'}">
                  ${r.bug ? 'bug' : r.applies ? 'no bug' : 'does not apply'}
                </td>
                <td>${r.says}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </details>`;
  }

  override render() {
    const open = this.lesson?.id;
    return html`<section aria-labelledby="lessons-heading">
      <h2 id="lessons-heading">Lessons</h2>
      <nav aria-label="Lessons">
        <ol class="list">
          ${LESSONS.map(
            (l) =>
              html`<li>
                <button
                  data-testid=${`lesson-open-${l.id}`}
                  aria-current=${open === l.id ? 'true' : 'false'}
                  @click=${() => send(this, 'lesson-open', { id: l.id })}
                >
                  ${l.title}
                </button>
              </li>`,
          )}
        </ol>
      </nav>
      ${this.renderLesson()}
    </section>`;
  }
}

customElements.define('lesson-panel', LessonPanel);

declare global {
  interface HTMLElementTagNameMap {
    'lesson-panel': LessonPanel;
  }
}

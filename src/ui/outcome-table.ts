// <outcome-table>: each lane's outcome on the parent and the mutant, and the oracle's verdict.
import { LitElement, css, html } from 'lit';
import type { Outcome } from '../solvers/outcome.js';
import { saidWord } from '../oracles/index.js';
import { laneTitle } from '../solvers/lane-spec.js';
import type { Reading } from '../ui-state/judgement-text.js';
import type { LaneRow } from '../ui-state/step-session.js';
import { FINDING_TONES, outcomeTone, verdictTone } from '../ui-state/tone.js';
import { shared } from './styles.js';

/** What the solver printed, as it printed it: answers, model, error text (and what the page made of it). */
function raw(o: Outcome) {
  const parts = [
    o.stdout ? `stdout:\n${o.stdout}` : 'stdout: (empty)',
    o.stderr ? `stderr:\n${o.stderr}` : '',
    o.model && !o.stdout.includes(o.model) ? `model:\n${o.model}` : '',
    o.message ? `the page's reading: ${o.status}${o.errorKind ? ` (${o.errorKind})` : ''}: ${o.message}` : '',
    o.unknownReason ? `reason for unknown: ${o.unknownReason}` : '',
  ].filter(Boolean);
  return html`<details data-testid="raw-output">
    <summary>raw output</summary>
    <pre>${parts.join('\n\n')}</pre>
  </details>`;
}

function cell(o: Outcome | undefined, busy: boolean, literal: boolean) {
  if (!o) return html`<span class="muted">${literal ? '—' : busy ? 'running…' : 'not run yet'}</span>`;
  const word = saidWord(o);
  const detail = o.status === 'ok' ? '' : o.message.slice(0, 120);
  return html`<span class="badge ${outcomeTone(o.status)}">${word}</span>
    ${o.modelInvalid ? html`<span class="badge ${FINDING_TONES['invalid-model']}">invalid model</span>` : ''}
    <span class="muted">${Math.round(o.timeMs)} ms</span> ${detail ? html`<div class="muted">${detail}</div>` : ''}
    ${raw(o)}`;
}

export class OutcomeTable extends LitElement {
  static override styles = [
    shared,
    css`
      /* A lane with options (Z3 4.8.17 (smt.string_solver=z3str3)) must not widen a phone's page. */
      tbody th {
        overflow-wrap: anywhere;
      }
      details pre {
        font-size: 0.75rem;
        background: #f6f6f6;
        max-height: 14rem;
        overflow: auto;
        margin: 0.2rem 0;
      }
      summary {
        font-size: 0.8rem;
        cursor: pointer;
      }
      .verdict {
        margin-top: 0.4rem;
        font-weight: 600;
      }
    `,
  ];

  static override properties = {
    rows: { attribute: false },
    verdict: { attribute: false },
    seedLabel: {},
    busy: { type: Boolean },
    literal: { type: Boolean },
  };
  /** A mutant without a parent (a link's or a stored finding's): the parent column is empty. */
  literal = false;
  rows: LaneRow[] = [];
  verdict: Reading | undefined;
  seedLabel = 'Parent';
  busy = false;

  override render() {
    return html`<table class="rows" data-testid="outcomes">
        <thead>
          <tr>
            <th scope="col">Lane</th>
            <th scope="col">${this.seedLabel}</th>
            <th scope="col">Mutant</th>
          </tr>
        </thead>
        <tbody>
          ${this.rows.map(
            (r) =>
              html`<tr data-testid="outcome-row">
                <th scope="row">${laneTitle(r.lane)}</th>
                <td>${cell(r.parent, this.busy, this.literal)}</td>
                <td>${cell(r.mutant, this.busy, false)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      ${
        this.verdict
          ? html`<div
              class="verdict ${verdictTone(this.verdict)}"
              data-testid="verdict"
              data-kind=${this.verdict.kind}
              role="status"
            >
              Verdict: <span class="badge">${this.verdict.title}</span> ${this.verdict.text}
            </div>`
          : ''
      }`;
  }
}

customElements.define('outcome-table', OutcomeTable);

declare global {
  interface HTMLElementTagNameMap {
    'outcome-table': OutcomeTable;
  }
}

// <bisect-panel>: one bisection of a finding over the Z3 releases the page ships: a row per release (its
// verdict and what the substituted lane did, as each comes in), then the range. The work happens in
// ui-state/bisect-control.ts; this renders its view and sends `bisect-cancel` and `bisect-close` intents.
import { LitElement, css, html } from 'lit';
import { phaseTone, releaseTone } from '../ui-state/tone.js';
import { gapText, MORE_RELEASES, type BisectPhase, type BisectView } from '../ui-state/bisect-control.js';
import { laneTitle } from '../solvers/lane-spec.js';
import { rangeWords } from '../ui-state/release-words.js';
import { shared } from './styles.js';
import { send } from './events.js';

const PHASE_TEXT: Record<BisectPhase, string> = {
  running: 'Running the finding on each release…',
  done: 'Done',
  cancelled: 'Cancelled',
  failed: 'Could not bisect',
};

/** Which formula the range was measured on (the reduced one, when there is one), as a sentence. */
const measuredWords = (measured: string): string => `${measured.charAt(0).toUpperCase()}${measured.slice(1)}.`;

export class BisectPanel extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      td.detail {
        overflow-wrap: anywhere;
      }
      .range {
        font-weight: 600;
        margin: 0.5rem 0;
      }
      p {
        overflow-wrap: anywhere;
      }
    `,
  ];

  static override properties = { view: { attribute: false } };
  view: BisectView | undefined;

  override render() {
    const v = this.view;
    if (!v) return html``;
    const byVersion = new Map(v.verdicts.map((x) => [x.version, x]));
    const b = v.bisection;
    return html`<section aria-labelledby="bisect-title" data-testid="bisect-panel" data-phase=${v.phase}>
      <div class="head">
        <h2 id="bisect-title">Bisect over Z3 releases</h2>
        ${
          v.phase === 'running'
            ? html`<button data-testid="bisect-cancel" @click=${() => send(this, 'bisect-cancel')}>Cancel</button>`
            : html`<button
                data-testid="bisect-close"
                aria-label="Close the bisect panel"
                @click=${() => send(this, 'bisect-close')}
              >
                Close
              </button>`
        }
      </div>
      <p class="status" role="status" aria-live="polite" data-testid="bisect-phase">
        <span class="badge ${phaseTone(v.phase)}">${v.phase}</span>
        ${PHASE_TEXT[v.phase]}${v.message ? html`: <span data-testid="bisect-message">${v.message}</span>` : ''}
      </p>
      ${
        b
          ? html`<p class="range" data-testid="bisect-range">${rangeWords(b)}</p>
              ${v.measured ? html`<p class="muted" data-testid="bisect-measured">${measuredWords(v.measured)}</p>` : ''}
              ${gapText(b) ? html`<p data-testid="bisect-gap">${gapText(b)}</p>` : ''}
              <p class="muted">
                Varied ${b.varied.map(laneTitle).join(', ')}
                (${b.why})${b.kept.length ? html`; kept ${b.kept.map(laneTitle).join(', ')} as it ran` : ''}. Stored
                with the finding: its GitHub issue text and bundle carry the range.
              </p>`
          : ''
      }
      <table class="rows" data-testid="bisect-verdicts">
        <thead>
          <tr>
            <th>Release</th>
            <th>Verdict</th>
            <th>What the release did</th>
          </tr>
        </thead>
        <tbody>
          ${v.versions.map((version) => {
            const got = byVersion.get(version);
            return html`<tr data-testid="bisect-row" data-version=${version} data-verdict=${got?.verdict ?? 'pending'}>
              <td>Z3 ${version}</td>
              <td>
                ${
                  got
                    ? html`<span class="badge ${releaseTone(got.verdict)}">${got.verdict}</span>`
                    : html`<span class="muted">${v.phase === 'running' ? 'waiting…' : '—'}</span>`
                }
              </td>
              <td class="detail">${got?.detail ?? ''}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      <p class="muted" data-testid="bisect-more">This page ships Z3 ${v.versions.join(', ')}. ${MORE_RELEASES}.</p>
    </section>`;
  }
}

customElements.define('bisect-panel', BisectPanel);

declare global {
  interface HTMLElementTagNameMap {
    'bisect-panel': BisectPanel;
  }
}

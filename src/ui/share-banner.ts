// <share-banner>: what an opened link says (or why it was refused), its run on its lanes as it goes (Cancel), then
// whether it reproduces here and, per lane, what the link claimed and what ran now; a link the page made.
import { LitElement, css, html } from 'lit';
import { laneTitle } from '../solvers/lane-spec.js';
import type { ShareNotice } from '../ui-state/share-notice.js';
import { reproducedTone } from '../ui-state/tone.js';
import { shared } from './styles.js';
import { send } from './events.js';

export class ShareBanner extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .box {
        border: 2px solid #0b61a4;
        border-radius: 4px;
        padding: 0.5rem 0.8rem;
        margin: 0.5rem 0;
        background: #eef5fb;
      }
      .box.refused {
        border-color: #a6430b;
        background: #fff3ea;
      }
      p {
        margin: 0.2rem 0;
      }
      table.rows {
        margin: 0.3rem 0;
        font-size: 0.85rem;
      }
      /* A lane with options (Z3 5.2.0 (smt.arith.nl.horner_frequency=0)) must not widen a phone's page. */
      table.rows th,
      table.rows td,
      p {
        overflow-wrap: anywhere;
      }
    `,
  ];

  static override properties = { notice: { attribute: false }, busy: { type: Boolean } };
  notice: ShareNotice | undefined;
  busy = false;

  /** The link's run: progress and Cancel while it runs, then the verdict and the lanes claimed vs now. */
  private renderRun(n: ShareNotice) {
    if (n.running)
      return html`<p role="status" data-testid="share-progress">
        <span class="badge muted">running</span> ${n.progress ?? ''}
        <button data-testid="share-cancel" @click=${() => send(this, 'share-cancel')}>Cancel</button>
      </p>`;
    const v = n.verdict;
    return html`<p>
        ${
          n.reproduced === undefined
            ? ''
            : html`<span
                data-testid="reproduced"
                data-reproduced=${String(n.reproduced)}
                class="badge ${reproducedTone(n.reproduced)}"
                >${n.reproduced ? 'reproduces' : 'does not reproduce here'}</span
              >`
        }
        ${v ? html`<span data-testid="reproduced-text">${v.detail}</span>` : ''}
        <button data-testid="share-rerun" ?disabled=${this.busy} @click=${() => send(this, 'share-rerun')}>
          Run it again
        </button>
      </p>
      ${
        v?.lanes.length
          ? html`<table class="rows" data-testid="share-lanes">
              <thead>
                <tr>
                  <th scope="col">Lane</th>
                  <th scope="col">The link claims</th>
                  <th scope="col">Here, now</th>
                </tr>
              </thead>
              <tbody>
                ${v.lanes.map(
                  (l) =>
                    html`<tr data-same=${String(l.same)}>
                      <th scope="row">${laneTitle(l.lane)}</th>
                      <td>${l.claimed}</td>
                      <td>${l.now}${l.same ? '' : html` <span class="badge muted">differs</span>`}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : ''
      }`;
  }

  override render() {
    const n = this.notice;
    if (!n) return html``;
    return html`<div class="box ${n.kind}" role=${n.kind === 'refused' ? 'alert' : 'status'} data-testid="share-notice">
      <p>${n.text}</p>
      ${n.claim ? html`<p data-testid="claim"><strong>${n.claim}</strong></p>` : ''}
      ${n.kind === 'opened' ? this.renderRun(n) : ''}
      ${
        n.kind === 'refused' && n.formula !== undefined
          ? html`<p>
              <button data-testid="share-formula" @click=${() => send(this, 'share-formula')}>
                Download its formula (bug.smt2)
              </button>
            </p>`
          : ''
      }
      ${
        n.link
          ? html`<label for="link">Share link (copied to the clipboard when allowed)</label>
              <input
                class="share-link"
                id="link"
                readonly
                .value=${n.link}
                data-testid="share-link"
                @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
              />
              ${n.home ? html`<p data-testid="share-home">${n.home}</p>` : ''}`
          : ''
      }
      ${
        n.warning
          ? html`<p class="bad" data-testid="share-warning">
              ${n.warning}
              <button data-testid="share-bundle" @click=${() => send(this, 'download-bundle')}>
                Download the bundle instead
              </button>
            </p>`
          : ''
      }
    </div>`;
  }
}

customElements.define('share-banner', ShareBanner);

declare global {
  interface HTMLElementTagNameMap {
    'share-banner': ShareBanner;
  }
}

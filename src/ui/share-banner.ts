// <share-banner>: what an opened link says (or why it was refused), a button to re-run it, and whether it reproduced.
import { LitElement, css, html } from 'lit';
import type { ShareNotice } from '../ui-state/share-notice.js';
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
    `,
  ];

  static override properties = { notice: { attribute: false }, busy: { type: Boolean } };
  notice: ShareNotice | undefined;
  busy = false;

  override render() {
    const n = this.notice;
    if (!n) return html``;
    return html`<div class="box ${n.kind}" role=${n.kind === 'refused' ? 'alert' : 'status'} data-testid="share-notice">
      <p>${n.text}</p>
      ${n.claim ? html`<p data-testid="claim"><strong>${n.claim}</strong></p>` : ''}
      ${
        n.kind === 'opened'
          ? html`<p>
              <button
                class="primary"
                data-testid="share-rerun"
                ?disabled=${this.busy}
                @click=${() => send(this, 'share-rerun')}
              >
                Re-run it
              </button>
              ${
                n.reproduced === undefined
                  ? ''
                  : html`<span data-testid="reproduced" class="badge">
                      ${n.reproduced ? 'still reproduces' : 'does not reproduce now'}</span
                    >`
              }
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

// <gallery-picker>: load a bundled example seed (with its source and license); for one that shows a real bug,
// say which and where it lives, and offer to show it live (`gallery-show-bug`: its witness on its lanes, run).
import { LitElement, css, html } from 'lit';
import { GALLERY } from './gallery/examples.js';
import { shared } from './styles.js';
import { send } from './events.js';

export class GalleryPicker extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
        font-size: 0.9rem;
        margin-bottom: 0.4rem;
      }
      [data-testid='provenance'],
      [data-testid='real-bug'] {
        overflow-wrap: anywhere;
        font-size: 0.8rem;
      }
      @media (max-width: 600px) {
        /* The label and the select share a line (the select shrinks; a long title is cut inside it). */
        select {
          flex: 1 1 0;
          min-width: 0;
        }
        [data-testid='provenance'],
        [data-testid='real-bug'] {
          font-size: 0.7rem;
        }
      }
    `,
  ];

  static override properties = { selected: {} };
  selected = '';

  private showBug(id: string): void {
    send(this, 'gallery-show-bug', id);
  }

  private pick(e: Event): void {
    const ex = GALLERY.find((g) => g.id === (e.target as HTMLSelectElement).value);
    if (ex) send(this, 'gallery-pick', ex);
  }

  override render() {
    const ex = GALLERY.find((g) => g.id === this.selected);
    return html`<label for="gallery">Example</label>
      <select id="gallery" data-testid="gallery" @change=${this.pick}>
        <option value="" ?selected=${!ex}>— pick an example seed —</option>
        ${GALLERY.map((g) => html`<option value=${g.id} ?selected=${g.id === this.selected}>${g.title}</option>`)}
      </select>
      ${ex ? html`<span class="muted" data-testid="provenance">${ex.source} — ${ex.license}</span>` : ''}
      ${
        ex?.bug
          ? html`<span data-testid="real-bug"
              ><strong>Real bug:</strong> ${ex.bug.summary} Z3 releases (<code>smtplay bisect</code> over those on npm):
              ${ex.bug.releases}.
              <button data-testid="show-bug" @click=${() => this.showBug(ex.id)}>Show it live</button></span
            >`
          : ''
      }`;
  }
}

customElements.define('gallery-picker', GalleryPicker);

declare global {
  interface HTMLElementTagNameMap {
    'gallery-picker': GalleryPicker;
  }
}

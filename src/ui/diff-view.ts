// <diff-view>: parent and mutant side by side, the changed region marked (text only: Lit escapes it). With
// `lines` (the reduce panel) it marks the lines removed and written instead (ui-state/line-diff.ts).
import { LitElement, css, html } from 'lit';
import { lineDiff, type DiffLine } from '../ui-state/line-diff.js';
import { changedRegion } from '../ui-state/step.js';
import { shared } from './styles.js';

export class DiffView extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
        gap: 0.6rem;
      }
      figure {
        margin: 0;
        min-width: 0;
      }
      figcaption {
        font-weight: 600;
        font-size: 0.9rem;
      }
      pre {
        font-family: ui-monospace, monospace;
        font-size: 0.8rem;
        background: #f6f6f6;
        border: 1px solid #ccc;
        padding: 0.4rem;
        max-height: 18rem;
        overflow: auto;
        margin: 0.2rem 0 0;
      }
      del,
      ins {
        text-decoration: underline 2px;
        font-weight: 700;
      }
      .lines del,
      .lines ins {
        display: inline-block;
        min-width: 100%;
        text-decoration: none;
        font-weight: 400;
      }
      del {
        background: #ffe3cc;
        color: #7a2e00;
      }
      ins {
        background: #d6e9f8;
        color: #06385f;
      }
    `,
  ];

  static override properties = {
    parentText: {},
    mutantText: {},
    parentLabel: {},
    mutantLabel: {},
    lines: { type: Boolean },
  };
  parentText = '';
  mutantText = '';
  parentLabel = 'Parent (before)';
  mutantLabel = 'Mutant (after)';
  /** Mark whole lines removed and written (a reduction) rather than one changed region (a mutation). */
  lines = false;

  private renderLines() {
    const d = lineDiff(this.parentText, this.mutantText);
    const side = (lines: DiffLine[], mark: (text: string) => unknown) =>
      lines.map((l, i) => html`${i ? '\n' : ''}${l.changed ? mark(l.text) : l.text}`);
    const removed = side(d.before, (t) => html`<del title="removed">${t}</del>`);
    const written = side(d.after, (t) => html`<ins title="written">${t}</ins>`);
    // tabindex: a long formula scrolls inside its box, which the keyboard must reach too.
    return html`<figure>
        <figcaption>${this.parentLabel}</figcaption>
        <pre class="lines" data-testid="parent" tabindex="0">${removed}</pre>
      </figure>
      <figure>
        <figcaption>${this.mutantLabel}</figcaption>
        <pre class="lines" data-testid="mutant" tabindex="0">${written}</pre>
      </figure>`;
  }

  override render() {
    if (this.lines) return this.renderLines();
    const c = changedRegion(this.parentText, this.mutantText);
    const a = this.parentText;
    const b = this.mutantText;
    return html`<figure>
        <figcaption>${this.parentLabel}</figcaption>
        <pre
          data-testid="parent"
          tabindex="0"
        >${a.slice(0, c.start)}<del title="removed">${a.slice(c.start, c.endA)}</del>${a.slice(c.endA)}</pre>
      </figure>
      <figure>
        <figcaption>${this.mutantLabel}</figcaption>
        <pre
          data-testid="mutant"
          tabindex="0"
        >${b.slice(0, c.start)}<ins title="inserted">${b.slice(c.start, c.endB)}</ins>${b.slice(c.endB)}</pre>
      </figure>`;
  }
}

customElements.define('diff-view', DiffView);

declare global {
  interface HTMLElementTagNameMap {
    'diff-view': DiffView;
  }
}

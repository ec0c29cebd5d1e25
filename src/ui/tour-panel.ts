// <tour-panel>: renders the guided tour's step (ui-state/tour.ts) in a small panel with Back/Next/Close and
// outlines the control the step asks for. It decides nothing: it sends tour-back, tour-next and tour-close.
//
// The panel is a native <dialog>, shown non-modal (show(), not showModal()): each step asks the person to press a
// control of the page (Mutate, Reduce, Copy share link), which a modal dialog would make inert. It is a dialog to
// the keyboard all the same: the focus moves to its title when it opens and at each step, Escape closes it, and
// the focus goes back to the control that opened it (ui/focus-keeper.ts).
import { LitElement, css, html } from 'lit';
import type { TourView } from '../ui-state/tour.js';
import { shared } from './styles.js';
import { send } from './events.js';
import { FocusKeeper, deepActiveElement, focusLost } from './focus-keeper.js';

/** The first element matching `selector` under `root`, looking inside every open shadow root. */
export function deepQuery(root: ParentNode, selector: string): HTMLElement | undefined {
  const direct = root.querySelector<HTMLElement>(selector);
  if (direct) return direct;
  for (const el of root.querySelectorAll('*')) {
    const found = el.shadowRoot ? deepQuery(el.shadowRoot, selector) : undefined;
    if (found) return found;
  }
  return undefined;
}

export class TourPanel extends LitElement {
  static override styles = [
    shared,
    css`
      .panel {
        position: fixed;
        inset: auto 1rem 1rem auto;
        margin: 0;
        color: inherit;
        width: min(26rem, calc(100vw - 2rem));
        max-height: 45vh;
        overflow: auto;
        box-sizing: border-box;
        z-index: 20;
        background: white;
        border: 2px solid #0b61a4;
        border-radius: 8px;
        padding: 0.7rem 0.9rem;
        box-shadow: 0 4px 18px rgb(0 0 0 / 25%);
      }
      @media (max-width: 600px) {
        .panel {
          inset: auto 0.5rem 0.5rem 0.5rem;
          width: auto;
          max-height: 40vh;
          font-size: 0.92rem;
        }
      }
      .count {
        font-size: 0.85rem;
      }
      h2 {
        margin: 0.1rem 0 0.4rem;
      }
      h2:focus {
        outline: 2px solid #0b61a4;
        outline-offset: 2px;
      }
      p {
        margin: 0.3rem 0;
      }
      .waiting {
        font-style: italic;
      }
      .buttons {
        display: flex;
        gap: 0.5rem;
        justify-content: flex-end;
        margin-top: 0.5rem;
      }
      .ring {
        position: fixed;
        z-index: 19;
        pointer-events: none;
        border: 3px solid #e08a00;
        border-radius: 6px;
        box-shadow: 0 0 0 4px rgb(224 138 0 / 30%);
      }
    `,
  ];
  static override properties = { view: { attribute: false }, ring: { state: true } };

  view: TourView | undefined;
  private ring: DOMRect | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly follow = (): void => this.place();
  private readonly focusKeeper = new FocusKeeper();
  /** While the tour is open: the token of the control that opened it. */
  private opener: number | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('scroll', this.follow, { passive: true });
    window.addEventListener('resize', this.follow);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('scroll', this.follow);
    window.removeEventListener('resize', this.follow);
    this.stopFollowing();
  }

  private stopFollowing(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  override updated(changed: Map<string, unknown>): void {
    if (!changed.has('view')) return;
    const before = changed.get('view') as TourView | undefined;
    if (this.view && before?.index !== this.view.index) this.bringTargetIntoSight();
    this.moveFocus(before);
    // Results arrive and move the layout under the target: follow it while the tour is open.
    if (this.view && this.timer === undefined) this.timer = setInterval(this.follow, 300);
    if (!this.view) this.stopFollowing();
    this.place();
  }

  /**
   * Opening: show the dialog, remember the opener, focus the title; a new step: its title; closing: the opener.
   * The panel is fixed and in sight: preventScroll keeps the page where bringTargetIntoSight put it, under the ring.
   */
  private moveFocus(before: TourView | undefined): void {
    const dialog = this.renderRoot.querySelector<HTMLDialogElement>('dialog');
    const title = this.renderRoot.querySelector<HTMLElement>('#tour-title');
    if (this.view && !before) {
      this.opener = this.focusKeeper.start();
      if (dialog && !dialog.open) dialog.show();
      title?.focus({ preventScroll: true });
    } else if (this.view && before && before.index !== this.view.index) {
      // Next or Back was pressed in the dialog (the new step's Next may be disabled): read the new step.
      const inside = this.renderRoot.contains(deepActiveElement());
      if (inside || focusLost()) title?.focus({ preventScroll: true });
    } else if (!this.view && this.opener !== undefined) {
      this.focusKeeper.end(this.opener);
      this.opener = undefined;
    }
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    send(this, 'tour-close');
  }

  private target(): HTMLElement | undefined {
    const root = this.getRootNode() as ParentNode;
    return this.view ? deepQuery(root, this.view.target) : undefined;
  }

  /** Scrolls so the target sits in the upper part of the window, above the panel. */
  private bringTargetIntoSight(): void {
    const el = this.target();
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.2;
    window.scrollTo({ top: Math.max(0, top) });
  }

  private place(): void {
    const el = this.view ? this.target() : undefined;
    const rect = el?.getBoundingClientRect();
    const visible = rect && rect.width > 0 && rect.height > 0 ? rect : undefined;
    const same = (a?: DOMRect, b?: DOMRect): boolean =>
      a?.x === b?.x && a?.y === b?.y && a?.width === b?.width && a?.height === b?.height;
    if (!same(visible, this.ring)) this.ring = visible;
  }

  override render() {
    const v = this.view;
    if (!v) return '';
    const r = this.ring;
    const pad = 4;
    return html`
      ${
        r
          ? html`<div
              class="ring"
              data-testid="tour-ring"
              style="left:${r.left - pad}px;top:${r.top - pad}px;width:${r.width + 2 * pad}px;height:${
                r.height + 2 * pad
              }px"
            ></div>`
          : ''
      }
      <dialog
        class="panel"
        aria-labelledby="tour-title"
        aria-describedby="tour-text"
        data-testid="tour-panel"
        @keydown=${(e: KeyboardEvent) => this.onKey(e)}
        @cancel=${(e: Event) => (e.preventDefault(), send(this, 'tour-close'))}
      >
        <span class="count muted" data-testid="tour-count">Tour · step ${v.index + 1} of ${v.total}</span>
        <h2 id="tour-title" data-testid="tour-title" tabindex="-1">${v.title}</h2>
        <p id="tour-text" data-testid="tour-text">${v.text}</p>
        <p class="waiting muted" role="status" aria-live="polite" data-testid="tour-waiting">${v.waiting}</p>
        <div class="buttons">
          <button data-testid="tour-close" @click=${() => send(this, 'tour-close')}>Close</button>
          <button data-testid="tour-back" ?disabled=${!v.canBack} @click=${() => send(this, 'tour-back')}>Back</button>
          <button
            class="primary"
            data-testid="tour-next"
            ?disabled=${!v.canNext}
            @click=${() => send(this, 'tour-next')}
          >
            ${v.last ? 'Finish' : 'Next'}
          </button>
        </div>
      </dialog>
    `;
  }
}

customElements.define('tour-panel', TourPanel);

declare global {
  interface HTMLElementTagNameMap {
    'tour-panel': TourPanel;
  }
}

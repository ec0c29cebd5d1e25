// <tour-panel>: renders the guided tour's step (ui-state/tour.ts) in a small panel with Back/Next/Close and
// outlines the control the step asks for. It decides nothing: it sends tour-back, tour-next and tour-close, and asks
// ui-state/tour.ts where the focus goes (tourFocus), which key closes it (closesTour) and how it docks (tourDock).
//
// The panel is a native <dialog>, shown non-modal (show(), not showModal()): each step asks the person to press a
// control of the page (Mutate, Reduce, Copy share link), which a modal dialog would make inert. It is a dialog to
// the keyboard all the same: Escape closes it from anywhere on the page, and the focus goes back to the control that
// opened it (ui/focus-keeper.ts). At each step the focus goes to Next once the step is ready, else to the control the
// step asks for, else to the step's title; so a step costs Enter on its control and Enter on Next. On a phone it docks
// as a compact bar at the bottom of the screen, the step's text behind "About this step".
import { LitElement, css, html } from 'lit';
import { closesTour, tourDock, tourFocus, type TourFocus, type TourView } from '../ui-state/tour.js';
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

const usable = (el: HTMLElement | null | undefined): el is HTMLElement => !!el && !el.matches(':disabled');

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
      .panel.bar {
        inset: auto 0 0 0;
        width: 100%;
        max-height: 50vh;
        border-width: 2px 0 0 0;
        border-radius: 0;
        padding: 0.3rem 0.6rem 0.4rem;
        font-size: 0.9rem;
      }
      .bar .row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.2rem 0.5rem;
      }
      .bar h2 {
        display: inline;
        font-size: 1rem;
        margin: 0 0 0 0.3rem;
      }
      .bar .buttons {
        margin-top: 0;
      }
      .bar .waiting:empty {
        display: none;
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
  static override properties = { view: { attribute: false }, ring: { state: true }, dock: { state: true } };

  view: TourView | undefined;
  private ring: DOMRect | undefined;
  private dock = tourDock(window.innerWidth);
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly follow = (): void => this.place();
  private readonly focusKeeper = new FocusKeeper();
  /** While the tour is open: the token of the control that opened it. */
  private opener: number | undefined;
  /** The focus goes to the step's control once it is enabled (focusOn). */
  private targetLater = false;

  /** Escape anywhere on the page closes the open tour (unless a control took the key for itself). */
  private readonly escape = (e: KeyboardEvent): void => {
    if (!this.view || !closesTour(e)) return;
    e.preventDefault();
    send(this, 'tour-close');
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('scroll', this.follow, { passive: true });
    window.addEventListener('resize', this.follow);
    window.addEventListener('keydown', this.escape);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('scroll', this.follow);
    window.removeEventListener('resize', this.follow);
    window.removeEventListener('keydown', this.escape);
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
   * Opening: show the dialog, remember the opener, and focus what tourFocus says; another step, or a step now
   * ready: the same, when the person follows the tour (the focus is in it, lost, or on the step's control);
   * closing: the opener. The panel is fixed and in sight: preventScroll keeps the page where bringTargetIntoSight
   * put it, under the ring.
   */
  private moveFocus(before: TourView | undefined): void {
    const dialog = this.renderRoot.querySelector<HTMLDialogElement>('dialog');
    if (this.view && !before) {
      this.opener = this.focusKeeper.start();
      if (dialog && !dialog.open) dialog.show();
      this.focusOn(tourFocus(undefined, this.view));
    } else if (this.view && before) {
      const to = tourFocus(before, this.view);
      if (to && this.following(before)) this.focusOn(to);
    } else if (!this.view && this.opener !== undefined) {
      this.focusKeeper.end(this.opener);
      this.opener = undefined;
    }
  }

  /** The focus is in the tour, lost, or on the control the step `before` asked for. */
  private following(before: TourView): boolean {
    const active = deepActiveElement();
    if (focusLost() || (active && this.renderRoot.contains(active))) return true;
    const control = deepQuery(this.getRootNode() as ParentNode, before.target);
    return !!active && !!control && (control === active || control.contains(active));
  }

  private focusOn(to: TourFocus | undefined): void {
    const next = this.renderRoot.querySelector<HTMLButtonElement>('[data-testid=tour-next]');
    const target = to === 'target' ? this.target() : undefined;
    const title = this.renderRoot.querySelector<HTMLElement>('#tour-title');
    const el = to === 'next' && usable(next) ? next : usable(target) ? target : title;
    // The step's control is still disabled (its lanes load): the title for now, the control once it is enabled.
    this.targetLater = to === 'target' && el === title;
    el?.focus({ preventScroll: true });
  }

  /** The focus waits on the title for the step's control to be enabled: it moves there once it is, if still idle. */
  private focusTargetWhenReady(): void {
    if (!this.targetLater || !this.view) return;
    const target = this.target();
    if (!usable(target)) return;
    this.targetLater = false;
    const title = this.renderRoot.querySelector<HTMLElement>('#tour-title');
    const active = deepActiveElement();
    if (focusLost() || active === title) target.focus({ preventScroll: true });
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
    const dock = tourDock(window.innerWidth);
    if (dock !== this.dock) this.dock = dock;
    this.focusTargetWhenReady();
  }

  private buttons(v: TourView) {
    return html`<div class="buttons">
      <button data-testid="tour-close" @click=${() => send(this, 'tour-close')}>Close</button>
      <button data-testid="tour-back" ?disabled=${!v.canBack} @click=${() => send(this, 'tour-back')}>Back</button>
      <button class="primary" data-testid="tour-next" ?disabled=${!v.canNext} @click=${() => send(this, 'tour-next')}>
        ${v.last ? 'Finish' : 'Next'}
      </button>
    </div>`;
  }

  private waitingLine(v: TourView) {
    return html`<p class="waiting muted" role="status" aria-live="polite" data-testid="tour-waiting">${v.waiting}</p>`;
  }

  private cornerBody(v: TourView) {
    return html`<span class="count muted" data-testid="tour-count">Tour · step ${v.index + 1} of ${v.total}</span>
      <h2 id="tour-title" data-testid="tour-title" tabindex="-1">${v.title}</h2>
      <p id="tour-text" data-testid="tour-text">${v.text}</p>
      ${this.waitingLine(v)} ${this.buttons(v)}`;
  }

  /** On a phone: the step's number and title and the buttons on one line; its text on demand, then its waiting. */
  private barBody(v: TourView) {
    return html`<div class="row">
        <span
          ><span class="count muted" data-testid="tour-count">Tour ${v.index + 1}/${v.total}</span>
          <h2 id="tour-title" data-testid="tour-title" tabindex="-1">${v.title}</h2></span
        >
        ${this.buttons(v)}
      </div>
      <details data-testid="tour-more">
        <summary>About this step</summary>
        <p id="tour-text" data-testid="tour-text">${v.text}</p>
      </details>
      ${this.waitingLine(v)}`;
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
        class="panel ${this.dock}"
        aria-labelledby="tour-title"
        aria-describedby="tour-text"
        data-testid="tour-panel"
        data-dock=${this.dock}
        @cancel=${(e: Event) => (e.preventDefault(), send(this, 'tour-close'))}
      >
        ${this.dock === 'bar' ? this.barBody(v) : this.cornerBody(v)}
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

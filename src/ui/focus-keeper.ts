// The DOM side of ui-state/focus-return.ts: which control has the focus (through the components' shadow roots),
// whether the focus was lost, and giving it back to a control, found again when Lit rendered it anew.
import { FocusReturn } from '../ui-state/focus-return.js';

/** The focused element, looking inside every open shadow root. */
export function deepActiveElement(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** The focus is on nothing a keyboard user can act on: the body, or a control now disabled or removed. */
export function focusLost(): boolean {
  const el = deepActiveElement();
  if (!el || el === document.body || el === document.documentElement || !el.isConnected) return true;
  return el.matches(':disabled');
}

interface Origin {
  el: HTMLElement;
  /** Where to look for it again (its shadow root) and by what (its data-testid), if Lit replaced it. */
  root: Node;
  testid: string | null;
}

function findAgain(o: Origin): HTMLElement | undefined {
  if (o.el.isConnected) return o.el;
  if (!o.testid || !(o.root instanceof ShadowRoot || o.root instanceof Document)) return undefined;
  return o.root.querySelector<HTMLElement>(`[data-testid="${o.testid}"]`) ?? undefined;
}

export class FocusKeeper {
  private readonly memory = new FocusReturn<Origin>();

  /** An action starts: remembers the control that has the focus now (the one the person pressed). */
  start(): number {
    const el = deepActiveElement();
    const origin =
      el instanceof HTMLElement && el !== document.body
        ? { el, root: el.getRootNode(), testid: el.getAttribute('data-testid') }
        : undefined;
    return this.memory.started(origin);
  }

  /** The action ended and the page shows it: the focus goes back to its control if it was lost. */
  end(token: number): void {
    const origin = this.memory.ended(token, focusLost());
    if (origin) findAgain(origin)?.focus();
  }
}

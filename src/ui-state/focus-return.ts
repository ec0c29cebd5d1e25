// Where the keyboard's focus goes when an action ends (issue 23). A control that starts a step, a campaign, a
// reduction or a bisection is disabled while it runs, and closing a panel removes the control that had the focus:
// either way the browser drops the focus to <body>, and a keyboard user starts again at the top of the page. So
// the control that started an action is remembered, and when the action ends the focus goes back to it, but only
// when the focus was lost meanwhile: it is never taken from where the person moved it.
//
// Generic over what a "control" is, so the rule is tested in Node; ui/focus-keeper.ts holds it for the DOM.

export class FocusReturn<T> {
  private readonly pending = new Map<number, T>();
  private count = 0;

  /** An action starts from `origin` (the control that has the focus, if any); the token names it when it ends. */
  started(origin: T | undefined): number {
    const token = ++this.count;
    if (origin !== undefined) this.pending.set(token, origin);
    return token;
  }

  /**
   * The action named by `token` ended; `lost` says whether the focus is on nothing now (the page's body, or a
   * control that was disabled or removed). Returns the control to focus again, once: a token ends only once.
   */
  ended(token: number, lost: boolean): T | undefined {
    const origin = this.pending.get(token);
    this.pending.delete(token);
    return lost ? origin : undefined;
  }

  /** How many actions still wait to end (a token that is never ended would keep its control). */
  get waiting(): number {
    return this.pending.size;
  }
}

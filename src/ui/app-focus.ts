// Where the focus and the eye go when the shell (playground-app.ts) starts an action: back to the control that
// started it once it ends, if the focus was lost meanwhile (focus-keeper.ts); to Stop while a campaign runs; to an
// opened panel's heading (Report, Reduce), and back to what opened the panel when it closes; the panel, or the step
// view a finding opens in, scrolled into sight.
import type { LitElement } from 'lit';
import type { Finding } from '../finding/record.js';
import type { Playground } from '../ui-state/playground.js';
import { FocusKeeper, focusLost } from './focus-keeper.js';

type Panel = 'report' | 'reduce' | 'bisect';

export class AppFocus {
  /** Gives the focus back to the control that started an action when it ends (ui-state/focus-return.ts). */
  private readonly keeper = new FocusKeeper();
  /** The open panels' tokens: closing a panel gives the focus back to the control that opened it. */
  private readonly panelTokens: Partial<Record<Panel, number>> = {};

  constructor(
    private readonly host: LitElement,
    private readonly app: Playground,
  ) {}

  /** The components rendered what changed (Lit updates a child in the microtasks after its parent). */
  private async rendered(): Promise<void> {
    await this.host.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  /** Runs an action; when it ends, the focus goes back to the control that started it if it was lost. */
  async keepFocus(action: () => Promise<unknown>): Promise<void> {
    const token = this.keeper.start();
    try {
      await action();
    } finally {
      await this.rendered();
      this.keeper.end(token);
    }
  }

  /** Remembers the control that opened a panel (Report, Reduce, Bisect) until the panel closes. */
  private openPanel(panel: Panel): void {
    const before = this.panelTokens[panel];
    if (before !== undefined) this.keeper.end(before);
    this.panelTokens[panel] = this.keeper.start();
  }

  async closePanel(panel: Panel, close: () => void): Promise<void> {
    close();
    const token = this.panelTokens[panel];
    delete this.panelTokens[panel];
    await this.rendered();
    if (token !== undefined) this.keeper.end(token);
  }

  /**
   * Start disables itself: while the campaign runs the focus goes to Stop (the next thing a keyboard user wants),
   * and back to Start when the campaign ends.
   */
  async startCampaign(): Promise<void> {
    await this.keepFocus(async () => {
      const run = this.app.startCampaign();
      await this.rendered();
      if (focusLost())
        this.host.renderRoot
          .querySelector('campaign-view')
          ?.renderRoot.querySelector<HTMLElement>('[data-testid=campaign-stop]')
          ?.focus();
      await run;
    });
  }

  async reduce(finding?: Finding): Promise<void> {
    this.openPanel('reduce');
    const started = this.keepFocus(() => this.app.reduce(finding));
    await this.host.updateComplete;
    const panel = this.host.renderRoot.querySelector('reduce-panel');
    await panel?.updateComplete;
    panel?.scrollIntoView({ block: 'nearest' });
    panel?.focusHeading();
    await started;
  }

  async bisect(finding?: Finding): Promise<void> {
    this.openPanel('bisect');
    const started = this.keepFocus(() => this.app.bisect(finding));
    await this.host.updateComplete;
    this.host.renderRoot.querySelector('bisect-panel')?.scrollIntoView({ block: 'nearest' });
    await started;
  }

  /** Opens a finding's report and brings it into sight. */
  async report(finding?: Finding): Promise<void> {
    this.openPanel('report');
    const opened = this.app.report(finding);
    await this.host.updateComplete;
    const panel = this.host.renderRoot.querySelector('report-panel');
    await panel?.updateComplete;
    panel?.scrollIntoView({ block: 'start' });
    panel?.renderRoot.querySelector<HTMLElement>('#report-title')?.focus();
    await opened;
  }

  /** Opens a stored finding in the step view and brings the view into sight. */
  async open(finding: Finding): Promise<void> {
    await this.app.openFinding(finding);
    await this.host.updateComplete;
    this.host.renderRoot.querySelector('step-view')?.scrollIntoView({ block: 'start' });
  }
}

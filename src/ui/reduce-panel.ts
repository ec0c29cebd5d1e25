// <reduce-panel>: one reduction of a finding, live (size, % reduced, pass, candidates, a size-over-time
// chart, Cancel) and then its result (original vs reduced, stats, the re-run's verdict, a share link).
// The work happens in ui-state/reduce-control.ts; this renders its view and sends `reduce-cancel` and
// `reduce-close` intents.
import { LitElement, css, html } from 'lit';
import type { ReducePhase, ReduceView } from '../ui-state/reduce-control.js';
import { elapsedText, resultSummary } from '../ui-state/reduce-summary.js';
import { describeObserved } from '../share/claim.js';
import { observedOf } from '../share/state.js';
import './diff-view.js';
import { pageLinkHome } from './page-link-home.js';
import './reduce-chart.js';
import { phaseTone, verdictTone } from '../ui-state/tone.js';
import { shared } from './styles.js';
import { send } from './events.js';

const PHASE_TEXT: Record<ReducePhase, string> = {
  idle: 'Not started',
  checking: 'Checking that the finding still reproduces…',
  reducing: 'Reducing…',
  rerunning: 'Re-running the reduced script on every lane…',
  done: 'Done',
  cancelled: 'Cancelled: kept the smallest finding reached so far',
  failed: 'Could not reduce',
};

const percent = (before: number, now: number): number => (before > 0 ? Math.round((1 - now / before) * 100) : 0);

export class ReducePanel extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .status {
        font-weight: 600;
        margin: 0.3rem 0;
      }
      dl {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
        gap: 0.2rem 0.8rem;
        margin: 0.4rem 0;
        font-size: 0.9rem;
      }
      dl div {
        min-width: 0;
      }
      dt {
        color: #555;
        font-size: 0.8rem;
      }
      dd {
        margin: 0;
        font-weight: 600;
        font-variant-numeric: tabular-nums;
        overflow-wrap: anywhere;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
        margin: 0.5rem 0;
      }
      ul {
        margin: 0.2rem 0;
        padding-left: 1.2rem;
        font-size: 0.9rem;
      }
      h3 {
        font-size: 0.95rem;
        margin: 0.6rem 0 0.3rem;
      }
    `,
  ];

  static override properties = { view: { attribute: false }, copied: { state: true } };
  view: ReduceView | undefined;
  /** The link last copied (or refused by the clipboard), so the note only shows for the current link. */
  private copied: { link: string; ok: boolean } | undefined;

  /** Moves keyboard focus to the panel's heading (the Reduce button that opened it may now be disabled). */
  focusHeading(): void {
    this.renderRoot.querySelector<HTMLElement>('#reduce-title')?.focus();
  }

  private get link(): string {
    return pageLinkHome().base + (this.view?.result?.fragment ?? '');
  }

  private async copy(): Promise<void> {
    const link = this.link;
    try {
      await navigator.clipboard.writeText(link);
      this.copied = { link, ok: true };
    } catch {
      this.copied = { link, ok: false };
    }
  }

  private renderResult() {
    const r = this.view?.result;
    if (!r) return '';
    const copied = this.copied?.link === this.link ? this.copied : undefined;
    return html`<h3>Re-run of the reduced script</h3>
      <ul data-testid="reduce-observed">
        ${r.outcomes.map((o) => html`<li>${describeObserved(observedOf(o))}</li>`)}
      </ul>
      <p data-testid="reduce-verdict" class=${verdictTone(r.reading)}>
        Verdict: <span class="badge">${r.reading.title}</span> ${r.reading.text} —
        <strong data-testid="reduce-same"
          >${r.sameFinding ? 'still the same finding' : 'not the same finding any more'}</strong
        >
      </p>
      <p class="muted" data-testid="reduce-stats">${resultSummary(this.view!)}</p>
      <diff-view
        data-testid="reduce-diff"
        lines
        parentLabel="Original"
        mutantLabel="Reduced"
        .parentText=${r.original}
        .mutantText=${r.reduced}
      ></diff-view>
      <div class="buttons">
        ${
          r.finding
            ? html`<button
                class="primary"
                data-testid="reduce-report"
                @click=${() => r.finding && send(this, 'finding-report', r.finding)}
              >
                Report the reduced finding
              </button>`
            : ''
        }
        <button data-testid="reduce-copy" @click=${() => void this.copy()}>Copy share link</button>
        <a href=${this.link} target="_blank" rel="noopener" data-testid="reduce-open">Open the reduced finding</a>
        <span role="status" class="muted" data-testid="reduce-copied"
          >${copied ? (copied.ok ? 'Copied to the clipboard.' : 'The clipboard was refused: copy the link below.') : ''}</span
        >
      </div>
      <label for="reduce-link">Share link of the reduced finding</label>
      <input
        class="share-link"
        id="reduce-link"
        readonly
        .value=${this.link}
        data-testid="reduce-link"
        @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
      />
      <p class="muted" data-testid="reduce-link-home">${pageLinkHome().note}</p>`;
  }

  override render() {
    const v = this.view;
    if (!v) return html``;
    const active = v.phase === 'checking' || v.phase === 'reducing' || v.phase === 'rerunning';
    return html`<section aria-labelledby="reduce-title" data-testid="reduce-panel" data-phase=${v.phase}>
      <div class="head">
        <h2 id="reduce-title" tabindex="-1">Reduce the finding</h2>
        ${
          active
            ? html`<button
                data-testid="reduce-cancel"
                aria-label="Cancel the reduction (keeps the smallest finding so far)"
                ?disabled=${v.phase === 'rerunning'}
                @click=${() => send(this, 'reduce-cancel')}
              >
                Cancel
              </button>`
            : html`<button
                data-testid="reduce-close"
                aria-label="Close the reduce panel"
                @click=${() => send(this, 'reduce-close')}
              >
                Close
              </button>`
        }
      </div>
      ${v.keeps ? html`<p class="muted" data-testid="reduce-keeps">Keeps: ${v.keeps}</p>` : ''}
      <p class="status" role="status" aria-live="polite" data-testid="reduce-phase">
        <span class="badge ${phaseTone(v.phase)}">${v.phase}</span>
        ${PHASE_TEXT[v.phase]}${v.message ? html`: <span data-testid="reduce-message">${v.message}</span>` : ''}
      </p>
      <dl data-testid="reduce-progress">
        <div>
          <dt>Size now</dt>
          <dd data-testid="reduce-bytes">${v.bytes} bytes</dd>
        </div>
        <div>
          <dt>Reduced by</dt>
          <dd data-testid="reduce-percent">${percent(v.bytesBefore, v.bytes)}% of ${v.bytesBefore} bytes</dd>
        </div>
        <div>
          <dt>Pass</dt>
          <dd data-testid="reduce-pass">${v.pass || '—'}</dd>
        </div>
        <div>
          <dt>Candidates tested</dt>
          <dd data-testid="reduce-candidates">${v.candidates}</dd>
        </div>
        <div>
          <dt>Accepted</dt>
          <dd>${v.accepted}</dd>
        </div>
        <div>
          <dt>Elapsed</dt>
          <dd data-testid="reduce-elapsed">${elapsedText(v)}</dd>
        </div>
      </dl>
      <reduce-chart .samples=${v.samples} .elapsedMs=${v.elapsedMs}></reduce-chart>
      ${this.renderResult()}
    </section>`;
  }
}

customElements.define('reduce-panel', ReducePanel);

declare global {
  interface HTMLElementTagNameMap {
    'reduce-panel': ReducePanel;
  }
}

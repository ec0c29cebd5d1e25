// <report-panel>: a finding's report in the form its solver's tracker asks (ui-state/report-view.ts builds it): which
// finding is reported (its reduced form when there is one), whether the newest Z3 release still shows it, the
// title and the whole report, "Open an issue on GitHub" (the new-issue form opens in a new tab, filled in through
// its address: the page sends nothing) and "Copy the report", each confirmed beside its button; and the finding's
// hand-over state (new → reported with the issue's address → fixed upstream). Renders and sends intents only.
import { LitElement, css, html } from 'lit';
import { stateText } from '../finding/state.js';
import { MAX_ISSUE_URL, TRACKER_REPO, type Tracker } from '../finding/report/index.js';
import type { Said } from '../ui-state/playground.js';
import type { ReportView } from '../ui-state/report-view.js';
import { liveTone, standingTone } from '../ui-state/tone.js';
import { liveWords } from '../ui-state/release-words.js';
import { send } from './events.js';
import { shared } from './styles.js';

const TRACKER_NAMES: Readonly<Record<Tracker, string>> = { z3: 'Z3', cvc5: 'cvc5' };

export class ReportPanel extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
        margin: 0.5rem 0;
      }
      .title {
        font-weight: 600;
        overflow-wrap: anywhere;
      }
      pre {
        font-size: 0.78rem;
        background: #f6f6f6;
        max-height: 22rem;
        overflow: auto;
        padding: 0.4rem;
        margin: 0.3rem 0;
      }
      p {
        margin: 0.3rem 0;
      }
      fieldset {
        border: 1px solid #bbb;
        border-radius: 4px;
        margin: 0.6rem 0 0;
        /* A fieldset is as wide as its widest word by default: a pasted address must wrap on a phone. */
        min-width: 0;
      }
      legend,
      .buttons > span,
      [data-testid='report-held'],
      .badge {
        overflow-wrap: anywhere;
        max-width: 100%;
      }
      input[type='url'] {
        flex: 1 1 16rem;
        min-width: 0;
        font-size: 0.85rem;
      }
      a {
        overflow-wrap: anywhere;
      }
    `,
  ];

  static override properties = { view: { attribute: false }, said: { attribute: false } };
  view: ReportView | undefined;
  said: Said | undefined;

  private beside(at: string) {
    const s = this.said;
    return s?.at === at ? html`<span class="muted" role="status" data-testid=${`said-${at}`}>${s.text}</span>` : '';
  }

  private renderState() {
    const v = this.view!;
    const state = v.state;
    return html`<fieldset data-testid="report-state">
      <legend>Hand-over to the solver's team</legend>
      <p>
        <span class="badge ${standingTone(v.standing)}" data-testid="report-standing">${stateText(state)}</span>
        ${state?.at && state.status !== 'new' ? html`<span class="muted">since ${state.at.slice(0, 10)}</span>` : ''}
      </p>
      <form
        class="buttons"
        @submit=${(e: Event) => {
          e.preventDefault();
          const url = String(new FormData(e.target as HTMLFormElement).get('url') ?? '');
          send(this, 'report-mark', { status: 'reported', url });
        }}
      >
        <label for="issue-url" class="muted">Upstream issue</label>
        <input
          id="issue-url"
          name="url"
          type="url"
          placeholder=${`${TRACKER_REPO[v.tracker ?? v.trackers[0] ?? 'z3']}/issues/…`}
          .value=${state?.url ?? ''}
          data-testid="report-url"
        />
        <button data-testid="report-mark-reported">Mark as reported</button>
      </form>
      <div class="buttons">
        <button data-testid="report-mark-fixed" @click=${() => send(this, 'report-mark', { status: 'fixed-upstream' })}>
          Mark fixed upstream
        </button>
        ${
          state && state.status !== 'new'
            ? html`<button data-testid="report-mark-new" @click=${() => send(this, 'report-mark', { status: 'new' })}>
                Mark new again
              </button>`
            : ''
        }
        ${this.beside('report-state')}
      </div>
    </fieldset>`;
  }

  private renderReport() {
    const v = this.view!;
    const r = v.report;
    const issue = v.issue;
    if (!r || !issue) return '';
    return html`<p class="title" data-testid="report-title">${r.title}</p>
      <div class="buttons">
        <button class="primary" data-testid="report-open-issue" @click=${() => send(this, 'report-open-issue')}>
          Open an issue on GitHub
        </button>
        <button data-testid="report-copy" @click=${() => send(this, 'report-copy')}>Copy the report</button>
        ${this.beside('report')}
      </div>
      <p class="muted" data-testid="report-how">
        The page sends nothing: GitHub's new-issue form of ${TRACKER_REPO[r.tracker].replace('https://github.com/', '')}
        opens in a new tab,
        ${
          issue.complete
            ? `filled in (an address of ${issue.url.length} characters, within GitHub's ${MAX_ISSUE_URL})`
            : `with the title and the short fields; the whole report is too long for an address and is copied to the clipboard to paste`
        };
        you review it there and submit it.
        ${v.issues ? html`Search <a href=${v.issues} target="_blank" rel="noopener">its issues</a> for a duplicate first.` : ''}
      </p>
      <details open>
        <summary>The report (markdown)</summary>
        <pre data-testid="report-body" tabindex="0">${r.body}</pre>
      </details>`;
  }

  override render() {
    const v = this.view;
    if (!v) return html``;
    const f = v.finding;
    const tracker = v.tracker ? TRACKER_NAMES[v.tracker] : 'its solver';
    return html`<section aria-labelledby="report-title" data-testid="report-panel" data-phase=${v.phase}>
      <div class="head">
        <h2 id="report-title" tabindex="-1">${v.known ? `Known to ${tracker}` : `Report to ${tracker}`}</h2>
        <button data-testid="report-close" aria-label="Close the report" @click=${() => send(this, 'report-close')}>
          Close
        </button>
      </div>
      <p data-testid="report-which">
        ${
          v.reduced
            ? html`The reduced finding: ${f.mutant.length}
              bytes${f.reducedFrom ? (f.reducedFrom.bytes === f.mutant.length ? ', nothing left to remove' : `, reduced from ${f.reducedFrom.bytes}`) : ''}.`
            : html`The finding as found (${f.mutant.length} bytes): reduce it first for a smaller input.`
        }
        <span class="muted">Teams' rank: ${v.rank}.</span>
      </p>
      <p data-testid="report-live">
        ${
          v.live
            ? html`<span class="badge ${liveTone(v.live.verdict)}">${v.live.verdict}</span> ${liveWords(v.live)}`
            : v.phase === 'checking'
              ? html`<span class="badge muted">checking</span> running it on the newest Z3 release this page ships…`
              : html`<span class="badge muted">not checked</span> the newest release could not be run on it`
        }
      </p>
      ${
        v.known
          ? html`<p data-testid="report-known" data-status=${v.known.status}>
              <strong
                >Known:
                <a href=${v.known.url} target="_blank" rel="noopener" data-testid="report-known-link">${v.known.name}</a
                >, ${v.known.status}</strong
              >
              <span class="muted">(“${v.known.title}”${v.known.fixed ? `; ${v.known.fixed}` : ''})</span>
            </p>`
          : ''
      }
      ${
        v.held
          ? html`<p data-testid="report-held" class=${v.standing === 'fixed' ? 'good' : 'muted'}>
              ${v.held}
              ${
                v.state?.url && v.standing !== 'open'
                  ? html`<a href=${v.state.url} target="_blank" rel="noopener" data-testid="report-upstream"
                      >${v.state.url}</a
                    >`
                  : ''
              }
            </p>`
          : ''
      }
      ${
        v.trackers.length > 1
          ? html`<div class="buttons">
              ${v.trackers.map(
                (t) =>
                  html`<button
                    data-testid=${`report-for-${t}`}
                    aria-pressed=${v.tracker === t}
                    @click=${() => send(this, 'report-choose', { tracker: t })}
                  >
                    Report to ${TRACKER_NAMES[t]}
                  </button>`,
              )}
            </div>`
          : ''
      }
      ${
        v.canForce
          ? html`<div class="buttons">
              <button data-testid="report-anyway" @click=${() => send(this, 'report-choose', { force: true })}>
                Report anyway
              </button>
            </div>`
          : ''
      }
      ${this.renderReport()} ${this.renderState()}
    </section>`;
  }
}

customElements.define('report-panel', ReportPanel);

declare global {
  interface HTMLElementTagNameMap {
    'report-panel': ReportPanel;
  }
}

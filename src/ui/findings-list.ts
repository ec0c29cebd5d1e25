// <findings-list>: every finding the page kept (step mode, campaigns, reductions), grouped by signature with
// counts, in the order the solver teams ask for reports (ui-state/rank.ts); each group is a ui/finding-item.ts
// (report, open, reduce, bisect, link, bundle, delete). The list filters by kind, clears, exports and imports JSON
// Lines (the CLI's findings.jsonl). It renders and sends intents only.
import { LitElement, css, html } from 'lit';
import { FINDING_KIND_TITLES, FINDING_KINDS, type FindingKind } from '../oracles/index.js';
import type { FindingGroupView } from '../ui-state/findings.js';
import type { Said } from '../ui-state/playground.js';
import { findingItem } from './finding-item.js';
import { shared } from './styles.js';
import { send } from './events.js';

export class FindingsList extends LitElement {
  static override styles = [
    shared,
    css`
      :host {
        display: block;
        font-size: 0.9rem;
      }
      ul {
        padding-left: 1.2rem;
        margin: 0.2rem 0;
      }
      li {
        margin: 0.3rem 0;
        overflow-wrap: anywhere;
      }
      button {
        padding: 0 0.5rem;
        font-size: 0.85rem;
      }
      .tools,
      .status-line {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      .status-line {
        margin: 0.15rem 0;
      }
      .status-line .badge {
        overflow-wrap: anywhere;
        max-width: 100%;
      }
      .order {
        font-size: 0.8rem;
        margin: 0 0 0.4rem;
      }
      pre {
        max-height: 6rem;
        overflow: auto;
        font-size: 0.8rem;
        background: #f6f6f6;
        margin: 0.2rem 0;
      }
    `,
  ];

  static override properties = {
    groups: { attribute: false },
    busy: { type: Boolean },
    message: { type: String },
    said: { attribute: false },
    checking: { attribute: false },
    filter: { state: true },
  };
  groups: FindingGroupView[] = [];
  /** A reduction or bisection is running: Reduce and Bisect are offered again once it ends. */
  busy = false;
  /** What the last import/export did. */
  message = '';
  /** What a finding's button did last (said beside that finding's buttons). */
  said: Said | undefined;
  /** Findings waiting for, or under, their check on the newest Z3 release. */
  checking: readonly string[] = [];
  private filter: FindingKind | '' = '';

  private async importFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file) send(this, 'findings-import', { text: await file.text(), name: file.name });
    input.value = '';
  }

  override render() {
    const shown = this.filter ? this.groups.filter((g) => g.kind === this.filter) : this.groups;
    const total = this.groups.reduce((n, g) => n + g.count, 0);
    return html`<h2>Findings (${this.groups.length} distinct, ${total} seen)</h2>
      <p class="muted order" data-testid="findings-order">
        In the order solver teams ask for reports: unsat instead of sat, sat instead of unsat, invalid models, then the
        rest; the most seen first. Reported and fixed ones last.
      </p>
      <div class="tools">
        <label
          >Kind
          <select
            data-testid="findings-filter"
            @change=${(e: Event) => (this.filter = (e.target as HTMLSelectElement).value as FindingKind | '')}
          >
            <option value="">all</option>
            ${FINDING_KINDS.map((k) => html`<option value=${k}>${FINDING_KIND_TITLES[k]}</option>`)}
          </select></label
        >
        <button
          data-testid="findings-export"
          ?disabled=${this.groups.length === 0}
          @click=${() => send(this, 'findings-export')}
        >
          Export (.jsonl)
        </button>
        <label class="muted"
          >Import
          <input
            type="file"
            accept=".jsonl,.json,application/json"
            data-testid="findings-import"
            @change=${this.importFile}
        /></label>
        <button
          data-testid="findings-clear"
          ?disabled=${this.groups.length === 0}
          @click=${() => send(this, 'findings-clear')}
        >
          Clear all
        </button>
        ${this.message ? html`<span role="status" class="muted" data-testid="findings-message">${this.message}</span>` : ''}
      </div>
      ${
        shown.length === 0
          ? html`<p class="muted">
              None yet. Wrong answers, crashes, invalid models, rejected input and unexpected unknowns are kept here.
            </p>`
          : html`<ul data-testid="findings">
              ${shown.map((g) => findingItem(g, this, { busy: this.busy, said: this.said, checking: this.checking }))}
            </ul>`
      }`;
  }
}

customElements.define('findings-list', FindingsList);

declare global {
  interface HTMLElementTagNameMap {
    'findings-list': FindingsList;
  }
}

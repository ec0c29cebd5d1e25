// <findings-list>: findings kept in IndexedDB, grouped by signature (verdict kind + lanes) with counts.
// Each group offers Reduce (of its latest finding): a `finding-reduce` intent carrying that finding.
import { LitElement, css, html } from 'lit';
import { shared } from './styles.js';

export interface Finding {
  at: number;
  signature: string;
  verdict: string;
  mutator: string;
  link: string;
}

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
        margin: 0.2rem 0;
        overflow-wrap: anywhere;
      }
      button {
        padding: 0 0.5rem;
        font-size: 0.85rem;
      }
    `,
  ];

  static override properties = { findings: { attribute: false }, reducing: { type: Boolean } };
  findings: Finding[] = [];
  /** A reduction is running: Reduce is offered again once it ends. */
  reducing = false;

  private reduce(f: Finding): void {
    this.dispatchEvent(new CustomEvent('finding-reduce', { detail: f, bubbles: true, composed: true }));
  }

  override render() {
    const groups = new Map<string, Finding[]>();
    for (const f of this.findings) groups.set(f.signature, [...(groups.get(f.signature) ?? []), f]);
    return html`<h2>Findings (${this.findings.length})</h2>
      ${
        this.findings.length === 0
          ? html`<p class="muted">
              None yet. Disagreements, contradictions, crashes and invalid models are kept here.
            </p>`
          : html`<ul data-testid="findings">
              ${[...groups].map(
                ([sig, fs]) =>
                  html`<li data-testid="finding">
                    <span class="badge bad">${fs.length}×</span> ${sig} —
                    <a href=${fs[fs.length - 1]!.link}>open the latest</a>
                    <button
                      data-testid="finding-reduce"
                      aria-label=${`Reduce the latest finding: ${sig}`}
                      ?disabled=${this.reducing}
                      @click=${() => this.reduce(fs[fs.length - 1]!)}
                    >
                      Reduce
                    </button>
                  </li>`,
              )}
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

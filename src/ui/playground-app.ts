import { LitElement, css, html } from 'lit';
import { diagnose, type Diagnostics } from '../smtlib/diagnose.js';
import { formatError } from '../smtlib/result.js';

const EXAMPLE = `(set-logic QF_LIA)
(declare-const x Int)
(declare-const y Int)
(assert (and (> x 0) (< y 10) (= (+ x y) 12)))
(check-sat)
`;

/** The playground shell: a seed editor with live parse and sort-check diagnostics. */
export class PlaygroundApp extends LitElement {
  static override styles = css`
    :host {
      display: block;
      font-family: system-ui, sans-serif;
      max-width: 1100px;
      margin: 0 auto;
      padding: 1rem;
      color: #1b1b1b;
    }
    header {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      flex-wrap: wrap;
      gap: 0.5rem;
    }
    h1 {
      font-size: 1.4rem;
      margin: 0;
    }
    textarea {
      width: 100%;
      box-sizing: border-box;
      min-height: 18rem;
      font-family: ui-monospace, monospace;
      font-size: 0.9rem;
      padding: 0.5rem;
    }
    textarea:focus-visible {
      outline: 3px solid #0b61a4;
    }
    .status {
      font-size: 0.9rem;
    }
    .ok {
      color: #0b61a4;
    }
    .bad {
      color: #a6430b;
    }
    ul {
      padding-left: 1.2rem;
    }
  `;

  static override properties = {
    text: { state: true },
    diagnostics: { state: true },
  };

  private text = EXAMPLE;
  private diagnostics: Diagnostics = diagnose(EXAMPLE);

  private onInput(e: Event): void {
    this.text = (e.target as HTMLTextAreaElement).value;
    this.diagnostics = diagnose(this.text);
  }

  override render() {
    const { errors, commands } = this.diagnostics;
    const isolated = globalThis.crossOriginIsolated === true;
    return html`
      <header>
        <h1>SMT Fuzz Playground</h1>
        <span class="status" data-testid="isolation">
          Cross-origin isolated: <strong>${isolated ? 'yes' : 'no'}</strong>
        </span>
      </header>
      <label for="seed">Seed formula (SMT-LIB 2.6)</label>
      <textarea id="seed" spellcheck="false" .value=${this.text} @input=${this.onInput}></textarea>
      <p class="status" data-testid="diagnostics" role="status">
        ${
          errors.length === 0
            ? html`<span class="ok">✓ ${commands} commands, well-sorted</span>`
            : html`<span class="bad">✗ ${errors.length} error${errors.length > 1 ? 's' : ''}</span>
                <ul>
                  ${errors.map((e) => html`<li>${formatError(e)}</li>`)}
                </ul>`
        }
      </p>
    `;
  }
}

customElements.define('smt-playground', PlaygroundApp);

declare global {
  interface HTMLElementTagNameMap {
    'smt-playground': PlaygroundApp;
  }
}

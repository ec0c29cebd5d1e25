// <seed-editor>: CodeMirror 6 with SMT-LIB highlighting and inline parse/sort diagnostics.
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorView, basicSetup } from 'codemirror';
import { LitElement, css, html } from 'lit';
import { seedStatus } from '../ui-state/seed-status.js';
import { diagnose, type Diagnostics } from '../smtlib/diagnose.js';
import { formatError } from '../smtlib/result.js';
import { smtlib } from './smtlib-language.js';
import { send } from './events.js';

export class SeedEditor extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    .cm-host {
      border: 1px solid #8a8a8a;
      border-radius: 4px;
      min-height: 12rem;
    }
    .cm-host:focus-within {
      outline: 3px solid #0b61a4;
      outline-offset: 1px;
    }
    .cm-editor {
      max-height: 22rem;
      font-size: 0.9rem;
    }
    @media (max-width: 600px) {
      .cm-host {
        min-height: 7rem;
      }
      .cm-editor {
        max-height: 9rem; /* a longer seed scrolls inside, so Mutate and the verdict stay on the first screen */
      }
    }
    .cm-editor.cm-focused {
      outline: none;
    }
    .status {
      font-size: 0.9rem;
      margin: 0.3rem 0 0;
    }
    .ok {
      color: #0b61a4;
    }
    .bad {
      color: #a6430b;
    }
    ul {
      margin: 0.2rem 0;
      padding-left: 1.2rem;
    }
  `;

  static override properties = {
    value: {},
    label: {},
    diagnostics: { state: true },
  };

  value = '';
  label = 'Seed formula (SMT-LIB 2.6)';
  private diagnostics: Diagnostics = { commands: 0, errors: [] };
  private view: EditorView | undefined;

  override firstUpdated(): void {
    const parent = this.renderRoot.querySelector('.cm-host') as HTMLElement;
    this.diagnostics = diagnose(this.value);
    this.view = new EditorView({
      parent,
      doc: this.value,
      extensions: [
        basicSetup,
        smtlib,
        lintGutter(),
        linter((view) => this.lint(view.state.doc.toString()), { delay: 150 }),
        // tabindex: axe counts a contenteditable as no focusable content, and a long seed scrolls (scrollable-region-focusable).
        EditorView.contentAttributes.of({ 'aria-label': this.label, 'aria-describedby': 'seed-status', tabindex: '0' }),
        EditorView.updateListener.of((u) => {
          if (!u.docChanged) return;
          this.value = u.state.doc.toString();
          this.diagnostics = diagnose(this.value);
          this.emit();
        }),
      ],
    });
    this.emit();
  }

  override updated(changed: Map<string, unknown>): void {
    if (!changed.has('value') || !this.view) return;
    const current = this.view.state.doc.toString();
    if (current !== this.value) {
      this.view.dispatch({ changes: { from: 0, to: current.length, insert: this.value } });
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.view?.destroy();
    this.view = undefined;
  }

  private lint(text: string): Diagnostic[] {
    const { errors } = diagnose(text);
    return errors.map((e) => {
      const from = Math.min(Math.max(0, e.offset), text.length);
      return { from, to: Math.min(text.length, from + 1), severity: 'error', message: formatError(e) };
    });
  }

  private emit(): void {
    send(this, 'seed-change', { text: this.value, diagnostics: this.diagnostics });
  }

  override render() {
    const { errors } = this.diagnostics;
    const status = seedStatus(this.diagnostics);
    return html`
      <div class="cm-host"></div>
      <div class="status" id="seed-status" data-testid="diagnostics" role="status">
        <span class=${status.ok ? 'ok' : 'bad'}>${status.text}</span>
        ${
          errors.length
            ? html`<ul>
                ${errors.map((e) => html`<li>${formatError(e)}</li>`)}
              </ul>`
            : ''
        }
      </div>
    `;
  }
}

customElements.define('seed-editor', SeedEditor);

declare global {
  interface HTMLElementTagNameMap {
    'seed-editor': SeedEditor;
  }
}

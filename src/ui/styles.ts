// Shared styles: the tones' colours from a colour-blind-safe palette (blue = good, orange = bad, grey = muted), always
// with text. Which tone a finding kind, verdict or status takes is ui-state/tone.ts's alone.
import { css } from 'lit';

export const shared = css`
  :host {
    font-family: system-ui, sans-serif;
    color: #1b1b1b;
  }
  button,
  select,
  input {
    font: inherit;
  }
  select,
  label {
    max-width: 100%;
  }
  button {
    padding: 0.3rem 0.8rem;
    border: 1px solid #555;
    border-radius: 4px;
    background: #f3f3f3;
    cursor: pointer;
  }
  button.primary {
    background: #0b61a4;
    border-color: #0b61a4;
    color: white;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  :focus-visible {
    outline: 3px solid #0b61a4;
    outline-offset: 2px;
  }
  .good {
    color: #0b61a4;
  }
  .bad {
    color: #a6430b;
  }
  .muted {
    color: #555;
  }
  .badge {
    display: inline-block;
    padding: 0 0.4rem;
    border-radius: 3px;
    font-size: 0.8rem;
    font-weight: 600;
    border: 1px solid currentColor;
  }
  /* A panel's heading row: its title, and its Cancel or Close at the right. */
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    justify-content: space-between;
  }
  /* A table of one row per lane or release. */
  table.rows {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.9rem;
  }
  table.rows th,
  table.rows td {
    text-align: left;
    border-bottom: 1px solid #ddd;
    padding: 0.25rem 0.4rem;
    vertical-align: top;
  }
  /* A read-only share link, selected on focus (the reduce panel, the share banner). */
  input.share-link {
    width: 100%;
    box-sizing: border-box;
    font-family: ui-monospace, monospace;
    font-size: 0.8rem;
  }
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.5rem;
  }
  pre {
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

// The app shell's layout: a header, two columns (seed and lanes; mode, reduction and findings) that
// become one below 960 px.
import { css } from 'lit';

export const appStyles = css`
  :host {
    display: block;
    max-width: 1400px;
    margin: 0 auto;
    padding: 0.8rem 1rem;
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
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: 1rem;
    align-items: start;
  }
  section {
    min-width: 0;
  }
  .card {
    border: 1px solid #ccc;
    border-radius: 6px;
    padding: 0.6rem 0.8rem;
    margin-bottom: 0.8rem;
    background: white;
  }
  @media (max-width: 960px) {
    .layout {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .status {
    font-size: 0.9rem;
  }
  .tabs {
    display: flex;
    gap: 0.3rem;
    margin-bottom: 0.4rem;
  }
  .tabs button[aria-pressed='true'] {
    background: #0b61a4;
    border-color: #0b61a4;
    color: white;
    font-weight: 600;
  }
`;

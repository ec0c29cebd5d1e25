// The app shell's layout: a header, two columns (seed and lanes; mode, reduction and findings) that
// become one below 960 px, reordered so that a phone shows the seed, Mutate and the verdict first.
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
      display: flex;
      flex-direction: column;
      align-items: stretch;
      gap: 0;
    }
    section {
      display: contents;
    }
    .card,
    .tabs {
      min-width: 0;
    }
    .seed-card {
      order: 1;
    }
    .tabs {
      order: 2;
    }
    .mode-card {
      order: 3;
    }
    .reduce-card,
    .report-card,
    .bisect-card {
      order: 4;
    }
    .findings-card {
      order: 5;
    }
    .lanes-card {
      order: 6;
    }
  }
  /* The tour's button sits beside "What is this?", so a phone's first screen loses no line to it. */
  .intro {
    margin: 0.2rem 0 0.6rem;
    font-size: 0.95rem;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.3rem 0.8rem;
  }
  .intro .lead {
    flex-basis: 100%;
  }
  .intro details {
    flex: 1 1 12rem;
  }
  .intro summary {
    cursor: pointer;
  }
  .intro .tour {
    padding: 0 0.5rem;
    font-size: 0.9rem;
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
  /*
   * A phone keeps the first screen for the seed, Mutate and the verdict (issue 15): the intro folds into
   * "What is this?", the title and the isolation status share a line, the cards are tighter. Last in the
   * sheet, so these rules win over the ones above.
   */
  @media (max-width: 600px) {
    :host {
      padding: 0.4rem;
    }
    .card {
      padding: 0.4rem 0.5rem;
      margin-bottom: 0.4rem;
    }
    .intro .lead {
      display: none;
    }
    .intro {
      margin: 0.1rem 0 0.4rem;
    }
    header {
      flex-wrap: nowrap;
    }
    h1 {
      font-size: 1.1rem;
      white-space: nowrap;
    }
    .status {
      font-size: 0.75rem;
      text-align: right;
    }
    .seed-card h2 {
      margin-bottom: 0.2rem;
    }
    .tabs {
      margin-bottom: 0.3rem;
    }
  }
`;

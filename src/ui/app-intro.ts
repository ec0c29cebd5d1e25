// The top of the page, rendered in the shell (playground-app.ts, styled by app-styles.ts): the title with whether the
// page is cross-origin isolated, the one-line lead, Take the tour, and "What is this?".
import { html } from 'lit';

const INTRO = html`<p>
    Pick a seed formula (the papers' own or ours), choose a mutator from the literature (OpFuzz, TypeFuzz, Semantic
    Fusion, Janus, STORM, SAE) and press Mutate: the step view shows the rule applied, the formula before and after,
    each solver's answer, and the verdict of the oracle. A campaign does this thousands of times. A finding can be
    reduced to a small formula and shared as a link that re-runs it in anyone's browser.
  </p>
  <p>
    Everything runs here, in WebAssembly: the newest Z3 (5.2.0) against CVC5, with Z3 4.8.17 as a reference a click
    away. CVC5 runs when its WebAssembly build is served beside the page; where it is not, the CVC5 lane says how to add
    one.
  </p>`;

export function appIntro(startTour: () => void) {
  const isolated = globalThis.crossOriginIsolated === true;
  return html`
    <header>
      <h1>SMT Fuzz Playground</h1>
      <span class="status" data-testid="isolation"
        >Cross-origin isolated: <strong>${isolated ? 'yes' : 'no'}</strong></span
      >
    </header>
    <section class="intro" data-testid="intro" aria-label="About the playground">
      <span class="lead"
        >Find bugs in SMT solvers the way the research papers do: mutate a formula, run it on Z3 and CVC5 in your
        browser, and catch wrong answers, crashes, bad models and unexpected unknowns.</span
      >
      <button
        class="tour"
        data-testid="tour-start"
        aria-label="Take the tour: seed, mutate, disagreement, reduce, share"
        @click=${startTour}
      >
        Take the tour
      </button>
      <details>
        <summary>What is this?</summary>
        ${INTRO}
      </details>
    </section>
  `;
}

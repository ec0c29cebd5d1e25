// One finding group as the page lists it (the findings list and a campaign's findings alike): kind, lanes,
// count, where it came from, the smallest witness's text, its Z3 release range once bisected, and its actions
// (open in the step view, reduce, bisect, link, GitHub issue, bundle, delete), sent as intents from the
// component that lists it.
import { html } from 'lit';
import { FINDING_KIND_TITLES } from '../oracles/index.js';
import { laneTitle } from '../solvers/lane-spec.js';
import type { FindingGroupView } from '../ui-state/findings.js';
import { titled } from '../ui-state/judgement-text.js';
import { FINDING_TONES } from '../ui-state/tone.js';
import { send } from './events.js';

/** `busy`: a reduction or bisection is running, so Reduce and Bisect wait. */
export function findingItem(g: FindingGroupView, busy: boolean, from: EventTarget) {
  const f = g.witness;
  const lanes = f.lanes.map(laneTitle).join(', ');
  const made = f.made ? `, ${f.made.mutator} on ${f.made.seedId}` : '';
  return html`<li data-testid="finding" data-kind=${g.kind}>
    <span class="badge ${FINDING_TONES[g.kind]}">${g.count}×</span> <strong>${FINDING_KIND_TITLES[g.kind]}</strong> on
    ${lanes}
    <span class="muted">(${f.origin}${made}, ${f.logic}, smallest ${f.mutant.length} bytes)</span>
    <div class="muted">${titled(f)}</div>
    ${
      f.bisect
        ? html`<div data-testid="finding-range">
            <strong>Z3 releases:</strong> ${f.bisect.range.text}
            <span class="muted">(${f.bisect.verdicts.map((v) => v.version).join(', ')})</span>
          </div>`
        : ''
    }
    <pre data-testid="finding-witness">${f.mutant.slice(0, 400)}${f.mutant.length > 400 ? '…' : ''}</pre>
    <div class="tools">
      <button data-testid="finding-open" @click=${() => send(from, 'finding-open', f)}>Open in step view</button>
      <button
        data-testid="finding-reduce"
        aria-label=${`Reduce: ${titled(f)}`}
        ?disabled=${busy}
        @click=${() => send(from, 'finding-reduce', f)}
      >
        Reduce
      </button>
      <button
        data-testid="finding-bisect"
        title="Run it on every Z3 release this page ships, each in place of the lane that misbehaved"
        ?disabled=${busy}
        @click=${() => send(from, 'finding-bisect', f)}
      >
        Bisect
      </button>
      <button data-testid="finding-link" @click=${() => send(from, 'finding-link', f)}>Copy link</button>
      <button data-testid="finding-issue" @click=${() => send(from, 'finding-issue', f)}>Copy GitHub issue</button>
      <button data-testid="finding-bundle" @click=${() => send(from, 'finding-bundle', f)}>Bundle (.tar)</button>
      <button data-testid="finding-delete" @click=${() => send(from, 'finding-delete', g.signature)}>Delete</button>
    </div>
  </li>`;
}

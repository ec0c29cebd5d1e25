// One finding group as the page lists it (the findings list and a campaign's findings alike): kind, lanes,
// count, where it came from, the teams' rank, whether the newest release of its solver still shows it, its hand-over state,
// the smallest witness's text, its Z3 release range once bisected, and its actions (report, open in the step view,
// reduce, bisect, link, bundle, delete), each confirmed beside the buttons; sent as intents from the component
// that lists it.
import { html } from 'lit';
import { isSeedItself } from '../finding/seed-itself.js';
import { standingOf, stateText } from '../finding/state.js';
import { FINDING_KIND_TITLES } from '../oracles/index.js';
import { laneTitle } from '../solvers/lane-spec.js';
import type { FindingGroupView } from '../ui-state/findings.js';
import { titled } from '../ui-state/judgement-text.js';
import type { Said } from '../ui-state/playground.js';
import { rankWords } from '../ui-state/rank.js';
import { checkingWords, liveWords, rangeWords } from '../ui-state/release-words.js';
import { FINDING_TONES, liveTone, standingTone } from '../ui-state/tone.js';
import { bisectOffer } from '../ui-state/bisect-control.js';
import { issueUrl, knownIssueText, knownIssueOf } from '../finding/known-issues.js';
import { send } from './events.js';

export interface ItemContext {
  /** A reduction or bisection is running, so Reduce and Bisect wait. */
  busy: boolean;
  /** What a button did last, said beside the finding's buttons when it was one of this finding's. */
  said?: Said;
  /** Findings waiting for (or under) their check on the newest release. */
  checking: readonly string[];
}

function liveLine(g: FindingGroupView, checking: readonly string[]) {
  const live = g.witness.live;
  if (live)
    return html`<span class="badge ${liveTone(live.verdict)}" data-testid="finding-live" data-verdict=${live.verdict}
      >${liveWords(live)}</span
    >`;
  return checking.includes(g.witness.id)
    ? html`<span class="badge muted" data-testid="finding-live" data-verdict="checking"
        >${checkingWords(g.witness)}</span
      >`
    : '';
}

export function findingItem(g: FindingGroupView, from: EventTarget, c: ItemContext) {
  const f = g.witness;
  const lanes = f.lanes.map(laneTitle).join(', ');
  const made = f.made ? `, ${f.made.mutator} on ${f.made.seedId}` : isSeedItself(f) ? ', the seed itself' : '';
  const standing = standingOf(f);
  const said = c.said?.at === `finding:${f.id}` ? c.said.text : '';
  const bisect = bisectOffer(f);
  const known = knownIssueOf(f);
  return html`<li data-testid="finding" data-kind=${g.kind} data-standing=${standing}>
    <span class="badge ${FINDING_TONES[g.kind]}">${g.count}×</span> <strong>${FINDING_KIND_TITLES[g.kind]}</strong> on
    ${lanes}
    <span class="muted"
      >(${f.origin}${made}, ${f.logic}, smallest ${f.mutant.length} bytes; rank: ${rankWords(f)})</span
    >
    <div class="muted">${titled(f)}</div>
    <div class="status-line">
      <span class="badge ${standingTone(standing)}" data-testid="finding-state">${stateText(f.state)}</span>
      ${liveLine(g, c.checking)}
      ${
        known
          ? html`<a class="badge" href=${issueUrl(known)} target="_blank" rel="noopener" data-testid="finding-known"
              >${knownIssueText(known)}</a
            >`
          : ''
      }
      ${
        f.state?.url
          ? html`<a href=${f.state.url} target="_blank" rel="noopener" data-testid="finding-upstream"
              >upstream issue</a
            >`
          : ''
      }
    </div>
    ${
      f.bisect
        ? html`<div data-testid="finding-range">
            <strong>Z3 releases:</strong> ${rangeWords(f.bisect)}
            <span class="muted">(${f.bisect.verdicts.map((v) => v.version).join(', ')})</span>
          </div>`
        : ''
    }
    <pre data-testid="finding-witness" tabindex="0">${f.mutant.slice(0, 400)}${f.mutant.length > 400 ? '…' : ''}</pre>
    <div class="tools">
      <button data-testid="finding-report" @click=${() => send(from, 'finding-report', f)}>
        ${standing === 'open' ? 'Report' : 'Report…'}
      </button>
      <button data-testid="finding-open" @click=${() => send(from, 'finding-open', f)}>Open in step view</button>
      <button
        data-testid="finding-reduce"
        aria-label=${`Reduce: ${titled(f)}`}
        ?disabled=${c.busy}
        @click=${() => send(from, 'finding-reduce', f)}
      >
        Reduce
      </button>
      ${
        bisect.ok
          ? html`<button
              data-testid="finding-bisect"
              title="Run it on every Z3 release this page ships, each in place of the lane that misbehaved"
              ?disabled=${c.busy}
              @click=${() => send(from, 'finding-bisect', f)}
            >
              Bisect
            </button>`
          : ''
      }
      <button data-testid="finding-link" @click=${() => send(from, 'finding-link', f)}>Copy link</button>
      <button data-testid="finding-bundle" @click=${() => send(from, 'finding-bundle', f)}>Bundle (.tar)</button>
      <button data-testid="finding-delete" @click=${() => send(from, 'finding-delete', g.signature)}>Delete</button>
      ${said ? html`<span class="muted" role="status" data-testid="finding-said">${said}</span>` : ''}
    </div>
    ${bisect.ok ? '' : html`<div class="muted" data-testid="finding-no-bisect">${bisect.why}</div>`}
  </li>`;
}

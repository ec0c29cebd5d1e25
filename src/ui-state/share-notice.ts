// What the page says about links: a link it opened (what it carries, what it claims, which lanes it could not
// run), a link it made (with a warning when long), or a link it refused.
import { claimOf } from '../share/claim.js';
import { WARN_LINK_CHARS } from '../share/codec.js';
import type { ShareState } from '../share/state.js';
import { defaultLaneChoices, laneChoiceOf, type LaneChoice } from './lanes.js';

export interface ShareNotice {
  kind: 'refused' | 'opened' | 'made';
  text: string;
  /** For `opened`: the claim the link makes, if any. */
  claim?: string;
  /** After a re-run: whether the link's claim still holds. */
  reproduced?: boolean;
  /** For `made`: the link, where it leads (ui-state/link-home.ts), and a warning when it is long. */
  link?: string;
  home?: string;
  warning?: string;
}

/** The lane choices a link names: those this page offers are enabled, the others are listed as left out. */
export function choicesForLink(lanes: readonly string[]): { choices: LaneChoice[]; unknown: string[] } {
  const choices = defaultLaneChoices().map((c) => ({ ...c, enabled: false }));
  const unknown: string[] = [];
  for (const spec of lanes) {
    const c = laneChoiceOf(spec);
    const i = c ? choices.findIndex((x) => x.base === c.base) : -1;
    if (c && i >= 0) choices[i] = c;
    else unknown.push(spec);
  }
  return { choices, unknown };
}

/** Said of an opened link until it runs. */
export const NOT_RUN_YET = ' Nothing has run yet.';

/** What opening a link (or a gallery bug, which opens like one) says. */
export function openedNotice(
  s: ShareState,
  unknown: readonly string[],
  from: 'link' | 'gallery' = 'link',
): ShareNotice {
  const what =
    s.mutant !== undefined
      ? from === 'gallery'
        ? 'the seed itself'
        : 'a literal mutant'
      : `${s.mutator?.name}, rng seed ${s.rngSeed}, step ${s.step}`;
  const extra = unknown.length ? ` Lanes this playground cannot run were left out: ${unknown.join(', ')}.` : '';
  const claim = claimOf(s);
  return {
    kind: 'opened',
    text:
      from === 'gallery'
        ? `A real bug from the gallery (${what}), on the lanes that show it.${extra}`
        : `Opened a shared link (${what}).${NOT_RUN_YET}${extra}`,
    ...(claim ? { claim } : {}),
  };
}

export function madeNotice(link: string, what: string, home: string): ShareNotice {
  const warning = `This link is ${link.length} characters long (over about 8 KB); some chat and mail tools cut long links.`;
  return {
    kind: 'made',
    text: `Share link made: ${what}`,
    link,
    home,
    ...(link.length > WARN_LINK_CHARS ? { warning } : {}),
  };
}

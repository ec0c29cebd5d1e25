// What the page says about links: a link it opened (what it carries, what it claims, its run's progress and
// verdict), a link it made (with a warning when long), or a link it refused: one naming a lane this page cannot
// run (a release it does not ship, a solver program, a CVC5 lane without a build, two lanes of one release) or an
// option the release refuses is refused with what it names and where it runs, never run on other lanes.
import { claimOf, type LinkVerdict } from '../share/claim.js';
import { WARN_LINK_CHARS } from '../share/codec.js';
import type { ShareState } from '../share/state.js';
import { laneTitle, parseLaneSpec, printLaneSpec } from '../solvers/lane-spec.js';
import type { Outcome } from '../solvers/outcome.js';
import { sortVersions } from '../solvers/versions.js';
import { defaultLaneChoices, laneChoiceOf, type LaneChoice, type LaneProblems } from './lanes.js';

export interface ShareNotice {
  kind: 'refused' | 'opened' | 'made';
  text: string;
  /** For `opened`: the claim the link makes, if any. */
  claim?: string;
  /** For `opened`: its run on its lanes is under way (`progress` says how far). */
  running?: boolean;
  progress?: string;
  /** After the run: whether the link's claim holds (the one rule) and what differs, per lane. */
  reproduced?: boolean;
  verdict?: LinkVerdict;
  /** For `refused`: the formula the link carries, to run elsewhere (`smtplay solve`). */
  formula?: string;
  /** For `made`: the link, where it leads (ui-state/link-home.ts), and a warning when it is long. */
  link?: string;
  home?: string;
  warning?: string;
}

const SOLVE = 'smtplay solve bug.smt2';

/** `cvc5+--opt` → `native:cvc5+--opt`; any other lane as it is. */
function asNativeCvc5(spec: string): string {
  const lane = parseLaneSpec(spec);
  if (!lane.ok || lane.value.family !== 'cvc5' || lane.value.backend !== 'wasm') return spec;
  return printLaneSpec({ ...lane.value, backend: 'native', version: '' });
}

const list = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/**
 * The lane choices a link's lanes make on this page (`shipped`: the Z3 releases it ships), or the sentence that
 * refuses the link: what it names that cannot run here, and where it runs.
 */
export function linkLanes(
  lanes: readonly string[],
  problems: LaneProblems,
  shipped: readonly string[],
): { ok: true; choices: LaneChoice[] } | { ok: false; text: string } {
  const choices = defaultLaneChoices().map((c) => ({ ...c, enabled: false }));
  const native: string[] = [];
  const unshipped: string[] = [];
  const cannot: string[] = [];
  const twice: string[] = [];
  const used = new Map<string, string>();
  // A CVC5 WebAssembly lane runs in the CLI as cvc5's own program (the CLI's cvc5 WebAssembly lane needs a build
  // in its cache first, which a person following the link may not have).
  const solve = lanes.map((l) => `--solver ${asNativeCvc5(l)}`).join(' ');
  for (const spec of lanes) {
    const lane = parseLaneSpec(spec);
    if (!lane.ok)
      return { ok: false, text: `This link names a lane that is no lane: ${spec} (${lane.error.message}).` };
    const { family, backend, version } = lane.value;
    if (backend === 'native') native.push(spec);
    else if (family === 'z3' && version && !shipped.includes(version)) unshipped.push(version);
    else if (family === 'cvc5' && problems.cvc5) cannot.push(spec);
    else {
      const c = laneChoiceOf(spec);
      const i = c ? choices.findIndex((x) => x.base === c.base) : -1;
      if (!c || i < 0) cannot.push(spec);
      else if (used.has(c.base)) twice.push(`${used.get(c.base)} and ${spec}`);
      else {
        used.set(c.base, spec);
        choices[i] = c;
      }
    }
  }
  const why: string[] = [];
  if (unshipped.length) {
    const all = sortVersions(new Set([...shipped, ...unshipped]))
      .reverse()
      .join(',');
    why.push(
      `it runs Z3 ${list(unshipped)}, which this page does not ship (it ships Z3 ${list(shipped)}): a page built with SMTPLAY_Z3_RELEASES=${all} ships ${unshipped.length > 1 ? 'them' : 'it'}, and \`${SOLVE} ${solve}\` runs any release on npm`,
    );
  }
  if (native.length)
    why.push(
      `it runs ${list(native.map(laneTitle))}, a solver program on the machine that made it (the page runs WebAssembly builds only): \`${SOLVE} ${solve}\` runs it`,
    );
  if (cannot.length)
    why.push(
      `it runs ${list(cannot.map(laneTitle))}, which cannot run on this page${problems.cvc5 ? ` (${problems.cvc5})` : ''}: \`${SOLVE} ${solve}\` runs it`,
    );
  if (twice.length)
    why.push(
      `it runs two lanes of one release (${list(twice)}) and the page runs one lane per release: \`${SOLVE} ${solve}\` runs both`,
    );
  if (lanes.length === 0) why.push('it names no solver lane');
  if (why.length) return { ok: false, text: `This link cannot run here: ${why.join('; ')}. Nothing was run.` };
  return { ok: true, choices };
}

/**
 * The sentence that refuses a link after its run: a lane refused an option its release does not have (the worker
 * says so before running anything), or undefined.
 */
export function refusedOptions(outcomes: readonly Outcome[], lanes: readonly string[]): string | undefined {
  const refused = outcomes.filter((o) => o.status === 'error' && o.errorKind === 'option');
  if (!refused.length) return undefined;
  const said = refused.map((o) => `${laneTitle(o.laneId)} refuses it: ${o.message.split('\n')[0]}`);
  // A CVC5 WebAssembly lane runs in the CLI as cvc5's own program (the CLI's cvc5 WebAssembly lane needs a build
  // in its cache first, which a person following the link may not have).
  const solve = lanes.map((l) => `--solver ${asNativeCvc5(l)}`).join(' ');
  return `This link cannot run here: ${said.join('; ')}. It was made with a release that has the option: \`${SOLVE} ${solve}\` runs it on any release on npm.`;
}

/** What opening a link (or a gallery bug, which opens like one) says; it runs at once. */
export function openedNotice(s: ShareState, from: 'link' | 'gallery' = 'link'): ShareNotice {
  const what =
    s.mutant !== undefined
      ? from === 'gallery'
        ? 'the seed itself'
        : 'a literal mutant'
      : `${s.mutator?.name}, rng seed ${s.rngSeed}, step ${s.step}`;
  const claim = claimOf(s);
  return {
    kind: 'opened',
    text:
      from === 'gallery'
        ? `A real bug from the gallery (${what}), on the lanes that show it.`
        : `Opened a shared link (${what}), run on its lanes.`,
    ...(claim ? { claim } : {}),
  };
}

/** How far a link's run is: `running on 2 lanes: 1 answered (each at most 5 s)`. */
export function runProgress(lanes: number, answered: number, timeoutMs: number): string {
  const each = `each at most ${Math.round(timeoutMs / 1000)} s`;
  return `running on ${lanes} lane${lanes === 1 ? '' : 's'}: ${answered} answered (${each})`;
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

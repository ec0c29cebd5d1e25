// Where a finding stands in its hand-over to the solver's team, kept in its record (`Finding.state`) so that
// nothing is reported twice: new (nothing said yet; a record without `state` is new) → reported (the upstream
// issue's address pasted in) → fixed upstream (the newest release no longer shows it, or the person says so).
// The CLI sets it (`smtplay mark FINDING_DIR reported URL`, and a live check that finds a reported finding fixed),
// the page keeps the same field in IndexedDB; `triage` lists a reported finding as such instead of reporting it.
import type { LiveCheck } from './live-verdict.js';

export type FindingStatus = 'new' | 'reported' | 'fixed-upstream';

export const FINDING_STATUSES: readonly FindingStatus[] = ['new', 'reported', 'fixed-upstream'];

export interface FindingState {
  status: FindingStatus;
  /** The upstream issue (or pull request): always there once reported; a finding fixed upstream keeps it. */
  url?: string;
  /** The release that no longer shows it, when a live check found it fixed. */
  fixedIn?: string;
  /** ISO time of the last change. */
  at: string;
}

/** An issue's address as a person pastes it: http(s) only (it is shown as a link), or why not. */
export function checkIssueUrl(text: string): { ok: true; url: string } | { ok: false; reason: string } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return {
      ok: false,
      reason: `'${text}' is not an address: paste the issue's, e.g. https://github.com/Z3Prover/z3/issues/1234`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return {
      ok: false,
      reason: `'${text}' is not an http(s) address: paste the issue's, e.g. https://github.com/Z3Prover/z3/issues/1234`,
    };
  return { ok: true, url: url.href };
}

/** The state after a person's word: `reported URL`, `fixed-upstream [URL]` (keeps a known URL), or `new`. */
export function markedState(
  previous: FindingState | undefined,
  status: FindingStatus,
  url: string | undefined,
  now: Date = new Date(),
): FindingState {
  const at = now.toISOString();
  if (status === 'new') return { status, at };
  const kept = url ?? previous?.url;
  if (status === 'reported') {
    if (!kept) throw new Error('a reported finding needs the upstream address');
    return { status, url: kept, at };
  }
  return { status, ...(kept ? { url: kept } : {}), ...(previous?.fixedIn ? { fixedIn: previous.fixedIn } : {}), at };
}

/**
 * The state after a live check: a reported finding the newest release no longer shows is fixed upstream (with that
 * release). A new one stays new: the live check itself says it is fixed, and it is not offered for reporting.
 */
export function stateAfterLiveCheck(previous: FindingState | undefined, live: LiveCheck): FindingState | undefined {
  if (previous?.status === 'reported' && live.verdict === 'fixed')
    return { ...previous, status: 'fixed-upstream', ...(live.release ? { fixedIn: live.release } : {}), at: live.at };
  return previous;
}

/** Where a finding stands for the person: to report, reported, or fixed (in the newest release, or upstream). */
export type Standing = 'open' | 'reported' | 'fixed';

export function standingOf(f: { live?: LiveCheck; state?: FindingState }): Standing {
  if (f.state?.status === 'fixed-upstream' || f.live?.verdict === 'fixed' || f.live?.verdict === 'gone') return 'fixed';
  if (f.state?.status === 'reported') return 'reported';
  return 'open';
}

/** One line: `new`, `reported: URL`, `fixed upstream in Z3 5.2.0 (reported: URL)`. */
export function stateText(state: FindingState | undefined): string {
  if (!state || state.status === 'new') return 'new';
  if (state.status === 'reported') return `reported: ${state.url}`;
  const where = state.fixedIn ? ` in Z3 ${state.fixedIn}` : '';
  return `fixed upstream${where}${state.url ? ` (reported: ${state.url})` : ''}`;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A state kept in a record, or undefined when malformed (it is then left out: the finding counts as new). */
export function readState(x: unknown): FindingState | undefined {
  if (!isObj(x) || typeof x.status !== 'string' || !(FINDING_STATUSES as readonly string[]).includes(x.status))
    return undefined;
  if (typeof x.at !== 'string') return undefined;
  const url = typeof x.url === 'string' ? checkIssueUrl(x.url) : undefined;
  if (url && !url.ok) return undefined;
  if (x.status === 'reported' && !url) return undefined;
  if (x.fixedIn !== undefined && typeof x.fixedIn !== 'string') return undefined;
  return {
    status: x.status as FindingStatus,
    ...(url?.ok ? { url: url.url } : {}),
    ...(typeof x.fixedIn === 'string' ? { fixedIn: x.fixedIn } : {}),
    at: x.at,
  };
}

// Where each result of a finding's hand-over is kept in its record, once: a reduction in `reduction`; a live check in
// the record that ran (the reduced one, or the finding itself), with the state it implies when that is the record
// reported; a bisection's range in the record it measured. The hand-over's steps (handover/reduce.ts, live-check.ts,
// bisect.ts) and the page's store (ui-state/findings.ts `keepIn`, on the record as stored now) both keep through
// here, so the CLI's folders and the page's findings hold a step's result in the same place.
import type { Bisection } from './bisect-range.js';
import type { LiveCheck } from './live-verdict.js';
import type { Finding, KeptReduction } from './record.js';
import { reportedRecord } from './reduction.js';
import { stateAfterLiveCheck } from './state.js';

/** The record with what reducing it made (the reduced record, or why there is none). */
export const keptReduction = (record: Finding, reduction: KeptReduction): Finding => ({ ...record, reduction });

/**
 * The record with a live check of `checked` (its reduced record when that ran, else the record itself). When the
 * record checked is the one reported, a reported finding the check finds fixed is fixed upstream (state.ts).
 */
export function keptLive(record: Finding, live: LiveCheck, checked: Pick<Finding, 'mutant'> = record): Finding {
  const reduced = record.reduction?.finding;
  const onReduced = reduced !== undefined && checked.mutant === reduced.mutant;
  const kept: Finding =
    onReduced && record.reduction
      ? { ...record, reduction: { ...record.reduction, finding: { ...reduced, live } } }
      : { ...record, live };
  const state = reportedRecord(record).mutant === checked.mutant ? stateAfterLiveCheck(record.state, live) : undefined;
  return state ? { ...kept, state } : kept;
}

/** The record with a bisection, kept in the record it measured: its reduced one (`on: 'reduced'`) or itself. */
export function keptBisection(record: Finding, bisection: Bisection, on: 'reduced' | 'found'): Finding {
  const reduced = record.reduction?.finding;
  return on === 'reduced' && reduced && record.reduction
    ? { ...record, reduction: { ...record.reduction, finding: { ...reduced, bisect: bisection } } }
    : { ...record, bisect: bisection };
}

// Which record of a finding is handed over: the reduced one its record keeps (`Finding.reduction`, made by
// handover/reduce.ts) when there is one, else the finding itself. Reports, links, bisection and the page's list all
// take the finding through `reportedRecord`.
import type { Finding } from './record.js';

/**
 * The record a report is about: the reduced one when there is one, else the finding itself. A range measured on
 * the finding before reduction is carried over to the reduced one and says so (`measuredOn`), unless the reduced
 * one was bisected itself.
 */
export function reportedRecord(f: Finding): Finding {
  const reduced = f.reduction?.finding;
  if (!reduced) return f;
  const carried =
    !reduced.bisect && f.bisect ? { bisect: { ...f.bisect, measuredOn: { id: f.id, bytes: f.mutant.length } } } : {};
  return { ...reduced, ...carried, ...(f.state && !reduced.state ? { state: f.state } : {}) };
}

/** Why a finding's reduction made no reduced record (the record is the formula as found), when it was tried and did not. */
export function reductionFailure(f: Finding): string | undefined {
  const r = f.reduction;
  return r?.failed !== undefined && r.finding === undefined ? r.failed : undefined;
}

/**
 * A race (it shows on some runs of its formula only: oracles/intermittent.ts) whose reduction made no reduced record:
 * its checks miss a race by chance now and then, so it is not reduced yet, and the next try may get through.
 */
export const raceNotReduced = (f: Finding): boolean =>
  f.intermittent !== undefined && reductionFailure(f) !== undefined;

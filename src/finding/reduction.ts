// What reducing a finding made of it, kept in the finding's own record (`Finding.reduction`) so the work is not
// lost and travels with the record (findings.jsonl, a merge's union, the next run's known set): the key after
// reduction, which finds the same bug across campaigns (finding/identity.ts), and the reduced record itself,
// which is what gets reported. The reduce-a-finding pipeline is handover/reduce.ts; this is only its result.
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

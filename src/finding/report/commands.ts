// The command lines a report gives: the official binary of a lane's solver on a file, with the lane's options
// (a Z3 WebAssembly lane: the z3 binary, same parameters), and a bisected release range in a few words.
import { parseLaneSpec } from '../../solvers/lane-spec.js';
import { nativeCommandLine } from '../../solvers/native/command-line.js';
import type { BisectRange } from '../bisect-range.js';

/** A shell word, quoted only when it must be. */
export const quote = (a: string): string => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);

/** The native command that runs a lane's solver on `file` (a Z3 wasm lane: the z3 binary, same options). */
export function nativeCommand(
  laneId: string,
  mutant: string,
  file: string,
  timeoutMs: number,
  program?: string,
): string {
  const lane = parseLaneSpec(laneId);
  if (!lane.ok) return `# ${laneId}: ${lane.error.message}`;
  const binary = program ?? lane.value.binary ?? lane.value.family;
  const cl = nativeCommandLine({ ...lane.value, id: laneId, version: '', binary }, mutant, file, { timeoutMs });
  return [cl.binary, ...cl.args].map(quote).join(' ');
}

/**
 * A range in a few words, for a status line and a table cell: `regression since 4.10.0 (last good 4.8.17)`,
 * `fixed in 4.13.4 (last bad 4.13.3)`; a range with releases between its ends that were not run says so.
 */
export function rangeSummary(range: BisectRange): string {
  const gap = (unchecked: readonly string[] | undefined): string =>
    unchecked?.length ? `; ${unchecked.length} release${unchecked.length === 1 ? '' : 's'} between not checked` : '';
  switch (range.kind) {
    case 'regression':
      return range.unchecked?.length
        ? `regression between ${range.lastGood} (good) and ${range.firstBad} (bad)${gap(range.unchecked)}`
        : `regression since ${range.firstBad} (last good ${range.lastGood})`;
    case 'fixed':
      return range.unchecked?.length
        ? `fixed between ${range.lastBad} (bad) and ${range.firstGood} (good)${gap(range.unchecked)}`
        : `fixed in ${range.firstGood} (last bad ${range.lastBad})`;
    case 'always':
      return range.text.replace(/^shows on every release that decided/, 'in every release checked');
    case 'never':
      return range.text.replace(/^shows on no release that decided/, 'in no release checked');
    case 'mixed':
    case 'undecided':
      return range.text;
  }
}

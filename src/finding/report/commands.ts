// The command lines a report gives: the official binary of a lane's solver on a file, with the lane's options
// (a Z3 WebAssembly lane: the z3 binary, same parameters), and the release range a bisection measured.
import { laneTitle, parseLaneSpec } from '../../solvers/lane-spec.js';
import { nativeCommandLine } from '../../solvers/native/command-line.js';
import type { BisectRange } from '../bisect-range.js';
import type { Finding } from '../record.js';

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

/** `z3@4.8.17+smt.x=1` → `Z3 releases with smt.x=1`: a varied lane as a person names it (no lane syntax). */
function releasesInWords(laneId: string): string {
  const lane = parseLaneSpec(laneId);
  if (!lane.ok) return laneId;
  const name = lane.value.family === 'z3' ? 'Z3' : 'cvc5';
  const kind = lane.value.backend === 'native' ? 'native ' : '';
  const options = lane.value.options.length ? ` with ${lane.value.options.join(' ')}` : '';
  return `${name} ${kind}releases${options}`;
}

/** The bisected release range, in one line: which releases show it, how the lane(s) were varied, against what. */
export function bisectLine(f: Pick<Finding, 'bisect'>): string {
  const b = f.bisect;
  if (!b) return '';
  const tested = b.verdicts.map((v) => v.version);
  const varied = b.varied.map(releasesInWords).join(' and ');
  const against = b.kept.length ? `, against ${b.kept.map((l) => laneTitle(l)).join(', ')}` : '';
  const span = tested.length ? ` (${tested.length} releases, ${tested[0]} … ${tested[tested.length - 1]})` : '';
  const on = b.measuredOn
    ? `; measured on the formula as found (${b.measuredOn.bytes} bytes), not the reduced one`
    : '; measured on the formula above';
  return `${b.range.text}: ${varied}${span}${against}, bisected ${b.at.slice(0, 10)}${on}`;
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

/** Is it still there, and since when: `live in Z3 5.2.0; regression since 4.10.0 (last good 4.8.17)`. */
export function statusLine(f: Pick<Finding, 'live' | 'bisect'>): string {
  const live = f.live ? f.live.text : 'not checked against the newest release';
  return f.bisect ? `${live}; ${rangeSummary(f.bisect.range)}` : live;
}

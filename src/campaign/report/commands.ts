// The command lines a report gives: the official binary of a lane's solver on a file, with the lane's options
// (a Z3 WebAssembly lane: the z3 binary, same parameters), and the release range a bisection measured.
import { parseLaneSpec } from '../../solvers/lane-spec.js';
import { nativeCommandLine } from '../../solvers/native/command-line.js';
import { asRelease } from '../bisect-lanes.js';
import type { Finding } from '../finding.js';

/** A shell word, quoted only when it must be. */
export const quote = (a: string): string => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);

/** The native command that runs a lane's solver on `file` (a Z3 wasm lane: the z3 binary, same options). */
export function nativeCommand(laneId: string, mutant: string, file: string, timeoutMs: number): string {
  const lane = parseLaneSpec(laneId);
  if (!lane.ok) return `# ${laneId}: ${lane.error.message}`;
  const binary = lane.value.binary ?? lane.value.family;
  const cl = nativeCommandLine({ ...lane.value, id: laneId, version: '', binary }, mutant, file, { timeoutMs });
  return [cl.binary, ...cl.args].map(quote).join(' ');
}

/** The bisected release range, in one line: which releases show it, how the lane(s) were varied, against what. */
export function bisectLine(f: Pick<Finding, 'bisect'>): string {
  const b = f.bisect;
  if (!b) return '';
  const tested = b.verdicts.map((v) => v.version);
  const varied = b.varied.map((l) => `\`${asRelease(l, 'RELEASE')}\``).join(', ');
  const against = b.kept.length ? ` against ${b.kept.map((l) => `\`${l}\``).join(', ')}` : '';
  const span = tested.length ? ` (${tested.length} releases, ${tested[0]} … ${tested[tested.length - 1]})` : '';
  return `${b.range.text}: ${varied}${span}${against}, bisected ${b.at.slice(0, 10)}`;
}

// `--versions A..B|A,B,…` (`bisect`, `triage`): the Z3 releases to run, and every release there is, so a range names
// those it did not run. A list needs no registry (offline, the range then speaks only of the releases run); a
// range is read against npm's list.
import { isReleaseVersion, versionsInRange } from '../solvers/versions.js';
import { knownZ3Versions, Z3ReleaseError, type ReleaseOptions } from '../solvers/z3/releases.js';
import { UsageError } from './io.js';

export async function releasesFor(
  spec: string,
  options: ReleaseOptions = {},
): Promise<{ versions: string[]; known: string[] }> {
  if (!spec.includes('..')) {
    const listed = spec
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const bad = listed.find((v) => !isReleaseVersion(v));
    if (bad !== undefined || listed.length === 0) throw new UsageError(`--versions: '${bad ?? spec}' is not a release`);
    const known = await knownZ3Versions(options).catch((e: unknown) => {
      if (e instanceof Z3ReleaseError) return [];
      throw e;
    });
    return { versions: listed, known };
  }
  let known: string[];
  try {
    known = await knownZ3Versions(options);
  } catch (e) {
    if (e instanceof Z3ReleaseError) throw new UsageError(e.message);
    throw e;
  }
  const range = versionsInRange(spec, known);
  if ('reason' in range) throw new UsageError(`--versions ${spec}: ${range.reason}`);
  return { versions: range.versions, known };
}

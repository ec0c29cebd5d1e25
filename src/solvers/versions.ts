// Release numbers (`4.8.17`, `5.2.0`): their order and ranges, the same for Janus's version pairs, the CLI's
// release catalog and bisection. A build of a solver's main branch is named by its commit, `main-190adc3`
// (scripts/head-solvers.sh): newer than every release, since the release numbers its own build prints (cvc5
// `1.3.5.dev`, Z3 `5.1.0`) say nothing of which commit it is.

/** `main-<commit>`: a build of the solver's main branch at that commit. */
const HEAD_VERSION = /^main-([0-9a-f]{7,40})$/;

export const isHeadVersion = (v: string): boolean => HEAD_VERSION.test(v);

/** The commit a head version names (`main-190adc3` → `190adc3`), or undefined for a release. */
export const commitOf = (v: string): string | undefined => HEAD_VERSION.exec(v)?.[1];

/** A version as people read it: `1.3.4`, `main at 190adc3`. */
export const versionWords = (v: string): string => {
  const commit = commitOf(v);
  return commit ? `main at ${commit}` : v;
};

/** Negative when `a` is older than `b`, positive when newer, 0 when equal (missing parts count as 0). */
export function compareVersions(a: string, b: string): number {
  const heads = Number(isHeadVersion(a)) - Number(isHeadVersion(b));
  if (heads !== 0 || isHeadVersion(a)) return heads;
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** A plain release number (no pre-release or build tag). */
export const isReleaseVersion = (v: string): boolean => /^\d+\.\d+\.\d+$/.test(v);

/** Oldest first, each once. */
export function sortVersions(versions: Iterable<string>): string[] {
  return [...new Set(versions)].sort(compareVersions);
}

/**
 * The versions named by `spec` among `known`, oldest first: `A..B` (both ends included, each must be known),
 * `A..` and `..B` (open ends), or a comma-separated list `A,B,C`. Returns a reason when the spec is wrong.
 */
export function versionsInRange(spec: string, known: readonly string[]): { versions: string[] } | { reason: string } {
  const all = sortVersions(known);
  const unknown = (v: string): { reason: string } => ({
    reason: `${v} is not a known release (known: ${all.join(', ') || 'none'})`,
  });
  if (!spec.includes('..')) {
    const listed = spec
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const missing = listed.find((v) => !all.includes(v));
    if (missing !== undefined) return unknown(missing);
    if (listed.length === 0) return { reason: 'no versions given' };
    return { versions: sortVersions(listed) };
  }
  const [from = '', to = ''] = spec.split('..').map((v) => v.trim());
  for (const end of [from, to]) if (end && !all.includes(end)) return unknown(end);
  const versions = all.filter((v) => (!from || compareVersions(v, from) >= 0) && (!to || compareVersions(v, to) <= 0));
  if (versions.length === 0) return { reason: `no release between ${from || 'the first'} and ${to || 'the last'}` };
  return { versions };
}

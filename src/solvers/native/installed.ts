// The native solvers scripts/newest-solvers.sh installed: Debian unstable's cvc5 and z3 unpacked into a private tree
// under the smtplay cache, each run by a wrapper `<dir>/bin/cvc5-VERSION` / `<dir>/bin/z3-VERSION`. A lane
// `native:cvc5@1.3.2` runs the installed cvc5 1.3.2 when PATH's cvc5 is another version, and the CLI's default lanes
// are the newest of each family at hand (cli/default-lanes.ts). Node only.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SolverFamily } from '../lane.js';
import { compareVersions } from '../versions.js';
import { smtplayCacheDir } from '../z3/cache-dir.js';

export interface InstalledSolver {
  family: SolverFamily;
  version: string;
  /** The wrapper to run. */
  path: string;
}

/** `$SMTPLAY_NEWEST_SOLVERS`, else `<cache>/newest-solvers` (the same rule as scripts/newest-solvers.sh). */
export function newestSolversDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SMTPLAY_NEWEST_SOLVERS || join(smtplayCacheDir(env), 'newest-solvers');
}

const WRAPPER = /^(cvc5|z3)-(\d+(?:\.\d+)+)$/;

/** The installed solvers, newest first within each family; none when nothing was installed. */
export function installedSolvers(env: NodeJS.ProcessEnv = process.env): InstalledSolver[] {
  let names: string[];
  try {
    names = readdirSync(join(newestSolversDir(env), 'bin'));
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const m = WRAPPER.exec(name);
      return m
        ? [{ family: m[1] as SolverFamily, version: m[2]!, path: join(newestSolversDir(env), 'bin', name) }]
        : [];
    })
    .sort((a, b) => a.family.localeCompare(b.family) || compareVersions(b.version, a.version));
}

/** The installed program of a family at a version, if there is one. */
export function installedProgram(
  family: SolverFamily,
  version: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  return installedSolvers(env).find((s) => s.family === family && s.version === version)?.path;
}

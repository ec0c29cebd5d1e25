// The native solvers installed beside the system's, under the smtplay cache, each run by a wrapper:
// - scripts/newest-solvers.sh: Debian unstable's cvc5 and z3, `<newest-solvers>/bin/cvc5-VERSION` / `z3-VERSION`;
// - scripts/head-solvers.sh: the solvers' heads built here with their assertions on, `<head-solvers>/bin/NAME`
//   (`cvc5-main-190adc3`, `z3-main-aaf2464`, `cvc5-1.3.4`), each with `<head-solvers>/builds/NAME.json`: the
//   version it prints, its commit and its configure options, which reports quote (HeadBuild).
// A lane `native:cvc5@1.3.2` runs the installed cvc5 1.3.2 when PATH's cvc5 is another version, `native:cvc5@main-
// 190adc3` the head build; the CLI's default lanes are the newest of each family at hand (cli/newest.ts). Node only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SolverFamily } from '../lane.js';
import { compareVersions } from '../versions.js';
import { smtplayCacheDir } from '../z3/cache-dir.js';

export interface InstalledSolver {
  family: SolverFamily;
  /** `1.3.2`, or `main-190adc3` for a build of the main branch. */
  version: string;
  /** The wrapper to run. */
  path: string;
  /** What scripts/head-solvers.sh recorded of a build it made (absent for Debian's packages). */
  build?: HeadBuild;
}

/** A solver build scripts/head-solvers.sh made, as its `builds/NAME.json` records it. */
export interface HeadBuild {
  /** The first line the executable prints for `--version`: `This is cvc5 version 1.3.5.dev`. */
  printed: string;
  /** The commit of a main-branch build (`190adc3`); absent for a release tag. */
  commit?: string;
  /** The source archive it was built from (`cvc5-main-190adc3.tar.gz`). */
  source: string;
  /** `configure.sh production --assertions …`, or Z3's cmake definitions. */
  configure: string;
  /** configure.sh's summary (cvc5), as its bug form asks for it. */
  configureSummary?: string;
  /** The libraries it was built with and where they came from. */
  dependencies?: string;
  /** `c++ (Debian 15.2.0-7) 15.2.0`. */
  compiler: string;
  /** The executable inside the build tree (what the wrapper runs). */
  executable: string;
  builtAt: string;
}

/** `$SMTPLAY_NEWEST_SOLVERS`, else `<cache>/newest-solvers` (the same rule as scripts/newest-solvers.sh). */
export function newestSolversDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SMTPLAY_NEWEST_SOLVERS || join(smtplayCacheDir(env), 'newest-solvers');
}

/** `$SMTPLAY_HEAD_SOLVERS`, else `<cache>/head-solvers` (the same rule as scripts/head-solvers.sh). */
export function headSolversDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SMTPLAY_HEAD_SOLVERS || join(smtplayCacheDir(env), 'head-solvers');
}

/** A wrapper's name: the family and a release, or `main-<commit>`; the head script's `-debug` builds are not lanes. */
const WRAPPER = /^(cvc5|z3)-(\d+(?:\.\d+)+|main-[0-9a-f]{7,40})$/;

function wrappersIn(dir: string): string[] {
  try {
    return readdirSync(join(dir, 'bin'));
  } catch {
    return [];
  }
}

function buildIn(dir: string, name: string): HeadBuild | undefined {
  try {
    const json = JSON.parse(readFileSync(join(dir, 'builds', `${name}.json`), 'utf8')) as Record<string, unknown>;
    const text = (key: string): string => (typeof json[key] === 'string' ? json[key] : '');
    return {
      printed: text('version'),
      ...(text('commit') ? { commit: text('commit') } : {}),
      source: text('source'),
      configure: text('configure'),
      ...(text('configureSummary') ? { configureSummary: text('configureSummary') } : {}),
      ...(text('dependencies') ? { dependencies: text('dependencies') } : {}),
      compiler: text('compiler'),
      executable: text('executable'),
      builtAt: text('builtAt'),
    };
  } catch {
    return undefined;
  }
}

/**
 * The installed solvers, newest first within each family (a head build first); none when nothing was installed. A
 * head-solvers build is listed only once its build record is written (a wrapper without one is a build under way).
 */
export function installedSolvers(env: NodeJS.ProcessEnv = process.env): InstalledSolver[] {
  const found: InstalledSolver[] = [];
  for (const [dir, heads] of [
    [newestSolversDir(env), false],
    [headSolversDir(env), true],
  ] as const) {
    for (const name of wrappersIn(dir)) {
      const m = WRAPPER.exec(name);
      if (!m) continue;
      const build = heads ? buildIn(dir, name) : undefined;
      if (heads && !build) continue;
      const version = m[2]!;
      // The same release from both scripts: Debian's package (the release as its users have it) is kept.
      if (found.some((s) => s.family === m[1] && s.version === version)) continue;
      found.push({ family: m[1] as SolverFamily, version, path: join(dir, 'bin', name), ...(build ? { build } : {}) });
    }
  }
  return found.sort((a, b) => a.family.localeCompare(b.family) || compareVersions(b.version, a.version));
}

/** The installed program of a family at a version, if there is one. */
export function installedProgram(
  family: SolverFamily,
  version: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  return installedSolvers(env).find((s) => s.family === family && s.version === version)?.path;
}

/** What the head script recorded of the build a lane at this version runs, if it made one. */
export function headBuildOf(
  family: SolverFamily,
  version: string,
  env: NodeJS.ProcessEnv = process.env,
): HeadBuild | undefined {
  return installedSolvers(env).find((s) => s.family === family && s.version === version)?.build;
}

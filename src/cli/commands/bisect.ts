// `smtplay bisect (FINDING_DIR | FILE --predicate P --solver LANE…) [--versions A..B] [--vary LANE]`: runs a finding
// on every Z3 release in a range, each substituted for the lane that misbehaved (handover/bisect.ts), and prints a
// verdict per release and the range: last good and first bad release of a regression, or the first fixed release
// of an old bug. Releases are fetched from npm on demand (solvers/z3/releases.ts); outcomes are kept on disk
// (cli/outcome-cache.ts). A finding folder goes through the hand-over's bisect step (handover/bisect.ts): its reduced
// formula when it keeps one (said), the range kept in that record, its finding.json and issue.md.
import { availableParallelism } from 'node:os';
import { readFile, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { bisect, bisectStep, measuredText } from '../../handover/bisect.js';
import type { Bisection, VersionVerdict } from '../../finding/bisect-range.js';
import { reportedRecord } from '../../finding/reduction.js';
import type { Finding } from '../../finding/record.js';
import { FINDING_KIND_TITLES } from '../../oracles/index.js';
import { planFor, planNamed, PREDICATE_NAMES, type Planned, type PredicateName } from '../../oracles/index.js';
import { asRelease } from '../../finding/suspect-lanes.js';
import { EXIT } from '../exit-codes.js';
import { positiveInt } from '../flags.js';
import { readFindingDir } from '../finding-dir.js';
import { UsageError, type Io } from '../io.js';
import { cliCatalog, ensureZ3Releases, parseLaneRequest, resolveLanes } from '../lanes.js';
import { oneShotRunLane } from '../lane-runner.js';
import { cachedRunLane } from '../outcome-cache.js';
import { writeBack } from '../record-files.js';
import { releasesFor } from '../release-list.js';
import { BISECT_USAGE } from '../usage.js';

interface Job {
  text: string;
  plan: Planned;
  timeoutMs: number;
  /** Set when bisecting a finding folder: the step measures its reported record and keeps the range in it. */
  finding?: { dir: string; record: Finding; timeoutMs?: number };
}

async function jobOf(path: string, values: { predicate?: string; solver: string[]; timeout?: string }): Promise<Job> {
  const timeout = positiveInt('timeout', values.timeout);
  if ((await stat(path)).isDirectory()) {
    const record = readFindingDir(path);
    const measured = reportedRecord(record);
    return {
      text: measured.mutant,
      plan: planFor(measured, measured.oracle, measured.outcomes),
      timeoutMs: timeout ?? measured.timeoutMs,
      finding: { dir: path, record, ...(timeout !== undefined ? { timeoutMs: timeout } : {}) },
    };
  }
  const predicate = values.predicate;
  if (!predicate || !(PREDICATE_NAMES as readonly string[]).includes(predicate))
    throw new UsageError(`a FILE needs --predicate ${PREDICATE_NAMES.join('|')}\nusage: ${BISECT_USAGE}`);
  const lanes = await resolveLanes(values.solver);
  return {
    text: await readFile(path, 'utf8'),
    plan: planNamed(
      predicate as PredicateName,
      lanes.map((l) => l.id),
    ),
    timeoutMs: timeout ?? 10_000,
  };
}

function table(b: Bisection): string[] {
  const lanes = b.varied.map((l) => asRelease(l, 'RELEASE')).join(', ');
  const rows = b.verdicts.map((v) => `${v.version.padEnd(9)} ${v.verdict.padEnd(15)} ${v.detail}`);
  return [`${'release'.padEnd(9)} ${'verdict'.padEnd(15)} ${lanes}`, ...rows];
}

export async function bisectCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      predicate: { type: 'string' },
      solver: { type: 'string', multiple: true, default: [] },
      versions: { type: 'string', default: '..' },
      vary: { type: 'string', multiple: true, default: [] },
      timeout: { type: 'string' },
      jobs: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError(`give exactly one FINDING_DIR or FILE\nusage: ${BISECT_USAGE}`);
  const jobs = positiveInt('jobs', values.jobs) ?? availableParallelism();
  const job = await jobOf(positionals[0]!, values);
  if (!job.plan.ok) throw new UsageError(job.plan.reason);
  const target = job.plan.target;
  await cliCatalog(target.run.map((id) => parseLaneRequest(id))); // a lane this CLI cannot run is a usage error, said first

  const { versions, known } = await releasesFor(values.versions, {});
  await ensureZ3Releases(versions);
  const vary = values.vary.length ? (await resolveLanes(values.vary)).map((l) => l.id) : undefined;
  if (!values.json)
    io.err(
      `bisecting ${FINDING_KIND_TITLES[target.kind]} on ${target.lanes.join(', ')} over ${versions.length} Z3 ` +
        `release(s), ${Math.min(jobs, versions.length)} at a time`,
    );
  const run = cachedRunLane(oneShotRunLane(), { fresh: values.fresh });
  const onVerdict = values.json
    ? undefined
    : (v: VersionVerdict) => io.err(`  ${v.version}: ${v.verdict} (${v.detail})`);
  const common = {
    versions,
    known,
    run,
    concurrency: jobs,
    ...(vary ? { vary } : {}),
    ...(onVerdict ? { onVerdict } : {}),
  };
  const nothing = (reason: string): number => {
    io.err(`smtplay bisect: nothing to bisect: ${reason}`);
    return EXIT.failed;
  };
  const shown = (b: Bisection): number => {
    if (values.json) io.out(JSON.stringify(b));
    else {
      io.out(`varied: ${b.varied.join(', ')} (${b.why}); kept: ${b.kept.join(', ') || 'none'}`);
      for (const line of table(b)) io.out(line);
      io.out(b.range.text);
    }
    return EXIT.ok;
  };
  if (!job.finding) {
    const done = await bisect({ ...common, text: job.text, target, timeoutMs: job.timeoutMs });
    return done.ok ? shown(done.bisection) : nothing(done.reason);
  }
  // A folder goes through the hand-over's step: its reduced formula when it keeps one, the range kept in that record.
  const f = job.finding;
  const done = await bisectStep(f.record, {
    ...common,
    ...(f.timeoutMs !== undefined ? { timeoutMs: f.timeoutMs } : {}),
  });
  if (!values.json) io.err(`measured on ${measuredText(done)}`);
  if (!done.ok) return nothing(done.reason);
  writeBack(f.dir, done.finding);
  return shown(done.bisection);
}

// `smtplay triage MERGED_DIR [--jobs N] [--reduce-seconds N] [--carry-on-seconds N] [--no-bisect] [--versions …]
// [--json]`: the step after
// `merge` (issue 22). The new findings (summary.json `newFindings`, records in findings.jsonl) go through the one
// hand-over as a batch (handover/pipeline.ts `handOverAll`): each reduced and re-checked, grouped into bugs by their
// key after reduction, then each bug's best member carried on to a fixpoint when the cap stopped it, live-checked on the newest release of its solver and bisected
// over Z3 releases once (not once per finding); then the bugs, against the findings known before too, are ordered
// by the teams' priority (handover/triage.ts) into
// MERGED_DIR/report.md (handover/triage-report.ts) and triage.json. Records are updated in place (findings.jsonl
// and each folder), so the merged folder, which becomes the next run's known set, keeps the work. Exit 10: a new
// bug to report.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findingFolder } from '../../handover/finding-files.js';
import type { Finding } from '../../finding/record.js';
import { readFindings } from '../../finding/node/findings-file.js';
import { nodeReportContext } from '../../finding/node/platform.js';
import { keyed } from '../../handover/bugs.js';
import { handOverAll, type HandoverPlan } from '../../handover/pipeline.js';
import type { NewestReleases } from '../../finding/live-verdict.js';
import { triage } from '../../handover/triage.js';
import { triageMarkdown, type TriageFacts } from '../../handover/triage-report.js';
import { publicLinkOf } from '../../share/public-link.js';
import { EXIT } from '../exit-codes.js';
import { positiveInt } from '../flags.js';
import { cliPool } from '../handover-pool.js';
import { UsageError, type Io } from '../io.js';
import { ensureZ3Releases } from '../lanes.js';
import { newestReleases, releasesText } from '../newest.js';
import { rewriteFolder, rewriteRecords } from '../record-files.js';
import { releasesFor } from '../release-list.js';
import { TRIAGE_USAGE } from '../usage.js';

interface Summary {
  newFindings?: unknown;
  findings?: { id?: unknown }[];
}

function readSummary(dir: string): Summary {
  const file = join(dir, 'summary.json');
  if (!existsSync(dir))
    throw new UsageError(`${dir} does not exist: give the --out folder of smtplay merge (or of smtplay fuzz)`);
  if (!existsSync(file))
    throw new UsageError(
      `${dir} holds no summary.json: give the --out folder of smtplay merge (or of smtplay fuzz), once it has ended`,
    );
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Summary;
  } catch (e) {
    throw new UsageError(`${file} is not JSON (${(e as Error).message.replace(/\s+/g, ' ')}): merge again`);
  }
}

/**
 * What triage asks of the hand-over: reduce (stopped at the cap; the bugs the cap stopped carry on within
 * `carryOnSeconds` in all, wrong answers first), live check, bisect when releases are at hand; a
 * step that cannot run here is noted and the next one runs; no report (report.md writes each bug's).
 */
export function triagePlan(settings: {
  jobs: number;
  reduceSeconds: number;
  carryOnSeconds: number;
  newest: { releases: NewestReleases; notes: readonly string[] };
  releases: { versions: string[]; known: string[] } | undefined;
}): HandoverPlan {
  const { jobs, reduceSeconds, carryOnSeconds, newest, releases } = settings;
  return {
    reduce: { jobs, capMs: reduceSeconds * 1000, carryOnMs: carryOnSeconds * 1000 },
    live: { newest: newest.releases, note: newest.notes.join('; ') },
    bisect: releases ? { ...releases, concurrency: jobs } : false,
    keepGoing: true,
  };
}

/** The ids to triage: the merge's new findings, or every finding of a run without a known set. */
function newIds(summary: Summary, records: readonly Finding[]): string[] {
  if (Array.isArray(summary.newFindings)) return summary.newFindings.filter((x): x is string => typeof x === 'string');
  return records.map((r) => r.id);
}

export async function triageCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      jobs: { type: 'string' },
      'reduce-seconds': { type: 'string' },
      'carry-on-seconds': { type: 'string' },
      'no-bisect': { type: 'boolean', default: false },
      versions: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError(`give exactly one MERGED_DIR\nusage: ${TRIAGE_USAGE}`);
  const dir = positionals[0]!;
  const jobs = positiveInt('jobs', values.jobs) ?? 2;
  const reduceSeconds = positiveInt('reduce-seconds', values['reduce-seconds']) ?? 120;
  const carryOnSeconds = positiveInt('carry-on-seconds', values['carry-on-seconds']) ?? 600;
  if (values['no-bisect'] && values.versions !== undefined)
    throw new UsageError('--versions names the releases to bisect over: leave out --no-bisect, or --versions');
  const summary = readSummary(dir);
  // A campaign that found nothing writes no findings.jsonl: nothing to triage is an answer, not a mistake.
  if (!existsSync(join(dir, 'findings.jsonl'))) {
    io.err(`smtplay triage: ${dir} holds no findings: the campaign found nothing, so there is nothing to triage`);
    return EXIT.ok;
  }
  const records = readFindings(join(dir, 'findings.jsonl'));
  const byId = new Map<string, Finding>();
  for (const r of records) if (!byId.has(r.id)) byId.set(r.id, r);
  const ids = [...new Set(newIds(summary, records))];
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) io.err(`smtplay triage: no record for ${missing.join(', ')} in findings.jsonl: left out`);
  const fresh = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));

  // Releases that cannot be listed or fetched (no registry) leave the findings unbisected, said in the report.
  let releases: { versions: string[]; known: string[] } | undefined;
  let unbisected = values['no-bisect'] ? '--no-bisect' : fresh.length === 0 ? 'nothing new' : undefined;
  if (unbisected === undefined)
    try {
      releases = await releasesFor(values.versions ?? '..');
      await ensureZ3Releases(releases.versions);
    } catch (e) {
      // A --versions that names no releases is the person's to correct; a registry out of reach is not.
      if (!(e instanceof UsageError) || e.message.startsWith('--versions')) throw e;
      releases = undefined;
      unbisected = e.message;
      io.err(`smtplay triage: not bisecting: ${e.message}`);
    }
  const newest = await newestReleases();
  for (const note of newest.notes) io.err(`smtplay triage: ${note}`);
  const say = (line: string): void => {
    if (!values.json) io.err(line);
  };
  say(
    `triage: ${fresh.length} new finding(s) in ${dir}; live check on ${releasesText(newest.releases)}` +
      `${releases ? `, bisection over ${releases.versions.length} release(s)` : ', no bisection'}`,
  );

  // The findings through the one hand-over as a batch: each reduced, then each bug live-checked and bisected once;
  // every record kept after each step (its folder and findings.jsonl).
  const order = new Map(fresh.map((f, i) => [f.id, i + 1]));
  const named = new Set<string>();
  const { findings: handed } = await handOverAll(fresh, cliPool(jobs), {
    ...triagePlan({ jobs, reduceSeconds, carryOnSeconds, newest, releases }),
    keep: (f) => {
      const folder = join(dir, findingFolder(f));
      if (existsSync(folder)) rewriteFolder(folder, f);
      rewriteRecords(dir, [f]);
    },
    onStep: (e) => {
      const f = e.finding;
      if (!named.has(f.id) && named.add(f.id))
        say(`[${order.get(f.id) ?? '?'}/${fresh.length}] ${findingFolder(f)}: ${f.kind} on ${f.lanes.join(', ')}`);
      else if (e.phase === 'start' && e.step === 'live') say(`bug of ${findingFolder(f)}:`);
      // A second reduction of a finding is the carry-on of a bug its cap stopped.
      else if (e.phase === 'start' && e.step === 'reduce')
        say(
          `bug of ${findingFolder(f)}: its reduction stopped at the cap, carried on (within ${carryOnSeconds} s for all such bugs):`,
        );
      else if (e.phase !== 'start') say(`  ${e.text}`);
    },
  });

  const freshIds = new Set(ids);
  const known = [...byId.values()].filter((r) => !freshIds.has(r.id)).map((finding) => keyed(finding));
  const bugs = triage(handed, known, nodeReportContext());
  const links = new Map<string, string>();
  let noLinks: string | undefined;
  for (const bug of bugs) {
    const made = await publicLinkOf(bug.record, process.env);
    if ('link' in made) links.set(bug.key, made.link);
    else noLinks = made.reason;
  }
  if (noLinks) io.err(`smtplay triage: ${noLinks}`);
  const facts: TriageFacts = {
    dir,
    findings: fresh.length,
    newest: { text: releasesText(newest.releases), notes: newest.notes },
    bisect: releases ? { versions: releases.versions } : { skipped: unbisected ?? '--no-bisect' },
    links: noLinks ? { none: noLinks } : links,
    context: nodeReportContext(),
  };
  writeFileSync(join(dir, 'report.md'), triageMarkdown(bugs, facts));
  const result = {
    newest,
    bugs: bugs.map((b) => ({
      key: b.key,
      status: b.status,
      why: b.why,
      kind: b.record.kind,
      lanes: b.record.lanes,
      findings: b.members.map((m) => m.finding.id),
      folder: findingFolder(b.best),
      bytes: b.record.mutant.length,
      ...(b.record.live ? { live: b.record.live.text } : {}),
      ...(b.record.bisect ? { range: b.record.bisect.range.text } : {}),
      ...(b.tracker ? { tracker: b.tracker } : {}),
      priority: b.priority,
      ...(b.known ? { known: b.known.id } : {}),
      ...(b.joins ? { joins: b.joins } : {}),
      ...(links.has(b.key) ? { link: links.get(b.key) } : {}),
    })),
  };
  writeFileSync(join(dir, 'triage.json'), `${JSON.stringify(result, null, 2)}\n`);
  const toReport = bugs.filter((b) => b.status === 'report').length;
  if (values.json) io.out(JSON.stringify(result));
  else
    io.out(
      `triaged ${fresh.length} new finding(s): ${bugs.length} bug(s), ${toReport} to report: ${join(dir, 'report.md')}`,
    );
  return toReport > 0 ? EXIT.findings : EXIT.ok;
}

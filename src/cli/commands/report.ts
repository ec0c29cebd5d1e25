// `smtplay report FINDING_DIR [--for z3|cvc5] [--force] [--no-reduce] [--no-live] [--jobs N] [--out FILE] [--json]`:
// the report a solver's tracker asks for (finding/report/), of the finding reduced (the one pipeline, unless it
// already is) and live-checked on the newest release of its solver (cli/newest.ts: npm's newest Z3, fetched on demand,
// the newest native z3 and cvc5). The work is kept in the folder:
// finding.json gains `reduction` (the reduced record) and `live`, reduced.smt2 the reduced formula, issue.md the
// report. A finding the newest release no longer shows is refused without --force (exit 1); a finding whose
// tracker cannot be told (a disagreement between two solvers) asks for --for (exit 2).
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Finding } from '../../finding/record.js';
import { stateText } from '../../finding/state.js';
import { nodeReportContext } from '../../finding/node/platform.js';
import { reportedRecord } from '../../finding/reduction.js';
import {
  byDesignText,
  newIssueUrl,
  TRACKER_REPO,
  TRACKERS,
  trackerOf,
  trackerReport,
  type Tracker,
} from '../../finding/report/index.js';
import { publicLinkOf } from '../../share/public-link.js';
import { EXIT } from '../exit-codes.js';
import { checkOutFile } from '../files.js';
import { readFindingDir } from '../finding-dir.js';
import { positiveInt } from '../flags.js';
import { isReduced, liveChecked, oneShotRuns, reduceKept } from '../handover.js';
import { UsageError, type Io } from '../io.js';
import { newestReleases, releasesText } from '../newest.js';
import { writeBack } from '../record-files.js';
import { REPORT_USAGE } from '../usage.js';

function trackerFlag(text: string | undefined): Tracker | undefined {
  if (text === undefined) return undefined;
  if ((TRACKERS as readonly string[]).includes(text)) return text as Tracker;
  throw new UsageError(`--for takes ${TRACKERS.join(' or ')}, got '${text}'`);
}

/** The tracker to write for: --for, else the finding's own; a finding involving two solvers needs --for. */
function trackerFor(f: Finding, given: Tracker | undefined): Tracker {
  if (given) return given;
  const chosen = trackerOf(f);
  if ('reason' in chosen) throw new UsageError(`${chosen.reason}`);
  return chosen.tracker;
}

export async function reportCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      for: { type: 'string' },
      force: { type: 'boolean', default: false },
      'no-reduce': { type: 'boolean', default: false },
      'no-live': { type: 'boolean', default: false },
      jobs: { type: 'string' },
      out: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError(`give exactly one FINDING_DIR\nusage: ${REPORT_USAGE}`);
  const dir = positionals[0]!;
  const jobs = positiveInt('jobs', values.jobs) ?? 2;
  if (values.out) await checkOutFile(values.out);
  let finding = readFindingDir(dir);
  // Never offered, --force or not: the solver's own words say it is outside what it supports.
  if (finding.byDesign) {
    io.err(`smtplay report: ${byDesignText(finding.byDesign)}`);
    return EXIT.failed;
  }
  const tracker = trackerFor(finding, trackerFlag(values.for));

  if (!values['no-reduce'] && !isReduced(finding)) {
    const startedAt = Date.now();
    io.err(`reducing ${finding.kind} ${finding.id} (${finding.mutant.length} bytes) on ${finding.lanes.join(', ')}`);
    const reduction = await reduceKept(finding, {
      jobs,
      onProgress: (p) => {
        if (p.phase === 'reducing' && !p.accepted) return;
        io.err(
          `  ${((Date.now() - startedAt) / 1000).toFixed(1)}s ${p.bytes} bytes  ${p.phase === 'reducing' ? p.pass : p.phase}`,
        );
      },
    });
    finding = { ...finding, reduction };
    // Kept at once: a live check that fails below loses none of it.
    writeBack(dir, finding);
    io.err(
      reduction.finding
        ? `reduced to ${reduction.finding.mutant.length} bytes: ${dir}/reduced.smt2`
        : `not reduced (${reduction.failed}): the report is on the finding as it was found`,
    );
  }

  if (!values['no-live']) {
    const newest = await newestReleases();
    for (const note of newest.notes) io.err(`smtplay report: ${note}`);
    io.err(`checking it on the newest releases: ${releasesText(newest.releases)}`);
    finding = await liveChecked(finding, newest, oneShotRuns());
    writeBack(dir, finding);
    io.err(`latest release: ${reportedRecord(finding).live?.text ?? 'not checked'}`);
  }

  const record = reportedRecord(finding);
  const state = finding.state;
  if (state && state.status !== 'new' && !values.force) {
    io.err(
      `smtplay report: already ${stateText(state)}: nothing is reported twice (write it again with --force, or \`smtplay mark ${dir} new\`)`,
    );
    return EXIT.failed;
  }
  const link = await publicLinkOf(record, process.env);
  if ('reason' in link) io.err(`smtplay report: ${link.reason}`);
  const made = trackerReport(
    record,
    { ...nodeReportContext(), ...('link' in link ? { link: link.link } : {}), force: values.force },
    tracker,
  );
  if (!made.ok) {
    if (record.live?.verdict === 'fixed' || record.live?.verdict === 'gone') {
      io.err(`smtplay report: ${made.reason}`);
      return EXIT.failed;
    }
    const others = TRACKERS.filter((t) => t !== tracker).join('|');
    throw new UsageError(`${made.reason}: give --for ${others}`);
  }
  const r = made.report;
  const url = newIssueUrl(r);
  const markdown = `# ${r.title}\n\n(for ${TRACKER_REPO[r.tracker]}/issues; priority: ${r.priorityText})\n\n${r.body}`;
  if (values.out) await writeFile(values.out, markdown);
  if (values.json)
    io.out(
      JSON.stringify({
        tracker: r.tracker,
        title: r.title,
        priority: r.priority,
        priorityText: r.priorityText,
        url: url.url,
        complete: url.complete,
        ...(url.complete ? {} : { why: url.why }),
        body: r.body,
        ...(record.live ? { live: record.live } : {}),
        ...('link' in link ? { link: link.link } : {}),
        ...(state ? { state } : {}),
      }),
    );
  else if (values.out) io.out(`report for ${r.tracker}: ${values.out}`);
  else io.out(markdown.trimEnd());
  if (!values.json)
    io.err(url.complete ? `new issue, every field filled in: ${url.url}` : `new issue (${url.why}): ${url.url}`);
  return EXIT.ok;
}

// `smtplay report FINDING_DIR [--for z3|cvc5] [--force] [--no-reduce] [--no-live] [--jobs N] [--out FILE] [--json]`:
// the finding handed over (handover/pipeline.ts): reduced unless it already is (`smtplay reduce` kept its reduction),
// live-checked on the newest release of its solver (cli/newest.ts: npm's newest Z3, fetched on demand, the newest
// native z3 and cvc5), and reported as its solver's tracker asks (handover/report-decision.ts, finding/report/), on the reduced
// formula when there is one (said). The work is kept in the folder step by step: finding.json gains `reduction` (the
// reduced record) and `live`, reduced.smt2 the reduced formula, issue.md the report. A finding by design, fixed in the
// newest release or already reported is held back (exit 1; the last two are written with --force); a finding whose
// tracker cannot be told (a disagreement between two solvers that no model of theirs decides) asks for --for (exit 2).
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Finding } from '../../finding/record.js';
import { reportedRecord } from '../../finding/reduction.js';
import { stateText } from '../../finding/state.js';
import { nodeReportContext } from '../../finding/node/platform.js';
import { byDesignText, TRACKER_REPO, TRACKERS, trackerOf, type Tracker } from '../../finding/report/index.js';
import { handOver } from '../../handover/pipeline.js';
import { publicLinkOf } from '../../share/public-link.js';
import { EXIT } from '../exit-codes.js';
import { checkOutFile } from '../files.js';
import { readFindingDir } from '../finding-dir.js';
import { positiveInt } from '../flags.js';
import { cliPool } from '../handover-pool.js';
import { UsageError, type Io } from '../io.js';
import { newestReleases, releasesText } from '../newest.js';
import { writeBack } from '../record-files.js';
import { REPORT_USAGE } from '../usage.js';

function trackerFlag(text: string | undefined): Tracker | undefined {
  if (text === undefined) return undefined;
  if ((TRACKERS as readonly string[]).includes(text)) return text as Tracker;
  throw new UsageError(`--for takes ${TRACKERS.join(' or ')}, got '${text}'`);
}

/**
 * Said before any work: a finding whose tracker cannot be told needs --for. Its own tracker is told by its lanes (a
 * finding of one solver), or by a model that shows which solver is wrong: one kept from an earlier live check, or a
 * wrong answer's live check to come (handover/model-witness.ts). Only --for is the person's choice; the rest the report
 * decision reads from the record as the live check leaves it, so a new check's model is not overruled by an old one.
 */
function checkTrackerTold(f: Finding, given: Tracker | undefined, liveToCome: boolean): void {
  if (given) return;
  const chosen = trackerOf(reportedRecord(f));
  if ('tracker' in chosen) return;
  if (liveToCome && f.kind === 'soundness') return;
  throw new UsageError(chosen.reason);
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
  const finding = readFindingDir(dir);
  // Never offered, --force or not: the solver's own words say it is outside what it supports.
  if (finding.byDesign) {
    io.err(`smtplay report: ${byDesignText(finding.byDesign)}`);
    return EXIT.failed;
  }
  const tracker = trackerFlag(values.for);
  checkTrackerTold(finding, tracker, !values['no-live']);
  const newest = values['no-live'] ? undefined : await newestReleases();
  for (const note of newest?.notes ?? []) io.err(`smtplay report: ${note}`);
  const startedAt = Date.now();
  const seconds = (): string => ((Date.now() - startedAt) / 1000).toFixed(1);
  let link: string | undefined;
  const handed = await handOver(finding, cliPool(jobs), {
    reduce: !values['no-reduce'] && {
      jobs,
      onProgress: (p) => {
        if (p.phase === 'reducing' && !p.accepted) return;
        io.err(`  ${seconds()}s ${p.bytes} bytes  ${p.phase === 'reducing' ? p.pass : p.phase}`);
      },
    },
    live: newest ? { newest: newest.releases, note: newest.notes.join('; ') } : false,
    // The report decision is the plan's last step (handover/report-decision.ts), on the record it reports, with its link.
    report: {
      context: async (reported) => {
        const made = await publicLinkOf(reported, process.env);
        if ('reason' in made) io.err(`smtplay report: ${made.reason}`);
        link = 'link' in made ? made.link : undefined;
        return { ...nodeReportContext(), ...(link ? { link } : {}) };
      },
      choice: { ...(tracker ? { tracker } : {}), force: values.force },
    },
    // Kept at once, step by step: a live check that fails loses none of the reduction.
    keep: (f) => writeBack(dir, f),
    onStep: (e) => {
      if (e.step === 'reduce' && e.phase === 'start')
        io.err(
          `reducing ${e.finding.kind} ${e.finding.id} (${e.finding.mutant.length} bytes) on ${e.finding.lanes.join(', ')}`,
        );
      else if (e.step === 'reduce' && e.phase === 'done')
        io.err(
          e.finding.reduction?.finding
            ? `reduced to ${e.finding.reduction.finding.mutant.length} bytes: ${dir}/reduced.smt2`
            : `not reduced (${e.finding.reduction?.failed}): the report is on the finding as it was found`,
        );
      else if (e.step === 'live' && e.phase === 'start')
        io.err(`checking it on the newest releases: ${releasesText(newest!.releases)}`);
      else if (e.step === 'live' && e.phase === 'done') io.err(e.text);
    },
  });
  // The plan asked for the report and ends on an error (no keepGoing): the decision is there.
  const decision = handed.report!;
  const record = decision.record;
  const state = handed.finding.state;
  if (!decision.ok) {
    if (decision.held === 'reported') {
      io.err(
        `smtplay report: already ${stateText(state)}: nothing is reported twice (write it again with --force, or \`smtplay mark ${dir} new\`)`,
      );
      return EXIT.failed;
    }
    // Known to the tracker, or no bug at all in the solver's own words: nothing to report, forced or not.
    if (decision.held === 'known' || decision.held === 'by-design') {
      io.err(`smtplay report: ${decision.why}`);
      return EXIT.failed;
    }
    if (decision.held === 'unreduced') {
      io.err(`smtplay report: ${decision.why} (smtplay reduce ${dir}), or write the report anyway with --force`);
      return EXIT.failed;
    }
    if (decision.held === 'fixed') {
      const why = record.live && record.live.verdict !== 'live' ? record.live.text : stateText(state);
      io.err(
        `smtplay report: fixed upstream: ${why}. Solver teams ask for live bugs only; keep it as a regression test, or write the report anyway with --force`,
      );
      return EXIT.failed;
    }
    // The other holds a person may lift (outside cvc5's guidelines, refused by the newest build, cvc5's own
    // incomplete): the reason, and how to write the report anyway. Choosing a tracker is a usage matter (below).
    if (decision.canForce) {
      io.err(`smtplay report: ${decision.why.replace(/\.$/, '')}; write the report anyway with --force`);
      return EXIT.failed;
    }
    const others = TRACKERS.filter((t) => t !== tracker).join('|');
    const kept = decision.held === 'choose-tracker' ? ` (the work is kept in ${dir}: the next run starts from it)` : '';
    throw new UsageError(`${decision.reason ?? decision.why.replace(/\.$/, '')}: give --for ${others}${kept}`);
  }
  const r = decision.report;
  const url = decision.issue;
  const on = decision.reduced ? `the reduced formula (${record.mutant.length} bytes)` : 'the finding as it was found';
  const markdown = `# ${r.title}\n\n${r.body}`;
  if (values.out) await writeFile(values.out, markdown);
  if (values.json)
    io.out(
      JSON.stringify({
        tracker: r.tracker,
        title: r.title,
        priority: r.priority,
        priorityText: r.priorityText,
        url: url.url,
        searchUrl: r.searchUrl,
        complete: url.complete,
        ...(url.complete ? {} : { why: url.why }),
        body: r.body,
        reduced: decision.reduced,
        ...(record.live ? { live: record.live } : {}),
        ...(link ? { link } : {}),
        ...(state ? { state } : {}),
      }),
    );
  else if (values.out) io.out(`report for ${r.tracker}: ${values.out}`);
  else io.out(markdown.trimEnd());
  if (!values.json) {
    io.err(`the report is on ${on}; for ${TRACKER_REPO[r.tracker]}/issues, ranked ${r.priorityText}`);
    io.err(`look for it among the tracker's issues first: ${r.searchUrl}`);
    io.err(url.complete ? `new issue, every field filled in: ${url.url}` : `new issue (${url.why}): ${url.url}`);
  }
  return EXIT.ok;
}

// report.md of a triage (`smtplay triage`): what was triaged, a table of the bugs (kind, lanes, options that matter
// and the marked ones, reduced size, live or fixed in the newest release, release range, state, a link that opens
// the finding in the page), then each bug to report as its tracker's report (finding-files.ts issueText).
import { parseLaneSpec } from '../solvers/lane-spec.js';
import { findingFolder, issueText } from './finding-files.js';
import type { Finding } from '../finding/record.js';
import { rangeSummary, type ReportContext } from '../finding/report/index.js';
import { BUG_STATUS_ORDER, type BugStatus, type TriagedBug } from './triage.js';

export interface TriageFacts {
  /** The folder triaged. */
  dir: string;
  /** New findings read (distinct by id). */
  findings: number;
  /** The releases the live checks ran on (`Z3 5.2.0, cvc5 1.3.2 (native)`), and why they may not be the newest. */
  newest: { text: string; notes: readonly string[] };
  /** The releases bisected over, or why none were. */
  bisect: { versions: readonly string[] } | { skipped: string };
  /** Links by bug key, or why there are none. */
  links: ReadonlyMap<string, string> | { none: string };
  context: Omit<ReportContext, 'link' | 'force'>;
}

const STATUS_WORDS: Readonly<Record<BugStatus, string>> = {
  report: 'to report',
  together: 'to add to another report (one cause)',
  later: 'to report next week (cvc5)',
  unreduced: 'not reduced yet',
  review: 'for review',
  outside: "outside cvc5's guidelines",
  held: 'held back: no bug, or not ours to report',
  known: 'known before',
  tracked: 'already in the tracker',
  reported: 'reported',
  fixed: 'fixed upstream',
  'not-reproduced': 'does not reproduce',
};

const cell = (text: string): string => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim() || '—';

/** The options each lane runs with (those that matter, after reduction), the marked ones named. */
export function optionsCell(f: Finding): string {
  const marks = new Map((f.solverOptions?.marked ?? []).map((m) => [m.option, m.mark]));
  const parts = f.lanes.flatMap((id) => {
    const lane = parseLaneSpec(id);
    if (!lane.ok || lane.value.options.length === 0) return [];
    const options = lane.value.options.map((o) => `\`${o}\`${marks.has(o) ? ` (${marks.get(o)})` : ''}`);
    return [options.join(' ')];
  });
  return parts.length ? [...new Set(parts)].join('; ') : 'none';
}

function sizeCell(bug: TriagedBug): string {
  const r = bug.record;
  if (r.reducedFrom) return `${r.mutant.length} B (from ${r.reducedFrom.bytes})`;
  const why = bug.best.reduction?.failed;
  return `${r.mutant.length} B (not reduced${why ? `: ${why.slice(0, 80)}` : ''})`;
}

function row(bug: TriagedBug, i: number, links: TriageFacts['links']): string {
  const r = bug.record;
  const link = links instanceof Map ? links.get(bug.key) : undefined;
  const count = bug.members.length > 1 ? ` (${bug.members.length} findings)` : '';
  return `| ${[
    `${i + 1}`,
    `${r.kind}${count}`,
    r.lanes.map((l) => `\`${l}\``).join(', '),
    optionsCell(r),
    sizeCell(bug),
    r.live?.text ?? 'not checked',
    r.bisect ? rangeSummary(r.bisect.range) : '—',
    `${STATUS_WORDS[bug.status]}: ${bug.why}`,
    `\`${findingFolder(bug.best)}/\``,
    link ? `[open](${link})` : '—',
  ]
    .map(cell)
    .join(' | ')} |`;
}

/** The formulas of the bugs that join this one's report (triage.ts, one-cause.ts), under it. */
function joinedText(lead: TriagedBug, bugs: readonly TriagedBug[]): string[] {
  const joined = bugs.filter((b) => b.joins === lead.key);
  if (joined.length === 0) return [];
  return [
    `The same options also make it fail this way (most likely the same cause; ${joined.length === 1 ? 'one more formula' : `${joined.length} more formulas`}):`,
    '',
    ...joined.flatMap((b) => [
      `- ${b.record.kind}: ${b.record.message.split('\n')[0] ?? ''} (\`${findingFolder(b.best)}/\`)`,
      '',
      '```smt2',
      b.record.mutant.trimEnd(),
      '```',
      '',
    ]),
  ];
}

export function triageMarkdown(bugs: readonly TriagedBug[], facts: TriageFacts): string {
  const toReport = bugs.filter((b) => b.status === 'report');
  const counts = BUG_STATUS_ORDER.map((s) => [s, bugs.filter((b) => b.status === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${STATUS_WORDS[s]}`)
    .join(', ');
  const bisected =
    'skipped' in facts.bisect
      ? `not bisected (${facts.bisect.skipped})`
      : `bisected over ${facts.bisect.versions.length} Z3 release(s) (${facts.bisect.versions[0]} … ${facts.bisect.versions[facts.bisect.versions.length - 1]})`;
  const out = [
    '# smtplay triage',
    '',
    `${facts.findings} new finding(s) in \`${facts.dir}\`, ${bugs.length} distinct bug(s) after reduction: ${counts || 'none'}.`,
    `Live-checked on ${facts.newest.text}${facts.newest.notes.length ? ` (${facts.newest.notes.join('; ')})` : ', the newest releases at hand'}; ${bisected}.`,
    ...('none' in facts.links ? [`No links: ${facts.links.none}.`] : []),
    '',
  ];
  if (bugs.length > 0)
    out.push(
      '| # | kind | lanes | options that matter | reduced | latest release | releases | state | folder | page |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...bugs.map((b, i) => row(b, i, facts.links)),
      '',
    );
  for (const [i, bug] of toReport.entries()) {
    const link = facts.links instanceof Map ? facts.links.get(bug.key) : undefined;
    out.push(
      '---',
      '',
      `## ${i + 1}. ${bug.record.kind} on ${bug.record.lanes.join(', ')}`,
      '',
      issueText(bug.best, { ...facts.context, ...(link ? { link } : {}) }).trimEnd(),
      '',
      ...joinedText(bug, bugs),
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}

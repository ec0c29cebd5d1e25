// `smtplay mark FINDING_DIR (reported URL | fixed-upstream [URL] | new) [--json]`: where a finding's hand-over
// stands (finding/state.ts), kept in its record: the folder's finding.json and issue.md, and its line in
// the campaign's findings.jsonl when the folder sits in one (a merged folder, the known set carried between runs),
// so `merge --known` carries it on and `triage` lists it as reported instead of reporting it again.
import { parseArgs } from 'node:util';
import { checkIssueUrl, FINDING_STATUSES, markedState, stateText, type FindingStatus } from '../../finding/state.js';
import { EXIT } from '../exit-codes.js';
import { readFindingDir } from '../finding-dir.js';
import { UsageError, type Io } from '../io.js';
import { writeBack } from '../record-files.js';
import { MARK_USAGE } from '../usage.js';

export async function markCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false } },
  });
  const [dir, status, address, ...rest] = positionals;
  if (dir === undefined || status === undefined || rest.length > 0)
    throw new UsageError(`give a FINDING_DIR and where it stands\nusage: ${MARK_USAGE}`);
  if (!(FINDING_STATUSES as readonly string[]).includes(status))
    throw new UsageError(`'${status}' is not a state: give ${FINDING_STATUSES.join(', ')}\nusage: ${MARK_USAGE}`);
  if (status === 'new' && address !== undefined)
    throw new UsageError(`a new finding has no upstream address: type smtplay mark ${dir} new`);
  let url: string | undefined;
  if (address !== undefined) {
    const checked = checkIssueUrl(address);
    if (!checked.ok) throw new UsageError(checked.reason);
    url = checked.url;
  }
  const finding = readFindingDir(dir);
  if (status === 'reported' && url === undefined)
    throw new UsageError(
      `a reported finding needs the upstream issue's address: smtplay mark ${dir} reported https://github.com/OWNER/REPO/issues/N`,
    );
  const state = markedState(finding.state, status as FindingStatus, url);
  writeBack(dir, { ...finding, state });
  if (values.json) io.out(JSON.stringify(state));
  else io.out(`${dir}: ${stateText(state)}`);
  return EXIT.ok;
}

// A finding's identity: the one place that says which findings are one bug, at either stage of a finding's life,
// over the one rule (oracles/same-bug.ts `bugKey`) and one way of naming lanes. Every surface asks `identityOf`: a
// campaign's groups and `smtplay merge` (groups.ts), `--known` (known.ts), the page's findings list, share links
// (share/claim.ts, share/finding-link.ts), triage and bench:yield (handover/bugs.ts). A record's `signature` is its
// campaign identity, written for people and recomputed whenever a record is read (read.ts). Whether a run shows the
// bug a statement names (bisection, the reducer's re-check, a link's claim) is `sameBugAs`, also here; below this
// folder only the judge's target (oracles/target.ts `isTarget`) asks the rule itself.
//
//   laneKey     a lane as identity names it: its release made canonical (`z3` is `z3@5.2.0` where that is the
//               newest build), the options drawn for the mutant left out, its own options sorted (`z3+b=2+a=1` and
//               `z3+a=1+b=2` are one lane)
//   'campaign'  the bug's key on those lanes and, for answer bugs (soundness, incompleteness, invalid models), the
//               logic and the rules of the mutation step that made the mutant
//   'reduced'   the bug's key on the reduced record (the finding itself while it has none: not reduced, or the
//               reduction lost it) and, for answer bugs, the reduced formula's skeleton instead of the rules
// Findings under options the solver's documentation marks are counted apart at both stages (they are reported apart).
//
// Why another key after reduction? A Janus step's rule chain differs from one mutant to the next, so three cvc5
// `unknown`s on two related seeds were three campaign findings although the solver gave up on the same construct.
// Once a finding is reduced, what is left is the construct the solver trips on:
//   crash / error: the lanes and the message with addresses, numbers and paths stripped (as at the campaign stage:
//     the message names the crash site), and further the names the reduced formula declares and numbers inside
//     identifiers (cvc5 names a term `t` in one reduction and `INST_CONSTANT_433` in the next: 20 "distinct" copies
//     of one unsupported-FP-size error in a 30-min run);
//   soundness / invalid-model / incompleteness: the lanes (for an unknown, which lane gave up and which decided) and
//     the reduced formula's skeleton: the SET of theory operators applied, binders (forall, exists, let, lambda,
//     match) and sorts used.
// User names, literals and how often or in which order an operator occurs do not count: two reductions of one bug
// from different seeds keep the same operators, not the same constants. A set is coarse on purpose: two bugs whose
// reductions use the same operators and sorts on the same lanes count once (an undercount, never an overcount), which
// is the safe side for a yield figure.
import { bugKey, normalizeMessage, type RawFinding } from '../oracles/index.js';
import type { Script } from '../smtlib/ast.js';
import { parseScript } from '../smtlib/parser.js';
import { declaredOf, skeletonOf, type Declared } from '../smtlib/skeleton.js';
import { canonicalLaneId, parseLaneSpec, printLaneSpec, type LaneRequest } from '../solvers/lane-spec.js';
import type { SolverOptions } from './options.js';

export type Stage = 'campaign' | 'reduced';

type Statement = Pick<RawFinding, 'kind' | 'lanes' | 'said' | 'detail'>;

/** What identity reads of a record (a `Finding` is one; so is what makeFinding is about to make). */
export interface Identified extends Statement {
  logic: string;
  rules: readonly string[];
  mutant: string;
  solverOptions?: SolverOptions;
  reduction?: { finding?: Identified };
}

const headOf = (r: LaneRequest): string => canonicalLaneId(printLaneSpec({ ...r, options: [] }));

/** One lane as identity names it: release canonical, the options drawn for the mutant left out, the others sorted. */
export function laneKey(laneId: string, drawn?: SolverOptions): string {
  const lane = parseLaneSpec(laneId);
  if (!lane.ok) return laneId;
  const head = headOf(lane.value);
  const options = new Set(lane.value.options);
  for (const [base, extra] of Object.entries(drawn?.byLane ?? {})) {
    const b = parseLaneSpec(base);
    if (!b.ok || headOf(b.value) !== head) continue;
    const all = new Set([...b.value.options, ...extra]);
    if (all.size === options.size && [...all].every((o) => options.has(o))) {
      for (const o of extra) if (!b.value.options.includes(o)) options.delete(o);
      break;
    }
  }
  return [head, ...[...options].sort()].join('+');
}

/** The campaign stage's key of a statement: the bug on its lanes, and for answer bugs its logic and rules. */
export function signatureOf(
  finding: Statement,
  logic: string,
  rules: readonly string[],
  lanes: (laneId: string) => string = laneKey,
): string {
  const key = bugKey(finding, lanes);
  if (finding.kind === 'crash' || finding.kind === 'error') return key;
  return `${key}|${logic}|${[...new Set(rules)].sort().join(',')}`;
}

/** The reduced stage's key of a statement on its reduced formula. */
export function reducedKey(finding: Statement, reduced: Script, lanes: (laneId: string) => string = laneKey): string {
  if (finding.kind === 'crash' || finding.kind === 'error')
    return bugKey({ ...finding, detail: anonymousMessage(finding.detail ?? '', declaredOf(reduced)) }, lanes);
  return `${bugKey(finding, lanes)}|${skeletonOf(reduced)}`;
}

const marked = (f: Pick<Identified, 'solverOptions'>): string =>
  (f.solverOptions?.marked.length ?? 0) > 0 ? '|marked options' : '';

/**
 * How lanes are named when two statements are compared: `as-run`, by the ids the runs give them (a bisection's
 * release in place of a lane is named as that release); `identity`, as `laneKey` names them (release canonical, own
 * options in any order, drawn options left out): a link made on another page build names `z3` where this one runs
 * `z3@5.2.0`.
 */
export type LaneNaming = 'as-run' | 'identity';

/** The one answer to "is this the same bug?" for two statements (the judge's, a record's): the rule's key on both. */
export function sameBugAs(a: Statement, b: Statement, lanes: LaneNaming = 'as-run'): boolean {
  const name = lanes === 'identity' ? (laneId: string) => laneKey(laneId) : undefined;
  return bugKey(a, name) === bugKey(b, name);
}

/** The one answer to "which bug is this finding?", at the campaign stage or after reduction. */
export function identityOf(f: Identified, stage: Stage): string {
  const lanes = (record: Identified) => (laneId: string) => laneKey(laneId, record.solverOptions);
  if (stage === 'campaign') return `${signatureOf(f, f.logic, f.rules, lanes(f))}${marked(f)}`;
  const record = f.reduction?.finding ?? f;
  const parsed = parseScript(record.mutant);
  if (!parsed.ok) return `unparsable|${identityOf(record, 'campaign')}`;
  return `${reducedKey(record, parsed.value, lanes(record))}${marked(record)}`;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The normalized message without the formula's own names (NAME) and with every run of digits as N. */
function anonymousMessage(message: string, declared: Declared): string {
  let out = normalizeMessage(message);
  const names = [...declared.functions.keys(), ...declared.sorts].sort((a, b) => b.length - a.length);
  for (const name of names)
    out = out.replace(new RegExp(`(?<![\\w.@$|])${escapeRegExp(name)}(?![\\w.@$|])`, 'g'), 'NAME');
  return out.replace(/\d+/g, 'N');
}

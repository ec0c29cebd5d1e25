// De-duplication AFTER reduction: one key per bug, computed on the reduced formula, beside the one rule
// (same-bug.ts) it extends; findings of many campaigns that reduce alike count once.
//
// Why not the campaign's signature (finding/identity.ts)? For answer bugs it holds the rules of the mutation step, and a
// Janus step's rule chain differs from one mutant to the next, so three cvc5 `unknown`s on two related seeds were
// three "findings" although the solver gave up on the same construct. Once a finding is reduced, what is left is
// the construct the solver trips on, so the key is:
//   crash / error: kind, the lanes (without drawn options), the message with addresses, numbers and paths
//     stripped (as in the campaign's signature: the message names the crash site), and further the names the
//     reduced formula declares and numbers inside identifiers (cvc5 names a term `t` in one reduction and
//     `INST_CONSTANT_433` in the next: 20 "distinct" copies of one unsupported-FP-size error in a 30-min run);
//   soundness / invalid-model / incompleteness: kind, the lanes (without drawn options; for an unknown, which lane
//     gave up and which decided) and the reduced formula's skeleton: the SET of theory operators applied, binders (forall, exists, let, lambda, match) and sorts used.
// User names, literals and how often or in which order an operator occurs do not count: two reductions of one bug
// from different seeds keep the same operators, not the same constants. A set is coarse on purpose: two bugs
// whose reductions use the same operators and sorts on the same lanes count once (an undercount, never an
// overcount), which is the safe side for a yield figure.
import type { Script } from '../smtlib/ast.js';
import { declaredOf, skeletonOf, type Declared } from '../smtlib/skeleton.js';
import { bugKey, normalizeMessage } from './same-bug.js';
import type { RawFinding } from './types.js';

/**
 * The de-duplication key of a reduced finding: the bug's identity (same-bug.ts; crash and error words without the
 * formula's own names) and, for answer bugs, the reduced formula's skeleton. `laneKey` names lanes as the key
 * should (e.g. without the options drawn for the mutant; marked options are counted apart by the caller).
 */
export function reducedKey(
  finding: Pick<RawFinding, 'kind' | 'lanes' | 'said' | 'detail'>,
  reduced: Script,
  laneKey?: (laneId: string) => string,
): string {
  if (finding.kind === 'crash' || finding.kind === 'error')
    return bugKey({ ...finding, detail: anonymousMessage(finding.detail ?? '', declaredOf(reduced)) }, laneKey);
  return `${bugKey(finding, laneKey)}|${skeletonOf(reduced)}`;
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

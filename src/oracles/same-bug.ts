// What makes two findings the same bug: the one rule. The judge's callers, campaign signatures, the reduced key,
// bisection, the reducer's predicate, the page and the benches all ask it (as ClusterFuzz asks one "crash state").
//
//   crash, error     the lane, and the solver's words with addresses, numbers and paths stripped
//   invalid-model    the lane
//   soundness        who said sat and who said unsat: a disagreement listed the other way round is the same bug,
//                    the sides swapped are not; against an implied answer, the lane and its wrong answer
//   incompleteness   the lane that gave up, then the lane that decided, in that order: cvc5 giving up where z3
//                    decides is not z3 giving up where cvc5 decides
//
// Lanes enter a key through `laneKey` (by default their ids): a campaign's signature names them without the
// options drawn for one mutant, so the same bug under other random options is the same finding.
import type { FindingKind, RawFinding, Said } from './types.js';

type Identity = Pick<RawFinding, 'kind' | 'lanes' | 'said' | 'detail'>;

/**
 * An integer division the hardware refuses: WebAssembly traps with its own words (V8's, in Node and in Chromium),
 * a native build dies of SIGFPE. The same instruction of the same source, so one bug: z3-solver's `remainder by
 * zero` in Z3 5.2.0 is the native z3 4.13.3's SIGFPE on the same formula (the horner crash).
 */
const ARITHMETIC_FAULT =
  /(?:RuntimeError: )?(?:remainder by zero|divide by zero|divide result unrepresentable|integer overflow)|killed by SIGFPE/g;

/**
 * A signal death whose words are nothing but Z3's configuration warnings, as records made before the classifier
 * left those out wrote it (`killed by SIGFPE: WARNING: auto configuration … CASE_SPLIT=3, 4 or 5`): the signal alone,
 * as the classifier says it now (solvers/classify/rules.ts, CONFIGURATION_WARNING).
 */
const SIGNAL_WITH_WARNINGS_ONLY =
  /^(killed by SIG[A-Z0-9]+): WARNING: (?:(?!\sWARNING: ).)*(?:\sWARNING: (?:(?!\sWARNING: ).)*)*$/s;

/**
 * The solver's words without what varies from run to run: addresses, paths, numbers, spacing, where a trap was
 * caught (`host exception: `, a page thread's `a Z3 thread trapped: `; records written before the classifier read
 * `remainder by zero` as a trap say the first): the same trap caught in the CLI or in the page is one bug; and an
 * integer division fault in the words either build gives it (ARITHMETIC_FAULT).
 */
export function normalizeMessage(message: string): string {
  return message
    .replace(SIGNAL_WITH_WARNINGS_ONLY, '$1')
    .replace(/^(?:host exception: |a Z3 thread trapped: )+/, '')
    .replace(ARITHMETIC_FAULT, 'integer division fault (SIGFPE)')
    .replace(/0x[0-9a-fA-F]+/g, 'ADDR')
    .replace(/(?:[A-Za-z]:)?(?:[\w.-]*\/)+[\w.-]+/g, 'PATH')
    .replace(/\b\d+\b/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/** Whether the order of a kind's lanes says something (an unknown's: who gave up, who decided). */
export const lanesOrdered = (kind: FindingKind): boolean => kind === 'incompleteness';

const SIDE_ORDER: Readonly<Record<Said, number>> = { sat: 0, unsat: 1, unknown: 2, crash: 3, error: 4, model: 5 };

/** Lanes and what they said in the rule's order: as given where order matters, else by answer, then by id. */
export function inRuleOrder<T extends Pick<RawFinding, 'kind' | 'lanes' | 'said'>>(f: T): T {
  if (lanesOrdered(f.kind)) return f;
  const pairs = f.lanes.map((lane, i) => ({ lane, said: f.said[i]! }));
  pairs.sort((a, b) => SIDE_ORDER[a.said] - SIDE_ORDER[b.said] || (a.lane < b.lane ? -1 : a.lane > b.lane ? 1 : 0));
  return { ...f, lanes: pairs.map((p) => p.lane), said: pairs.map((p) => p.said) };
}

/**
 * The bug's identity as one string. `detail` is the solver's words as they count here (the reduced key passes
 * them without the formula's own names).
 */
export function bugKey(f: Identity, laneKey: (laneId: string) => string = (id) => id): string {
  const o = inRuleOrder(f);
  const lanes = o.lanes.map(laneKey);
  switch (f.kind) {
    case 'crash':
    case 'error':
      return `${f.kind}|${lanes.join(',')}|${normalizeMessage(f.detail ?? '')}`;
    case 'invalid-model':
      return `${f.kind}|${lanes.join(',')}`;
    case 'soundness':
      return `${f.kind}|${lanes.map((l, i) => `${l}=${o.said[i]}`).join(',')}`;
    case 'incompleteness':
      return `${f.kind}|${lanes.join('>')}`;
  }
}

/** The one answer to "is this the same finding?". */
export function sameBug(a: Identity, b: Identity, laneKey?: (laneId: string) => string): boolean {
  return bugKey(a, laneKey) === bugKey(b, laneKey);
}

/**
 * A finding the judge made is the one a plan or a record names by kind and lanes alone (the record's other fields
 * fix which of the judge's findings it is: sides, message). Lanes compare as the rule orders them.
 */
export function isFindingOn(
  f: Pick<RawFinding, 'kind' | 'lanes'>,
  kind: FindingKind,
  lanes: readonly string[],
): boolean {
  if (f.kind !== kind || f.lanes.length !== lanes.length) return false;
  if (lanesOrdered(kind)) return f.lanes.every((l, i) => l === lanes[i]);
  const sorted = [...lanes].sort();
  return [...f.lanes].sort().every((l, i) => l === sorted[i]);
}

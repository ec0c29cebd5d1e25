// One identity on every surface (finding/identity.ts `identityOf`): one set of findings, run through each surface
// that decides "is this the same bug?", gives the same distinct count everywhere: a campaign's groups (and
// `smtplay merge`, which groups alike), `--known`, the page's findings list, triage after reduction, and a share
// link's "reproduces". The set holds what used to split or merge differently: a lane's options in another order, a
// lane named without its release (`z3` is the newest build), a disagreement listed the other way round, and the
// same crash in other words (another bug).
import { describe, expect, it } from 'vitest';
import { FindingGroups, occurrenceOf } from '../../src/finding/groups.js';
import { identityOf } from '../../src/finding/identity.js';
import { KnownFindings } from '../../src/finding/known.js';
import type { Finding } from '../../src/finding/record.js';
import { bugsOf, keyed } from '../../src/handover/bugs.js';
import { linkVerdict } from '../../src/share/claim.js';
import { linkStateOf } from '../../src/share/finding-link.js';
import { addFinding, emptyFindings, groupsOf } from '../../src/ui-state/findings.js';
import { findingFrom } from '../support/findings.js';
import { answered, outcome } from '../support/outcome.js';

const CRASH = { kind: 'differential', expected: null } as const;
const MUTANT = '(declare-const x Int)\n(assert (> (* x x) 1))\n(check-sat)\n';

const crashOn = (laneId: string, words: string): Finding =>
  findingFrom(MUTANT, CRASH, [outcome(laneId, { status: 'crash', message: words })])!;

const disagreement = (first: [string, 'sat' | 'unsat'], second: [string, 'sat' | 'unsat']): Finding =>
  findingFrom(MUTANT, CRASH, [answered(first[0], first[1]), answered(second[0], second[1])])!;

const FINDINGS: readonly Finding[] = [
  crashOn('z3@5.2.0+smt.arith.nl.horner_frequency=0+smt.arith.solver=2', 'RuntimeError: remainder by zero'),
  crashOn('z3+smt.arith.solver=2+smt.arith.nl.horner_frequency=0', 'RuntimeError: remainder by zero'),
  crashOn('z3@5.2.0+smt.arith.solver=2+smt.arith.nl.horner_frequency=0', 'RuntimeError: unreachable'),
  disagreement(['z3@5.2.0', 'sat'], ['cvc5', 'unsat']),
  disagreement(['cvc5', 'unsat'], ['z3', 'sat']),
];
const DISTINCT = 3;

/** How many bugs a surface counts when it asks "the same as one before?" of each finding in turn. */
function countBy(sameAsBefore: (f: Finding, before: readonly Finding[]) => boolean): number {
  const kept: Finding[] = [];
  for (const f of FINDINGS) if (!sameAsBefore(f, kept)) kept.push(f);
  return kept.length;
}

describe('one identity of a bug, on every surface', () => {
  it('the set holds what used to be counted apart', () => {
    expect(new Set(FINDINGS.map((f) => f.lanes.join(' '))).size).toBe(FINDINGS.length);
    expect(new Set(FINDINGS.map((f) => identityOf(f, 'campaign'))).size).toBe(DISTINCT);
  });

  it('a campaign’s groups and merge', () => {
    const groups = new FindingGroups();
    for (const f of FINDINGS) groups.add(occurrenceOf(f), f);
    expect(groups.kept()).toHaveLength(DISTINCT);
  });

  it('the known set (`--known`)', () => {
    const known = new KnownFindings();
    const fresh = countBy((f) => {
      const seen = known.has(f);
      known.addRecord(f);
      return seen;
    });
    expect(fresh).toBe(DISTINCT);
  });

  it('the page’s findings list', () => {
    expect(groupsOf(FINDINGS.reduce(addFinding, emptyFindings()))).toHaveLength(DISTINCT);
  });

  it('triage and bench:yield, after reduction', () => {
    expect(bugsOf(FINDINGS.map((f) => keyed(f)))).toHaveLength(DISTINCT);
  });

  it('a share link: a finding reproduces another’s link exactly when they are one bug', () => {
    const reproduces = (f: Finding, before: readonly Finding[]) =>
      before.some((b) => linkVerdict(linkStateOf(b), f.outcomes).reproduces);
    expect(countBy(reproduces)).toBe(DISTINCT);
  });
});

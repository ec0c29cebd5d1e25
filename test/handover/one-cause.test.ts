// One report per cause: in the run at the heads on 2026-12-04 Z3 main under `smt.seq.min_unfolding=0` crashed at two
// assertions (seq_axioms.cpp:765 `k > 0`, theory_seq.cpp:1620 `k0 != 0`), and both were offered as new bugs. Crashes
// are keyed by their message, so they stay two bugs; triage and the batch's report decision now offer the first and
// have the other join its report. Stand-in outcomes and live checks (unit tier): the rule reads lanes and ranks.
import { describe, expect, it } from 'vitest';
import { onePerCause, reportOf } from '../../src/handover/report-decision.js';
import { triage } from '../../src/handover/triage.js';
import { triageMarkdown } from '../../src/handover/triage-report.js';
import type { Finding } from '../../src/finding/record.js';
import { findingFrom } from '../support/findings.js';
import { answered, outcome } from '../support/outcome.js';

const Z3 = 'native:z3@main-aaf2464';
const UNFOLDING = `${Z3}+model_validate=true+smt.seq.min_unfolding=0`;
const CONTEXT = { platform: 'Linux x64' };

function live(f: Finding): Finding {
  return {
    ...f,
    live: {
      verdict: 'live',
      family: 'z3',
      seenOn: ['z3 main'],
      detail: 'still shows',
      at: '2026-12-04T18:00:00Z',
      text: 'live in z3 main',
    },
  };
}

function crash(lane: string, text: string, assertion: string): Finding {
  return live(
    findingFrom(text, { kind: 'differential', expected: null }, [
      outcome(lane, { status: 'crash', message: `ASSERTION VIOLATION File: ${assertion}` }),
      answered('native:cvc5@main-190adc3', 'sat'),
    ])!,
  );
}

const A = crash(
  UNFOLDING,
  '(declare-const s String)\n(assert (distinct (str.to_int s) 0))\n(check-sat)\n',
  'seq_axioms.cpp Line: 765',
);
const B = crash(
  UNFOLDING,
  '(declare-const t String)\n(assert (= (str.indexof t "a" 0) 0))\n(check-sat)\n',
  'theory_seq.cpp Line: 1620',
);
const OTHER = crash(
  `${Z3}+smt.sls.enable=true`,
  '(declare-const u String)\n(assert (= (str.len u) 3))\n(check-sat)\n',
  'sls_seq_plugin.cpp Line: 1745',
);
const PLAIN = crash(Z3, '(declare-const v Int)\n(assert (> v 3))\n(check-sat)\n', 'qsat.cpp Line: 656');
const PLAIN_TOO = crash(Z3, '(declare-const w Int)\n(assert (> w 4))\n(check-sat)\n', 'nla_core.cpp Line: 12');

describe('one report per cause', () => {
  it('triage offers the first crash under smt.seq.min_unfolding=0 and has the second join its report', () => {
    const bugs = triage([
      { key: 'a', finding: A },
      { key: 'b', finding: B },
      { key: 'other', finding: OTHER },
    ]);
    const byKey = new Map(bugs.map((b) => [b.key, b]));
    expect(
      bugs
        .filter((b) => b.status === 'report')
        .map((b) => b.key)
        .sort(),
    ).toEqual(['a', 'other']);
    expect(byKey.get('b')).toMatchObject({
      status: 'together',
      joins: 'a',
      why: expect.stringMatching(/^it shows only under `smt\.seq\.min_unfolding=0`, as .* does: most likely one cause/),
    });
    const md = triageMarkdown(bugs, {
      dir: '/tmp/run',
      findings: 3,
      newest: { text: 'z3 main', notes: [] },
      bisect: { skipped: '--no-bisect' },
      links: { none: 'no page here' },
      context: CONTEXT,
    });
    expect(md).toContain('1 to add to another report (one cause)');
    // The joined formula is written under the report it joins, not as a report of its own.
    expect(md).toContain('The same options also make it fail this way');
    expect(md).toContain('(assert (= (str.indexof t "a" 0) 0))');
    expect(md.match(/^## \d+\./gm)).toHaveLength(2);
  });

  it('bugs under the default configuration are never joined: only their formulas tie them', () => {
    const bugs = triage([
      { key: 'p', finding: PLAIN },
      { key: 'q', finding: PLAIN_TOO },
    ]);
    expect(bugs.map((b) => b.status)).toEqual(['report', 'report']);
  });

  it('the batch holds the joined offer, names the report to add it to, and keeps every other decision', () => {
    const decisions = onePerCause([A, OTHER, B, PLAIN].map((f) => reportOf(f, CONTEXT)));
    expect(decisions.map((d) => d.ok)).toEqual([true, true, false, true]);
    const lead = decisions[0]!;
    if (!lead.ok) throw new Error(lead.why);
    expect(decisions[2]).toMatchObject({
      ok: false,
      held: 'together',
      canForce: true,
      tracker: 'z3',
      why: `It shows only under \`smt.seq.min_unfolding=0\`, as the report “${lead.report.title}” does: most likely one cause; add its formula to that report.`,
    });
  });

  it('the same crash under option sets that differ joins too: one SIGSEGV, two sets of options', () => {
    // Z3 main at `is-pb 0` under `sat.local_search=true sat.smt=true` and `sat.euf=true sat.local_search=true` (2026-12-05).
    const segv = (options: string, text: string): Finding =>
      live(
        findingFrom(text, { kind: 'differential', expected: null }, [
          outcome(`${Z3}+${options}`, { status: 'crash', message: 'killed by SIGSEGV: <addr> is-pb 0' }),
          answered('native:cvc5@main-190adc3', 'sat'),
        ])!,
      );
    const first = segv('sat.local_search=true+sat.smt=true', '(declare-const x (_ BitVec 4))\n(check-sat)\n');
    const second = segv('sat.euf=true+sat.local_search=true', '(declare-const y (_ BitVec 8))\n(check-sat)\n');
    const decisions = onePerCause([first, second].map((f) => reportOf(f, CONTEXT)));
    expect(decisions.map((d) => d.ok)).toEqual([true, false]);
    expect(decisions[1]).toMatchObject({
      held: 'together',
      why: expect.stringMatching(/^It is the same crash, “killed by SIGSEGV: <addr> is-pb 0”, as the report “/),
    });
    const bugs = triage([
      { key: 'one', finding: first },
      { key: 'two', finding: second },
    ]);
    expect(bugs.map((b) => [b.key, b.status])).toEqual([
      ['one', 'report'],
      ['two', 'together'],
    ]);
    // Different words under other options stay apart (A and OTHER above).
  });

  it('the more urgent offer leads: a wrong answer before a crash under the same options', () => {
    const wrong = live(
      findingFrom(
        '(declare-const s String)\n(assert (= (str.len s) 1))\n(check-sat)\n',
        { kind: 'differential', expected: null },
        [answered(UNFOLDING, 'unsat'), answered('native:cvc5@main-190adc3', 'sat')],
      )!,
    );
    const decisions = onePerCause([reportOf(A, CONTEXT), reportOf(wrong, CONTEXT, { tracker: 'z3' })]);
    expect(decisions.map((d) => d.ok)).toEqual([false, true]);
    expect(decisions[0]).toMatchObject({ held: 'together' });
  });
});

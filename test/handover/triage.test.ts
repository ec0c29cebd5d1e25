// Triage's decisions (handover/triage.ts) and its report.md (handover/triage-report.ts) on records made by hand:
// findings with one key after reduction are one bug (the best member stands for it), a bug known before and
// marked reported is listed as reported, never to report again, one known but not reported is "known before",
// one the newest release no longer shows is fixed, one that no longer reproduces says so; the bugs to report come
// first, those under the solvers' default configuration before those under options, each in the solver teams' order. The real thing on a merged folder: test/deploy/scale-simulation.solvers.test.ts.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/finding/record.js';
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import type { Keyed } from '../../src/handover/bugs.js';
import { triage } from '../../src/handover/triage.js';
import { optionsCell, triageMarkdown, type TriageFacts } from '../../src/handover/triage-report.js';
import { crashFinding } from '../support/crash-finding.js';
import { findingFrom } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

const AT = '2026-11-27T10:00:00.000Z';
const ISSUE = 'https://github.com/cvc5/cvc5/issues/4242';

const live = (verdict: LiveCheck['verdict'], text: string): LiveCheck => ({
  verdict,
  seenOn: [],
  detail: '',
  at: AT,
  text,
  ...(verdict === 'live' || verdict === 'fixed' ? { release: '5.2.0' } : {}),
});

/** A record reduced to `bytes` bytes with the key `key`, its reduced record live-checked as `check`. */
function reducedTo(f: Finding, key: string, bytes: number, check?: LiveCheck): Keyed {
  const reduced: Finding = {
    ...f,
    origin: 'reduced',
    mutant: `${'(check-sat)\n'.repeat(Math.ceil(bytes / 12))}`.slice(0, bytes),
    reducedFrom: { id: f.id, bytes: f.mutant.length },
    ...(check ? { live: check } : {}),
  };
  return { finding: { ...f, reduction: { finding: reduced, at: AT } }, key };
}

const z3Crash = (message: string): Finding => crashFinding(message, `; ${message}\n${'(check-sat)\n'.repeat(20)}`);

const wrongUnsat = findingFrom(
  '(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n',
  { kind: 'differential', expected: null },
  [outcome('native:cvc5@1.0.3', { answers: ['unsat'] }), outcome('z3@5.2.0', { answers: ['sat'] })],
)!;

const wrongUnsatUnderOptions = findingFrom(
  '(declare-const y Int)\n(assert (> y 0))\n(check-sat)\n',
  { kind: 'differential', expected: null },
  [outcome('z3@5.2.0+sat.smt=true', { answers: ['unsat'] }), outcome('native:cvc5@1.3.2', { answers: ['sat'] })],
)!;

const bugs = () => {
  const crashA = reducedTo(z3Crash('ASSERTION VIOLATION line 1'), 'crash|A', 40, live('live', 'live in Z3 5.2.0'));
  const crashA2 = reducedTo(
    z3Crash('ASSERTION VIOLATION line 1 again'),
    'crash|A',
    60,
    live('live', 'live in Z3 5.2.0'),
  );
  const soundness = reducedTo(wrongUnsat, 'soundness|B', 50, live('unchecked', 'seen on cvc5 1.0.3 (native)'));
  const underOptions = reducedTo(wrongUnsatUnderOptions, 'soundness|G', 50, live('live', 'live in Z3 5.2.0'));
  const fixed = reducedTo(
    z3Crash('old crash'),
    'crash|C',
    30,
    live('fixed', 'fixed by Z3 5.2.0 (seen on z3 4.8.12 (native))'),
  );
  const reportedBefore = reducedTo(z3Crash('reported crash'), 'crash|D', 30, live('live', 'live in Z3 5.2.0'));
  const knownBefore = reducedTo(z3Crash('known crash'), 'crash|E', 30, live('live', 'live in Z3 5.2.0'));
  const gone: Keyed = {
    finding: {
      ...z3Crash('flaky crash'),
      reduction: {
        failed: 'it does not reproduce: the finding does not show on its own lanes',
        at: AT,
      },
    },
    key: 'crash|F',
  };
  const known: Keyed[] = [
    { finding: { ...z3Crash('reported long ago'), state: { status: 'reported', url: ISSUE, at: AT } }, key: 'crash|D' },
    { finding: z3Crash('known long ago'), key: 'crash|E' },
  ];
  return {
    fresh: [gone, fixed, crashA2, underOptions, knownBefore, crashA, reportedBefore, soundness],
    known,
    crashA,
    soundness,
  };
};

describe('triage', () => {
  it('groups by key, says what to do with each bug, and puts those to report first in the teams’ order', () => {
    const { fresh, known, crashA, soundness } = bugs();
    const t = triage(fresh, known);
    expect(t.map((b) => [b.key, b.status])).toEqual([
      ['soundness|B', 'report'], // unsat instead of sat first
      ['crash|A', 'report'],
      ['soundness|G', 'report'], // under options (sat.smt=true): after those under the default configuration
      ['crash|E', 'known'],
      ['crash|D', 'reported'],
      ['crash|C', 'fixed'],
      ['crash|F', 'not-reproduced'],
    ]);
    const a = t.find((b) => b.key === 'crash|A')!;
    expect(a.members.map((m) => m.finding.id)).toHaveLength(2);
    expect(a.best).toBe(crashA.finding); // the smaller reduction stands for the bug
    expect(a.record.mutant).toBe(crashA.finding.reduction!.finding!.mutant);
    expect(a).toMatchObject({ tracker: 'z3', priority: 3 });
    expect(t[0]).toMatchObject({ priority: 0, best: soundness.finding });
    expect(t[0]!.tracker).toBeUndefined(); // z3 and cvc5 disagree: the report names both
    expect(t.find((b) => b.key === 'crash|D')!.why).toMatch(
      new RegExp(`^reported: ${ISSUE} \\(the same bug as crash-[0-9a-f]+, known before\\)$`),
    );
    expect(t.find((b) => b.key === 'crash|E')!.why).toMatch(/^the same bug as crash-[0-9a-f]+, known before/);
    expect(t.find((b) => b.key === 'crash|C')!.why).toBe(
      'fixed by Z3 5.2.0 (seen on z3 4.8.12 (native)). Solver teams ask for live bugs only: keep it as a regression test or for teaching',
    );
  });

  it('a disagreement a model told apart goes to the wrong solver’s tracker, ranked by what it said', () => {
    const unsat = (wrongFamily?: 'z3' | 'cvc5') =>
      triage([
        reducedTo(wrongUnsatUnderOptions, 'soundness|G', 50, {
          ...live('live', 'live in Z3 5.2.0'),
          ...(wrongFamily ? { wrongFamily } : {}),
        }),
      ])[0]!;
    expect(unsat()).toMatchObject({ status: 'report', priority: 0 });
    expect(unsat().tracker).toBeUndefined();
    // Z3 said unsat: a wrong unsat. cvc5 said sat: a wrong sat, ranked after.
    expect(unsat('z3')).toMatchObject({ status: 'report', tracker: 'z3', priority: 0 });
    expect(unsat('cvc5')).toMatchObject({ status: 'report', tracker: 'cvc5', priority: 1 });
  });

  it('a new finding marked reported is not reported either', () => {
    const marked = reducedTo(
      { ...z3Crash('marked'), state: { status: 'reported', url: ISSUE, at: AT } },
      'crash|M',
      20,
      live('live', 'live in Z3 5.2.0'),
    );
    expect(triage([marked])).toMatchObject([{ status: 'reported', why: `reported: ${ISSUE}` }]);
  });

  it('writes report.md: a table of every bug, then the report of each bug to report', () => {
    const { fresh, known } = bugs();
    const t = triage(fresh, known);
    const facts: TriageFacts = {
      dir: 'merged',
      findings: fresh.length,
      newest: { text: 'Z3 5.2.0', notes: [] },
      bisect: { skipped: '--no-bisect' },
      links: new Map([[t[1]!.key, 'https://example.org/#s=abc']]),
      context: { platform: 'Linux x64, Node.js 20' },
    };
    const md = triageMarkdown(t, facts);
    expect(md).toContain(
      '8 new finding(s) in `merged`, 7 distinct bug(s) after reduction: 3 to report, 1 known before, 1 reported, 1 fixed upstream, 1 does not reproduce.',
    );
    expect(md).toContain('Live-checked on Z3 5.2.0, the newest releases at hand; not bisected (--no-bisect).');
    const rows = md.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatch(
      /^\| 1 \| soundness \| `z3@5\.2\.0`, `native:cvc5@1\.0\.3` \| none \| 50 B \(from \d+\) \|/,
    );
    expect(rows[2]).toMatch(
      /^\| 3 \| soundness \| `native:cvc5@1\.3\.2`, `z3@5\.2\.0\+sat\.smt=true` \| `sat\.smt=true` \|/,
    );
    expect(rows[1]).toMatch(
      /^\| 2 \| crash \(2 findings\) \|.* \| 40 B \(from \d+\) \| live in Z3 5\.2\.0 \| — \| to report: live in Z3 5\.2\.0 \| `crash-[0-9a-f]+\/` \| \[open\]\(https:\/\/example\.org\/#s=abc\) \|$/,
    );
    expect(rows[6]).toMatch(
      /\| crash \|.*not reduced: it does not reproduce.*\| does not reproduce: it does not reproduce/,
    );
    // One section per bug to report, each its tracker's report (both trackers for the disagreement).
    expect(md.match(/^## \d+\. /gm)).toEqual(['## 1. ', '## 2. ', '## 3. ']);
    expect(md).toContain('> Which solver is wrong cannot be told');
    expect(md).toContain('It opens in the browser, and runs at once, here: https://example.org/#s=abc');
    expect(md).not.toContain('reported long ago');
  });

  it('names the options that matter, and the marked ones', () => {
    const f = {
      ...z3Crash('x'),
      lanes: ['z3@4.8.17+sat.euf=true+smt.arith.solver=2'],
      solverOptions: {
        byLane: { 'z3@4.8.17': ['sat.euf=true', 'smt.arith.solver=2'] },
        marked: [{ lane: 'z3@4.8.17', option: 'sat.euf=true', mark: 'experimental' as const, source: 'z3 -p' }],
      },
    };
    expect(optionsCell(f)).toBe('`sat.euf=true` (experimental) `smt.arith.solver=2`');
    expect(optionsCell(z3Crash('y'))).toBe('none');
  });
});

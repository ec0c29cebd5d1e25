// Reports in each tracker's form (finding/report/): Z3's issue-form fields and cvc5's sections, expected vs
// actual per kind, the live check and the range, a fixed finding held back unless forced, the new-issue address
// within GitHub's length, and the teams' priority order.
import { describe, expect, it } from 'vitest';
import type { Bisection } from '../../src/finding/bisect-range.js';
import { makeFinding, solverInfo, type Finding } from '../../src/finding/record.js';
import { issueText } from '../../src/finding/files.js';
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import {
  MAX_ISSUE_URL,
  newIssueUrl,
  priorityOf,
  rankFor,
  rangeSummary,
  trackerOf,
  trackerReport,
  z3PlatformOf,
} from '../../src/finding/report/index.js';
import { judge, type RawFinding } from '../../src/oracles/index.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Outcome } from '../../src/solvers/outcome.js';

const H = 'smt.arith.nl.horner_frequency=0';
const FORMULA = '(declare-const x Int)\n(assert (= (* x x) 1))\n(check-sat)\n';
const CONTEXT = {
  platform: 'Linux 6.1 x64, Node.js 20.20.2',
  z3Platform: 'Linux x86_64',
  link: 'https://example.org/#s=x',
};

function outcome(laneId: string, what: string): Outcome {
  const base = { laneId, stdout: '', stderr: '', message: '', timeMs: 4 };
  if (what === 'sat' || what === 'unsat') return { ...base, status: 'ok', answers: [what] };
  return { ...base, status: 'crash', answers: [], message: what };
}

function findingOf(outcomes: Outcome[], extra: Partial<Finding> = {}): Finding {
  const raw: RawFinding = judge(undefined, { kind: 'differential', expected: null }, outcomes).findings[0]!;
  const solvers = outcomes.map((o) => {
    const lane = parseLane(o.laneId);
    if (!lane.ok) throw new Error(lane.error.message);
    return solverInfo({ ...lane.value, version: lane.value.version || '1.0.3' }, undefined);
  });
  return {
    ...makeFinding({
      raw,
      logic: 'QF_NIA',
      rules: [],
      origin: 'reduced',
      mutant: FORMULA,
      seed: FORMULA,
      oracle: { kind: 'differential', expected: null },
      outcomes,
      solvers,
      timeoutMs: 5000,
      reducedFrom: { id: 'abc', bytes: 226 },
    }),
    ...extra,
  };
}

const live = (verdict: LiveCheck['verdict'], text: string): LiveCheck => ({
  verdict,
  release: '5.2.0',
  seenOn: ['Z3 5.2.0'],
  detail: '',
  at: '2026-11-27T09:00:00.000Z',
  text,
});

const regression: Bisection = {
  range: {
    kind: 'regression',
    lastGood: '4.8.17',
    firstBad: '4.10.0',
    text: 'regression: last good 4.8.17, first bad 4.10.0',
  },
  verdicts: [
    { version: '4.8.17', verdict: 'good', detail: 'sat' },
    { version: '4.10.0', verdict: 'bad', detail: 'crash: RuntimeError: remainder by zero' },
  ],
  at: '2026-11-26T12:00:00.000Z',
  varied: [`z3@5.2.0+${H}`],
  kept: ['native:cvc5@1.0.3'],
  why: 'the only Z3 lane that misbehaved',
};

describe("Z3's form", () => {
  const horner = findingOf(
    [outcome(`z3@5.2.0+${H}`, 'RuntimeError: remainder by zero'), outcome('native:cvc5@1.0.3', 'sat')],
    {
      live: live('live', 'live in Z3 5.2.0'),
      bisect: regression,
    },
  );

  it('fills every field the form asks, from the reduced finding', () => {
    const r = trackerReport(horner, CONTEXT);
    if (!r.ok) throw new Error(r.reason);
    const { title, fields, body } = r.report;
    expect(title).toBe(`[Bug] Crash: remainder by zero with ${H}`);
    expect(fields).toMatchObject({
      'bug-category': 'Crash/Assertion failure',
      'minimal-example': FORMULA.trimEnd(),
      version: '5.2.0',
      platform: 'Linux x86_64',
      interface: 'JavaScript/WASM API',
      'installation-method': 'npm install z3-solver@5.2.0 (the official WebAssembly build)',
    });
    expect(fields.description).toContain(
      'Status: live in Z3 5.2.0; regression since 4.10.0 (last good 4.8.17). Checked 2026-11-27.',
    );
    expect(fields.description).toContain('Releases: regression: last good 4.8.17, first bad 4.10.0');
    expect(fields['expected-behavior']).toBe(
      'an answer (sat, unsat or unknown), no crash (cvc5 1.0.3 (native) says sat)',
    );
    expect(fields['actual-behavior']).toBe('the WebAssembly module trapped: remainder by zero');
    expect(fields['additional-context']).toContain('Last working version: 4.8.17.');
    expect(fields['additional-context']).toContain(
      "The run was made with npm's z3-solver 5.2.0 (WebAssembly), its SMT-LIB text interface with the options as global parameters. The z3 executable was not run on it.",
    );
    expect(fields['additional-context']).not.toContain('z3 -smt2');
    expect(fields['additional-context']).toContain(`reduced from 226 to ${FORMULA.length} bytes`);
    expect(body).toContain('### Minimal Reproduction\n\n```smt2\n' + FORMULA.trimEnd() + '\n```');
  });

  it('says so when the reducer found nothing to remove, instead of "reduced from N to N bytes"', () => {
    const same = { ...horner, reducedFrom: { id: 'abc', bytes: FORMULA.length } };
    const r = trackerReport(same, CONTEXT);
    if (!r.ok) throw new Error(r.reason);
    expect(r.report.fields['additional-context']).toContain(
      `${FORMULA.length} bytes, where the reducer found nothing to remove`,
    );
    expect(r.report.fields['additional-context']).not.toContain('reduced from');
  });

  it('opens the new-issue page with the form filled, within GitHub’s length, else the short fields', () => {
    const r = trackerReport(horner, CONTEXT);
    if (!r.ok) throw new Error(r.reason);
    const url = newIssueUrl(r.report);
    expect(url.complete).toBe(true);
    const params = new URL(url.url).searchParams;
    expect(url.url.startsWith('https://github.com/Z3Prover/z3/issues/new?')).toBe(true);
    expect(params.get('template')).toBe('01-bug-report.yml');
    expect(params.get('minimal-example')).toBe(FORMULA.trimEnd());
    expect(params.get('bug-category')).toBe('Crash/Assertion failure');
    const long = trackerReport({ ...horner, mutant: `${'; padding line\n'.repeat(900)}${FORMULA}` }, CONTEXT);
    if (!long.ok) throw new Error(long.reason);
    const cut = newIssueUrl(long.report);
    expect(cut.complete).toBe(false);
    expect(cut.url.length).toBeLessThanOrEqual(MAX_ISSUE_URL);
    expect(new URL(cut.url).searchParams.get('title')).toBe(long.report.title);
    expect(new URL(cut.url).searchParams.get('minimal-example')).toBeNull();
  });

  it('holds back a finding the newest release no longer shows, unless forced', () => {
    const old = findingOf(
      [outcome('native:z3@4.8.12+sat.euf=true', 'ASSERTION VIOLATION'), outcome('native:cvc5@1.0.3', 'sat')],
      {
        live: live('fixed', 'fixed by Z3 5.2.0 (seen on z3 4.8.12 (native))'),
      },
    );
    const refused = trackerReport(old, CONTEXT, 'z3');
    expect(refused).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^fixed upstream: fixed by Z3 5\.2\.0.*--force/),
    });
    const forced = trackerReport(old, { ...CONTEXT, force: true }, 'z3');
    expect(forced.ok && forced.report.fields.interface).toBe('Command line (z3 executable)');
    expect(issueText(old, CONTEXT)).toMatch(/^> Not for reporting: fixed by Z3 5\.2\.0/);
  });
});

describe("cvc5's sections and the teams' priorities", () => {
  const wrongUnsat = findingOf([outcome('native:cvc5@1.0.3+--strings-exp', 'unsat'), outcome('z3@5.2.0', 'sat')]);

  it('names no tracker when two solvers disagree, and writes cvc5’s when asked', () => {
    expect(trackerOf(wrongUnsat)).toMatchObject({ reason: expect.stringMatching(/--for z3\|cvc5/) });
    const r = trackerReport(wrongUnsat, CONTEXT, 'cvc5');
    if (!r.ok) throw new Error(r.reason);
    expect(r.report.title).toBe('Wrong answer: unsat on a sat QF_NIA formula with --strings-exp');
    expect(r.report.body).toContain('**Command line arguments**: `--strings-exp`');
    expect(r.report.body).toContain('**cvc5 version/commit**: 1.0.3');
    expect(r.report.body).toContain('Expected: sat (Z3 5.2.0 says sat)');
    expect(r.report.body).toContain('cvc5 --lang smt2 --strings-exp bug.smt2');
    expect(r.report.priorityText).toBe('unsat instead of sat');
  });

  it('orders: unsat instead of sat, sat instead of unsat, invalid models, then the rest', () => {
    const wrongSat = findingOf([outcome('native:cvc5@1.0.3', 'sat'), outcome('z3@5.2.0', 'unsat')]);
    const crash = findingOf([outcome('native:cvc5@1.0.3', 'Fatal failure'), outcome('z3@5.2.0', 'sat')]);
    const ranks = [crash, wrongSat, wrongUnsat].map((f) => priorityOf(f, 'cvc5'));
    expect(ranks).toEqual([3, 1, 0]);
  });

  it('ranks a disagreement of one solver with itself by the side the report names, not by either side', () => {
    // Z3 with an option says sat where Z3 without it says unsat: the report blames the side with the option.
    const withOption = findingOf([outcome('z3@5.2.0+sat.smt=true', 'sat'), outcome('z3@5.2.0', 'unsat')]);
    const r = trackerReport(withOption, CONTEXT);
    if (!r.ok) throw new Error(r.reason);
    expect(r.report.body).toContain('sat on an unsat');
    expect(r.report.priorityText).toBe('sat instead of unsat');
    expect(rankFor(withOption, 'z3')).toBe(1);
    expect(priorityOf(withOption, 'z3')).toBe(0); // every Z3 lane: one of them said unsat
  });

  it('says a seed’s own finding came from its seed, reduced or not, and another reduced record from a mutant', () => {
    const found = (f: Finding): string => {
      const r = trackerReport(f, CONTEXT);
      if (!r.ok) throw new Error(r.reason);
      return /^Found by SMT Fuzz Playground: .*$/m.exec(r.report.body)?.[0] ?? '';
    };
    // A reduced record of a step's or a link's mutant (no mutation rules recorded: a literal mutant).
    const reduced = findingOf([outcome('z3@5.2.0+sat.smt=true', 'sat'), outcome('z3@5.2.0', 'unsat')]);
    expect(found(reduced)).toBe(`Found by SMT Fuzz Playground: a mutant, reduced from 226 to ${FORMULA.length} bytes.`);
    // The reduced record of a seed's own finding says so (handover/reduce.ts).
    expect(found({ ...reduced, reducedFrom: { id: 'abc', bytes: 226, seedItself: true } })).toBe(
      `Found by SMT Fuzz Playground: a seed that misbehaves by itself, reduced from 226 to ${FORMULA.length} bytes.`,
    );
    // A campaign's finding that no mutator made, as records written before seeds were named.
    const { reducedFrom: _r, ...unreduced } = reduced;
    expect(found({ ...unreduced, origin: 'campaign' })).toBe(
      'Found by SMT Fuzz Playground: a seed that misbehaves by itself.',
    );
  });

  it('asks Z3’s platform in its own words', () => {
    expect(z3PlatformOf('linux', 'x64')).toBe('Linux x86_64');
    expect(z3PlatformOf('darwin', 'arm64')).toBe('macOS ARM64 (Apple Silicon)');
    expect(z3PlatformOf('freebsd', 'x64')).toBe('Other (specify in additional context)');
  });
});

describe('a range in a few words', () => {
  it('says since when, or between which releases when some between were not run', () => {
    expect(rangeSummary(regression.range)).toBe('regression since 4.10.0 (last good 4.8.17)');
    expect(
      rangeSummary({
        kind: 'fixed',
        lastBad: '4.13.3',
        firstGood: '4.13.4',
        text: 'fixed: last bad 4.13.3, first fixed 4.13.4',
      }),
    ).toBe('fixed in 4.13.4 (last bad 4.13.3)');
    expect(
      rangeSummary({
        kind: 'regression',
        lastGood: '4.8.17',
        firstBad: '5.2.0',
        unchecked: ['4.10.0', '4.11.2'],
        text: '',
      }),
    ).toBe('regression between 4.8.17 (good) and 5.2.0 (bad); 2 releases between not checked');
    expect(rangeSummary({ kind: 'always', text: 'shows on every release that decided (4.8.17 … 5.2.0)' })).toBe(
      'in every release checked (4.8.17 … 5.2.0)',
    );
  });
});

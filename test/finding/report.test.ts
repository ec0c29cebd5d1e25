// Reports in each tracker's form (finding/report/): Z3's plain issue and cvc5's template fields, expected vs actual
// per kind, the other builds and the range, a fixed finding held back unless forced, the new-issue address within
// GitHub's length, and the teams' priority order.
import { describe, expect, it } from 'vitest';
import type { Bisection } from '../../src/finding/bisect-range.js';
import { makeFinding, solverInfo, type Finding } from '../../src/finding/record.js';
import { issueText } from '../../src/handover/finding-files.js';
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import {
  MAX_ISSUE_URL,
  newIssueUrl,
  priorityOf,
  rankFor,
  rangeSummary,
  trackerOf,
  trackerReport,
} from '../../src/finding/report/index.js';
import { wasmBuildFacts } from '../../src/finding/report/build-facts.js';
import { judge, type RawFinding } from '../../src/oracles/index.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Outcome } from '../../src/solvers/outcome.js';

const H = 'smt.arith.nl.horner_frequency=0';
const FORMULA = '(declare-const x Int)\n(assert (= (* x x) 1))\n(check-sat)\n';
const CONTEXT = {
  platform: 'Linux 6.1 x64, Node.js 20.20.2',
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

describe("Z3's plain issue", () => {
  const horner = findingOf(
    [outcome(`z3@5.2.0+${H}`, 'RuntimeError: remainder by zero'), outcome('native:cvc5@1.0.3', 'sat')],
    {
      live: live('live', 'live in Z3 5.2.0'),
      bisect: regression,
    },
  );

  it('gives the symptom as the title, the formula, how it ran and what it gave, the version and what was expected', () => {
    const r = trackerReport(horner, CONTEXT);
    if (!r.ok) throw new Error(r.reason);
    const { title, body } = r.report;
    expect(title).toBe(`Crash: remainder by zero with ${H}`);
    expect(body.startsWith('```smt2\n' + FORMULA.trimEnd() + '\n```')).toBe(true);
    expect(body).toContain('Through the JavaScript API of npm z3-solver 5.2.0');
    expect(body).toContain('WebAssembly trap: remainder by zero');
    expect(body).toContain('Expected: an answer (sat, unsat or unknown), no crash (cvc5 1.0.3 says sat)');
    expect(body).toContain('Z3 version: npm z3-solver 5.2.0.');
    expect(body).toContain(`Options: \`${H}\`.`);
    // The range was measured on this formula: said once, in a few words.
    expect(body).toContain('Releases: regression since 4.10.0 (last good 4.8.17).');
    expect(body).toContain(`reduced from 226 to ${FORMULA.length} bytes`);
    // No executable was run on it: no command line is given.
    expect(body).not.toContain('$ z3');
  });

  it('names the version the build reports beside the package version, and leaves out a range measured on another formula', () => {
    const reports = { ...horner, solvers: horner.solvers.map((s) => ({ ...s, reportedVersion: '5.1.0.0' })) };
    const measured = { ...reports, bisect: { ...regression, measuredOn: { id: 'x', bytes: 302 } } };
    const r = trackerReport(measured, CONTEXT);
    if (!r.ok) throw new Error(r.reason);
    expect(r.report.body).toContain('Z3 version: npm z3-solver 5.2.0, which reports 5.1.0.0.');
    expect(r.report.body).not.toContain('regression since');
  });

  it('says nothing of a reduction that removed nothing', () => {
    const same = { ...horner, reducedFrom: { id: 'abc', bytes: FORMULA.length } };
    const r = trackerReport(same, CONTEXT);
    if (!r.ok) throw new Error(r.reason);
    expect(r.report.body).not.toContain('reduced from');
  });

  it('opens a plain new issue with the whole report as its body, within GitHub’s length, else the title alone', () => {
    const r = trackerReport(horner, CONTEXT);
    if (!r.ok) throw new Error(r.reason);
    const url = newIssueUrl(r.report);
    expect(url.complete).toBe(true);
    const params = new URL(url.url).searchParams;
    expect(url.url.startsWith('https://github.com/Z3Prover/z3/issues/new?')).toBe(true);
    expect(params.get('template')).toBeNull();
    expect(params.get('title')).toBe(r.report.title);
    expect(params.get('body')).toBe(r.report.body);
    const long = trackerReport({ ...horner, mutant: `${'; padding line\n'.repeat(900)}${FORMULA}` }, CONTEXT);
    if (!long.ok) throw new Error(long.reason);
    const cut = newIssueUrl(long.report);
    expect(cut.complete).toBe(false);
    expect(cut.url.length).toBeLessThanOrEqual(MAX_ISSUE_URL);
    expect(new URL(cut.url).searchParams.get('title')).toBe(long.report.title);
    expect(new URL(cut.url).searchParams.get('body')).toBeNull();
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
    expect(forced.ok && forced.report.body).toContain('$ z3 -smt2 sat.euf=true bug.smt2');
    expect(issueText(old, CONTEXT)).toMatch(/^> Not for reporting: fixed by Z3 5\.2\.0/);
  });

  it('offers no report when the version of the build is not known', () => {
    const unknown = findingOf([outcome('cvc5', 'sat'), outcome('z3@5.2.0', 'unsat')]);
    const noVersion = { ...unknown, solvers: unknown.solvers.map((s) => ({ ...s, version: '' })) };
    expect(trackerReport(noVersion, CONTEXT, 'cvc5')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/the version of CVC5 is not known/),
    });
  });
});

describe("cvc5's sections and the teams' priorities", () => {
  const wrongUnsat = findingOf([outcome('native:cvc5@1.0.3+--strings-exp', 'unsat'), outcome('z3@5.2.0', 'sat')]);

  it('names no tracker when two solvers disagree, and writes cvc5’s when asked', () => {
    expect(trackerOf(wrongUnsat)).toMatchObject({ reason: expect.stringMatching(/--for z3\|cvc5/) });
    const r = trackerReport(wrongUnsat, CONTEXT, 'cvc5');
    if (!r.ok) throw new Error(r.reason);
    expect(r.report.title).toBe('unsat on a satisfiable QF_NIA formula with --strings-exp');
    expect(r.report.body).toContain('**Command line arguments**: `--strings-exp`');
    expect(r.report.body).toContain('**cvc5 version/commit**: 1.0.3');
    expect(r.report.body).toContain('Expected: sat (Z3 5.2.0 (WebAssembly) says sat); instead it answers unsat.');
    expect(r.report.body).toContain('$ cvc5 --lang smt2 --strings-exp bug.smt2\nunsat');
    expect(r.report.searchUrl).toBe('https://github.com/cvc5/cvc5/issues?q=is%3Aissue+wrong');
    expect(r.report.priorityText).toBe('unsat instead of sat');
  });

  it('says a floating-point crash on a cvc5 main build with an older SymFPU may differ on main, with the build’s facts', () => {
    const fp = { ...findingOf([outcome('native:cvc5@main-190adc3', 'segfault'), outcome('z3@5.2.0', 'sat')]) };
    const withFp = { ...fp, mutant: '(declare-const f Float32)\n(assert (fp.isNaN f))\n(check-sat)\n' };
    const builds = () => ({
      origin: "cvc5's main branch, built from source",
      printed: 'cvc5 1.3.5.dev',
      commit: '190adc3',
      configure: 'production --assertions --no-poly',
      configureSummary: 'Build profile : production',
      dependencies: 'libsymfpu-dev 0.0~git20190517.8fbe139-3 (Debian unstable)',
      assertions: true,
      wasm: false,
      olderSymfpu: '0.0~git20190517.8fbe139-3',
    });
    const r = trackerReport(withFp, { ...CONTEXT, builds }, 'cvc5');
    if (!r.ok) throw new Error(r.reason);
    expect(r.report.body).toContain(
      "This build uses Debian's SymFPU 0.0~git20190517.8fbe139-3; cvc5 main names SymFPU 1.2.0",
    );
    expect(r.report.body).toContain(
      '**cvc5 version/commit**: https://github.com/cvc5/cvc5/commit/190adc3 (cvc5\'s main branch, built from source, assertions on; `--version` prints "cvc5 1.3.5.dev")',
    );
    expect(r.report.body).toContain('```sh\n./configure.sh production --assertions --no-poly\n```');
    expect(r.report.body).toContain('**`configure.sh` output**  \n```\nBuild profile : production\n```');
    // Without floating-point terms, nothing is said of SymFPU.
    const plain = trackerReport(fp, { ...CONTEXT, builds }, 'cvc5');
    expect(plain.ok && plain.report.body).not.toContain('SymFPU');
  });

  it('names the page’s CVC5 library build as the module describes itself: version, archive, CMake options', () => {
    const crash = findingOf([outcome('cvc5@1.3.4', 'Aborted()'), outcome('z3@5.2.0', 'sat')]);
    const build = wasmBuildFacts({
      version: '1.3.4',
      source: 'cvc5-1.3.4.tar.gz',
      commit: '',
      configure: '-DCMAKE_BUILD_TYPE=Production -DCMAKE_CXX_FLAGS_PRODUCTION=-O2 -DENABLE_GPL=OFF',
      optimisation: '-O2',
      dependencies: 'GMP 6.3.0+dfsg (Debian source package), CaDiCaL 2.1.3 (source archive)',
      compiler: 'emcc 4.0.0',
      assertions: false,
    });
    const r = trackerReport(
      crash,
      { ...CONTEXT, builds: (lane) => (lane.family === 'cvc5' ? build : undefined) },
      'cvc5',
    );
    if (!r.ok) throw new Error(r.reason);
    expect(r.report.body).toContain(
      "cvc5 1.3.4 compiled to WebAssembly by smtplay's wasm/build-cvc5-library.sh (-O2, emcc 4.0.0) from cvc5-1.3.4.tar.gz",
    );
    expect(r.report.body).toContain(
      '```sh\nemcmake cmake -DCMAKE_BUILD_TYPE=Production -DCMAKE_CXX_FLAGS_PRODUCTION=-O2 -DENABLE_GPL=OFF\n```',
    );
    expect(r.report.body).toContain(
      'Built with GMP 6.3.0+dfsg (Debian source package), CaDiCaL 2.1.3 (source archive).',
    );
    // Without the module's account, the lane says only its version.
    const bare = trackerReport(crash, CONTEXT, 'cvc5');
    expect(bare.ok && bare.report.body).toContain('cvc5 1.3.4 compiled to WebAssembly');
    expect(bare.ok && bare.report.body).not.toContain('emcmake');
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
    expect(r.report.title).toMatch(/^sat on an unsatisfiable/);
    expect(r.report.priorityText).toBe('sat instead of unsat');
    expect(rankFor(withOption, 'z3')).toBe(1);
    expect(priorityOf(withOption, 'z3')).toBe(0); // every Z3 lane: one of them said unsat
  });

  it('speaks of its own solver’s builds only, where the live check ran both sides of a disagreement', () => {
    // head-public-12: Z3 main under SLS said sat where cvc5 main and Z3 5.2.0 said unsat. The live check could not
    // tell the wrong side, so it ran both solvers; cvc5's builds "showed" it by answering unsat, the expected answer.
    const sls = 'native:z3@main-aaf2464+smt.sls.enable=true';
    const check = (lane: string, title: string, verdict: 'good' | 'bad', detail: string) => ({
      lane,
      title,
      verdict,
      detail,
    });
    const disagreement = findingOf(
      [outcome(sls, 'sat'), outcome('native:cvc5@main-190adc3', 'unsat'), outcome('z3@5.2.0', 'unsat')],
      {
        live: {
          ...live('live', 'live in z3 main at aaf2464 (native) and cvc5 main at 190adc3 (native)'),
          checks: [
            check('native:z3@main-aaf2464', 'z3 main at aaf2464 (native)', 'bad', 'sat'),
            check('z3@5.2.0', 'Z3 5.2.0', 'good', 'unsat'),
            check('native:z3@4.13.3', 'z3 4.13.3 (native)', 'good', 'unsat'),
            check('native:cvc5@main-190adc3', 'cvc5 main at 190adc3 (native)', 'bad', 'unsat'),
            check('native:cvc5@1.3.2', 'cvc5 1.3.2 (native)', 'bad', 'unsat'),
          ],
          safeMode: { verdict: 'bad', detail: 'unsat' },
        },
      },
    );
    const z3 = trackerReport(disagreement, CONTEXT, 'z3');
    if (!z3.ok) throw new Error(z3.reason);
    expect(z3.report.title).toBe('sat on an unsatisfiable QF_NIA formula with smt.sls.enable=true');
    expect(z3.report.body).toContain('Does not show on Z3 5.2.0 (WebAssembly), z3 4.13.3.');
    expect(z3.report.body).not.toMatch(/Also shows on|cvc5 1\.3\.2|safe-mode/);
    // Asked of cvc5, the report names cvc5's builds and its safe mode, and no Z3 build as one that shows it.
    const cvc5 = trackerReport(disagreement, CONTEXT, 'cvc5');
    if (!cvc5.ok) throw new Error(cvc5.reason);
    expect(cvc5.report.body).toContain('Also shows on cvc5 1.3.2.');
    expect(cvc5.report.body).toContain('It shows with `--safe-mode=safe` set first, too.');
    expect(cvc5.report.body).not.toMatch(/shows on [^\n]*z3/i);
  });

  it('says what is wrong with the model a wrong sat came with, when the live check read it', () => {
    const sls = 'native:z3@main-aaf2464+smt.sls.enable=true';
    const fault = 'its model defines a1 in terms of itself, which gives no value';
    const wrongSat = findingOf([outcome(sls, 'sat'), outcome('native:cvc5@main-190adc3', 'unsat')], {
      live: { ...live('live', 'live in z3 main at aaf2464 (native)'), modelFault: fault },
    });
    const z3 = trackerReport(wrongSat, CONTEXT, 'z3');
    if (!z3.ok) throw new Error(z3.reason);
    expect(z3.report.body).toContain(`With \`(get-model)\` after \`(check-sat)\`, ${fault}.`);
    // Not in a report on the side that said unsat.
    const cvc5 = trackerReport(wrongSat, CONTEXT, 'cvc5');
    expect(cvc5.ok && cvc5.report.body).not.toContain('get-model');
  });

  it('says in one line how it was found: a mutator of a seed, or the seed itself, and the reduction', () => {
    const found = (f: Finding): string => {
      const r = trackerReport(f, CONTEXT);
      if (!r.ok) throw new Error(r.reason);
      return /^Found .*$/m.exec(r.report.body)?.[0] ?? '';
    };
    const reduced = findingOf([outcome('z3@5.2.0+sat.smt=true', 'sat'), outcome('z3@5.2.0', 'unsat')]);
    expect(found(reduced)).toBe(`Found by mutation fuzzing; reduced from 226 to ${FORMULA.length} bytes.`);
    expect(found({ ...reduced, reducedFrom: { id: 'abc', bytes: 226, seedItself: true } })).toBe(
      `Found while fuzzing: the seed formula shows it without mutation; reduced from 226 to ${FORMULA.length} bytes.`,
    );
    const { reducedFrom: _r, ...unreduced } = reduced;
    expect(found({ ...unreduced, origin: 'campaign' })).toBe(
      'Found while fuzzing: the seed formula shows it without mutation.',
    );
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

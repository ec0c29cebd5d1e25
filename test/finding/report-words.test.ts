// Reports speak the maintainers' language only: none of the phrases a maintainer read as ours (issue 37's review)
// appears in any report, for every kind of finding, both trackers, a WebAssembly and a native build, found by a
// mutator or as a seed, reduced or not, live-checked on other builds or not, bisected on the formula or before its
// reduction; and each fact is said once (the title is not repeated in the body, no line twice).
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/finding/record.js';
import { issueText } from '../../src/handover/finding-files.js';
import { trackerReport, type ReportContext } from '../../src/finding/report/index.js';
import type { FindingKind } from '../../src/oracles/index.js';
import { findingFrom } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

/** Our words, not a maintainer's (each was in a report a maintainer reviewed). */
const OUR_WORDS: readonly RegExp[] = [
  /\(for https:\/\/github\.com/,
  /priority: /,
  /Status: live in/,
  /\(native\)/,
  /a seed that misbehaves by itself/,
  /none is marked experimental or expert-only/,
  /Found by SMT Fuzz Playground/,
  /not built by the reporter/,
  /measured on the formula as found/,
  /\bundefined\b/,
  /unknown version/,
  /Seen on/,
  /\[Bug\]/,
  /host exception|RuntimeError|native:|\bz3@|\bcvc5@/,
];

const CONTEXT: ReportContext = {
  platform: 'Linux 6.1 x64',
  host: 'Node.js 20.20.2',
  link: 'http://localhost:5173/#s=a',
};
const FORMULA = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n';

const lanesOf = (tracker: 'z3' | 'cvc5', wasm: boolean): { subject: string; other: string } =>
  tracker === 'z3'
    ? {
        subject: wasm ? 'z3@5.2.0+smt.arith.solver=6' : 'native:z3@4.13.3+smt.arith.solver=6',
        other: 'native:cvc5@1.3.2',
      }
    : {
        subject: wasm ? 'cvc5@1.3.2+--nl-ext-tplanes' : 'native:cvc5@main-190adc3+--nl-ext-tplanes',
        other: 'z3@5.2.0',
      };

function findingOf(kind: FindingKind, tracker: 'z3' | 'cvc5', wasm: boolean): Finding {
  const { subject, other } = lanesOf(tracker, wasm);
  const outcomes =
    kind === 'crash'
      ? [
          outcome(subject, { status: 'crash', message: 'host exception: RuntimeError: unreachable', stderr: '' }),
          outcome(other, { answers: ['sat'] }),
        ]
      : kind === 'error'
        ? [
            outcome(subject, {
              status: 'error',
              message: '(error "line 3 column 9: unknown constant x")',
              stdout: '(error "line 3 column 9: unknown constant x")',
            }),
            outcome(other, { answers: ['sat'] }),
          ]
        : kind === 'soundness'
          ? [outcome(subject, { answers: ['unsat'], stdout: 'unsat\n' }), outcome(other, { answers: ['sat'] })]
          : kind === 'invalid-model'
            ? [outcome(subject, { answers: ['sat'], modelInvalid: true, stdout: 'sat\n((define-fun x () Int 0))\n' })]
            : [outcome(subject, { answers: ['unknown'], stdout: 'unknown\n' }), outcome(other, { answers: ['sat'] })];
  const f = findingFrom(FORMULA, { kind: 'differential', expected: null, unknownIsFinding: true }, outcomes);
  if (!f || f.kind !== kind) throw new Error(`no ${kind} finding`);
  return { ...f, logic: 'QF_LIA' };
}

const variants = (f: Finding, tracker: 'z3' | 'cvc5'): Finding[] => {
  const releases =
    tracker === 'z3'
      ? ['native:z3@main-aaf2464', 'z3@5.2.0', 'native:z3@4.13.3']
      : ['native:cvc5@main-190adc3', 'native:cvc5@1.3.4', 'native:cvc5@1.3.2'];
  const live: Finding['live'] = {
    verdict: 'live',
    release: 'main-190adc3',
    family: tracker,
    checks: releases.map((lane, i) => ({
      lane,
      title: lane,
      verdict: i === 2 ? 'good' : 'bad',
      detail: '',
      printed: 'unsat',
    })),
    seenOn: [],
    detail: '',
    at: '2026-12-02T08:00:00.000Z',
    text: 'live in cvc5 main at 190adc3 (native); also in cvc5 1.3.4 (native)',
  };
  const bisect: Finding['bisect'] = {
    range: {
      kind: 'regression',
      lastGood: '4.8.17',
      firstBad: '4.10.0',
      text: 'regression: last good 4.8.17, first bad 4.10.0',
    },
    verdicts: [],
    at: '2026-12-02T08:00:00.000Z',
    varied: [f.lanes[0]!],
    kept: [],
    why: '',
  };
  return [
    f,
    { ...f, origin: 'campaign' },
    { ...f, origin: 'reduced', reducedFrom: { id: 'a', bytes: 300, seedItself: true } },
    {
      ...f,
      made: {
        mutantId: '1:opfuzz:2:s',
        seedId: 's',
        mutator: 'opfuzz',
        options: {},
        walk: { rngSeed: 1, mode: 'chain', iterations: 3 },
        rngSeed: 1,
        step: 2,
      },
      live,
    },
    { ...f, live, bisect },
    { ...f, bisect: { ...bisect, measuredOn: { id: 'b', bytes: 302 } } },
  ];
};

describe('reports in the maintainers’ words', () => {
  for (const tracker of ['z3', 'cvc5'] as const)
    for (const wasm of [true, false])
      for (const kind of ['crash', 'error', 'soundness', 'invalid-model', 'incompleteness'] as const)
        it(`${tracker}, ${wasm ? 'WebAssembly' : 'native'}, ${kind}: none of our phrases, each fact once`, () => {
          for (const f of variants(findingOf(kind, tracker, wasm), tracker)) {
            const r = trackerReport(f, CONTEXT, tracker);
            if (!r.ok) throw new Error(r.reason);
            const text = `${r.report.title}\n${r.report.body}`;
            for (const words of OUR_WORDS) expect(text, `${words} in:\n${text}`).not.toMatch(words);
            expect(issueText(f, CONTEXT)).not.toMatch(/Found by SMT Fuzz Playground|\(for https:/);
            // Each fact once: the title is not the body's opening, and no line of prose is repeated.
            expect(r.report.body.startsWith(r.report.title)).toBe(false);
            const prose = r.report.body.split('\n').filter((l) => l.length > 30 && !/^[( ]/.test(l));
            expect(new Set(prose).size, text).toBe(prose.length);
          }
        });
});

describe('a failed assertion named by its place, as the trackers title them', () => {
  it('cvc5 and Z3: the function or file and line, without the build path or C++ signature', async () => {
    const { assertionPlace } = await import('../../src/finding/report/report.js');
    expect(
      assertionPlace(
        'Fatal failure within void cvc5::internal::theory::quantifiers::InstStrategyMbqi::process(cvc5::internal::Node) at /build/src/cvc5-main-190adc3/src/theory/quantifiers/inst_strategy_mbqi.cpp:258\nCheck failure',
      ),
    ).toBe('Fatal failure in InstStrategyMbqi::process at inst_strategy_mbqi.cpp:258');
    expect(
      assertionPlace(
        'ASSERTION VIOLATION\nFile: /build/src/z3-main-aaf2464/src/math/interval/interval_def.h\nLine: 1675\n!contains_zero(i2)',
      ),
    ).toBe('ASSERTION VIOLATION at interval_def.h:1675: !contains_zero(i2)');
    expect(assertionPlace('killed by SIGSEGV')).toBeUndefined();
  });
});

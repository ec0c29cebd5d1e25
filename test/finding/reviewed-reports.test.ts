// Reports a maintainer files as they are: for each tracker, a crash, a wrong answer and an invalid model, written
// from findings made the way a campaign makes them, compared in full with a text we read and corrected by hand
// (test/finding/reviewed-reports/*.md). A change to a report's words shows here as a difference to review;
// SMTPLAY_WRITE_REVIEWED=1 writes the new texts for that review (then read them before committing).
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/finding/record.js';
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import { trackerReport, type ReportContext } from '../../src/finding/report/index.js';
import type { Tracker } from '../../src/finding/report/tracker.js';
import { findingFrom } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

// A CLI run: the operating system apart from the Node.js that ran the WebAssembly builds; a link to this machine,
// which no maintainer can open and which no report may carry.
const CLI: ReportContext = {
  platform: 'Linux 6.1.0-28-amd64 x64',
  host: 'Node.js 20.20.2',
  link: 'http://localhost:5173/#s=abc',
};

const checked = (text: string, family: 'z3' | 'cvc5', release: string, lane: string): LiveCheck => ({
  verdict: 'live',
  release,
  family,
  checks: [{ lane, title: text.replace(/^live in /, ''), verdict: 'bad', detail: '' }],
  seenOn: [],
  detail: '',
  at: '2026-11-28T09:00:00.000Z',
  text,
});

// Our formulas (test/corpus and the gallery), not the external corpus's.
const SQUARE_ONE =
  '(set-logic QF_ANIA)\n(declare-const n Int)\n(declare-const u (Array Int Int))\n(declare-const v (Array Int Int))\n(assert (= (* n n) 1))\n(assert (= u v))\n(check-sat)\n';
const STRING_ORDER =
  '(set-logic QF_S)\n(declare-const a String)\n(declare-const b String)\n(assert (str.< a b))\n(assert (str.< b a))\n(check-sat)\n';
const BOUNDS =
  '(set-logic QF_LIA)\n(declare-const x Int)\n(declare-const y Int)\n(assert (> x 2))\n(assert (< (+ x y) 0))\n(check-sat)\n';

const FRAMES = [
  'nla::core::check(unsigned int)',
  'nla::solver::check(unsigned int)',
  'smt::theory_lra::imp::final_check_eh(unsigned int)',
  'smt::context::final_check()',
].join('\n');

function made(mutant: string, outcomes: Parameters<typeof findingFrom>[2], extra: Partial<Finding>): Finding {
  const f = findingFrom(mutant, { kind: 'differential', expected: null }, outcomes, 5000);
  if (!f) throw new Error('no finding');
  return { ...f, logic: mutant.match(/set-logic (\w+)/)![1]!, origin: 'campaign', ...extra };
}

// A CLI run where scripts/head-solvers.sh built cvc5 main with its assertions on, beside Debian's release.
const AT_HEAD: ReportContext = {
  ...CLI,
  builds: (lane) =>
    lane.version === 'main-190adc3'
      ? {
          origin: 'cvc5 main at 190adc3, built here by scripts/head-solvers.sh',
          printed: 'This is cvc5 version 1.3.5-dev.155.190adc3',
          commit: '190adc3',
          configure: '--assertions --auto-download',
          assertions: true,
          wasm: false,
        }
      : lane.version === '1.3.2'
        ? { origin: "Debian unstable's cvc5 1.3.2 package", printed: 'This is cvc5 version 1.3.2', wasm: false }
        : undefined,
};

const CASES: readonly { name: string; tracker: Tracker; finding: Finding; context?: ReportContext }[] = [
  {
    name: 'z3-crash',
    tracker: 'z3',
    finding: made(
      SQUARE_ONE,
      [
        outcome('z3@5.2.0+smt.arith.nl.horner_frequency=0', {
          status: 'crash',
          message: 'host exception: RuntimeError: remainder by zero',
          stack: FRAMES,
        }),
        outcome('native:cvc5@1.3.2', { answers: ['sat'] }),
      ],
      {
        live: {
          ...checked('live in Z3 5.2.0; also in z3 4.13.3 (native)', 'z3', '5.2.0', 'z3@5.2.0'),
          checks: [
            { lane: 'z3@5.2.0', title: 'Z3 5.2.0', verdict: 'bad', detail: '' },
            {
              lane: 'native:z3@4.13.3',
              title: 'z3 4.13.3 (native)',
              verdict: 'bad',
              detail: 'crash: integer division fault (SIGFPE)',
              printed: 'killed by SIGFPE',
            },
          ],
        },
      },
    ),
  },
  {
    name: 'z3-wrong-answer',
    tracker: 'z3',
    finding: made(
      STRING_ORDER,
      [
        outcome('native:z3@4.13.3+sat.smt=true', { answers: ['sat'] }),
        outcome('native:cvc5@1.3.2', { answers: ['unsat'] }),
      ],
      { live: checked('live in z3 4.13.3 (native)', 'z3', '4.13.3', 'native:z3@4.13.3') },
    ),
  },
  {
    name: 'z3-invalid-model',
    tracker: 'z3',
    finding: made(
      BOUNDS,
      [
        outcome('z3@5.2.0+model_validate=true', {
          answers: ['sat'],
          model: '(\n  (define-fun x () Int 3)\n  (define-fun y () Int 0)\n)',
          modelInvalid: true,
        }),
      ],
      { live: checked('live in Z3 5.2.0', 'z3', '5.2.0', 'z3@5.2.0') },
    ),
  },
  {
    name: 'cvc5-crash',
    tracker: 'cvc5',
    finding: made(
      SQUARE_ONE,
      [
        outcome('native:cvc5@1.3.2+--check-models', {
          status: 'crash',
          message: 'Fatal failure within cvc5::internal::theory::arith::nl::NonlinearExtension::checkLastCall',
          // cvc5's notes about a missing set-logic come first on a reduced formula: no report shows them.
          stderr:
            'input.smt2:1.2: No set-logic command was given before this point.\ninput.smt2:1.2: cvc5 will make all theories available.\n' +
            'Fatal failure within cvc5::internal::theory::arith::nl::NonlinearExtension::checkLastCall at nonlinear_extension.cpp:312\nCheck failure\n\n  d_model.isUsable()',
        }),
        outcome('z3@5.2.0', { answers: ['sat'] }),
      ],
      { live: checked('live in cvc5 1.3.2 (native)', 'cvc5', '1.3.2', 'native:cvc5@1.3.2') },
    ),
  },
  {
    // Stopped at an assertion of the head build; the release, built without assertions, answers.
    name: 'cvc5-assertion-at-head',
    tracker: 'cvc5',
    context: AT_HEAD,
    finding: made(
      SQUARE_ONE,
      [
        outcome('native:cvc5@main-190adc3+--check-models+--mbqi', {
          status: 'crash',
          message:
            'Fatal failure within void cvc5::internal::theory::quantifiers::InstStrategyMbqi::process(cvc5::internal::Node) at inst_strategy_mbqi.cpp:258',
          stderr:
            'Fatal failure within void cvc5::internal::theory::quantifiers::InstStrategyMbqi::process(cvc5::internal::Node) at inst_strategy_mbqi.cpp:258\nCheck failure\n\n false\n',
        }),
        outcome('z3@5.2.0', { answers: ['sat'] }),
      ],
      {
        live: {
          ...checked('live in cvc5 main at 190adc3 (native)', 'cvc5', 'main-190adc3', 'native:cvc5@main-190adc3'),
          checks: [
            { lane: 'native:cvc5@main-190adc3', title: 'cvc5 main at 190adc3 (native)', verdict: 'bad', detail: '' },
            { lane: 'native:cvc5@1.3.2', title: 'cvc5 1.3.2 (native)', verdict: 'good', detail: 'sat' },
          ],
        },
      },
    ),
  },
  {
    name: 'cvc5-wrong-answer',
    tracker: 'cvc5',
    finding: made(
      BOUNDS,
      [outcome('native:cvc5@1.3.2', { answers: ['unsat'] }), outcome('z3@5.2.0', { answers: ['sat'] })],
      { live: checked('live in cvc5 1.3.2 (native)', 'cvc5', '1.3.2', 'native:cvc5@1.3.2') },
    ),
  },
  {
    name: 'cvc5-invalid-model',
    tracker: 'cvc5',
    finding: made(
      BOUNDS,
      [
        outcome('native:cvc5@1.3.2+--check-models', {
          answers: ['sat'],
          model: '(\n(define-fun x () Int 3)\n(define-fun y () Int 0)\n)',
          modelInvalid: true,
        }),
      ],
      { live: checked('live in cvc5 1.3.2 (native)', 'cvc5', '1.3.2', 'native:cvc5@1.3.2') },
    ),
  },
];

const file = (name: string) => new URL(`reviewed-reports/${name}.md`, import.meta.url);

describe('reports as a maintainer files them', () => {
  for (const c of CASES)
    it(`${c.name}: the reviewed text, word for word`, () => {
      const r = trackerReport(c.finding, c.context ?? CLI, c.tracker);
      if (!r.ok) throw new Error(r.reason);
      const text = `# ${r.report.title}\n\n${r.report.body}`;
      if (process.env.SMTPLAY_WRITE_REVIEWED) writeFileSync(file(c.name), text);
      expect(text).toBe(readFileSync(file(c.name), 'utf8'));
      // What no report may carry: our lane syntax, host jargon, a link to this machine, a cut word.
      expect(text).not.toMatch(/localhost|host exception|RuntimeError|@RELEASE|native:|\bz3@|\bcvc5@|mutant/);
      expect(r.report.title).not.toMatch(/\w…|[^.]\.\.\.$/);
    });
});

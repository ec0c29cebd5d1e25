// One judge behind every surface: the same outcomes, fed through step mode, a campaign, the page's and the
// CLI's reduction planning, give the same verdicts. The solvers are stand-ins returning fixed outcomes: this
// tests classification, not solving.
import { describe, expect, it } from 'vitest';
import { MemoryStore, runCampaign } from '../../src/campaign/index.js';
import type { Oracle } from '../../src/mutators/types.js';
import { judge, type FindingKind } from '../../src/oracles/index.js';
import { planFromObservations } from '../../src/oracles/index.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { LaneRunner } from '../../src/solvers/runner.js';
import { StepSession } from '../../src/ui-state/step-session.js';

const A = 'z3@5.2.0';
const B = 'z3@4.8.17';
const SEED =
  '(set-logic QF_LIA)\n(declare-const x Int)\n(declare-const y Int)\n(assert (and (< x y) (> x 2)))\n(check-sat)\n';

type Fields = Partial<Outcome>;
const out = (laneId: string, f: Fields): Outcome => ({
  laneId,
  answers: [],
  stdout: '',
  stderr: '',
  status: 'ok',
  message: '',
  timeMs: 3,
  ...f,
});

interface Case {
  name: string;
  oracle: Oracle;
  a: Fields;
  b: Fields;
  kinds: FindingKind[];
  /** The lanes of the judge's first finding, and what a reduction of it runs. */
  first?: { lanes: string[]; run: string[] };
}

const differential: Oracle = { kind: 'differential', expected: null };
const CASES: Case[] = [
  { name: 'agreement', oracle: differential, a: { answers: ['sat'] }, b: { answers: ['sat'] }, kinds: [] },
  {
    name: 'sat vs unsat',
    oracle: differential,
    a: { answers: ['sat'] },
    b: { answers: ['unsat'] },
    kinds: ['soundness'],
    first: { lanes: [A, B], run: [A, B] },
  },
  {
    name: 'second check-sat differs',
    oracle: differential,
    a: { answers: ['sat', 'sat'] },
    b: { answers: ['sat', 'unsat'] },
    kinds: ['soundness'],
    first: { lanes: [A, B], run: [A, B] },
  },
  {
    name: 'a crash',
    oracle: differential,
    a: { status: 'crash', message: 'ASSERTION VIOLATION' },
    b: { answers: ['sat'] },
    kinds: ['crash'],
    first: { lanes: [A], run: [A] },
  },
  {
    name: 'a rejection another lane accepts',
    oracle: differential,
    a: { status: 'error', message: 'invalid command', errorKind: 'parse' },
    b: { answers: ['sat'] },
    kinds: ['error'],
    first: { lanes: [A], run: [A, B] },
  },
  {
    name: "another solver's option refused: no finding",
    oracle: differential,
    a: { status: 'error', answers: ['sat'], message: "unknown parameter 'finite_model_find'", errorKind: 'option' },
    b: { answers: ['sat'] },
    kinds: [],
  },
  {
    name: 'the solver says its model is invalid',
    oracle: differential,
    a: { answers: ['sat'], modelInvalid: true },
    b: { answers: ['sat'] },
    kinds: ['invalid-model'],
    first: { lanes: [A], run: [A] },
  },
  {
    name: 'timeout and unknown',
    oracle: differential,
    a: { status: 'timeout' },
    b: { answers: ['unknown'] },
    kinds: [],
  },
  {
    name: 'wrong against the expected answer',
    oracle: { kind: 'expected', expected: 'unsat' },
    a: { answers: ['unsat'] },
    b: { answers: ['sat'] },
    kinds: ['soundness'],
    first: { lanes: [B], run: [B] },
  },
  {
    name: 'unknown where Janus implies an answer',
    oracle: { kind: 'expected', expected: 'sat', unknownIsFinding: true },
    a: { answers: ['unknown'] },
    b: { answers: ['sat'] },
    kinds: ['incompleteness', 'incompleteness'],
    first: { lanes: [A], run: [A] },
  },
];

const outcomesOf = (c: Case): Outcome[] => [out(A, c.a), out(B, c.b)];
const lanes = [A, B].map((s) => {
  const l = parseLane(s);
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
});
/** Answers every text with the case's outcome for the lane. */
const runnerOf = (c: Case): LaneRunner => ({
  lanes,
  run: (laneId) => Promise.resolve(outcomesOf(c).find((o) => o.laneId === laneId)!),
});

const kinds = (xs: { kind: FindingKind }[]) => xs.map((f) => f.kind);

describe.each(CASES)('$name', (c) => {
  it('the judge', () => {
    expect(kinds(judge(undefined, c.oracle, outcomesOf(c)).findings)).toEqual(c.kinds);
  });

  it('reduction planning keeps the judge’s first finding, on the lanes it names', () => {
    const planned = planFromObservations(c.oracle, outcomesOf(c));
    expect(planned.ok).toBe(c.kinds.length > 0);
    if (planned.ok) expect(planned.target).toMatchObject({ kind: c.kinds[0], ...c.first });
    else expect(c.first).toBeUndefined();
  });
});

// A literal mutant carries only the expected answer: Janus's unknown rule comes with its mutator, not with a link.
const LINKABLE = CASES.filter((c) => !(c.oracle.kind === 'expected' && c.oracle.unknownIsFinding));

describe.each(LINKABLE)('step mode, $name', (c) => {
  it('finds the same, stores it, and the reading says the first', async () => {
    const saved: { kind: FindingKind }[] = [];
    const runner = runnerOf(c);
    const session = new StepSession(
      {
        run: runner.run,
        lanes: () => [A, B],
        timeoutMs: () => 1000,
        saveFinding: (f) => (saved.push(f), Promise.resolve()),
      },
      undefined,
      SEED,
    );
    session.openLink({
      v: 1,
      seeds: [SEED],
      rngSeed: 1,
      step: 0,
      mutant: SEED,
      lanes: [A, B],
      timeoutMs: 1000,
      ...(c.oracle.kind === 'expected' ? { expected: c.oracle.expected } : {}),
    });
    await session.rerun();
    expect(kinds(saved)).toEqual(c.kinds);
    expect(session.view.reading?.finding).toBe(c.kinds.length > 0);
    if (c.kinds.length) expect(session.view.reading?.kind).toBe(c.kinds[0]);
  });
});

// OpFuzz's oracle is differential: a campaign judges the differential cases.
describe.each(CASES.filter((c) => c.oracle.kind === 'differential'))('a campaign, $name', (c) => {
  it('records the same kinds', async () => {
    const store = new MemoryStore();
    await runCampaign(
      { rngSeed: 1, mutators: [{ name: 'opfuzz' }], walk: { iterations: 1 }, timeoutMs: 1000, lookahead: 1 },
      [{ id: 'seed', text: SEED }],
      { runner: runnerOf(c), store },
    );
    // Every text gets the case's outcomes here, so the seed run as itself shows what its mutant shows (a crash or an
    // error is the same bug on both, recorded once; an answer bug on a mutant is told apart by its mutation).
    expect(kinds(store.findings.filter((f) => !f.made))).toEqual(c.kinds);
    expect([...new Set(kinds(store.findings))]).toEqual([...new Set(c.kinds)]);
  });
});

// One rule for "the same bug" (oracles/same-bug.ts), and every surface that asks it: the judge's findings, the
// campaign signature, the key after reduction, bisection, the reducer's predicate and the reduce-a-finding pipeline
// (which the CLI, the page and the benches share). An unknown reversed (the other lane gives up) is another bug; a
// disagreement listed the other way round is the same one; a disagreement with its sides swapped is not.
// Stand-in lanes answer from tables: this tests classification, not solving.
import { describe, expect, it } from 'vitest';
import { bisect } from '../../src/handover/bisect.js';
import { makeFinding } from '../../src/finding/record.js';
import { identityOf, reducedKey, signatureOf } from '../../src/finding/identity.js';
import type { Oracle } from '../../src/mutators/types.js';
import { bugKey, judge, planFor, type FindingTarget, type RawFinding } from '../../src/oracles/index.js';
// The rule itself (what finding/identity.ts `sameBugAs` asks with its lane namings).
import { sameBug } from '../../src/oracles/same-bug.js';
import { keepFinding } from '../../src/reduce/index.js';
import { reduceFinding } from '../../src/handover/reduce.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { RunLane } from '../../src/solvers/runner.js';

const A = 'z3@4.8.17';
const B = 'z3@5.2.0';
const differential: Oracle = { kind: 'differential', expected: null, unknownIsFinding: true };
const TEXT = '(declare-const keep Int)\n(declare-const x Int)\n(assert (> keep 0))\n(assert (< x 1))\n(check-sat)\n';
const SCRIPT = (() => {
  const r = parseScript(TEXT);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

const ok = (laneId: string, answer: 'sat' | 'unsat' | 'unknown'): Outcome => ({
  laneId,
  answers: [answer],
  stdout: `${answer}\n`,
  stderr: '',
  status: 'ok',
  message: '',
  timeMs: 1,
});

/** The judge's one finding on these outcomes. */
const found = (outcomes: Outcome[]): RawFinding => {
  const [f, ...more] = judge(SCRIPT, differential, outcomes).findings;
  if (!f || more.length) throw new Error(`expected one finding, got ${1 + more.length}`);
  return f;
};

const unknownOnA = found([ok(A, 'unknown'), ok(B, 'sat')]);
const unknownOnB = found([ok(A, 'sat'), ok(B, 'unknown')]);
const aSatBUnsat = found([ok(A, 'sat'), ok(B, 'unsat')]);
const listedReversed = found([ok(B, 'unsat'), ok(A, 'sat')]);
const sidesSwapped = found([ok(A, 'unsat'), ok(B, 'sat')]);

describe('the rule', () => {
  it('orders an unknown: who gave up, then who decided', () => {
    expect(unknownOnA.lanes).toEqual([A, B]);
    expect(unknownOnB.lanes).toEqual([B, A]);
    expect(sameBug(unknownOnA, unknownOnB)).toBe(false);
  });

  it('reads a disagreement by its sides, whatever order the lanes come in', () => {
    expect(listedReversed.lanes).toEqual(aSatBUnsat.lanes);
    expect(sameBug(aSatBUnsat, listedReversed)).toBe(true);
    expect(sameBug(aSatBUnsat, sidesSwapped)).toBe(false);
  });

  it('keys crashes by their words without numbers and paths, on the lane that crashed', () => {
    const crash = (laneId: string, message: string) =>
      found([{ ...ok(laneId, 'sat'), status: 'crash', answers: [], message }, ok(B, 'sat')]);
    const c = crash(A, 'ASSERTION VIOLATION File: ../src/smt/smt_context.cpp Line: 120');
    expect(sameBug(c, crash(A, 'ASSERTION VIOLATION File: /build/src/smt/smt_context.cpp Line: 3064'))).toBe(true);
    expect(sameBug(c, crash(A, 'RuntimeError: unreachable'))).toBe(false);
    expect(sameBug(c, crash('native:z3', 'ASSERTION VIOLATION File: ../src/smt/smt_context.cpp Line: 120'))).toBe(
      false,
    );
  });

  it('reads an integer division fault as one bug in WebAssembly and natively, and no other crash as it', () => {
    const crash = (laneId: string, message: string) =>
      found([{ ...ok(laneId, 'sat'), status: 'crash', answers: [], message }, ok(B, 'sat')]);
    // The live check runs the native release in the WebAssembly lane's place: the lane key names them alike here.
    const family = (id: string) => id.replace(/^native:/, '').split('@')[0]!;
    const wasm = crash(A, 'RuntimeError: remainder by zero');
    expect(sameBug(wasm, crash('native:z3@4.13.3', 'killed by SIGFPE'), family)).toBe(true);
    expect(sameBug(wasm, crash(A, 'a Z3 thread trapped: RuntimeError: divide by zero'))).toBe(true);
    expect(sameBug(wasm, crash('native:z3@4.13.3', 'killed by SIGSEGV'), family)).toBe(false);
    expect(sameBug(wasm, crash(A, 'RuntimeError: unreachable'))).toBe(false);
  });

  it("reads a signal death recorded with Z3's configuration warnings as its words as the signal alone", () => {
    const crash = (message: string) =>
      found([{ ...ok(A, 'sat'), status: 'crash', answers: [], message }, ok(B, 'sat')]);
    const warning =
      'WARNING: auto configuration (option AUTO_CONFIG) must be disabled to use option CASE_SPLIT=3, 4 or 5';
    // A record of 2026-12-06 (the horner crash under smt.case_split=5), against the classifier's words now.
    const recorded = crash(`killed by SIGFPE: ${warning} ${warning}`);
    expect(sameBug(recorded, crash('killed by SIGFPE'))).toBe(true);
    expect(sameBug(crash(`killed by SIGFPE: ${warning}`), crash('killed by SIGFPE'))).toBe(true);
    // Words of the solver's own beside the warnings still count; another signal is another bug.
    expect(sameBug(crash('killed by SIGSEGV: corrupted size vs. prev_size'), crash('killed by SIGSEGV'))).toBe(false);
    expect(sameBug(recorded, crash('killed by SIGSEGV'))).toBe(false);
  });

  it('names lanes through a key function (a signature drops drawn options)', () => {
    const withOptions = found([ok(`${A}+smt.relevancy=0`, 'unknown'), ok(B, 'sat')]);
    const base = (id: string) => id.split('+')[0]!;
    expect(bugKey(withOptions, base)).toBe(bugKey(unknownOnA));
  });
});

describe('every surface asks it', () => {
  it('campaign signatures', () => {
    const sig = (f: RawFinding) => signatureOf(f, 'QF_LIA', ['opfuzz:<'], undefined);
    expect(sig(unknownOnA)).not.toBe(sig(unknownOnB));
    expect(sig(aSatBUnsat)).toBe(sig(listedReversed));
    expect(sig(aSatBUnsat)).not.toBe(sig(sidesSwapped));
  });

  it('the key after reduction', () => {
    expect(reducedKey(unknownOnA, SCRIPT)).not.toBe(reducedKey(unknownOnB, SCRIPT));
    expect(reducedKey(aSatBUnsat, SCRIPT)).toBe(reducedKey(listedReversed, SCRIPT));
    expect(reducedKey(aSatBUnsat, SCRIPT)).not.toBe(reducedKey(sidesSwapped, SCRIPT));
  });

  it('bisection: a release where the unknown is reversed is not bad; the same unknown again is', async () => {
    // Two Z3 lanes with options, both varied: a release keeps each lane's options, so they stay apart.
    const a = `${A}+smt.arith.solver=2`;
    const b = `${B}+smt.arith.solver=6`;
    const at = (v: string, lane: string) => lane.replace(/z3@[\d.]+/, `z3@${v}`);
    const answers: Record<string, 'sat' | 'unknown'> = {
      [a]: 'unknown',
      [b]: 'sat',
      [at('4.12.2', a)]: 'sat',
      [at('4.12.2', b)]: 'unknown',
      [at('4.13.0', a)]: 'unknown',
      [at('4.13.0', b)]: 'sat',
    };
    const run: RunLane = async (laneId) => ok(laneId, answers[laneId]!);
    const target: FindingTarget = {
      kind: 'incompleteness',
      lanes: [a, b],
      oracle: differential,
      run: [a, b],
      witnesses: [],
      produceModel: false,
    };
    const r = await bisect({ text: TEXT, target, versions: ['4.12.2', '4.13.0'], run, timeoutMs: 1, vary: [a, b] });
    if (!r.ok) throw new Error(r.reason);
    expect(r.bisection.verdicts.map((v) => [v.version, v.verdict])).toEqual([
      ['4.12.2', 'inconclusive'],
      ['4.13.0', 'bad'],
    ]);
  });

  it('the reducer keeps an unknown only on the lane that gave up, and a disagreement however it is listed', async () => {
    const without = '(declare-const x Int)\n(assert (< x 1))\n(check-sat)\n';
    const candidate = { script: parsedOf(without), text: without };
    const signal = new AbortController().signal;
    // Texts that still declare `keep` answer as the finding did; the others answer reversed.
    const runFor =
      (
        normal: Record<string, 'sat' | 'unsat' | 'unknown'>,
        other: Record<string, 'sat' | 'unsat' | 'unknown'>,
      ): RunLane =>
      async (laneId, text) =>
        ok(laneId, (text.includes('keep') ? normal : other)[laneId]!);
    const unknownTarget = planFor(unknownOnA, differential, []);
    if (!unknownTarget.ok) throw new Error(unknownTarget.reason);
    const keepsUnknown = await keepFinding(
      runFor({ [A]: 'unknown', [B]: 'sat' }, { [A]: 'sat', [B]: 'unknown' }),
      unknownTarget.target,
      TEXT,
    );
    expect(await keepsUnknown.predicate(candidate, signal)).toBe(false);

    // A record that lists the disagreement's lanes the other way round still names that disagreement.
    const disagreement: FindingTarget = {
      kind: 'soundness',
      lanes: [B, A],
      oracle: differential,
      run: [B, A],
      witnesses: [],
      produceModel: false,
    };
    const same = { [A]: 'sat', [B]: 'unsat' } as const;
    const keepsDisagreement = await keepFinding(runFor(same, same), disagreement, TEXT);
    expect(await keepsDisagreement.predicate(candidate, signal)).toBe(true);
    const swapped = await keepFinding(runFor(same, { [A]: 'unsat', [B]: 'sat' }), disagreement, TEXT);
    expect(await swapped.predicate(candidate, signal)).toBe(false);
  });

  it('a wrong answer against an expected-answer oracle is kept only while a lane that answered as expected still does', async () => {
    // The mutator expects unsat; A says sat, B unsat. A candidate that drops `keep` is sat for both (like a
    // reduction to `(check-sat)`): A still says sat against the mutant's expectation, but the expectation is gone.
    const expectUnsat: Oracle = { kind: 'expected', expected: 'unsat' };
    const golden = [ok(A, 'sat'), ok(B, 'unsat')];
    const wrong = judge(SCRIPT, expectUnsat, golden).findings[0]!;
    const plan = planFor(wrong, expectUnsat, golden);
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.target.run).toEqual([A]);
    expect(plan.target.witnesses).toEqual([B]);
    const run: RunLane = async (laneId, text) => ok(laneId, laneId === B && text.includes('keep') ? 'unsat' : 'sat');
    const kept = await keepFinding(run, plan.target, TEXT);
    expect(kept.describe).toContain(`while ${B} answers unsat`);
    const signal = new AbortController().signal;
    const without = '(declare-const x Int)\n(assert (< x 1))\n(check-sat)\n';
    expect(await kept.predicate({ script: parsedOf(without), text: without }, signal)).toBe(false);
    const still = '(declare-const keep Int)\n(assert (> keep 0))\n(check-sat)\n';
    expect(await kept.predicate({ script: parsedOf(still), text: still }, signal)).toBe(true);
    // Without a witness (no lane answered as expected) the plan says so by an empty list, and nothing smaller is
    // kept: the candidate that keeps `keep` would be kept by A's answer alone, though nothing says it is still unsat.
    const alone = planFor(wrong, expectUnsat, [ok(A, 'sat')]);
    if (!alone.ok) throw new Error(alone.reason);
    expect(alone.target.witnesses).toEqual([]);
    const unwitnessed = await keepFinding(run, alone.target, TEXT);
    expect(unwitnessed.describe).toContain('not reduced: no lane answered unsat');
    expect(await unwitnessed.predicate({ script: parsedOf(still), text: still }, signal)).toBe(false);
  });

  it('the reduce-a-finding pipeline (CLI, page, benches) keeps what the rule keeps', async () => {
    const record = makeFinding({
      raw: unknownOnA,
      logic: 'QF_LIA',
      rules: [],
      origin: 'step',
      mutant: TEXT,
      seed: TEXT,
      oracle: differential,
      outcomes: [ok(A, 'unknown'), ok(B, 'sat')],
      solvers: [],
      timeoutMs: 1000,
    });
    const run: RunLane = async (laneId, text) =>
      ok(laneId, text.includes('keep') ? (laneId === A ? 'unknown' : 'sat') : laneId === A ? 'sat' : 'unknown');
    const done = await reduceFinding(record, run);
    if (!done.ok) throw new Error(done.reason);
    // Every candidate without `keep` reverses the unknown, so `keep` stays; the re-check shows the same bug.
    expect(done.reduction.text).toContain('keep');
    expect(done.reduction.reproduces).toBe(true);
    expect(done.reduction.reduced?.lanes).toEqual([A, B]);
    const kept = { ...record, reduction: { finding: done.reduction.reduced! } };
    expect(identityOf(kept, 'reduced')).toBe(reducedKey(unknownOnA, parsedOf(done.reduction.text)));
  });
});

function parsedOf(text: string) {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

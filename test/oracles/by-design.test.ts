// The by-design table (oracles/by-design.ts): each rule's own example output, classified as a solver run is and
// judged against a lane that answered, gives a finding marked by that rule (and by no other first); findings without
// such words, or whose option is not there, stay candidates for a report. Real solvers say these words in
// by-design.solvers.test.ts.
import { describe, expect, it } from 'vitest';
import { BY_DESIGN_RULES, byDesignOf, judge, reviewOf } from '../../src/oracles/index.js';
import { classify } from '../../src/solvers/classify/classify.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { answered, outcome } from '../support/outcome.js';

/** A lane's run as the classifier reads the rule's example output (stdout; exit code 0 or 1 as the solver gives). */
function exampleRun(laneId: string, output: string): Outcome {
  const errors = /^\(error /m.test(output);
  const raw = { stdout: `${output}\n`, stderr: '', exitCode: errors ? 1 : 0, signal: null, timedOut: false };
  return { laneId, ...classify(raw, '(check-sat)\n'), stdout: raw.stdout, stderr: '', timeMs: 1 };
}

describe('every by-design rule on the output it was written from', () => {
  it.each(BY_DESIGN_RULES.map((r) => [r.id, r] as const))('%s', (id, rule) => {
    const run = exampleRun(rule.example.lane, rule.example.output);
    // The other lane answers the opposite of what the example lane said, so every kind of finding can arise.
    const other = answered('z3@5.2.0', run.answers.includes('sat') ? 'unsat' : 'sat');
    const judgement = judge(undefined, { kind: 'differential', expected: null, unknownIsFinding: true }, [run, other]);
    const on = judgement.findings.find((f) => f.lanes.includes(rule.example.lane));
    expect(on, `no finding on ${rule.example.lane}: ${JSON.stringify(judgement)}`).toBeDefined();
    // A kind the rule only puts in doubt stays a finding, for review with the same words.
    const marked = rule.review?.includes(on!.kind) ? reviewOf(on!, [run, other]) : on!.byDesign;
    if (rule.review?.includes(on!.kind)) expect(on!.byDesign).toBeUndefined();
    expect(marked).toMatchObject({ rule: id, lane: rule.example.lane, why: rule.why });
    expect(marked!.words.length).toBeGreaterThan(0);
    expect(rule.example.output).toContain(marked!.words.replace(/^unknown under .*/, '').split('\n')[0]);
  });
});

describe('what is not by design', () => {
  it('a wrong answer with no words from the solver stays a candidate bug', () => {
    const j = judge(undefined, { kind: 'differential', expected: null }, [
      answered('z3@5.2.0+sat.smt=true', 'sat'),
      answered('native:cvc5@1.3.2', 'unsat'),
    ]);
    expect(j.findings).toHaveLength(1);
    expect(j.findings[0]!.byDesign).toBeUndefined();
  });

  it('a crash and a parse error are no rule of the table', () => {
    const crash = outcome('native:z3@4.13.3', {
      status: 'crash',
      message: 'ASSERTION VIOLATION File: ../src/qe/qsat.cpp Line: 579',
    });
    const parse = outcome('native:cvc5@1.3.2', {
      status: 'error',
      errorKind: 'parse',
      message: "Parse Error: input.smt2:3.1: Symbol 'x' not declared as a variable",
    });
    const j = judge(undefined, { kind: 'differential', expected: null }, [crash, parse, answered('z3@5.2.0', 'sat')]);
    expect(j.findings.map((f) => [f.kind, f.byDesign])).toEqual([
      ['crash', undefined],
      ['error', undefined],
    ]);
  });

  it('an option-bound rule needs its option on the lane (drawn options are part of the lane id)', () => {
    const cannot = (laneId: string): Outcome => exampleRun(laneId, '(error "Cannot translate to Int: (/ 1.0 x)")');
    const f = { kind: 'error' as const, lanes: ['native:cvc5@1.3.2'] };
    // Without the option the words are an ordinary error (other kind): nothing explains it.
    expect(byDesignOf(f, [cannot('native:cvc5@1.3.2')])).toBeUndefined();
    const withOption = 'native:cvc5@1.3.2+--check-models+--solve-real-as-int';
    expect(byDesignOf({ ...f, lanes: [withOption] }, [cannot(withOption)])?.rule).toBe('cvc5-solve-as-another-theory');
    const unknown = answered(withOption, 'unknown');
    expect(byDesignOf({ kind: 'incompleteness', lanes: [withOption, 'z3@5.2.0'] }, [unknown])).toMatchObject({
      rule: 'cvc5-solve-as-another-theory',
      words: 'unknown under --solve-real-as-int',
    });
  });

  it('a specific rule gives its reason before the general "unsupported" one', () => {
    const fp = exampleRun(
      'native:cvc5@1.3.2',
      BY_DESIGN_RULES.find((r) => r.id === 'cvc5-float-formats')!.example.output,
    );
    expect(fp.errorKind).toBe('unsupported');
    expect(byDesignOf({ kind: 'error', lanes: [fp.laneId] }, [fp])?.rule).toBe('cvc5-float-formats');
  });
});

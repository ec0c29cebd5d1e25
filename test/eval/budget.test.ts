// The evaluator's budget: every construct whose evaluation could run away gives up with `unknown` (marked as given
// up), never with a verdict. The limits here are small, so each case ends after at most 50,000 steps whatever the
// machine: the test is quick by construction, not by a clock. What the defaults cost is bench:eval-budget's.
import { describe, expect, it } from 'vitest';
import {
  contextFromCommands,
  DEFAULT_LIMITS,
  EvalBudget,
  evaluate,
  evaluateAssertions,
  type EvalLimits,
} from '../../src/smtlib/eval/index.js';
import { parseScript, parseTerm } from '../../src/smtlib/parser.js';
import { show } from './helpers.js';
import { RUNAWAY_TERMS } from './runaway-terms.js';

const SMALL: EvalLimits = { ...DEFAULT_LIMITS, steps: 50_000, maxBits: 4096, maxSize: 4096 };

function evalWithin(limits: EvalLimits, term: string, script = '') {
  const s = parseScript(script);
  if (!s.ok) throw new Error(`script: ${s.error.message}`);
  const t = parseTerm(term);
  if (!t.ok) throw new Error(`term: ${t.error.message}`);
  return {
    result: evaluate(t.value, contextFromCommands(s.value.commands, undefined, limits), new EvalBudget(limits)),
  };
}

describe('the evaluator gives up on every construct that could run away', () => {
  for (const r of RUNAWAY_TERMS) {
    it(r.name, () => {
      const { result } = evalWithin(SMALL, r.term, r.script);
      expect(show(result)).toMatch(r.reason);
      if (!/quantifier/.test(show(result))) expect(result).toMatchObject({ kind: 'unknown', gaveUp: true });
    });
  }

  it('gives up on the whole term, so a runaway part never turns into a verdict', () => {
    const runaway = RUNAWAY_TERMS.find((r) => r.name.startsWith('define-fun chain'))!;
    for (const wrapped of [`(not ${runaway.term})`, `(or ${runaway.term} false)`, `(ite ${runaway.term} false true)`])
      expect(evalWithin(SMALL, wrapped, runaway.script).result).toMatchObject({ kind: 'unknown', gaveUp: true });
  });

  it('evaluates the same constructs at a size within the limits', () => {
    const cases: [string, string, string?][] = [
      ['(f4 1)', '16', RUNAWAY_TERMS[0]!.script],
      ['(str.len (str.replace_all "aaaa" "a" "bb"))', '8'],
      ['((_ repeat 3) #b10)', '#b101010'],
      ['(str.in_re "aaa" ((_ re.loop 0 3) ((_ re.loop 1 2) (str.to_re "a"))))', 'true'],
      ['(^ 3 40)', '12157665459056928801'],
      [
        '(seq.len (seq.replace_all (seq.++ (seq.unit 1) (seq.unit 1)) (seq.unit 1) (seq.++ (seq.unit 2) (seq.unit 2))))',
        '4',
      ],
      ['(str.indexof "abcabcabd" "abcabd" 0)', '3'],
    ];
    for (const [term, value, script] of cases) expect(show(evalWithin(SMALL, term, script).result)).toBe(value);
  });

  it('lets one assertion of a model check spend a quarter of its steps, so a false one after it is still found', () => {
    const runaway = RUNAWAY_TERMS.find((r) => r.name.startsWith('define-fun chain'))!;
    const script = parseScript(
      `${runaway.script}\n(declare-const y Int)\n(assert ${runaway.term})\n(assert (> y 0))\n(check-sat)`,
    );
    if (!script.ok) throw new Error(script.error.message);
    const verdicts = evaluateAssertions(script.value, '((define-fun y () Int 0))', SMALL);
    if (!verdicts.ok) throw new Error(verdicts.error.message);
    expect(verdicts.value.map((v) => v.verdict)).toEqual([
      { kind: 'unknown', reason: `evaluation budget: more than ${SMALL.steps / 4} steps of work`, gaveUp: true },
      { kind: 'false' },
    ]);
  });

  it('spends a model check’s steps across its assertions: five runaways exhaust it', () => {
    const runaway = RUNAWAY_TERMS.find((r) => r.name.startsWith('define-fun chain'))!;
    const script = parseScript(
      `${runaway.script}\n(declare-const y Int)\n${`(assert ${runaway.term})\n`.repeat(5)}(assert (> y 0))\n(check-sat)`,
    );
    if (!script.ok) throw new Error(script.error.message);
    const verdicts = evaluateAssertions(script.value, '((define-fun y () Int 0))', SMALL);
    if (!verdicts.ok) throw new Error(verdicts.error.message);
    expect(verdicts.value.map((v) => v.verdict.kind)).toEqual(Array(6).fill('unknown'));
  });
});

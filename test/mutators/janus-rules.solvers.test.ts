// Every Janus rule's claimed implication, checked with a real solver (Z3 wasm): for F ↦ G,
// weaken: F ∧ ¬G is unsat; strengthen: G ∧ ¬F is unsat; equiv: F ≠ G is unsat. Regex rules are
// checked through membership: F, G become (str.in_re s F), (str.in_re s G). Each rule must match
// at least one sample, and is applied with several rng streams so its parameters vary.
// Z3 cannot prove a few valid ones (lexicographic order over concatenation, some ∃-instantiations);
// those are asked again of native cvc5. A pair passes only when a solver proves it and none refutes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { janusRules, ruleContext, type Rule } from '../../src/mutators/janus/index.js';
import { Rng } from '../../src/rng.js';
import type { Script, Term } from '../../src/smtlib/ast.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printTerm } from '../../src/smtlib/printer.js';
import { classify } from '../../src/solvers/classify/index.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { runCvc5, startZ3 } from './fusion-solvers.js';

const DECLS = `
(declare-const x Int) (declare-const y Int) (declare-const z Int)
(declare-const p Real) (declare-const q Real)
(declare-const a Bool) (declare-const b Bool) (declare-const c Bool)
(declare-const s String) (declare-const t String) (declare-const u String)
(declare-const v (_ BitVec 8)) (declare-const w (_ BitVec 8))`;

const BOOL_SAMPLES = [
  '(= x y)',
  '(> x y)',
  '(< x (+ y 1))',
  '(>= x z)',
  '(<= (* 2 x) y)',
  '(distinct x y)',
  '(= p q)',
  '(> p 1.5)',
  '(< p q)',
  '(>= p q)',
  '(<= q 0.0)',
  '(distinct p q)',
  '(< (+ x 3) (+ y 3))',
  '(= (+ p 2.0) (+ q 2.0))',
  '(and a b)',
  '(and a (> x 0) c)',
  '(or a b)',
  '(or a (< x y) c)',
  '(xor a b)',
  '(ite a b c)',
  '(=> a b)',
  '(=> (> x 0) (> y 0))',
  '(= a b)',
  '(distinct a b)',
  'a',
  '(not c)',
  '(forall ((k Int)) (>= (+ k x) y))',
  '(exists ((k Int)) (= (* 2 k) x))',
  '(forall ((k Int) (m Int)) (! (=> (> k m) (> (+ k x) (+ m x))) :pattern ((+ k m))))',
  '(exists ((r Real)) (and (> r p) (< r q)))',
  '(forall ((d Bool)) (or d a))',
  '(= s t)',
  '(str.< s t)',
  '(str.<= s t)',
  '(str.contains s t)',
  '(str.prefixof s t)',
  '(str.suffixof s t)',
  '(distinct s t)',
  '(= v w)',
  '(distinct v w)',
  '(= (str.++ s "a") t)',
];

const REGEX_SAMPLES = [
  '(str.to_re "ab")',
  '(re.* (str.to_re "a"))',
  '(re.+ (re.range "a" "c"))',
  '(re.opt (str.to_re "b"))',
  '(re.++ (str.to_re "a") (re.range "b" "d"))',
  '(re.++ (str.to_re "a") re.allchar (str.to_re "b"))',
  '(re.union (str.to_re "a") (str.to_re "bb"))',
  '(re.range "c" "f")',
  '(re.union (re.range "a" "b") (str.to_re "x") (str.to_re ""))',
];

const STREAMS = 4;

function sortedScript(): { script: Script; bools: Term[]; regexes: Term[] } {
  const text =
    DECLS +
    BOOL_SAMPLES.map((f) => `(assert ${f})`).join('\n') +
    REGEX_SAMPLES.map((r) => `(assert (str.in_re s ${r}))`).join('\n');
  const parsed = parseScript(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const checked = checkScript(parsed.value);
  if (!checked.ok) throw new Error(checked.errors[0]!.message);
  const terms = parsed.value.commands.flatMap((c) => (c.cmd === 'assert' ? [c.term] : []));
  const bools = terms.slice(0, BOOL_SAMPLES.length);
  const regexes = terms.slice(BOOL_SAMPLES.length).map((t) => (t.kind === 'app' ? t.args[1]! : t));
  return { script: parsed.value, bools, regexes };
}

interface Pair {
  before: string;
  after: string;
}

function pairsOf(rule: Rule, script: Script, samples: readonly Term[]): Pair[] {
  const out = new Map<string, Pair>();
  samples.forEach((sample, i) => {
    for (let k = 0; k < STREAMS; k++) {
      const after = rule.apply(sample, ruleContext(script, Rng.of('janus-rules', rule.name, i, k)));
      if (!after) continue;
      const pair = { before: printTerm(sample), after: printTerm(after) };
      out.set(pair.before + '|' + pair.after, pair);
    }
  });
  return [...out.values()];
}

const inRe = (r: string): string => `(str.in_re s ${r})`;

/** The formula that is unsat exactly when the rule's claim holds for the pair. */
function violation(rule: Rule, pair: Pair): string {
  const [f, g] = rule.domain === 'regex' ? [inRe(pair.before), inRe(pair.after)] : [pair.before, pair.after];
  if (rule.effect === 'weaken') return `(and ${f} (not ${g}))`;
  if (rule.effect === 'strengthen') return `(and ${g} (not ${f}))`;
  return `(distinct ${f} ${g})`;
}

let z3: Z3Engine;
beforeAll(async () => {
  z3 = await startZ3(3000);
});
afterAll(() => {
  // the engine lives in this process; nothing to dispose
});

const { script, bools, regexes } = sortedScript();

describe('every Janus rule implies what it claims (Z3 wasm)', () => {
  it('has rules in every family', () => {
    const families = new Set(janusRules.map((r) => r.family));
    expect([...families].sort()).toEqual(
      ['automorphism', 'connective', 'homomorphism', 'operator', 'quantifier', 'regex', 'relation', 'string'].sort(),
    );
  });

  for (const rule of janusRules) {
    it(`${rule.family} ${rule.effect} ${rule.name}`, async () => {
      const pairs = pairsOf(rule, script, rule.domain === 'regex' ? regexes : bools);
      expect(pairs.length, 'the rule matches no sample').toBeGreaterThan(0);
      const checks = pairs.map((p) => `(push 1)\n(assert ${violation(rule, p)})\n(check-sat)\n(pop 1)`).join('\n');
      const stdout = await z3.evalSmtlib(`(set-option :timeout 3000)${DECLS}\n${checks}`);
      const run = classify({ stdout, stderr: '', exitCode: 0, signal: null, timedOut: false });
      expect(run.answers.length, run.message).toBe(pairs.length);
      const bad: string[] = [];
      for (const [i, p] of pairs.entries()) {
        const z3Answer = run.answers[i];
        if (z3Answer === 'unsat') continue;
        const cvc5 =
          z3Answer === 'sat' ? undefined : await runCvc5(`${DECLS}\n(assert ${violation(rule, p)})\n(check-sat)`, 5000);
        if (cvc5?.verdict !== 'unsat')
          bad.push(`${p.before} ↦ ${p.after}: z3 ${z3Answer}, cvc5 ${cvc5?.verdict ?? '-'}`);
      }
      expect(bad).toEqual([]);
    });
  }
});

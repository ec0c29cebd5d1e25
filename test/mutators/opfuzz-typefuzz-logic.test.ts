// Both mutators keep to the seed's logic: its theories (no bit-vector operator in QF_FP, no `+` in
// QF_S) and, in a linear logic, linear arithmetic. Z3 and CVC5 both reject mutants that break these.
import { describe, expect, it } from 'vitest';
import { linearApplication, linearLogic } from '../../src/mutators/linear.js';
import { logicTheories } from '../../src/mutators/logic.js';
import { opFuzz } from '../../src/mutators/opfuzz/index.js';
import { typeFuzz } from '../../src/mutators/typefuzz/index.js';
import { defaultOptions, type Mutator } from '../../src/mutators/types.js';
import { walk } from '../../src/mutators/walk.js';
import type { Script, Term } from '../../src/smtlib/ast.js';
import { commandRoots } from '../../src/smtlib/paths.js';
import { childrenOf } from '../../src/smtlib/terms/traverse.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { resolveApp } from '../../src/smtlib/theories/index.js';

function parse(text: string): Script {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function* terms(script: Script): Generator<Term> {
  const stack: Term[] = script.commands.flatMap((c) => [...commandRoots(c)]);
  while (stack.length) {
    const t = stack.pop()!;
    yield t;
    stack.push(...childrenOf(t));
  }
}

function mutants(mutator: Mutator, text: string, iterations = 300): Script[] {
  const out: Script[] = [];
  for (const s of walk(
    mutator,
    { script: parse(text) },
    { rngSeed: 'logic', mode: 'chain', iterations, options: defaultOptions(mutator.info) },
  )) {
    expect(s.ok || !s.bug, s.ok ? '' : s.reason).toBe(true);
    if (s.ok) out.push(s.result.mutant);
  }
  expect(out.length).toBeGreaterThan(iterations / 2);
  return out;
}

const LINEAR = [
  '(set-logic QF_LIA)',
  '(declare-fun x () Int)',
  '(declare-fun y () Int)',
  '(assert (> (+ x y) (* 2 x)))',
  '(assert (< (- x 3) (div y 4)))',
  '(assert (= (mod (+ x 1) 3) (- 1)))',
].join('\n');

describe('the logic', () => {
  it('names its theories and linearity', () => {
    const of = (logic: string): string[] => [...(logicTheories(parse(`(set-logic ${logic})`)) ?? ['all'])].sort();
    expect(of('QF_FP')).toEqual(['Core', 'FloatingPoint']);
    expect(of('QF_S')).toEqual(['Core', 'Strings']);
    // cvc5 reads its integer bit operators wherever there are integers.
    expect(of('AUFBVDTLIA')).toEqual(['ArraysEx', 'Core', 'FixedSizeBitVectors', 'IntegerBits', 'Ints']);
    expect(of('QF_FPLRA')).toEqual(['Core', 'FloatingPoint', 'Reals']);
    // Every theory, but separation logic only with a declared heap.
    expect(of('ALL')).toContain('Sets');
    expect(of('ALL')).not.toContain('SeparationLogic');
    expect([...(logicTheories(parse('(set-logic ALL)\n(declare-heap (Int Int))')) ?? ['all'])]).toEqual(['all']);
    expect(of('QF_UFLIAFS')).toEqual(['Core', 'IntegerBits', 'Ints', 'Sets']);
    expect(of('QF_NRAT')).toEqual(['Core', 'Reals', 'Transcendentals']);
    expect(of('QF_FF')).toEqual(['Core', 'FiniteFields']);
    expect(linearLogic(parse('(set-logic QF_LIA)'))).toBe(true);
    expect(linearLogic(parse('(set-logic QF_UFNRA)'))).toBe(false);
    expect(linearLogic(parse('(assert true)'))).toBe(false);
  });
});

describe.each([opFuzz, typeFuzz])('$info.name', (mutator) => {
  it('keeps arithmetic linear in a linear logic', () => {
    const nonlinear: string[] = [];
    for (const m of mutants(mutator, LINEAR)) {
      for (const t of terms(m))
        if (t.kind === 'app' && !linearApplication(t.id.symbol, t.args)) nonlinear.push(t.id.symbol);
    }
    expect(nonlinear).toEqual([]);
  });

  it('introduces no operator of a theory the logic lacks', () => {
    const fp = [
      '(set-logic QF_FP)',
      '(declare-fun a () (_ FloatingPoint 8 24))',
      '(assert (= ((_ fp.to_ubv 8) RNE a) #x0f))',
      '(assert (fp.lt a (fp #b0 #x7f #b00000000000000000000000)))',
    ].join('\n');
    const strings = [
      '(set-logic QF_S)',
      '(declare-fun s () String)',
      '(assert (= (str.len s) 3))',
      '(assert (str.in_re s (re.* (str.to_re "ab"))))',
    ].join('\n');
    for (const [text, allowed] of [
      [fp, ['Core', 'FloatingPoint']],
      [strings, ['Core', 'Strings']],
    ] as const) {
      const foreign = new Set<string>();
      for (const m of mutants(mutator, text)) {
        for (const t of terms(m)) {
          if (t.kind !== 'app' || t.args.length === 0) continue;
          const r = resolveApp(
            t.id.symbol,
            t.id.indices,
            t.args.map((a) => a.sort!),
            {},
          );
          if (r.ok && r.signature && !(allowed as readonly string[]).includes(r.signature.theory))
            foreign.add(t.id.symbol);
        }
      }
      expect([...foreign]).toEqual([]);
    }
  });
});

// The division guard of int-mul / real-mul is needed, and works: on concrete seed pairs, the fusion
// with the raw inversion r_x = z div y (z / y) makes both Z3 and cvc5 contradict the oracle, because
// division by zero is unspecified in SMT-LIB (a solver may pick any value for (div 0 0)); with the
// guard ite(y = 0, x, z div y) both agree with the oracle again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPlan, functionById, fusionBase, type FusionBase } from '../../src/mutators/fusion/index.js';
import type { Expected } from '../../src/mutators/types.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { runCvc5, runZ3, startZ3 } from './fusion-solvers.js';

const TIMEOUT_MS = 5000;

function base(a: string, b: string, label: Expected): FusionBase {
  const [sa, sb] = [a, b].map((t) => {
    const r = parseScript(t);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });
  const built = fusionBase(sa!, sb!, label);
  if (!('pairsBySort' in built)) throw new Error(built.reason);
  return built;
}

/** Fuses the only x and y with `fnId`, substituting the first occurrence of each listed variable. */
function fused(b: FusionBase, sort: string, fnId: string, replace: ('x' | 'y')[], guarded: boolean): string {
  const group = b.pairsBySort.get(sort)!;
  const [x, y] = [group.xs[0]!, group.ys[0]!];
  const fn = functionById(fnId)!;
  const result = applyPlan(b, {
    guarded,
    pairs: [
      {
        x,
        y,
        fn,
        constants: [],
        z: 'z',
        replace: replace.map((of) => ({ of, occurrence: (of === 'x' ? x : y).occurrences[0]! })),
      },
    ],
  });
  return printScript(result.mutant);
}

interface GuardCase {
  name: string;
  label: Expected;
  sort: string;
  fn: string;
  replace: ('x' | 'y')[];
  seeds: [string, string];
  /** What the unguarded mutant shows. */
  unguardedText: RegExp;
}

const CASES: GuardCase[] = [
  {
    // Unguarded: x = 2, y = 0, z = x*y = 0 and (div 0 0) = 1 satisfy the first disjunct.
    name: 'UNSAT int-mul',
    label: 'unsat',
    sort: 'Int',
    fn: 'int-mul',
    replace: ['x'],
    seeds: [
      '(declare-fun x () Int)(assert (= x 1))(assert (= x 2))(check-sat)',
      '(declare-fun y () Int)(assert (= y 3))(assert (= y 4))(check-sat)',
    ],
    unguardedText: /\(= \(div z y\) 1\)/,
  },
  {
    name: 'UNSAT real-mul',
    label: 'unsat',
    sort: 'Real',
    fn: 'real-mul',
    replace: ['x'],
    seeds: [
      '(declare-fun x () Real)(assert (= x 1.0))(assert (= x 2.0))(check-sat)',
      '(declare-fun y () Real)(assert (= y 3.0))(assert (= y 4.0))(check-sat)',
    ],
    unguardedText: /\(= \(\/ z y\) 1\.0\)/,
  },
  {
    // Seeds sat with x = 1, y = 0, (div 0 0) = 0. Unguarded: (div z x) = 0 with x = 1 forces z = 0,
    // then (div z y) = 1 says (div 0 0) = 1 while the second seed says (div 0 0) = 0: unsat.
    name: 'SAT int-mul',
    label: 'sat',
    sort: 'Int',
    fn: 'int-mul',
    replace: ['x', 'y'],
    seeds: [
      '(declare-fun x () Int)(assert (= x 1))(assert (= x 1))(check-sat)',
      '(declare-fun y () Int)(assert (= y 0))(assert (= y 0))(assert (= (div 0 y) 0))(check-sat)',
    ],
    unguardedText: /\(= \(div z y\) 1\)[\s\S]*\(= \(div z x\) 0\)/,
  },
];

describe('the division guard of product fusion', () => {
  let z3: Z3Engine;
  beforeAll(async () => {
    z3 = await startZ3(TIMEOUT_MS);
  });
  afterAll(() => z3?.close());

  const wrong = (label: Expected): Expected => (label === 'sat' ? 'unsat' : 'sat');

  it.each(CASES)('$name: unguarded both solvers contradict the oracle; guarded both confirm it', async (c) => {
    const b = base(c.seeds[0], c.seeds[1], c.label);
    const unguarded = fused(b, c.sort, c.fn, c.replace, false);
    const guarded = fused(b, c.sort, c.fn, c.replace, true);
    expect(unguarded).toMatch(c.unguardedText);
    expect(guarded).toMatch(/\(ite \(= [xy] 0(\.0)?\) [xy]/);

    for (const [text, expected] of [
      [unguarded, wrong(c.label)],
      [guarded, c.label],
    ] as const) {
      const [zr, cr] = await Promise.all([runZ3(z3, text, TIMEOUT_MS), runCvc5(text, TIMEOUT_MS)]);
      expect({ z3: zr.verdict, cvc5: cr.verdict }, text).toEqual({ z3: expected, cvc5: expected });
    }
  });

  it('the unguarded counterexample divides by zero', async () => {
    const c = CASES[0]!;
    const text = fused(base(c.seeds[0], c.seeds[1], c.label), c.sort, c.fn, c.replace, false);
    const output = await z3.evalSmtlib(`${text}(get-value (x y z))`);
    expect(output).toMatch(/^sat\n/);
    expect(output).toMatch(/\(y 0\)/);
    expect(output).toMatch(/\(z 0\)/);
  });
});

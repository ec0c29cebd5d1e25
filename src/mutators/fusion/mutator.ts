// Semantic Fusion (YinYang): fuses two seeds with the same known answer into one whose answer is
// known by construction — SAT: φ1 ∧ φ2, UNSAT: (φ1 ∨ φ2) ∧ z = f(x, y) — then hides the variables
// behind the inversions of a fusion function.
import type { Rng } from '../../rng.js';
import type { Expected, MutateOutcome, Mutator, MutatorInput, MutatorOptions } from '../types.js';
import { fusionBase } from './base.js';
import { applyPlan } from './fuse.js';
import { labelOf } from './label.js';
import { randomPlan } from './plan.js';

export const fusion: Mutator = {
  info: {
    name: 'fusion',
    title: 'Semantic Fusion',
    paper: 'Winterer, Zhang, Su. Validating SMT Solvers via Semantic Fusion. PLDI 2020',
    oracle: 'expected',
    needs: { second: true, label: true },
    options: {
      pairs: { kind: 'int', label: 'Variable pairs fused per mutant (at most)', default: 2, min: 1, max: 8 },
    },
    walk: { mode: 'reset', iterations: 30 },
    theories: {
      handles: ['Core', 'Ints', 'Reals', 'Strings', 'FixedSizeBitVectors'],
      note: 'Fusion functions exist for Int, Real, String, Bool and bit-vector variables; other variables are not fused.',
    },
    explanation:
      'Takes two seeds with the same known answer and renames them apart. SAT seeds are conjoined, ' +
      'UNSAT seeds disjoined. Then a variable x of the first and y of the second (same sort) are ' +
      'linked through a fresh z = f(x, y), and some occurrences of x and y are replaced by the ' +
      'inversions r_x(y, z) and r_y(x, z), which equal x and y whenever z = f(x, y). A SAT fusion stays ' +
      'sat (extend any model with z := f(x, y)); an UNSAT fusion asserts z = f(x, y) and stays unsat.',
  },
  mutate(input: MutatorInput, rng: Rng, options: MutatorOptions): MutateOutcome {
    const oracle = commonLabel(input);
    if (typeof oracle !== 'string') return { ok: false, reason: oracle.reason };
    const base = fusionBase(input.script, input.second!.script, oracle);
    if (!('pairsBySort' in base)) return { ok: false, reason: base.reason };
    if (base.pairsBySort.size === 0) return { ok: false, reason: 'the seeds share no fusable variable sort' };
    const plan = randomPlan(base, rng, Number(options.pairs ?? 2));
    if (plan.pairs.length === 0) return { ok: false, reason: 'no occurrence can be substituted without capture' };
    return { ok: true, ...applyPlan(base, plan) };
  },
};

function commonLabel(input: MutatorInput): Expected | { reason: string } {
  if (!input.second) return { reason: 'fusion needs a second seed' };
  const a = input.label ?? labelOf(input.script);
  const b = input.second.label ?? labelOf(input.second.script);
  if (!a || !b) return { reason: 'fusion needs seeds with a known answer (label or set-info :status)' };
  if (a !== b) return { reason: `the seeds' answers differ (${a} and ${b})` };
  return a;
}

// The trace of a fusion: the concatenation (with the renaming), each fused pair with its function
// and why the oracle holds, and each substituted occurrence.
import type { TermPath } from '../../smtlib/paths.js';
import { printTerm } from '../../smtlib/printer.js';
import type { MutationStep } from '../types.js';
import type { FusionBase } from './base.js';
import type { FusionVars } from './functions.js';
import type { PairPlan } from './plan-shape.js';

const concatSteps = new WeakMap<FusionBase, MutationStep>();

export function concatStepOf(base: FusionBase): MutationStep {
  let step = concatSteps.get(base);
  if (!step) concatSteps.set(base, (step = concatStep(base)));
  return { ...step };
}

function concatStep(base: FusionBase): MutationStep {
  const renaming = base.renamed
    .map((names, i) =>
      names.size ? ` Seed ${i + 1} renamed: ${[...names].map(([a, b]) => `${a}→${b}`).join(', ')}.` : '',
    )
    .join('');
  return base.oracle === 'sat'
    ? {
        rule: 'fusion:concat-sat',
        before: 'φ1, φ2',
        after: 'φ1 ∧ φ2',
        reason: `Both seeds are sat and share no names, so their models combine into a model of φ1 ∧ φ2.${renaming}`,
      }
    : {
        rule: 'fusion:concat-unsat',
        before: 'φ1, φ2',
        after: 'φ1 ∨ φ2',
        reason: `Both seeds are unsat, so no assignment satisfies φ1 ∨ φ2.${renaming}`,
      };
}

export function pairStep(base: FusionBase, pair: PairPlan, v: FusionVars): MutationStep {
  const f = printTerm(pair.fn.f(v, pair.constants));
  const exact = `r_x(y, f(x, y)) = x and r_y(x, f(x, y)) = y for all x, y: ${pair.fn.why}`;
  const reason =
    base.oracle === 'sat'
      ? `${pair.z} is fresh: any model of φ1 ∧ φ2 extends with ${pair.z} := ${f}, where the substitutes equal the variables (${exact}). So the mutant stays sat.`
      : `The mutant asserts ${pair.z} = ${f}, so in each of its models the substitutes equal the variables (${exact}); a model would satisfy φ1 ∨ φ2, which is unsat.`;
  return { rule: `fusion:${pair.fn.id}`, before: `${pair.x.name}, ${pair.y.name}`, after: `${pair.z} = ${f}`, reason };
}

export function occurrenceStep(
  pair: PairPlan,
  of: 'x' | 'y',
  path: TermPath,
  substitute: string,
  span: MutationStep['span'],
): MutationStep {
  const variable = of === 'x' ? pair.x.name : pair.y.name;
  return {
    rule: `fusion:${pair.fn.id}:r_${of}`,
    path,
    ...(span ? { span } : {}),
    before: variable,
    after: substitute,
    reason: `equals ${variable} wherever ${pair.z} = f(${pair.x.name}, ${pair.y.name})`,
  };
}

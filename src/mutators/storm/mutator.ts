// The STORM mutator: one satisfiable-by-construction instance per call, from the pool valued under the
// model M given in `input.model` (computed before mutate, by a reference lane; see prepareStorm).
import { STORM_THEORIES } from './theories.js';
import { printTerm } from '../../smtlib/printer.js';
import type { Rng } from '../../rng.js';
import type { MutateOutcome, Mutator, MutatorInfo, MutatorInput, MutatorOptions } from '../types.js';
import { instanceAssertions, type StormBounds } from './generate.js';
import { incrementalScript, instanceScript, STORM_TACTICS } from './instance.js';
import { stormPoolSync, type StormPool } from './pool.js';

const info: MutatorInfo = {
  name: 'storm',
  title: 'STORM (fragment, recombine, assert what the model makes true)',
  paper:
    'Mansur, Christakis, Wüstholz, Zhang. Detecting critical bugs in SMT solvers using blackbox mutational fuzzing. ESEC/FSE 2020',
  oracle: 'expected',
  needs: { second: false, label: false, model: true },
  options: {
    dmax: { kind: 'int', label: 'Dmax (maximum formula depth)', default: 64, min: 1, max: 256 },
    amax: { kind: 'int', label: 'Amax (maximum assertions per instance)', default: 64, min: 1, max: 256 },
    nc: { kind: 'int', label: 'NC (construction pool size, 0 = scaled 200..1500)', default: 0, min: 0, max: 5000 },
    maxNodes: { kind: 'int', label: 'maximum formula size (nodes)', default: 5000, min: 10, max: 1_000_000 },
    incremental: { kind: 'bool', label: 'incremental mode (push/pop, several check-sat)', default: false },
    tactic: { kind: 'choice', label: 'Z3 check-sat-using tactic', default: 'none', choices: STORM_TACTICS },
  },
  walk: { mode: 'reset', iterations: 300 },
  theories: STORM_THEORIES,
  explanation:
    'STORM cuts the seed into its Boolean sub-formulas and records whether each is true or false under a model M ' +
    'from a reference solver (for an unsat seed, a model of its negation). It recombines them with AND and NOT, ' +
    'computing each new truth value from its parts, and asserts up to Amax of them, negating the false ones. Every ' +
    'instance is true under M, hence satisfiable: a solver answering unsat has a critical soundness bug.',
};

export function boundsOf(options: MutatorOptions): StormBounds {
  const num = (k: string, d: number): number => (typeof options[k] === 'number' ? (options[k] as number) : d);
  return { dmax: num('dmax', 64), amax: num('amax', 64), nc: num('nc', 0), maxNodes: num('maxNodes', 5000) };
}

/** Builds one instance from a pool (shared by the mutator and the minimizer). */
export function stormInstance(pool: StormPool, rng: Rng, options: MutatorOptions): MutateOutcome {
  const assertions = instanceAssertions(pool, boundsOf(options), rng);
  if (assertions.length === 0)
    return {
      ok: false,
      // Said for a student: the usual cause is a quantified seed, whose pieces mention the quantifier's variables.
      reason:
        'STORM builds formulas from pieces of the seed whose truth under the model M is known, and found none: a ' +
        'piece inside a quantifier (forall, exists) or a let mentions its variables and cannot stand alone' +
        (pool.dropped > 0 ? `, and ${pool.dropped} piece(s) could not be valued under M` : '') +
        ` (pieces deeper than Dmax = ${boundsOf(options).dmax} are left out too)`,
    };
  const tactic = typeof options.tactic === 'string' ? options.tactic : 'none';
  const terms = assertions.map((a) => a.term);
  const mutant =
    options.incremental === true
      ? incrementalScript(pool.base, terms, rng.fork('frames'), tactic)
      : instanceScript(pool.base, terms, tactic);
  return {
    ok: true,
    mutant,
    oracle: { kind: 'expected', expected: 'sat' },
    trace: assertions.map((a) => ({
      rule: a.depth > 1 ? 'storm:assert' : 'storm:assert-atom',
      before: '',
      after: printTerm(a.term),
      reason: 'true under the model M by construction (valuations from the evaluator, negated where false)',
    })),
  };
}

export const storm: Mutator = {
  info,
  mutate(input: MutatorInput, rng: Rng, options: MutatorOptions): MutateOutcome {
    if (input.model === undefined) return { ok: false, reason: 'STORM needs a model M of the seed (input.model)' };
    const pool = stormPoolSync(input.script, input.model, input.modelValues);
    if (!pool) return { ok: false, reason: 'the seed or its model could not be read' };
    return stormInstance(pool, rng, options);
  },
};

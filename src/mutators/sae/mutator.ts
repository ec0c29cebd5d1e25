// The SAE mutator (Sparrow): Tseitin CNF of the seed, then up to 5 literals approximated in one
// direction — over for a sat seed, under for an unsat one (Thm. 4.1) — so the mutant keeps the seed's answer.
import { SAE_THEORIES } from './theories.js';
import type { Script, Term } from '../../smtlib/ast.js';
import { checkScript } from '../../smtlib/check/index.js';
import { printTerm } from '../../smtlib/printer.js';
import type { Rng } from '../../rng.js';
import type { MutateOutcome, MutationStep, Mutator, MutatorInfo, MutatorInput, MutatorOptions } from '../types.js';
import { lpi, pst } from './approximate.js';
import { bringsArithmetic, logicHasArithmetic } from '../logic.js';
import { logicOf } from '../../smtlib/logic.js';
import { cnfScript, tseitin, type Cnf } from './cnf.js';
import { seedVariables, type Variables } from './snippet.js';

const info: MutatorInfo = {
  name: 'sae',
  title: 'SAE / Sparrow (skeletal approximation enumeration)',
  paper: 'Yao, Huang, Ke, Cheng, Yang, Zhang. Skeletal approximation enumeration for SMT solver testing. ESEC/FSE 2021',
  oracle: 'expected',
  needs: { second: false, label: true },
  options: {
    maxLiterals: { kind: 'int', label: 'literals mutated per mutant (at most)', default: 5, min: 1, max: 50 },
    pstProbability: {
      kind: 'float',
      label: 'probability of PST (else LPI) where a Table 2 rule applies',
      default: 0.5,
      min: 0,
      max: 1,
    },
  },
  walk: { mode: 'reset', iterations: 300 },
  theories: SAE_THEORIES,
  explanation:
    'SAE puts the seed in CNF (Tseitin) and replaces a few literals by approximations: weaker ones (x < y → x ≤ y, ' +
    'l → l ∨ ψ) when the seed is sat, stronger ones (x ≤ y → x = y, l → l ∧ ψ) when it is unsat. In CNF a weaker ' +
    'literal gives a weaker formula, so a sat seed stays sat and an unsat seed stays unsat: any other answer is a bug.',
};

interface Prepared {
  cnf: Cnf;
  vars: Variables;
}

const cache = new WeakMap<Script, Prepared | undefined>();

function prepare(script: Script): Prepared | undefined {
  if (cache.has(script)) return cache.get(script);
  let prepared: Prepared | undefined;
  if (checkScript(script).ok) {
    const cnf = tseitin(script);
    // The clauses share the seed's (sort-annotated) terms; the Tseitin names are Bool constants.
    prepared = cnf.clauses.length > 0 ? { cnf, vars: seedVariables(script) } : undefined;
  }
  cache.set(script, prepared);
  return prepared;
}

/** The seed in Tseitin CNF (undefined when it does not sort-check). */
export function saeCnf(script: Script): Script | undefined {
  const p = prepare(script);
  return p ? cnfScript(p.cnf, p.cnf.clauses) : undefined;
}

export const sae: Mutator = {
  info,
  mutate(input: MutatorInput, rng: Rng, options: MutatorOptions): MutateOutcome {
    const answer = input.answer ?? input.label;
    if (!answer) return { ok: false, reason: 'SAE needs the seed’s answer (sat or unsat); unknown seeds are skipped' };
    const p = prepare(input.script);
    if (!p) return { ok: false, reason: 'the seed does not sort-check or has no assertion' };
    const direction = answer === 'sat' ? 'over' : 'under';
    const sites = p.cnf.clauses.flatMap((c, ci) => c.map((_, li) => [ci, li] as const));
    const max = typeof options.maxLiterals === 'number' ? options.maxLiterals : 5;
    const pstP = typeof options.pstProbability === 'number' ? options.pstProbability : 0.5;
    const chosen = rng.shuffle(sites.slice()).slice(0, 1 + rng.int(Math.min(max, sites.length)));
    const clauses: Term[][] = p.cnf.clauses.map((c) => c.slice());
    const trace: MutationStep[] = [];
    // QF_S, QF_BV …: an approximation that writes arithmetic (x = y loosened to x >= y over str.len) is refused by
    // solvers that keep to the logic (cvc5), which would be our error, not theirs: such a literal is left as it is.
    const arithmetic = logicHasArithmetic(input.script);
    const fits = (literal: Term, r: { term: Term } | undefined) =>
      r !== undefined && (arithmetic || !bringsArithmetic(literal, r.term));
    for (const [ci, li] of chosen) {
      const literal = clauses[ci]![li]!;
      const byPst = rng.chance(pstP) ? pst(literal, direction, rng) : undefined;
      const r = fits(literal, byPst) ? byPst! : lpi(literal, direction, p.vars, rng);
      if (!fits(literal, r)) continue;
      clauses[ci]![li] = r.term;
      trace.push({
        rule: r.rule,
        before: printTerm(literal),
        after: printTerm(r.term),
        reason: `${r.reason}; in CNF this ${direction}-approximates the seed (Thm. 4.1)`,
      });
    }
    if (trace.length === 0)
      return {
        ok: false,
        reason: `every change SAE drew here would write arithmetic (<, >=, + …), which the seed's logic ${logicOf(input.script)} does not allow`,
      };
    return { ok: true, mutant: cnfScript(p.cnf, clauses), oracle: { kind: 'expected', expected: answer }, trace };
  },
};

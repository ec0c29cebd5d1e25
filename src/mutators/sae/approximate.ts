// Approximating one CNF literal (SAE §4.2): PST rewrites the predicate symbol (Table 2); a negated
// literal is first made an atom, by pushing the negation in where that is an equivalence, or by
// Prop. 4.2 (approximate the atom the other way and negate back). LPI injects a snippet ψ:
// l ∨ ψ over-approximates, l ∧ ψ under-approximates.
import type { Term } from '../../smtlib/ast.js';
import { printTerm } from '../../smtlib/printer.js';
import { sortEquals } from '../../smtlib/sort.js';
import type { Rng } from '../../rng.js';
import { applyRule, rulesFor, theoryOf, type Direction } from './rules.js';
import { snippet, type Variables } from './snippet.js';
import { app } from '../../smtlib/terms/build.js';
import { appOf } from '../../smtlib/terms/query.js';

export interface Approximation {
  rule: string;
  term: Term;
  reason: string;
}

const flipDirection = (d: Direction): Direction => (d === 'over' ? 'under' : 'over');

/** ¬(x op y) ≡ (x op' y), valid for total orders (Int, Real, bit-vectors) and for =/distinct on them and strings. */
const NEGATED: Record<string, string> = {
  '<': '>=',
  '<=': '>',
  '>': '<=',
  '>=': '<',
  bvult: 'bvuge',
  bvule: 'bvugt',
  bvugt: 'bvule',
  bvuge: 'bvult',
  bvslt: 'bvsge',
  bvsle: 'bvsgt',
  bvsgt: 'bvsle',
  bvsge: 'bvslt',
  '=': 'distinct',
  distinct: '=',
};

function pstAtom(atom: Term, direction: Direction, rng: Rng): Approximation | undefined {
  if (atom.kind !== 'app' || atom.args.length !== 2 || atom.id.indices.length > 0 || atom.qual) return undefined;
  const [x, y] = [atom.args[0]!, atom.args[1]!];
  if (!x.sort || !y.sort || !sortEquals(x.sort, y.sort)) return undefined;
  const theory = theoryOf(x.sort);
  if (!theory) return undefined;
  const rules = rulesFor(theory, atom.id.symbol, direction);
  if (rules.length === 0) return undefined;
  const rule = rng.pick(rules);
  const term = applyRule(rule, x, y, x.sort, rng);
  if (!term) return undefined;
  return {
    rule: `sae:pst:${direction}:${theory}:${atom.id.symbol}→${rule.name}`,
    term,
    reason: `${direction === 'over' ? 'loosens' : 'tightens'} x ${atom.id.symbol} y (Table 2, ${rule.name}): it ${direction === 'over' ? 'holds wherever the old atom held' : 'holds only where the old atom held'}`,
  };
}

function pushNegation(atom: Term): Term | undefined {
  if (atom.kind !== 'app' || atom.args.length !== 2 || atom.id.indices.length > 0 || atom.qual) return undefined;
  const theory = theoryOf(atom.args[0]!.sort);
  const op = NEGATED[atom.id.symbol];
  if (!op || !theory || theory === 'fp' || (theory === 'string' && op !== '=' && op !== 'distinct')) return undefined;
  return app(op, atom.args[0]!, atom.args[1]!);
}

export function pst(literal: Term, direction: Direction, rng: Rng): Approximation | undefined {
  const inner = appOf(literal, 'not', 1)?.args[0];
  if (!inner) return pstAtom(literal, direction, rng);
  const pushed = rng.chance(0.5) ? pushNegation(inner) : undefined;
  if (pushed) {
    const sorted = { ...pushed, sort: inner.sort } as Term;
    const out = pstAtom(sorted, direction, rng);
    if (out) return { ...out, rule: `${out.rule} (negation pushed in)` };
  }
  const out = pstAtom(inner, flipDirection(direction), rng);
  if (!out) return undefined;
  return {
    rule: `${out.rule.replace(`sae:pst:${flipDirection(direction)}:`, `sae:pst:${direction}:¬`)} (Prop. 4.2)`,
    term: app('not', out.term),
    reason: `Prop. 4.2: ¬ of an ${flipDirection(direction)}-approximation ${direction}-approximates ¬(${printTerm(inner)})`,
  };
}

export function lpi(literal: Term, direction: Direction, vars: Variables, rng: Rng): Approximation {
  const psi = snippet(vars, rng);
  const term = app(direction === 'over' ? 'or' : 'and', literal, psi.term);
  return {
    rule: `sae:lpi:${direction}:${psi.connective}`,
    term,
    reason:
      direction === 'over'
        ? 'live predicate injection (Prop. 4.3): the atom l becomes (or l ψ), ψ a random formula over the seed’s ' +
          'variables; an or can only add solutions, so a sat seed stays sat (when ψ is always false, as ' +
          '(xor false false) is, the mutant means the same as the seed)'
        : 'live predicate injection (Prop. 4.3): the atom l becomes (and l ψ), ψ a random formula over the seed’s ' +
          'variables; an and can only remove solutions, so an unsat seed stays unsat (when ψ is always true, the ' +
          'mutant means the same as the seed)',
  };
}

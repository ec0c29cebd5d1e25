// Parity of sub-formulas (Janus, ASE 2022, Def. 3 / Lemma 1): +1 at each assertion, flipped under
// `not` and in the antecedents of `=>` (all arguments but the last); kept by and/or, ite branches,
// let bodies, quantifier bodies and `!` annotations without :named. Everything else — ite conditions,
// Bool =/distinct/xor arguments, let-bound terms, define-fun bodies, :named terms — has no parity and
// is never mutated. Let bindings are skipped because a bound Boolean may be used under both parities;
// a :named term is a constant other commands may use. Regular expressions under `str.in_re` get a
// polarity in the same way: weaker there means a larger language; re.comp flips, re.diff's subtrahend flips.
import type { Script, Term } from '../../smtlib/ast.js';
import type { TermPath } from '../../smtlib/paths.js';
import { childrenOf } from '../../smtlib/terms/traverse.js';
import type { Domain } from './rule.js';

export type Parity = 1 | -1;

export interface ParitySite {
  path: TermPath;
  term: Term;
  parity: Parity;
  domain: Domain;
}

const KEEPS_REGEX = new Set(['re.++', 're.union', 're.inter', 're.*', 're.+', 're.opt', 're.loop', 're.^']);

/** Parities of the children of a Bool term (undefined: no parity below). */
function boolChildParity(t: Term, i: number, p: Parity): [Parity, Domain] | undefined {
  switch (t.kind) {
    case 'forall':
    case 'exists':
      return [p, 'bool'];
    case 'let':
      return i === t.bindings.length ? [p, 'bool'] : undefined;
    case 'annot':
      return i === 0 && !t.attrs.some((a) => a.keyword === ':named') ? [p, 'bool'] : undefined;
    case 'app': {
      if (t.qual) return undefined;
      const n = t.args.length;
      switch (t.id.symbol) {
        case 'not':
          return [-p as Parity, 'bool'];
        case 'and':
        case 'or':
          return [p, 'bool'];
        case '=>':
          return [i < n - 1 ? (-p as Parity) : p, 'bool'];
        case 'ite':
          return i > 0 ? [p, 'bool'] : undefined;
        case 'str.in_re':
          return i === 1 && n === 2 ? [p, 'regex'] : undefined;
        default:
          return undefined;
      }
    }
    default:
      return undefined;
  }
}

function regexChildParity(t: Term, i: number, p: Parity): Parity | undefined {
  if (t.kind !== 'app' || t.qual) return undefined;
  const op = t.id.symbol;
  if (op === 're.loop' && t.id.indices.length !== 2) return undefined; // Z3's (re.loop r lo hi)
  if (KEEPS_REGEX.has(op)) return p;
  if (op === 're.comp') return -p as Parity;
  if (op === 're.diff') return i === 0 ? p : (-p as Parity);
  return undefined;
}

/** Every term of an `assert` that has a parity, pre-order. Terms must carry sorts (checked script). */
export function paritySites(script: Script): ParitySite[] {
  const out: ParitySite[] = [];
  const steps: number[] = [];
  const go = (t: Term, command: number, parity: Parity, domain: Domain): void => {
    const expected = domain === 'bool' ? 'Bool' : 'RegLan';
    if (t.sort?.name !== expected) return;
    out.push({ path: { command, root: 0, steps: steps.slice() }, term: t, parity, domain });
    childrenOf(t).forEach((child, i) => {
      const next: [Parity, Domain] | undefined =
        domain === 'bool' ? boolChildParity(t, i, parity) : withRegex(regexChildParity(t, i, parity));
      if (!next) return;
      steps.push(i);
      go(child, command, next[0], next[1]);
      steps.pop();
    });
  };
  script.commands.forEach((c, command) => {
    if (c.cmd === 'assert') go(c.term, command, 1, 'bool');
  });
  return out;
}

const withRegex = (p: Parity | undefined): [Parity, Domain] | undefined => (p === undefined ? undefined : [p, 'regex']);

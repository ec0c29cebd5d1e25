// Whether a script has nonlinear arithmetic in the strict sense: a product of two terms neither of which is a numeral,
// a division or modulus by a term that is not a numeral, or a transcendental function. `(* 2 x)` and `(/ x 2.0)` are
// linear; the option focus (scheduling/option-focus.ts) reads operators only and calls them nonlinear.
import type { Script, Term } from '../ast.js';
import { TRANSCENDENTALS } from '../theories/transcendentals.js';
import { childrenOf } from './traverse.js';

/** The transcendental functions of either dialect (the theory table's, constants like `pi` aside), and Z3's power. */
const TRANSCENDENTAL = new Set([...TRANSCENDENTALS.ops.filter((o) => o.args.length > 0).map((o) => o.name), '^']);
const DIVISION = new Set(['/', 'div', 'mod']);

const isNumeral = (t: Term): boolean =>
  (t.kind === 'const' && (t.lit.kind === 'numeral' || t.lit.kind === 'decimal')) ||
  (t.kind === 'app' && t.id.symbol === '-' && t.args.length === 1 && isNumeral(t.args[0]!));

function nonlinear(t: Term): boolean {
  if (t.kind === 'app') {
    const op = t.id.symbol;
    if (TRANSCENDENTAL.has(op)) return true;
    if (op === '*' && t.args.filter((a) => !isNumeral(a)).length >= 2) return true;
    if (DIVISION.has(op) && t.args.slice(1).some((a) => !isNumeral(a))) return true;
  }
  return childrenOf(t).some(nonlinear);
}

export function hasNonlinearArithmetic(script: Script): boolean {
  return script.commands.some((c) => {
    switch (c.cmd) {
      case 'assert':
        return nonlinear(c.term);
      case 'define-fun':
      case 'define-fun-rec':
      case 'define-const':
        return nonlinear(c.body);
      case 'define-funs-rec':
        return c.bodies.some(nonlinear);
      default:
        return false;
    }
  });
}

// Holes under linear arithmetic (linear.ts): in a linear logic an argument that must stay constant
// (a factor of `*` beside a variable one, a divisor) may only become another constant, and nothing
// inside it may change.
import type { Script } from '../../smtlib/ast.js';
import { childrenOf, commandRoots, type TermPath } from '../../smtlib/paths.js';
import { argumentFreedom, restrictsLinearity } from '../linear.js';

export type Freedom = 'free' | 'constant' | 'non-zero' | 'forbidden';

export function holeFreedom(script: Script, path: TermPath): Freedom {
  let t = commandRoots(script.commands[path.command]!)[path.root]!;
  let freedom: Freedom = 'free';
  for (const i of path.steps) {
    if (freedom !== 'free') return 'forbidden';
    if (t.kind === 'app' && restrictsLinearity(t.id.symbol)) freedom = argumentFreedom(t.id.symbol, t.args, i);
    t = childrenOf(t)[i]!;
  }
  return freedom;
}

// Option tables for option fuzzing: from a lane's own description of its options (Solver.describeOptions).
import type { Lane } from '../lane.js';
import { cvc5OptionTable } from './cvc5-options.js';
import type { OptionTable } from './table.js';
import { z3OptionTable } from './z3-params.js';

export { optionName, optionText, type OptionMark, type OptionSpec, type OptionTable } from './table.js';
export { z3OptionTable } from './z3-params.js';
export { cvc5OptionTable } from './cvc5-options.js';

/** Where a lane's description comes from, as the table records it. */
export function descriptionSource(lane: Pick<Lane, 'family' | 'backend'>): string {
  if (lane.family === 'z3')
    return lane.backend === 'native' ? 'z3 -pm:MODULE' : 'the Z3 build’s parameter listing and tactic descriptions';
  return 'cvc5 --help and --OPTION=help';
}

/** The table of a lane's release from its description (`version`: the release the lane runs). */
export function optionTableOf(lane: Pick<Lane, 'family' | 'backend'>, text: string, version: string): OptionTable {
  const source = descriptionSource(lane);
  return lane.family === 'z3' ? z3OptionTable(text, version, source) : cvc5OptionTable(text, version, source);
}

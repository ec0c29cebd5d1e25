// ddSMT's best reported strategy: ddmin (commands, then n-ary arguments) to a fixpoint, then the
// hierarchical term passes; repeated until a whole round changes nothing.
import { budgetLeft, checkpoint, runPass, type ReductionState } from './engine.js';
import { booleanSimplification, doubleNegation } from './passes/boolean.js';
import { ddminChildren } from './passes/ddmin-children.js';
import { ddminCommands } from './passes/ddmin-commands.js';
import { shrinkDatatypes } from './passes/datatypes.js';
import { inlineDefineFun } from './passes/inline-define-fun.js';
import { letElimination } from './passes/let-elimination.js';
import { narrowBitVectors } from './passes/narrow-bitvectors.js';
import { removePushPop } from './passes/push-pop.js';
import { removeNoise } from './passes/remove-noise.js';
import { removeUnusedDeclarations } from './passes/remove-unused-declarations.js';
import { replaceByChild } from './passes/replace-by-child.js';
import { replaceByConstant } from './passes/replace-by-constant.js';
import { replaceByVariable } from './passes/replace-by-variable.js';
import { simplifyLiterals } from './passes/simplify-literals.js';
import { foldStrings } from './passes/strings.js';
import { removeUnusedBoundVariables } from './passes/unused-bound-variables.js';
import type { Pass } from './types.js';

export const DDMIN_PASSES: readonly Pass[] = [
  removeNoise,
  ddminCommands,
  removeUnusedDeclarations,
  removePushPop,
  ddminChildren,
];

export const HIERARCHICAL_PASSES: readonly Pass[] = [
  replaceByConstant,
  replaceByChild,
  replaceByVariable,
  letElimination,
  inlineDefineFun,
  booleanSimplification,
  doubleNegation,
  foldStrings,
  simplifyLiterals,
  narrowBitVectors,
  shrinkDatatypes,
  removeUnusedBoundVariables,
  removeUnusedDeclarations,
];

async function untilFixpoint(passes: readonly Pass[], state: ReductionState): Promise<boolean> {
  let any = false;
  for (let changed = true; changed && budgetLeft(state);) {
    changed = false;
    for (const pass of passes) {
      if (!budgetLeft(state)) break;
      // A pass the checkpoint undid runs again from the script it went back to: the candidates it tried stay
      // cached, so it takes another path or none.
      while (budgetLeft(state) && (await runPass(pass, state)))
        if (await checkpoint(state, pass.name)) {
          changed = any = true;
          break;
        }
    }
  }
  return any;
}

export async function runStrategy(state: ReductionState): Promise<void> {
  do await untilFixpoint(DDMIN_PASSES, state);
  while ((await untilFixpoint(HIERARCHICAL_PASSES, state)) && budgetLeft(state));
}
